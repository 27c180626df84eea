import { Box, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmailRequestSchema } from '../../../shared/auth/schemas';
import { requestPasswordResetCode } from '../../api/auth';
import { LoadingButton } from '../../components/LoadingButton';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/use-zod-form';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useZodForm(EmailRequestSchema, {
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await requestPasswordResetCode(email)) {
      await navigate(`/confirm-otp/${encodeURIComponent(email)}`);
    }
  });

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email of your account and we will send you a 6-digit code."
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={3}>
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus
          />
          <LoadingButton
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={formState.isSubmitting}
          >
            Send Code
          </LoadingButton>
        </Stack>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Back to Login
        </Link>
      </Box>
    </AuthCard>
  );
}
