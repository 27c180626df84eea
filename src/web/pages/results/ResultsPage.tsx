import { Box, Button, Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { Results } from '../../../shared/competition/schemas';
import { eventQuery } from '../../api/events';
import { resultsQuery } from '../../api/results';
import { eventPaths } from '../../components/events/event-paths';
import { t } from '../../i18n/i18n';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { CategoryNav } from './CategoryNav';
import { CATEGORY_PARAM, chooseCategory } from './category-param';
import { CategorySection } from './CategorySection';
import { LiveIndicator } from './LiveIndicator';
import { MedalTable } from './MedalTable';
import { RESULTS_COLORS } from '../../components/competition/results-labels';
import { resultsStillComing } from './results-state';
import { UpNext } from './UpNext';
import { upNext } from './up-next';
import { useLiveResults } from './use-live-results';
import { Icon } from '../../components/Icon';

// Only drawn while the results are not there (a spinner, or why not), like the event page's.
const EventLoadState = lazy(() =>
  import('../../components/events/EventLoadState').then((m) => ({ default: m.EventLoadState })),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: { xs: 4, md: 5 }, minWidth: 0 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ResultsView({ eventId, results }: { eventId: string; results: Results }) {
  const [search] = useSearchParams();
  const live = useLiveResults(eventId);
  // The event's facts under the title; the page reads well without them (the event's own cache).
  const event = useQuery({ ...eventQuery(eventId), enabled: false }).data;
  const category = chooseCategory(results.categories, search.get(CATEGORY_PARAM));
  const next = upNext(results);
  // As the server titles the page (its preview tags), so the tab reads the same after a visit.
  useEffect(() => {
    document.title = t('results.page.title', { title: results.title });
  }, [results.title]);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          variant="overline"
          sx={{ color: RESULTS_COLORS.accentText, fontWeight: 800, letterSpacing: 1.2 }}
        >
          {t('results.page.heading')}
        </Typography>
        {/* The stream stays open after the last result: a correction still lands. */}
        <LiveIndicator state={resultsStillComing(results, event) ? live : 'final'} />
      </Box>
      <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {results.title}
      </Typography>
      {event && (
        <Typography sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
          {[event.sport_details.sports_name, event.venue_name, event.city]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {next.length > 0 && (
        <Section title={t('results.page.upNext')}>
          <UpNext next={next} />
        </Section>
      )}
      <Box sx={{ mt: { xs: 4, md: 5 } }}>
        {results.categories.length > 1 && (
          <Box sx={{ mb: 3 }}>
            <CategoryNav categories={results.categories} current={category?.category_id ?? ''} />
          </Box>
        )}
        {category ? (
          <CategorySection key={category.category_id} category={category} />
        ) : (
          <Typography color="text.secondary">{t('results.page.noCategories')}</Typography>
        )}
      </Box>
      {results.medals.length > 0 && (
        <Section title={t('results.page.medalTable')}>
          <MedalTable medals={results.medals} />
        </Section>
      )}
    </>
  );
}

/**
 * /events/event-details/{eventId}/results (issue 18): an event's draws and results, drawn by the
 * server with its data and kept live in the browser by the results stream.
 */
export default function ResultsPage() {
  const { eventId = '' } = useParams();
  const query = useQuery(resultsQuery(eventId));
  const results = query.data?.event_id === eventId ? query.data : undefined;
  return (
    // The whole width on a big screen: a projected double elimination is seven rounds wide.
    <Container
      maxWidth={false}
      sx={{ py: { xs: 2, md: 4 }, px: { lg: 5 }, minHeight: 'calc(100vh - 64px)' }}
    >
      <Button
        component={RouterLink}
        to={eventPaths.publicDetails(eventId)}
        startIcon={<Icon name="ArrowBack" />}
        sx={[readableTextButtonSx, { mb: 2, ml: -1 }]}
      >
        {t('results.page.eventDetails')}
      </Button>
      {results ? (
        <ResultsView eventId={eventId} results={results} />
      ) : (
        <Suspense fallback={null}>
          <EventLoadState
            loading={query.isPending && query.fetchStatus !== 'idle'}
            error={query.error}
            backTo="/events"
            onRetry={() => void query.refetch()}
          />
        </Suspense>
      )}
    </Container>
  );
}
