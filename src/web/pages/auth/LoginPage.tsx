import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Divider, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from '../../components/toast';
import { AUTH_MSG } from '../../../shared/auth/rules';
import { LoginRequestSchema } from '../../../shared/auth/schemas';
import { MSG } from '../../../shared/messages';
import { isVerifyFirst, login as loginRequest, resendVerificationEmail } from '../../api/auth';
import { useAuth } from '../../auth/auth-context';
import { LoadingButton } from '../../components/LoadingButton';
import { FormTextField } from '../../components/form/FormTextField';
import { PasswordField } from '../../components/form/PasswordField';
import { useZodForm } from '../../components/form/use-zod-form';
import { AuthCard, secondaryActionSx } from './AuthCard';

type LoginState = { from?: string; sessionTimedOut?: boolean; signedUpEmail?: string } | null;

export default function LoginPage() {
  const { login } = useAuth();
  const state = useLocation().state as LoginState;
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, formState } = useZodForm(LoginRequestSchema, {
    defaultValues: { email: state?.signedUpEmail ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    const result = await loginRequest(values);
    if (result.message === 'success') {
      toast.success(MSG.loginSuccess);
      // GuestOnly sees the new session and leaves for location.state.from or the dashboard.
      login(result.data);
    } else if (isVerifyFirst(result)) {
      setUnverifiedEmail(values.email);
    }
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    await resendVerificationEmail(unverifiedEmail);
    setResending(false);
  };

  return (
    <AuthCard title="Login" subtitle="Welcome back. Log in to manage your events.">
      <Stack spacing={2} sx={{ mb: 2 }}>
        {state?.sessionTimedOut && <Alert severity="warning">{MSG.sessionExpired}</Alert>}
        {state?.signedUpEmail && !unverifiedEmail && (
          <Alert severity="success">
            Your account is ready. We sent a verification link to{' '}
            <strong>{state.signedUpEmail}</strong>; open it, then log in.
          </Alert>
        )}
        {unverifiedEmail && (
          <Alert
            severity="info"
            action={
              <LoadingButton
                color="inherit"
                size="small"
                loading={resending}
                onClick={() => void resend()}
                sx={{ whiteSpace: 'nowrap' }}
              >
                Resend verification email
              </LoadingButton>
            }
            sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: 'auto' } }}
          >
            {AUTH_MSG.verifyFirst}
          </Alert>
        )}
      </Stack>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus={!state?.signedUpEmail}
          />
          <PasswordField control={control} name="password" label="Password" required />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mb: 2.5 }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot Password
          </Link>
        </Box>
        <LoadingButton
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={formState.isSubmitting}
        >
          Login
        </LoadingButton>
      </Box>
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>
        New to Matchday?
      </Divider>
      <Button
        component={RouterLink}
        to="/singup"
        variant="outlined"
        size="large"
        fullWidth
        sx={secondaryActionSx}
      >
        Create New Account
      </Button>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link
          component={RouterLink}
          to="/home"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="inherit" aria-hidden />
          Home Page
        </Link>
      </Box>
    </AuthCard>
  );
}
