import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { toast } from '../../components/toast';
import { AUTH_MSG } from '../../../shared/auth/rules';
import { MSG } from '../../../shared/messages';
import { ResetPasswordFormSchema } from '../../../shared/auth/schemas';
import { resetPassword, verifyResetToken } from '../../api/auth';
import { LoadingButton } from '../../components/LoadingButton';
import { PasswordField } from '../../components/form/PasswordField';
import { useZodForm } from '../../components/form/use-zod-form';
import { t } from '../../i18n/i18n';
import { AuthCard } from './AuthCard';

/** The helpful half of a failed reset (the toast says the §8 'Invalid credentials'). */
function InvalidLink() {
  return (
    <Stack spacing={3}>
      <Alert severity="error">{AUTH_MSG.invalidLink}</Alert>
      <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
        {t('auth.reset.requestCode')}
      </Button>
    </Stack>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(
    async ({ new_password }) => {
      const result = await resetPassword({ new_password, token });
      if (result.ok) {
        toast.success(AUTH_MSG.passwordChanged);
        await navigate('/login', { replace: true });
      } else {
        setFailure(result.reason);
      }
    },
    // §5: a mismatch is also said in a toast, beside the inline error.
    (errors) => {
      if (errors.confirm_password?.message === AUTH_MSG.passwordMismatch) {
        toast.error(AUTH_MSG.passwordMismatch);
      }
    },
  );

  // The server refused the link (used up, or ran out meanwhile): the form can no longer succeed.
  // A lost connection is only toasted; the form stays to try again.
  if (failure && failure !== MSG.networkError) return <InvalidLink />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <PasswordField
          control={control}
          name="new_password"
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          helperText={t('auth.passwordHint')}
          required
          autoFocus
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label={t('auth.confirmPassword')}
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
          {t('auth.resetPassword')}
        </LoadingButton>
      </Stack>
    </Box>
  );
}

export default function ResetPasswordPage() {
  const token = useParams().token ?? '';
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => verifyResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const valid = check.data?.valid === true;
  const invalid = !check.isPending && !valid;
  // §8: a reset that cannot succeed says 'Invalid credentials'; the page says why.
  useEffect(() => {
    if (invalid) toast.error(MSG.invalidCredentials);
  }, [invalid]);

  return (
    <AuthCard
      title={t('auth.resetPassword')}
      subtitle={valid ? t('auth.reset.subtitle') : undefined}
    >
      {check.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('auth.reset.checking')} />
        </Box>
      ) : valid ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidLink />
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {t('auth.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
