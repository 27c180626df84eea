import { Alert, Box, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { EMAIL_PATTERN } from '../../../shared/auth/rules';
import { t } from '../../i18n/i18n';
import { withElements } from '../../i18n/with-elements';
import { AuthCard } from './AuthCard';
import { OtpForm } from './OtpForm';

export default function ConfirmOtpPage() {
  const email = (useParams().email ?? '').trim();
  const valid = EMAIL_PATTERN.test(email);
  return (
    <AuthCard
      title={t('auth.confirmOtp.title')}
      subtitle={
        valid
          ? withElements('auth.confirmOtp.subtitle', { email: <strong>{email}</strong> })
          : undefined
      }
    >
      {valid ? (
        <OtpForm email={email} />
      ) : (
        <Alert severity="error">
          {withElements('auth.confirmOtp.invalidEmail', {
            link: (
              <Link component={RouterLink} to="/forgot-password">
                {t('auth.confirmOtp.newCode')}
              </Link>
            ),
          })}
        </Alert>
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {t('auth.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
