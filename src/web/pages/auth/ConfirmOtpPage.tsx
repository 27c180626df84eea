import { Alert, Box, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { EMAIL_PATTERN } from '../../../shared/auth/rules';
import { t } from '../../i18n/i18n';
import { AuthCard, withMarkup } from './AuthCard';
import { OtpForm } from './OtpForm';

export default function ConfirmOtpPage() {
  const email = (useParams().email ?? '').trim();
  const valid = EMAIL_PATTERN.test(email);
  return (
    <AuthCard
      title={t('auth.confirmOtp.title')}
      subtitle={
        valid
          ? withMarkup('auth.confirmOtp.subtitle', 'email', <strong>{email}</strong>)
          : undefined
      }
    >
      {valid ? (
        <OtpForm email={email} />
      ) : (
        <Alert severity="error">
          {withMarkup(
            'auth.confirmOtp.invalidEmail',
            'link',
            <Link component={RouterLink} to="/forgot-password">
              {t('auth.confirmOtp.newCode')}
            </Link>,
          )}
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
