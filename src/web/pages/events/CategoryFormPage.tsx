import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function CategoryFormPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Category</PageHeading>
      <Typography color="text.secondary">Create a category.</Typography>
    </Container>
  );
}
