import { Box, Button, Container, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { clearStoredAuth } from '../../auth/auth-state';

export default function HomePage() {
  // §2: visiting /home clears the stored auth. Only the stored copy goes: the server session and
  // the in-memory state stay, and the next load asks the server again.
  useEffect(() => clearStoredAuth(), []);
  useEffect(() => {
    document.title = 'Matchday — Discover Your Sport';
  }, []);
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #1F2A44 0%, #2E3B5E 60%, #FF914D 160%)',
        color: '#fff',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="h1">Discover Your Sport</Typography>
        <Typography sx={{ mt: 2, maxWidth: 560, fontSize: '1.15rem', color: '#E8EAF0' }}>
          Find tournaments near you, register alone or with your team, and pay online in a minute.
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to="/events" sx={{ mt: 4 }}>
          Explore Events
        </Button>
      </Container>
    </Box>
  );
}
