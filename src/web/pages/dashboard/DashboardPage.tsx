import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function DashboardPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Dashboard</PageHeading>
      <Typography color="text.secondary">Your events at a glance.</Typography>
    </Container>
  );
}
