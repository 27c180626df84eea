import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Stack } from '@mui/material';
import { lazy, startTransition, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from '../../components/toast';
import { MSG } from '../../../shared/messages';
import type * as AuthApi from '../../api/auth';
import { useAuth } from '../../auth/auth-context';
import { loadChunk } from '../../components/chunk-loader';
import { LoadingButton } from '../../components/LoadingButton';
import { lazySchema } from '../../components/form/lazy-schema';
import { OutlinedField } from '../../components/form/OutlinedField';
import { usePasswordVisibility } from '../../components/form/password-visibility';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { keepLanguage, t } from '../../i18n/i18n';
import { AuthCard, AuthDivider, secondaryActionSx } from './AuthCard';

type LoginState = { from?: string; sessionTimedOut?: boolean; signedUpEmail?: string } | null;

// The login page is a public page (docs/PAGE-SPEED.md: first download under 170 KB), so its
// rules (the shared schema, with zod) and the auth API (which loads them too) come with the first
// key or tap in the form; validating or submitting before they are there waits for them.
const loginRules = lazySchema(() =>
  loadChunk('login-rules', () => import('../../../shared/auth/schemas')).then(
    (m) => m.LoginRequestSchema,
  ),
);
let authApi: Promise<typeof AuthApi> | undefined;
const loadAuthApi = () =>
  (authApi ??= loadChunk('auth-api', () => import('../../api/auth')).catch((err: unknown) => {
    authApi = undefined;
    throw err;
  }));
const loadNotices = () => loadChunk('login-notices', () => import('./LoginNotices'));
const LoginNotices = lazy(loadNotices);
const LoginFailure = lazy(() => loadNotices().then((m) => ({ default: m.LoginFailure })));
const preload = () => {
  loginRules.preload();
  loadAuthApi().catch(() => {});
};

export default function LoginPage() {
  const { login } = useAuth();
  const state = useLocation().state as LoginState;
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [suspended, setSuspended] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(loginRules.validate, {
    email: state?.signedUpEmail ?? '',
    password: '',
  });
  const password = usePasswordVisibility();

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    setSuspended(false);
    setFailure(null);
    loadNotices().catch(() => {});
    let auth: typeof AuthApi;
    try {
      auth = await loadAuthApi();
    } catch (err) {
      // Offline: say so as the API wrapper would have.
      console.error(err);
      // A toast: the notices' chunk would not load either.
      toast.error(MSG.networkError);
      return;
    }
    const result = await auth.login(values);
    if (result.ok) {
      toast.success(MSG.loginSuccess);
      // The account's language is the pages' from now on (the next page the server sends).
      keepLanguage(result.data.language);
      // GuestOnly sees the new session and leaves for location.state.from or the dashboard.
      login(result.data);
    } else if (auth.isVerifyFirst(result)) {
      // A transition: the form stays as it is while the notices' chunk arrives.
      startTransition(() => setUnverifiedEmail(values.email));
    } else if (auth.isSuspended(result)) {
      startTransition(() => setSuspended(true));
    } else {
      startTransition(() => setFailure(result.error.message));
    }
  });

  const notices = Boolean(
    state?.sessionTimedOut || state?.signedUpEmail || unverifiedEmail || suspended,
  );

  return (
    // Until the notices' chunk is there, the whole card waits (no form jumping down under them).
    <Suspense fallback={null}>
      <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
        <Stack spacing={2} sx={{ mb: 2 }}>
          {notices && (
            <LoginNotices
              sessionTimedOut={state?.sessionTimedOut}
              signedUpEmail={state?.signedUpEmail}
              unverifiedEmail={unverifiedEmail}
              suspended={suspended}
            />
          )}
        </Stack>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          onKeyDown={preload}
          onPointerDown={preload}
        >
          <Stack spacing={2.5}>
            <OutlinedField
              {...form.field('email')}
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              autoFocus={!state?.signedUpEmail}
            />
            <OutlinedField
              {...form.field('password')}
              {...password}
              label={t('auth.password')}
              autoComplete="current-password"
              required
            />
          </Stack>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mb: 2.5 }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              {t('auth.forgotPassword')}
            </Link>
          </Box>
          {failure && <LoginFailure message={failure} />}
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={form.isSubmitting}
          >
            {t('auth.login.submit')}
          </LoadingButton>
        </Box>
        <AuthDivider>{t('auth.login.newHere')}</AuthDivider>
        <Button
          component={RouterLink}
          to="/singup"
          // Signing up instead still comes back to the app page the guard sent them from.
          state={state?.from ? { from: state.from } : undefined}
          variant="outlined"
          size="large"
          fullWidth
          sx={secondaryActionSx}
        >
          {t('auth.createAccount')}
        </Button>
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Link
            component={RouterLink}
            to="/home"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <ArrowBackIcon fontSize="inherit" aria-hidden />
            {t('auth.login.homePage')}
          </Link>
        </Box>
      </AuthCard>
    </Suspense>
  );
}
