import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { usePasswordVisibility } from './password-visibility';

/** A password field with a show/hide toggle; `autoComplete` says current or new password. */
export function PasswordField<T extends FieldValues, TOut>({
  autoComplete = 'current-password',
  ...props
}: Omit<FormTextFieldProps<T, TOut>, 'type' | 'slotProps'>) {
  const { type, endAdornment } = usePasswordVisibility();
  return (
    <FormTextField
      {...props}
      type={type}
      autoComplete={autoComplete}
      slotProps={{ input: { endAdornment } }}
    />
  );
}
