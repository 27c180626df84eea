import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

export type OutlinedFieldProps = Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'inputRef'
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'multiline'
  | 'minRows'
  | 'endAdornment'
  | 'inputProps'
> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
};

// InputBase's line height (1.4375em) per row.
const multilineSx = (rows: number) => ({
  '& textarea:not([aria-hidden])': { minHeight: `${rows * 1.4375}em` },
});

/**
 * MUI's outlined TextField, put together from the parts TextField renders (FormControl,
 * InputLabel, OutlinedInput, FormHelperText) with the same ids, label and aria wiring. TextField
 * itself also bundles Select with its menu and the filled and standard inputs (~13 KB gzipped),
 * which the public pages' first download cannot afford (docs/PAGE-SPEED.md).
 */
export function OutlinedField({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = true,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        // MUI sizes a multiline field in the browser only: the server's drawing gets its
        // minimum height from CSS, so hydration does not grow it (no layout shift).
        sx={input.multiline && input.minRows ? multilineSx(Number(input.minRows)) : undefined}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
