import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function SportsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Sports Details</PageHeading>
      <Typography color="text.secondary">Sports on Matchday.</Typography>
    </Container>
  );
}
