import SportsScoreIcon from '@mui/icons-material/SportsScore';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';

/** The page's title; the server writes the same into the drawn page's head. */
export const NOT_FOUND_TITLE = 'Page not found';

/**
 * An address that names nothing (issue 24): an unknown path, an event or results page of an
 * event that does not exist or is not public. The server answers it with 404 and draws this.
 */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = `${NOT_FOUND_TITLE} · Matchday`;
  }, []);
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 6, md: 10 }, minHeight: 'calc(100vh - 64px)', textAlign: 'center' }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 64 } }} aria-hidden>
        <SportsScoreIcon />
      </Box>
      <Typography
        component="p"
        variant="overline"
        sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: 2 }}
      >
        Error 404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.8rem, 6vw, 2.6rem)', mb: 1.5 }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page is out of bounds: the link may be mistyped, or the event it pointed to was removed
        or is not public.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/home">
          Go to Home
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to="/events"
          sx={readableOutlinedButtonSx}
        >
          Browse events
        </Button>
      </Stack>
    </Container>
  );
}
