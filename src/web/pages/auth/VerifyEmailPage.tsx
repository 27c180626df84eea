import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AUTH_MSG } from '../../../shared/auth/rules';
import { EmailRequestSchema } from '../../../shared/auth/schemas';
import { fetchSessionUser, resendVerificationEmail, verifyEmail } from '../../api/auth';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../../components/LoadingButton';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/use-zod-form';
import { t } from '../../i18n/i18n';
import { AuthCard } from './AuthCard';

type Status = 'pending' | 'verified' | 'failed';

function ResendVerificationForm() {
  const { control, handleSubmit, formState } = useZodForm(EmailRequestSchema, {
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    await resendVerificationEmail(email);
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography sx={{ mb: 2 }}>{t('auth.verify.resendIntro')}</Typography>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
        />
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
        >
          {t('auth.resendVerification')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}

/** The link of the verification email: /verify-email?token=... (open to guests and users). */
export default function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { isAuthenticated, setUser } = useAuth();
  const [status, setStatus] = useState<Status>('pending');
  const sent = useRef(false);

  useEffect(() => {
    // A token works once: StrictMode's second effect run must not post it again.
    if (!token || sent.current) return;
    sent.current = true;
    void verifyEmail(token).then(async (result) => {
      setStatus(result.ok ? 'verified' : 'failed');
      if (!result.ok) return;
      // A logged-in user may have just verified a changed email: refresh what we know of them.
      const session = await fetchSessionUser();
      if (session && !(session instanceof Error)) setUser(session);
    });
  }, [token, setUser]);

  const shown: Status = token ? status : 'failed';
  return (
    <AuthCard title={t('auth.verify.title')}>
      {shown === 'pending' && (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress aria-label={t('auth.verify.verifying')} />
          <Typography color="text.secondary">{t('auth.verify.pending')}</Typography>
        </Stack>
      )}
      {shown === 'verified' && (
        <Stack spacing={3}>
          <Alert severity="success">{AUTH_MSG.emailVerified}</Alert>
          {isAuthenticated ? (
            <Button component={RouterLink} to="/app/dashboard" variant="contained" size="large">
              {t('auth.verify.toDashboard')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained" size="large">
              {t('auth.verify.toLogin')}
            </Button>
          )}
        </Stack>
      )}
      {shown === 'failed' && (
        <Stack spacing={3}>
          <Alert severity="error">{AUTH_MSG.invalidLink}</Alert>
          <ResendVerificationForm />
        </Stack>
      )}
    </AuthCard>
  );
}
