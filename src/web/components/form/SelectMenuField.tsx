import { MenuItem, TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { OpenedBy, SelectFieldProps } from './select-field-types';

/** How the user opened the field before the menu was there: a press, or an opening key. */

/**
 * The select field proper: an outlined TextField with a menu. Loaded by DeferredSelectField when
 * the user comes to the field; `autoFocus` and `openedBy` carry over what the user did meanwhile:
 * the press or key is replayed on the Select, which opens as if it had been there all along.
 */
export function SelectMenuField({
  label,
  name,
  value,
  onChange,
  options,
  emptyOption,
  autoFocus,
  openedBy,
}: SelectFieldProps & { autoFocus: boolean; openedBy: OpenedBy | null }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!openedBy) return;
    // A frame later: the Select needs a render with its display node before it can open.
    const frame = requestAnimationFrame(() => {
      const init = { bubbles: true, cancelable: true };
      root.current
        ?.querySelector('[role="combobox"]')
        ?.dispatchEvent(
          openedBy.type === 'mouse'
            ? new MouseEvent('mousedown', { ...init, button: 0 })
            : new KeyboardEvent('keydown', { ...init, key: openedBy.key }),
        );
    });
    return () => cancelAnimationFrame(frame);
  }, [openedBy]);

  return (
    <TextField
      ref={root}
      select
      fullWidth
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoFocus={autoFocus}
    >
      <MenuItem value="">{emptyOption}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
