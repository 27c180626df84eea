import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { toast } from '../../components/toast';
import { AUTH_MSG } from '../../../shared/auth/rules';
import { ResetPasswordFormSchema } from '../../../shared/auth/schemas';
import { resetPassword, verifyResetToken } from '../../api/auth';
import { LoadingButton } from '../../components/LoadingButton';
import { PasswordField } from '../../components/form/PasswordField';
import { useZodForm } from '../../components/form/use-zod-form';
import { AuthCard } from './AuthCard';

const PASSWORD_HINT = 'At least 8 characters, with a letter, an uppercase letter and a symbol';

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { control, handleSubmit, formState } = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(
    async ({ new_password }) => {
      if (await resetPassword({ new_password, token })) {
        toast.success(AUTH_MSG.passwordChanged);
        await navigate('/login', { replace: true });
      }
    },
    // §5: a mismatch is also said in a toast, beside the inline error.
    (errors) => {
      if (errors.confirm_password?.message === AUTH_MSG.passwordMismatch) {
        toast.error(AUTH_MSG.passwordMismatch);
      }
    },
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        <PasswordField
          control={control}
          name="new_password"
          label="New Password"
          autoComplete="new-password"
          helperText={PASSWORD_HINT}
          required
          autoFocus
        />
        <PasswordField
          control={control}
          name="confirm_password"
          label="Confirm Password"
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
          Reset Password
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
  });
  const valid = check.data?.message === 'success' && check.data.data.valid;

  return (
    <AuthCard title="Reset Password" subtitle={valid ? 'Choose a new password.' : undefined}>
      {check.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Checking the link" />
        </Box>
      ) : valid ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack spacing={3}>
          <Alert severity="error">{AUTH_MSG.invalidLink}</Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
            Request a new code
          </Button>
        </Stack>
      )}
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2">
          Back to Login
        </Link>
      </Box>
    </AuthCard>
  );
}
