import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import { eventPaths } from './event-paths';

/**
 * The way to an event's results (issue 18), once a category has been drawn: "Live results"
 * while the event is on, "Results" after it. (No icon: the event page is close to its script
 * budget.)
 */
export function ResultsLink({ event }: { event: Event }) {
  if (!event.has_results) return null;
  return (
    <Button
      component={RouterLink}
      to={eventPaths.results(event.id)}
      variant="contained"
      size="large"
      data-testid="results-link"
      sx={{ alignSelf: 'stretch' }}
    >
      {t(event.registration_state === 'over' ? 'event.results' : 'event.liveResults')}
    </Button>
  );
}
