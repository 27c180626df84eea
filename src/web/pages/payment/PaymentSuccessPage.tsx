import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function PaymentSuccessPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Payment</PageHeading>
      <Typography color="text.secondary">Your payment.</Typography>
    </Container>
  );
}
