import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
};

/**
 * A TextField bound to react-hook-form. `required` shows the marker and sets aria-required; the
 * form itself validates (forms use `noValidate`). The error text replaces the helper text (§5).
 */
export function FormTextField<T extends FieldValues, TOut>({
  control,
  name,
  helperText,
  fullWidth = true,
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      fullWidth={fullWidth}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
