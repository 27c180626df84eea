import { Box, Stack } from '@mui/material';
import { toast } from '../../components/toast';
import type { z } from 'zod';
import { AUTH_MSG } from '../../../shared/auth/rules';
import { ChangePasswordRequestSchema } from '../../../shared/auth/schemas';
import { changePassword } from '../../api/auth';
import { LoadingButton } from '../../components/LoadingButton';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';

type In = z.input<typeof ChangePasswordRequestSchema>;
const EMPTY: In = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { control, handleSubmit, formState, setError, reset } = useZodForm(
    ChangePasswordRequestSchema,
    {
      defaultValues: EMPTY,
    },
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await changePassword(values);
    if (result.ok) {
      toast.success(AUTH_MSG.passwordChanged);
      reset(EMPTY);
    } else if (result.error.message === AUTH_MSG.currentPasswordWrong) {
      setError(
        'current_password',
        { type: 'server', message: result.error.message },
        { shouldFocus: true },
      );
    } else {
      applyServerFieldErrors(setError, result.error.fields, Object.keys(EMPTY));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <PasswordField
          control={control}
          name="current_password"
          label="Current Password"
          required
        />
        <PasswordField
          control={control}
          name="new_password"
          label="New Password"
          autoComplete="new-password"
          helperText="At least 8 characters, with a letter, an uppercase letter and a symbol"
          required
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label="Confirm Password"
          autoComplete="new-password"
          required
        />
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
        >
          Change Password
        </LoadingButton>
      </Stack>
    </Box>
  );
}
