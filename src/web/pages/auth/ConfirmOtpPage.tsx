import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function ConfirmOtpPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Confirm OTP</PageHeading>
      <Typography color="text.secondary">Enter the 6-digit code we emailed you.</Typography>
    </Container>
  );
}
