import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import PaymentsIcon from '@mui/icons-material/Payments';
import SearchIcon from '@mui/icons-material/Search';
import StadiumIcon from '@mui/icons-material/Stadium';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Button, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';

type Step = { icon: ReactNode; title: string; text: string };

const PLAYER_STEPS: Step[] = [
  {
    icon: <SearchIcon />,
    title: 'Find a tournament',
    text: 'Browse events by sport and see dates, venue, categories and entry fees before you commit.',
  },
  {
    icon: <GroupsIcon />,
    title: 'Register alone or as a team',
    text: 'Pick your category, add your teammates with a captain and vice captain, and you are in.',
  },
  {
    icon: <PaymentsIcon />,
    title: 'Pay securely online',
    text: 'Pay the entry fee online through our secure payment partner and download your receipt.',
  },
];

const ORGANISER_STEPS: Step[] = [
  {
    icon: <StadiumIcon />,
    title: 'Publish your event',
    text: 'Add dates, venue, poster, rewards and the categories you offer, each with its own fee.',
  },
  {
    icon: <VerifiedIcon />,
    title: 'Open registration',
    text: 'Registration opens and closes on the dates you set; you can edit the event until it opens.',
  },
  {
    icon: <EmojiEventsIcon />,
    title: 'Run the day',
    text: 'See every team and player per category with their payment status, all in one place.',
  },
];

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
                {i + 1}. {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
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
        <PageHeading>About Matchday</PageHeading>
        <Typography sx={{ fontSize: '1.15rem' }}>
          Matchday brings players and organisers together: find a tournament, register alone or with
          your team, and pay online in a minute.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Across India, thousands of tournaments still run on posters, phone calls and cash
          envelopes. Our mission is to give every player a fair, simple way to find their next
          competition, and every organiser a dependable way to fill their draws and get paid on time
          — from school football leagues to open wrestling dangals.
        </Typography>
      </Box>

      <Grid container spacing={3} sx={{ mt: { xs: 4, md: 6 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <StepList title="For players" steps={PLAYER_STEPS} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <StepList title="For organisers" steps={ORGANISER_STEPS} />
        </Grid>
      </Grid>

      <Paper
        variant="outlined"
        sx={{ mt: { xs: 4, md: 6 }, p: { xs: 2.5, md: 3.5 }, bgcolor: 'rgba(255,145,77,0.06)' }}
      >
        <Typography variant="h4" component="h2">
          What we stand for
        </Typography>
        <Grid container spacing={3} sx={{ mt: 0.5 }}>
          {[
            ['Clear information', 'Dates, fees, eligibility and rewards are shown before you pay.'],
            ['Safe payments', 'Payments go through a regulated gateway; we never see your card.'],
            [
              'Every sport counts',
              'Not just cricket: football, badminton, wrestling, athletics and more.',
            ],
          ].map(([title, text]) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Typography variant="h6" component="h3">
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
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
          Explore Events
        </Button>
        <Button
          component={RouterLink}
          to="/contactUs"
          variant="outlined"
          size="large"
          sx={readableOutlinedButtonSx}
        >
          Contact Us
        </Button>
      </Stack>
    </Container>
  );
}
