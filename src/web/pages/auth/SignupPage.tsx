import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function SignupPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Create New Account</PageHeading>
      <Typography color="text.secondary">Join Matchday as a host or a participant.</Typography>
    </Container>
  );
}
