import { Box, Button, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { PageHeading } from '../../components/PageHeading';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import { Icon } from '../../components/Icon';

type Step = { icon: ReactNode; title: MessageKey; text: MessageKey };

const PLAYER_STEPS: Step[] = [
  { icon: <Icon name="Search" />, title: 'pages.about.findTitle', text: 'pages.about.findText' },
  {
    icon: <Icon name="Groups" />,
    title: 'pages.about.registerTitle',
    text: 'pages.about.registerText',
  },
  { icon: <Icon name="Payments" />, title: 'pages.about.payTitle', text: 'pages.about.payText' },
];

const ORGANISER_STEPS: Step[] = [
  {
    icon: <Icon name="Stadium" />,
    title: 'pages.about.publishTitle',
    text: 'pages.about.publishText',
  },
  { icon: <Icon name="Verified" />, title: 'pages.about.openTitle', text: 'pages.about.openText' },
  { icon: <Icon name="EmojiEvents" />, title: 'pages.about.runTitle', text: 'pages.about.runText' },
];

const VALUES = [
  ['pages.about.clearTitle', 'pages.about.clearText'],
  ['pages.about.safeTitle', 'pages.about.safeText'],
  ['pages.about.sportsTitle', 'pages.about.sportsText'],
] as const;

function StepList({ title, steps }: { title: string; steps: Step[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, height: '100%' }}>
      <Typography variant="h4" component="h2">
        {title}
      </Typography>
      <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
        {steps.map((step, i) => (
          <Stack component="li" key={step.title} direction="row" spacing={2}>
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2.5,
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(255,145,77,0.14)',
                color: 'primary.dark',
              }}
            >
              {step.icon}
            </Box>
            <Box>
              <Typography variant="h6" component="h3">
                {i + 1}. {t(step.title)}
              </Typography>
              <Typography color="text.secondary">{t(step.text)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** /about: what Matchday is for, and how it works for players and organisers. */
export default function AboutPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ maxWidth: 760 }}>
        <PageHeading>{t('pages.about.title')}</PageHeading>
        <Typography sx={{ fontSize: '1.15rem' }}>{t('pages.about.lead')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('pages.about.mission')}
        </Typography>
      </Box>

      <Grid container spacing={3} sx={{ mt: { xs: 4, md: 6 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <StepList title={t('pages.about.forPlayers')} steps={PLAYER_STEPS} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StepList title={t('pages.about.forOrganisers')} steps={ORGANISER_STEPS} />
        </Grid>
      </Grid>

      <Paper
        variant="outlined"
        sx={{ mt: { xs: 4, md: 6 }, p: { xs: 2.5, md: 3.5 }, bgcolor: 'rgba(255,145,77,0.06)' }}
      >
        <Typography variant="h4" component="h2">
          {t('pages.about.values')}
        </Typography>
        <Grid container spacing={3} sx={{ mt: 0.5 }}>
          {VALUES.map(([title, text]) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Typography variant="h6" component="h3">
                {t(title)}
              </Typography>
              <Typography color="text.secondary">{t(text)}</Typography>
            </Grid>
          ))}
        </Grid>
      </Paper>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: { xs: 4, md: 6 }, justifyContent: 'center' }}
      >
        <Button component={RouterLink} to="/events" variant="contained" size="large">
          {t('pages.exploreEvents')}
        </Button>
        <Button
          component={RouterLink}
          to="/contactUs"
          variant="outlined"
          size="large"
          sx={readableOutlinedButtonSx}
        >
          {t('pages.contactUs')}
        </Button>
      </Stack>
    </Container>
  );
}
