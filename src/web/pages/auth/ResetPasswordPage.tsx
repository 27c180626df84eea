import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function ResetPasswordPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Reset Password</PageHeading>
      <Typography color="text.secondary">Choose a new password.</Typography>
    </Container>
  );
}
