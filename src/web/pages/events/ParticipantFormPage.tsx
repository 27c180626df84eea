import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function ParticipantFormPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Participate</PageHeading>
      <Typography color="text.secondary">Register for this event.</Typography>
    </Container>
  );
}
