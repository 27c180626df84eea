import EventIcon from '@mui/icons-material/Event';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Event } from '../../../shared/events/schemas';
import type { Participation } from '../../../shared/participations/schemas';
import { formatDateRange, teamSizeLabel } from '../../components/events/event-format';
import { PosterImage } from '../../components/events/PosterImage';
import { formatAmount } from '../../components/participations/participation-format';
import { PaymentStatusChip } from '../../components/participations/PaymentStatusChip';
import { t } from '../../i18n/i18n';
import type { EventCategory } from './participant-form';

/** The event being entered, small: poster, sport, title, dates and venue. */
export function ParticipantEventSummary({ event }: { event: Event }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        sx={{ width: { xs: 96, sm: 120 }, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden' }}
      >
        <PosterImage
          poster={event.poster}
          alt={t('participate.posterOf', { title: event.title })}
          variant="card"
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="overline"
          sx={{ color: 'primary.dark', fontWeight: 800, lineHeight: 1.4, display: 'block' }}
        >
          {event.sport_details.sports_name}
        </Typography>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3, mb: 0.5 }}>{event.title}</Typography>
        <Stack spacing={0.25} sx={{ color: 'text.secondary', typography: 'body2' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <EventIcon sx={{ fontSize: 16 }} aria-hidden />
            <span>{formatDateRange(event.start_date, event.end_date)}</span>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {event.venue_name}
            </Box>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}

/**
 * What the player is about to pay for: the category, its fee and the total, above the submit
 * button (`action`). Amounts come from the event; the server charges its own figure.
 */
export function ParticipantOrderSummary({
  category,
  action,
  registration,
}: {
  category: EventCategory | undefined;
  action: ReactNode;
  /** Editing: the registration's own payment instead of the fee to pay. */
  registration?: Participation | null;
}) {
  const free = category?.price === 0;
  if (registration) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {t('participate.registration')}
        </Typography>
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 600 }}>{registration.category_details.name}</Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <PaymentStatusChip status={registration.payment_status} />
            <Typography sx={{ fontWeight: 700 }}>
              {registration.amount_paid === 0
                ? t('participate.free')
                : formatAmount(registration.amount_paid, registration.currency)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('participate.editKeepsPayment')}
          </Typography>
        </Stack>
        <Box sx={{ mt: 2 }}>{action}</Box>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {t('participate.summary')}
      </Typography>
      {category ? (
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{category.category_details.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {teamSizeLabel(category.category_details)}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, flexShrink: 0 }}>
              {free ? t('participate.free') : formatAmount(category.price, category.currency)}
            </Typography>
          </Stack>
          <Divider />
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
          >
            <Typography sx={{ fontWeight: 700 }}>{t('participate.total')}</Typography>
            <Typography data-testid="order-total" sx={{ fontWeight: 800, fontSize: '1.4rem' }}>
              {free ? t('participate.free') : formatAmount(category.price, category.currency)}
            </Typography>
          </Stack>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('participate.chooseToSeeFee')}</Typography>
      )}
      <Box sx={{ mt: 2 }}>{action}</Box>
      <Stack
        direction="row"
        spacing={0.75}
        sx={{ mt: 1.5, color: 'text.secondary', alignItems: 'flex-start' }}
      >
        <LockOutlinedIcon sx={{ fontSize: 16, mt: '2px' }} aria-hidden />
        <Typography variant="caption">
          {t(free ? 'participate.freeNote' : 'participate.paidNote')}
        </Typography>
      </Stack>
    </Paper>
  );
}

/**
 * Phones: event, form, then the summary with the button at the end. Wide screens: the form on the
 * left, event and summary beside it.
 */
export function ParticipantLayout({
  event,
  main,
  summary,
}: {
  event: ReactNode;
  main: ReactNode;
  summary: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 4,
        rowGap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(300px, 4fr)' },
        gridTemplateAreas: { xs: '"event" "main" "summary"', lg: '"main event" "main summary"' },
        gridTemplateRows: { lg: 'auto 1fr' },
      }}
    >
      <Box sx={{ gridArea: 'event' }}>{event}</Box>
      <Box sx={{ gridArea: 'main', minWidth: 0 }}>{main}</Box>
      <Box sx={{ gridArea: 'summary', position: { lg: 'sticky' }, top: { lg: 88 } }}>{summary}</Box>
    </Box>
  );
}
