import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function AboutPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>About Matchday</PageHeading>
      <Typography color="text.secondary">
        Matchday brings players and organisers together: find a tournament, register alone or with
        your team, and pay online in a minute.
      </Typography>
    </Container>
  );
}
