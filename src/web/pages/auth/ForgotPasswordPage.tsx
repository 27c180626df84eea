import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function ForgotPasswordPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Forgot Password</PageHeading>
      <Typography color="text.secondary">We will email you a one-time code.</Typography>
    </Container>
  );
}
