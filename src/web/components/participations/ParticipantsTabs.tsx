import { managesEvent } from '../../../shared/events/policy';
import { Alert, Box, CircularProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { Event } from '../../../shared/events/schemas';
import { can } from '../../../shared/permissions';
import { useEventParticipants } from '../../api/participations';
import { useCancellationProgress } from '../../api/refunds';
import { useAuth } from '../../auth/auth-context';
import { t } from '../../i18n/i18n';
import { CancelledRegistrations } from '../refunds/CancelledRegistrations';
import { CategoryWaitlist } from './CategoryWaitlist';
import { ParticipantIndividualTable } from './ParticipantIndividualTable';
import { ParticipantTeamList } from './ParticipantTeamList';

type EventCategory = Event['categories'][number];

function CategoryParticipants({ event, category }: { event: Event; category: EventCategory }) {
  const query = useEventParticipants(event.id, category.category_id);
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
        <CircularProgress aria-label={t('dashboard.participants.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return <Alert severity="error">{t('dashboard.participants.error')}</Alert>;
  }
  const rows = query.data;
  if (category.category_details.participants_in_team > 1) {
    if (rows.length === 0) {
      return (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('dashboard.participants.noData')}</Typography>
        </Paper>
      );
    }
    return <ParticipantTeamList eventId={event.id} participations={rows} />;
  }
  return (
    <ParticipantIndividualTable
      participations={rows}
      categoryName={category.category_details.name}
    />
  );
}

/** The tab after the categories: the event's cancelled registrations and their refunds. */
const CANCELLED = 'cancelled';

/** Whether a cancelled event's job is still cancelling registrations (their list grows). */
function useStillCancelling(event: Event): boolean {
  const progress = useCancellationProgress(event.id, { enabled: Boolean(event.cancelled_at) });
  return (progress.data?.registrations_left ?? 0) > 0;
}

/**
 * §2 participants of an event, a tab per category: teams with their payment status, or a table
 * of individual entrants; then a Cancelled tab (issue 24) with each cancelled registration's
 * refund, the one a cancelled event opens on. Only for the event's host or an admin (the API's
 * rule).
 */
export function ParticipantsTabs({ event }: { event: Event }) {
  const { user } = useAuth();
  const allowed = Boolean(
    user && can(user.role, 'Participants', 'view') && managesEvent(user, event),
  );
  if (!allowed) return null;
  return <ManagedParticipantsTabs event={event} />;
}

function ManagedParticipantsTabs({ event }: { event: Event }) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const stillCancelling = useStillCancelling(event);
  const categories = event.categories;
  const showCancelled =
    chosen === CANCELLED || (chosen === null && (Boolean(event.cancelled_at) || !categories[0]));
  const current = showCancelled
    ? null
    : (categories.find((c) => c.category_id === chosen) ?? categories[0]);
  const value = current?.category_id ?? CANCELLED;

  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('dashboard.participants.heading')}
      </Typography>
      <Tabs
        value={value}
        onChange={(_e, next: string) => setChosen(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('dashboard.participants.byCategory')}
        sx={{ mb: 2 }}
      >
        {categories.map((c) => (
          <Tab
            key={c.category_id}
            value={c.category_id}
            label={c.category_details.name}
            id={`${id}-tab-${c.category_id}`}
            aria-controls={`${id}-panel`}
          />
        ))}
        <Tab
          value={CANCELLED}
          label={t('dashboard.participants.cancelledTab')}
          id={`${id}-tab-${CANCELLED}`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`}>
        {current ? (
          <>
            <CategoryParticipants key={current.category_id} event={event} category={current} />
            <CategoryWaitlist event={event} category={current} />
          </>
        ) : (
          <CancelledRegistrations eventId={event.id} live={stillCancelling} />
        )}
      </Box>
    </Box>
  );
}
