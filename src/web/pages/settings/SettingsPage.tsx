import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function SettingsPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Profile</PageHeading>
      <Typography color="text.secondary">Your profile and password.</Typography>
    </Container>
  );
}
