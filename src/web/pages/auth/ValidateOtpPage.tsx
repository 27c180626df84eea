import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function ValidateOtpPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Validate OTP</PageHeading>
      <Typography color="text.secondary">Enter the 6-digit code we emailed you.</Typography>
    </Container>
  );
}
