import { Container, Typography } from '@mui/material';
import { PageHeading } from '../../components/PageHeading';

export default function SportCategoriesPage() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading>Categories</PageHeading>
      <Typography color="text.secondary">Categories of this sport.</Typography>
    </Container>
  );
}
