import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function EventDetailsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Event Details</PageHeading>
      <Typography color="text.secondary">Everything about this event.</Typography>
    </Container>
  );
}
