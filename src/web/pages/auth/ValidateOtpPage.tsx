import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './AuthCard';
import { OtpForm } from './OtpForm';

/** §2 names /validate-otp without showing it: the code step for someone who lost the link. */
export default function ValidateOtpPage() {
  return (
    <AuthCard
      title="Validate OTP"
      subtitle="Enter your email and the 6-digit code we sent you to reset your password."
    >
      <OtpForm />
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Back to Login
        </Link>
      </Box>
    </AuthCard>
  );
}
