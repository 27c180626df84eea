import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useDeferredValue, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { HOME_EVENTS_PER_BLOCK } from '../../../shared/constants';
import { useLatestEvents } from '../../api/events';
import { useSiteConfig } from '../../api/site';
import { clearStoredAuth } from '../../auth/auth-state';
import { t } from '../../i18n/i18n';
import { HomeEventsBlock } from './HomeEventsBlock';
import { Icon } from '../../components/Icon';

/**
 * A WhatsApp chat with the referee desk, with the request prefilled in the visitor's language,
 * for them to fill in (§2: the number stays hidden).
 */
function refereeWhatsAppUrl(number: string): string {
  const request = encodeURIComponent(t('pages.home.refereeRequest'));
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${request}`;
}

// §2 'Our Numbers': static counts.
const NUMBERS = [
  { value: '100+', label: 'pages.home.numbersUsers' },
  { value: '3', label: 'pages.home.numbersOrganisers' },
  { value: '5', label: 'pages.home.numbersEvents' },
] as const;

function Hero() {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: 'linear-gradient(135deg, #1F2A44 0%, #2E3B5E 60%, #FF914D 160%)',
        color: '#fff',
        py: { xs: 7, md: 12 },
      }}
    >
      {/* Pitch lines: decoration only. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: { xs: -160, md: -60 },
          top: '50%',
          transform: 'translateY(-50%)',
          width: { xs: 360, md: 520 },
          height: { xs: 360, md: 520 },
          borderRadius: '50%',
          border: '2px solid rgba(255,145,77,0.35)',
          boxShadow: 'inset 0 0 0 70px rgba(255,255,255,0.02)',
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: '34%',
            borderRadius: '50%',
            border: '2px solid rgba(255,255,255,0.12)',
          },
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative' }}>
        <Typography
          sx={{
            color: 'primary.main',
            fontWeight: 700,
            letterSpacing: 1.5,
            textTransform: 'uppercase',
            fontSize: '0.85rem',
          }}
        >
          {t('pages.home.kicker')}
        </Typography>
        <Typography variant="h1" sx={{ mt: 1.5 }}>
          {t('pages.home.title')}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 560, fontSize: '1.15rem', color: '#E8EAF0' }}>
          {t('pages.home.lead')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to="/events"
            endIcon={<Icon name="ArrowForward" />}
          >
            {t('pages.exploreEvents')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            to="/singup"
            sx={{
              color: '#fff',
              borderColor: 'rgba(255,255,255,0.6)',
              '&:hover': { borderColor: '#fff' },
            }}
          >
            {t('pages.home.host')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

function RefereeFinder() {
  const site = useSiteConfig();
  return (
    <Paper
      component="section"
      aria-labelledby="referee-heading"
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 3,
        borderColor: 'rgba(37,211,102,0.4)',
        background: 'linear-gradient(120deg, #F1FBF4 0%, #FFFFFF 70%)',
      }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#E3F7EA',
          color: '#128C7E',
          flexShrink: 0,
        }}
      >
        <Icon name="Sports" fontSize="large" />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h2" id="referee-heading">
          {t('pages.home.refereeTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 620 }}>
          {t('pages.home.refereeText')}
        </Typography>
      </Box>
      <Button
        href={refereeWhatsAppUrl(site.referee_whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        size="large"
        startIcon={<Icon name="WhatsApp" />}
        sx={{
          bgcolor: '#25D366',
          color: '#0B2E13',
          whiteSpace: 'nowrap',
          '&:hover': { bgcolor: '#1EBE5A' },
        }}
      >
        {t('pages.home.refereeButton')}
      </Button>
    </Paper>
  );
}

function OurNumbers() {
  return (
    <Box component="section" aria-labelledby="numbers-heading" sx={{ textAlign: 'center' }}>
      <Typography variant="h2" id="numbers-heading">
        {t('pages.home.numbers')}
      </Typography>
      <Box
        sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
      >
        {NUMBERS.map((n) => (
          <Paper
            key={n.label}
            variant="outlined"
            sx={{ py: { xs: 2.5, md: 4 }, px: 1, height: '100%' }}
          >
            <Typography
              sx={{
                fontSize: { xs: '2rem', md: '3rem' },
                fontWeight: 800,
                color: 'primary.dark',
                lineHeight: 1,
              }}
            >
              {n.value}
            </Typography>
            <Typography
              sx={{ mt: 1, fontWeight: 600, fontSize: { xs: '0.85rem', md: '1rem' } }}
              color="text.secondary"
            >
              {t(n.label)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

function SponsorCallToAction() {
  return (
    <Box
      component="section"
      aria-labelledby="sponsor-heading"
      sx={{
        borderRadius: 4,
        p: { xs: 3, md: 5 },
        color: '#fff',
        background: 'linear-gradient(120deg, #1F2A44 0%, #2E3B5E 100%)',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: 3,
      }}
    >
      <Icon name="Handshake" sx={{ fontSize: 48, color: 'primary.main' }} />
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h2" id="sponsor-heading">
          {t('pages.home.sponsorTitle')}
        </Typography>
        <Typography sx={{ mt: 1, color: '#E8EAF0', maxWidth: 620 }}>
          {t('pages.home.sponsorText')}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to="/contactUs"
        variant="contained"
        size="large"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('pages.home.sponsorButton')}
      </Button>
    </Box>
  );
}

/** §2 /home: hero, featured and upcoming events, referee finder, numbers and sponsors. */
export default function HomePage() {
  // §2: visiting /home clears the stored auth. Only the stored copy goes: the server session and
  // the in-memory state stay, and the next load asks the server again.
  useEffect(() => clearStoredAuth(), []);
  useEffect(() => {
    document.title = t('pages.home.documentTitle');
  }, []);
  // Newest first (§7), of the events still to start: the latest three are featured, the three
  // before them come next. Finished events have a block of their own (issue 13).
  const latest = useLatestEvents('upcoming', HOME_EVENTS_PER_BLOCK * 2);
  const past = useLatestEvents('past', HOME_EVENTS_PER_BLOCK);
  // Cards arriving with the data are drawn as a deferred, interruptible render (skeletons stay
  // meanwhile), so a phone is never blocked drawing six of them in one go.
  const shown = useDeferredValue(latest.data);
  const loading = shown === undefined && (latest.isPending || latest.data !== undefined);
  const featured = shown?.slice(0, HOME_EVENTS_PER_BLOCK);
  const upcoming = shown?.slice(HOME_EVENTS_PER_BLOCK, HOME_EVENTS_PER_BLOCK * 2);
  const finished = useDeferredValue(past.data);

  return (
    <>
      <Hero />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 7, md: 10 }}>
          <HomeEventsBlock
            id="featured-events"
            title={t('pages.home.featured')}
            subtitle={t('pages.home.featuredText')}
            events={featured}
            loading={loading}
            priority
          />
          <RefereeFinder />
          <HomeEventsBlock
            id="upcoming-events"
            title={t('pages.home.upcoming')}
            subtitle={t('pages.home.upcomingText')}
            events={upcoming}
            loading={loading}
          />
          <HomeEventsBlock
            id="past-events"
            title={t('pages.home.past')}
            subtitle={t('pages.home.pastText')}
            events={finished}
            loading={finished === undefined && past.isPending}
          />
          <OurNumbers />
          <SponsorCallToAction />
        </Stack>
      </Container>
    </>
  );
}
