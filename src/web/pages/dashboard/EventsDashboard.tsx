import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PublicUser } from '../../../shared/users/user';
import { eventKeys, fetchEventPage } from '../../api/events';
import { EventCard } from '../../components/events/EventCard';
import { eventPaths } from '../../components/events/event-paths';
import { t } from '../../i18n/i18n';
import { DashboardLoadState } from './DashboardLoadState';
import { DashboardSection } from './DashboardSection';
import { splitEvents } from './split-dashboard';

/** The dashboard shows the first page of events: at most this many. */
const DASHBOARD_EVENTS = 100;

/** §4 a host's dashboard (their own events) or an admin's (all events). */
export function EventsDashboard({ user }: { user: PublicUser }) {
  const hostId = user.role === 'Host' ? user.id : undefined;
  const query = useQuery({
    queryKey: [...eventKeys.all, 'dashboard', hostId ?? 'all'],
    queryFn: async ({ signal }) =>
      // Finished events too, newest first: they fill the dashboard's 'Other Events'.
      (
        await fetchEventPage(
          { host_id: hostId, limit: DASHBOARD_EVENTS, sort: 'newest', include_past: true },
          signal,
        )
      ).items,
  });
  const split = useMemo(() => splitEvents(query.data ?? []), [query.data]);

  if (!query.data) {
    return <DashboardLoadState loading={query.isPending} onRetry={() => void query.refetch()} />;
  }
  const card = (event: (typeof split.upcoming)[number]) => (
    <li key={event.id}>
      <EventCard event={event} to={eventPaths.appDetails(event.id)} onDashboard />
    </li>
  );
  return (
    <>
      <DashboardSection
        id="upcoming-events"
        title={t('dashboard.upcoming')}
        count={split.upcoming.length}
        emptyText={t('dashboard.noUpcoming')}
      >
        {split.upcoming.map(card)}
      </DashboardSection>
      <DashboardSection
        id="other-events"
        title={t('dashboard.other')}
        count={split.other.length}
        emptyText={t('dashboard.noEvent')}
      >
        {split.other.map(card)}
      </DashboardSection>
    </>
  );
}
