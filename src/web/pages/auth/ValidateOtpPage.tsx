import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n/i18n';
import { AuthCard } from './AuthCard';
import { OtpForm } from './OtpForm';

/** §2 names /validate-otp without showing it: the code step for someone who lost the link. */
export default function ValidateOtpPage() {
  return (
    <AuthCard title={t('auth.validateOtp.title')} subtitle={t('auth.validateOtp.subtitle')}>
      <OtpForm />
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {t('auth.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
