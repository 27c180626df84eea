import { Alert, Box, Link } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { EMAIL_PATTERN } from '../../../shared/auth/rules';
import { AuthCard } from './AuthCard';
import { OtpForm } from './OtpForm';

export default function ConfirmOtpPage() {
  const email = (useParams().email ?? '').trim();
  const valid = EMAIL_PATTERN.test(email);
  return (
    <AuthCard
      title="Confirm OTP"
      subtitle={
        valid ? (
          <>
            Enter the 6-digit code we emailed to <strong>{email}</strong>.
          </>
        ) : undefined
      }
    >
      {valid ? (
        <OtpForm email={email} />
      ) : (
        <Alert severity="error">
          This address is not a valid email.{' '}
          <Link component={RouterLink} to="/forgot-password">
            Ask for a new code
          </Link>
          .
        </Alert>
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Back to Login
        </Link>
      </Box>
    </AuthCard>
  );
}
