import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function AppEventsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Events</PageHeading>
      <Typography color="text.secondary">Events on Matchday.</Typography>
    </Container>
  );
}
