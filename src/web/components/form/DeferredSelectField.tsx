import {
  Box,
  FormControl,
  InputLabel,
  OutlinedInput,
  type InputBaseComponentProps,
} from '@mui/material';
import {
  useId,
  useRef,
  useState,
  type ElementType,
  type FocusEventHandler,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { loadChunk } from '../chunk-loader';
import type * as SelectMenu from './SelectMenuField';
import type { OpenedBy, SelectFieldProps } from './select-field-types';
import { Icon } from '../Icon';

let menuField: Promise<typeof SelectMenu> | undefined;

/** Starts loading the select proper (MUI's Select with Menu, Popover, Modal: ~16 KB gzipped). */
export function preloadSelectMenu(): Promise<typeof SelectMenu> {
  menuField ??= loadChunk('select-menu', () => import('./SelectMenuField')).catch(
    (err: unknown) => {
      menuField = undefined;
      throw err;
    },
  );
  return menuField;
}

/** The keys that open MUI's Select (SelectInput). */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/** What SelectDisplay uses of the props OutlinedInput gives its input component. */
type DisplayProps = {
  className?: string;
  ref?: Ref<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
  labelId: string;
  displayId: string;
  onOpenKey: (key: string) => void;
};

/**
 * The closed MUI Select's display and arrow (SelectInput with its NativeSelectInput styles), drawn
 * inside OutlinedInput as the Select draws them, with the same combobox semantics.
 */
function SelectDisplay({
  className,
  ref,
  onFocus,
  onBlur,
  labelId,
  displayId,
  onOpenKey,
}: DisplayProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (!OPEN_KEYS.has(e.key)) return;
    e.preventDefault();
    onOpenKey(e.key);
  };
  return (
    <>
      <Box
        ref={ref}
        className={`MuiSelect-select MuiSelect-outlined ${className ?? ''}`}
        role="combobox"
        tabIndex={0}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={`${labelId} ${displayId}`}
        id={displayId}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        sx={{
          cursor: 'pointer',
          userSelect: 'none',
          borderRadius: 1,
          height: 'auto',
          minHeight: '1.4375em',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          '&&&': { pr: '32px' },
        }}
      >
        <span className="notranslate" aria-hidden>
          {'\u200B'}
        </span>
      </Box>
      <Icon
        name="ArrowDropDown"
        className="MuiSelect-icon"
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - .5em)',
          pointerEvents: 'none',
          color: 'action.active',
        }}
      />
    </>
  );
}

/**
 * An outlined select field (TextField `select`) whose menu loads when the user comes to the field
 * (pointer over it, focus, press), not with the page: a public page's first download cannot carry
 * MUI's Select with its menu. Until then the field draws the closed Select with no choice made,
 * its look and its semantics; a press or an opening key is kept and replayed on the Select as
 * soon as it is there, and the focus stays where the user put it. The value starts as '' (no
 * choice): only the menu changes it.
 */
export function DeferredSelectField(props: SelectFieldProps) {
  const [menu, setMenu] = useState<{ Field: typeof SelectMenu.SelectMenuField; focus: boolean }>();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const display = useRef<HTMLDivElement>(null);
  const id = useId();

  const load = (opened: OpenedBy | null = null) => {
    if (opened) setOpenedBy(opened);
    preloadSelectMenu().then(
      (m) => {
        const focus = document.activeElement === display.current;
        setMenu((shown) => shown ?? { Field: m.SelectMenuField, focus });
      },
      (err: unknown) => console.error(err),
    );
  };

  if (menu) return <menu.Field {...props} autoFocus={menu.focus} openedBy={openedBy} />;

  const labelId = `${id}-label`;
  return (
    <FormControl
      className="MuiTextField-root"
      fullWidth
      onPointerEnter={() => load()}
      onMouseDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        load({ type: 'mouse' });
      }}
    >
      <InputLabel id={labelId} component="div">
        {props.label}
      </InputLabel>
      <OutlinedInput
        className="MuiSelect-root"
        fullWidth
        label={props.label}
        value=""
        inputRef={display}
        onFocus={() => load()}
        inputComponent={SelectDisplay as ElementType<InputBaseComponentProps>}
        inputProps={{
          labelId,
          displayId: `mui-component-select-${props.name}`,
          onOpenKey: (key: string) => load({ type: 'key', key }),
        }}
      />
    </FormControl>
  );
}
