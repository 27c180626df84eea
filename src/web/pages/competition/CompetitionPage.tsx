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
import { hasErrorCode, isNotFound } from '../../api/client';
import { useDraw } from '../../api/competition';
import { useAppEvent } from '../../api/event-lifecycle';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { eventPaths } from '../../components/events/event-paths';
import { canEditEvent } from '../../components/events/event-permissions';
import { readableTextButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
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
  const forbidden = hasErrorCode(draw.error, 'errors.forbidden');
  const categoryName =
    categories.find((c) => c.category_id === categoryId)?.category_details.name ?? '';

  const back = host
    ? { to: eventPaths.appDetails(eventId), label: t('competition.page.backToEvent') }
    : { to: eventPaths.checkIn(eventId), label: t('competition.page.backToCheckIn') };

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
      <PageHeading>{t('competition.page.heading')}</PageHeading>
      <Typography
        color="text.secondary"
        sx={{ mt: -2, mb: 2.5, overflowWrap: 'anywhere', fontWeight: 600 }}
      >
        {event?.title ?? ''}
      </Typography>
      {forbidden ? (
        <Alert severity="error">{t('competition.page.notStaff')}</Alert>
      ) : eventQuery.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void eventQuery.refetch()}>
              {t('competition.page.tryAgain')}
            </Button>
          }
        >
          {isNotFound(eventQuery.error)
            ? t('competition.page.notFound')
            : t('competition.page.loadError')}
        </Alert>
      ) : !event ? (
        <Loading label={t('competition.page.loadingEvent')} />
      ) : categories.length === 0 ? (
        <Alert severity="info">{t('competition.page.noCategories')}</Alert>
      ) : (
        <>
          {categories.length > 1 && (
            <TextField
              select
              label={t('competition.page.category')}
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
            <Loading label={t('competition.page.loadingDraw')} />
          ) : draw.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void draw.refetch()}>
                  {t('competition.page.tryAgain')}
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
