import { Alert } from '@mui/material';
import { useState } from 'react';
import { resendVerificationEmail } from '../../api/auth';
import { LoadingButton } from '../../components/LoadingButton';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';

/**
 * A refused login, inside the form above its button (issue 24): 'Invalid credentials', or what
 * else the server said (too many attempts, offline). In this chunk, loaded when the form is sent.
 * @public (LoginPage takes it from the lazily loaded chunk, which knip cannot follow)
 */
export function LoginFailure({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

/**
 * The login page's notices: session timed out, account created, verify your email first (with
 * a resend button), host account suspended. A chunk of its own, as most visits to /login show
 * none of them.
 */
export default function LoginNotices({
  sessionTimedOut,
  signedUpEmail,
  unverifiedEmail,
  suspended,
}: {
  sessionTimedOut?: boolean;
  signedUpEmail?: string;
  unverifiedEmail: string | null;
  suspended?: boolean;
}) {
  const [resending, setResending] = useState(false);

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    await resendVerificationEmail(unverifiedEmail);
    setResending(false);
  };

  return (
    <>
      {sessionTimedOut && !suspended && (
        <Alert severity="warning">{t('auth.notice.sessionExpired')}</Alert>
      )}
      {suspended && (
        <Alert severity="error" role="alert">
          {t('auth.notice.hostSuspended')}
        </Alert>
      )}
      {signedUpEmail && !unverifiedEmail && (
        <Alert severity="success">
          {withElements('auth.login.signedUp', { email: <strong>{signedUpEmail}</strong> })}
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
              {t('auth.resendVerification')}
            </LoadingButton>
          }
          sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: 'auto' } }}
        >
          {t('auth.notice.verifyFirst')}
        </Alert>
      )}
    </>
  );
}
