import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function LoginPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Login</PageHeading>
      <Typography color="text.secondary">Log in to your Matchday account.</Typography>
    </Container>
  );
}
