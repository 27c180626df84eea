import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EVENT_CARD_MAX_WIDTH, HOME_EVENTS_PER_BLOCK } from '../../../shared/constants';
import type { Event } from '../../../shared/events/schemas';
import { EventCardGrid } from '../../components/events/EventCardGrid';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import { Icon } from '../../components/Icon';

/** Card-shaped placeholders while the block's events load. */
function CardSkeletons() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        justifyItems: 'center',
      }}
    >
      {Array.from({ length: HOME_EVENTS_PER_BLOCK }, (_, i) => (
        <Box key={i} sx={{ width: '100%', maxWidth: EVENT_CARD_MAX_WIDTH }}>
          <Skeleton
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2' }}
          />
          <Skeleton width="40%" sx={{ mt: 1.5 }} />
          <Skeleton width="90%" height={32} />
          <Skeleton width="70%" />
          <Skeleton width="60%" />
        </Box>
      ))}
    </Box>
  );
}

/** A titled block of up to three event cards on the home page, with skeletons while loading. */
export function HomeEventsBlock({
  id,
  title,
  subtitle,
  events,
  loading,
  priority = false,
}: {
  id: string;
  title: string;
  subtitle: string;
  events: Event[] | undefined;
  loading: boolean;
  /** The first block: its first poster is the page's largest image (LCP). */
  priority?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}
      >
        <Box>
          <Typography variant="h2" id={headingId}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/events"
          endIcon={<Icon name="ArrowForward" />}
          sx={[
            readableTextButtonSx,
            { display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' },
          ]}
        >
          {t('pages.home.viewAll')}
        </Button>
      </Stack>
      {loading ? (
        <CardSkeletons />
      ) : events && events.length > 0 ? (
        <EventCardGrid events={events} priorityCount={priority ? 1 : 0} />
      ) : (
        <Typography color="text.secondary">{t('pages.home.noData')}</Typography>
      )}
    </Box>
  );
}
