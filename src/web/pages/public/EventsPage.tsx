import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function EventsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Events</PageHeading>
      <Typography color="text.secondary">Browse every tournament on Matchday.</Typography>
    </Container>
  );
}
