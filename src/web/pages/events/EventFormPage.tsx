import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function EventFormPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Event</PageHeading>
      <Typography color="text.secondary">Create or edit an event.</Typography>
    </Container>
  );
}
