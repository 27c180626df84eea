import { Box, Stack } from '@mui/material';
import { toast } from '../../components/toast';
import type { z } from 'zod';
import { ChangePasswordRequestSchema } from '../../../shared/auth/schemas';
import { changePassword } from '../../api/auth';
import { hasErrorCode } from '../../api/client';
import { LoadingButton } from '../../components/LoadingButton';
import { PasswordField } from '../../components/form/PasswordField';
import { applyServerFieldErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { t } from '../../i18n/i18n';

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
      toast.success(t('settings.password.changed'));
      reset(EMPTY);
    } else if (hasErrorCode(result.error, 'errors.auth.currentPasswordWrong')) {
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
          label={t('settings.currentPassword')}
          required
        />
        <PasswordField
          control={control}
          name="new_password"
          label={t('settings.password.new')}
          autoComplete="new-password"
          helperText={t('settings.password.newHint')}
          required
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label={t('settings.password.confirm')}
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
          {t('settings.password.submit')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}
