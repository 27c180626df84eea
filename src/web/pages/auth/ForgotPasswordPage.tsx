import { Box, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmailRequestSchema } from '../../../shared/auth/schemas';
import { requestPasswordResetCode } from '../../api/auth';
import { LoadingButton } from '../../components/LoadingButton';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/use-zod-form';
import { t } from '../../i18n/i18n';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useZodForm(EmailRequestSchema, {
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await requestPasswordResetCode(email)) {
      await navigate(`/confirm-otp/${encodeURIComponent(email)}`);
    }
  });

  return (
    <AuthCard title={t('auth.forgotPassword')} subtitle={t('auth.forgot.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={3}>
          <FormTextField
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            autoFocus
          />
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={formState.isSubmitting}
          >
            {t('auth.forgot.submit')}
          </LoadingButton>
        </Stack>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {t('auth.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
