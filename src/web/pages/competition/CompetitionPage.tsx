import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { useDraw } from '../../api/competition';
import { useAppEvent } from '../../api/event-lifecycle';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { eventPaths } from '../../components/events/event-paths';
import { canEditEvent } from '../../components/events/event-permissions';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { DrawBoard } from './DrawBoard';
import { DrawSetup } from './DrawSetup';

/**
 * /app/events/:eventId/competition (issue 18): a category's draw and its results, on a phone at a
 * mat. The event's host (and admins) close registration and make or redo draws; they and the
 * event's gate staff enter results and courts. The server decides who is who; the page only
 * hides what the server would refuse.
 */
export default function CompetitionPage() {
  const { eventId = '' } = useParams();
  const { user } = useAuth();
  const eventQuery = useAppEvent(eventId, user?.role);
  const event = eventQuery.data;
  const [params, setParams] = useSearchParams();
  const categories = event?.categories ?? [];
  const asked = params.get('category');
  const categoryId =
    categories.find((c) => c.category_id === asked)?.category_id ??
    categories[0]?.category_id ??
    '';
  const host = Boolean(event && canEditEvent(user, event));
  const draw = useDraw(eventId, categoryId);
  const forbidden = draw.error?.message === MSG.forbidden;
  const categoryName =
    categories.find((c) => c.category_id === categoryId)?.category_details.name ?? '';

  const back = host
    ? { to: eventPaths.appDetails(eventId), label: 'Event page' }
    : { to: eventPaths.checkIn(eventId), label: 'Check-in' };

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={back.to}
        startIcon={<ArrowBackIcon />}
        sx={[readableTextButtonSx, { mb: 1, ml: -1 }]}
      >
        {back.label}
      </Button>
      <PageHeading>Draws &amp; results</PageHeading>
      <Typography
        color="text.secondary"
        sx={{ mt: -2, mb: 2.5, overflowWrap: 'anywhere', fontWeight: 600 }}
      >
        {event?.title ?? ''}
      </Typography>
      {forbidden ? (
        <Alert severity="error">
          You are not on this event&apos;s staff. Ask its organiser to add your email as gate staff.
        </Alert>
      ) : eventQuery.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void eventQuery.refetch()}>
              Try again
            </Button>
          }
        >
          {eventQuery.error.message === MSG.notFound
            ? 'This event does not exist or has been removed.'
            : 'We could not load this event. Please check your connection and try again.'}
        </Alert>
      ) : !event ? (
        <Loading label="Loading event" />
      ) : categories.length === 0 ? (
        <Alert severity="info">This event has no categories to draw.</Alert>
      ) : (
        <>
          {categories.length > 1 && (
            <TextField
              select
              label="Category"
              value={categoryId}
              onChange={(e) => setParams({ category: e.target.value }, { replace: true })}
              fullWidth
              sx={{ mb: 2.5, maxWidth: { md: 420 } }}
            >
              {categories.map((c) => (
                <MenuItem key={c.category_id} value={c.category_id}>
                  {c.category_details.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {draw.isPending ? (
            <Loading label="Loading the draw" />
          ) : draw.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void draw.refetch()}>
                  Try again
                </Button>
              }
            >
              {draw.error.message}
            </Alert>
          ) : draw.data ? (
            <DrawBoard key={categoryId} event={event} draw={draw.data} host={host} />
          ) : (
            <DrawSetup
              key={categoryId}
              event={event}
              categoryId={categoryId}
              categoryName={categoryName}
              host={host}
            />
          )}
        </>
      )}
    </Box>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
