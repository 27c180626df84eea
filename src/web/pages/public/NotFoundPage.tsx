import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import { Icon } from '../../components/Icon';

/** The page's title; the server writes the same into the drawn page's head. */
export const notFoundTitle = () => t('pages.notFound.title');

/**
 * An address that names nothing (issue 24): an unknown path, an event or results page of an
 * event that does not exist or is not public. The server answers it with 404 and draws this.
 */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = `${notFoundTitle()} · Matchday`;
  }, []);
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 6, md: 10 }, minHeight: 'calc(100vh - 64px)', textAlign: 'center' }}
    >
      <Box sx={{ color: 'primary.main', '& svg': { fontSize: 64 } }} aria-hidden>
        <Icon name="SportsScore" />
      </Box>
      <Typography
        component="p"
        variant="overline"
        sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: 2 }}
      >
        {t('pages.notFound.error')}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.8rem, 6vw, 2.6rem)', mb: 1.5 }}>
        {notFoundTitle()}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('pages.notFound.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/home">
          {t('pages.notFound.home')}
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to="/events"
          sx={readableOutlinedButtonSx}
        >
          {t('pages.browseEvents')}
        </Button>
      </Stack>
    </Container>
  );
}
