import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/toast';
import { AUTH_MSG } from '../../../shared/auth/rules';
import { ConfirmOtpRequestSchema } from '../../../shared/auth/schemas';
import { OTP_LENGTH } from '../../../shared/constants';
import { confirmOtp, requestPasswordResetCode } from '../../api/auth';
import { hasErrorCode } from '../../api/client';
import { LoadingButton } from '../../components/LoadingButton';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/use-zod-form';
import { t } from '../../i18n/i18n';

/**
 * The 6-digit code step of the password reset (§4). With `email` the address is fixed (it came
 * in the URL); without it the form asks for it too.
 */
export function OtpForm({ email }: { email?: string }) {
  const navigate = useNavigate();
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, formState, setError, trigger, getValues } = useZodForm(
    ConfirmOtpRequestSchema,
    {
      defaultValues: { email: email ?? '', otp: '' },
    },
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await confirmOtp(values);
    if (result.ok) {
      toast.success(AUTH_MSG.otpConfirmed);
      await navigate('/login');
    } else if (hasErrorCode(result.error, 'errors.auth.invalidOtp')) {
      setError('otp', { type: 'server', message: result.error.message }, { shouldFocus: true });
    }
  });

  const resend = async () => {
    if (!(await trigger('email'))) return;
    setResending(true);
    await requestPasswordResetCode(getValues('email').trim());
    setResending(false);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        {!email && (
          <FormTextField
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
          />
        )}
        <FormTextField
          control={control}
          name="otp"
          label={t('auth.otp.label')}
          required
          autoFocus={Boolean(email)}
          autoComplete="one-time-code"
          helperText={t('auth.otp.hint', { length: OTP_LENGTH })}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: OTP_LENGTH,
              sx: { letterSpacing: '0.5em', fontSize: '1.35rem', fontWeight: 600 },
            },
          }}
        />
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
        >
          {t('auth.otp.submit')}
        </LoadingButton>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 2, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('auth.otp.noCode')}
        </Typography>
        <Button
          size="small"
          onClick={() => void resend()}
          disabled={resending}
          sx={{ color: 'primary.dark' }}
        >
          {t('auth.otp.resend')}
        </Button>
      </Stack>
    </Box>
  );
}
