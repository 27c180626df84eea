import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { TestModeBanner } from '../components/TestModeBanner';
import { Footer } from './Footer';
import { PublicNavbar } from './PublicNavbar';

/** Public and auth pages: navbar, page, footer. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TestModeBanner />
      <PublicNavbar />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
