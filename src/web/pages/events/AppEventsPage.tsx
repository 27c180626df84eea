import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../../../shared/permissions';
import { useManagedEventList } from '../../api/event-lifecycle';
import { useEventList } from '../../api/events';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { EventGrid } from '../../components/events/EventGrid';
import { eventPaths } from '../../components/events/event-paths';
import { SportFilter } from '../../components/events/SportFilter';
import { t } from '../../i18n/i18n';

/**
 * §2 /app/events: events as cards with a Sports filter. Hosts see only their own events (§6),
 * drafts included; admins see all, drafts included; players see the published ones.
 */
export default function AppEventsPage() {
  const { user } = useAuth();
  const isHost = user?.role === 'Host';
  const staff = isHost || user?.role === 'Admin';
  const [sportsId, setSportsId] = useState<string | null>(null);
  const filters = { sports_id: sportsId ?? undefined };
  // The server keeps a host to its own events on the manage list.
  const managed = useManagedEventList(filters, { enabled: staff });
  // A player's app list keeps every published event, finished ones too, newest first.
  const published = useEventList(
    { ...filters, sort: 'newest', include_past: true },
    { enabled: !staff },
  );
  const list = staff ? managed : published;
  const events = list.data?.pages.flatMap((p) => p.items);

  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Box>
          <PageHeading>{t('hostEvents.list.heading')}</PageHeading>
          <Typography color="text.secondary" sx={{ mt: -2 }}>
            {t(
              isHost
                ? 'hostEvents.list.introHost'
                : staff
                  ? 'hostEvents.list.introStaff'
                  : 'hostEvents.list.introPlayer',
            )}
          </Typography>
        </Box>
        {can(user?.role, 'Events', 'create') && (
          <Button
            component={RouterLink}
            to={eventPaths.add}
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
          >
            {t('hostEvents.list.add')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mb: 3 }}>
        <SportFilter value={sportsId} onChange={setSportsId} />
      </Box>
      <Box
        aria-busy={list.isFetching && !list.isFetchingNextPage}
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        <EventGrid
          events={events}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={t(isHost ? 'hostEvents.list.hostEmpty' : 'hostEvents.list.noData')}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          cardPath={(event) => eventPaths.appDetails(event.id)}
          showEdit
          titleComponent="h2"
        />
      </Box>
    </Box>
  );
}
