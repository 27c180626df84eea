import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function ContactPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Contact Us</PageHeading>
      <Typography color="text.secondary">Write to us and we will get back to you.</Typography>
    </Container>
  );
}
