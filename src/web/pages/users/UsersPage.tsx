import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function UsersPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Users Details</PageHeading>
      <Typography color="text.secondary">Hosts on Matchday.</Typography>
    </Container>
  );
}
