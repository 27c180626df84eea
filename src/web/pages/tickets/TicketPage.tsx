import AddToHomeScreenIcon from '@mui/icons-material/AddToHomeScreen';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DownloadIcon from '@mui/icons-material/Download';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PlaceIcon from '@mui/icons-material/Place';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatEventTimes } from '../../../shared/date-format';
import type { TicketPublic } from '../../../shared/gate/ticket';
import { href } from '../../../shared/href';
import { LANGUAGE_PARAM } from '../../../shared/i18n/languages';
import { ROUTES } from '../../../shared/routes';
import { useTicket } from '../../api/tickets';
import { keepInstallPrompt, promptInstall } from '../../components/tickets/install-prompt';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { SecretLinkPage } from '../../components/SecretLinkPage';
import { formatDisplayDate, formatIndiaDateTime } from '../../i18n/dates';
import { currentLanguage, t } from '../../i18n/i18n';

// The browser offers its install prompt soon after the page loads: keep it from the start.
keepInstallPrompt();

const TONES = {
  valid: { bg: '#E8F3E9', color: 'success.main', icon: <ConfirmationNumberIcon /> },
  checked_in: { bg: '#E3F2FD', color: '#0D47A1', icon: <CheckCircleIcon /> },
  cancelled: { bg: '#FDECEA', color: '#B71C1C', icon: <EventBusyIcon /> },
} as const;

function Status({ ticket }: { ticket: TicketPublic }) {
  const tone = TONES[ticket.status];
  const [title, text] =
    ticket.status === 'valid'
      ? [t('ticket.status.valid'), t('ticket.status.validText')]
      : ticket.status === 'checked_in'
        ? [
            t('ticket.status.checkedIn'),
            ticket.checked_in_at
              ? t('ticket.status.checkedInText', {
                  at: `${formatIndiaDateTime(ticket.checked_in_at)} IST`,
                })
              : '',
          ]
        : [t('ticket.status.cancelled'), t('ticket.status.cancelledText')];
  return (
    <Stack
      direction="row"
      spacing={1.5}
      role="status"
      data-status={ticket.status}
      sx={{ alignItems: 'center', p: 1.5, borderRadius: 2, bgcolor: tone.bg, color: tone.color }}
    >
      <Box sx={{ display: 'flex', '& svg': { fontSize: 32 } }} aria-hidden>
        {tone.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.2rem', lineHeight: 1.2 }}>
          {title}
        </Typography>
        {text && (
          <Typography variant="body2" sx={{ color: 'text.primary' }}>
            {text}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The event's days in the page's language: one day, or "first to last". */
function eventDays(start: string, end: string): string {
  const first = formatDisplayDate(start);
  const last = formatDisplayDate(end);
  return first === last || !last ? first : t('ticket.dateRange', { start: first, end: last });
}

/** "Add to Home screen": the browser's own prompt where it offered one, else how to do it. */
function AddToHome() {
  const [hint, setHint] = useState(false);
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<AddToHomeScreenIcon />}
        sx={readableOutlinedButtonSx}
        onClick={() => {
          void promptInstall().then((shown) => setHint(!shown));
        }}
      >
        {t('ticket.addToHome')}
      </Button>
      {hint && (
        <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('ticket.addToHomeHint')}
        </Typography>
      )}
    </Box>
  );
}

function TicketView({ ticket: v }: { ticket: TicketPublic }) {
  const times = formatEventTimes(v.event_start_time, v.event_end_time);
  const usable = v.status !== 'cancelled';
  return (
    <Paper
      variant="outlined"
      sx={{ overflow: 'hidden', borderTop: '6px solid', borderTopColor: 'primary.main' }}
    >
      <Box sx={{ p: { xs: 2, sm: 4 } }}>
        <Status ticket={v} />
        <Typography
          variant="h1"
          sx={{ fontSize: 'clamp(1.6rem, 5vw, 2.4rem)', overflowWrap: 'anywhere', mt: 2.5 }}
        >
          {v.event_title}
        </Typography>
        {usable && (
          <Box sx={{ textAlign: 'center', my: 2 }}>
            <Box
              component="img"
              src={v.qr_svg_url}
              alt={t('ticket.qrAlt', { name: v.holder_name })}
              sx={{ width: '100%', maxWidth: 280, aspectRatio: '1', bgcolor: '#fff' }}
            />
          </Box>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            mt: 2,
            mb: 0,
            pt: 2,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Fact label={t('ticket.fact.holder')}>{v.holder_name}</Fact>
          {v.bib !== null && <Fact label={t('ticket.fact.bib')}>{v.bib}</Fact>}
          <Fact label={t('ticket.fact.category')}>{v.category}</Fact>
          {v.team_name && <Fact label={t('ticket.fact.team')}>{v.team_name}</Fact>}
          <Fact label={t('ticket.fact.date')}>{eventDays(v.start_date, v.end_date)}</Fact>
          {times && <Fact label={t('ticket.fact.time')}>{times}</Fact>}
          <Fact label={t('ticket.fact.venue')}>
            {[v.venue_name, v.venue_address].filter(Boolean).join(', ')}
            <br />
            <Link
              href={v.map_url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              <PlaceIcon fontSize="small" aria-hidden />
              {t('ticket.openMap')}
            </Link>
          </Fact>
          <Fact label={t('ticket.fact.code')}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 500 }}>
              {v.token}
            </Box>
          </Fact>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {usable && (
            <Button
              variant="contained"
              href={`${v.pdf_url}?${LANGUAGE_PARAM}=${currentLanguage()}`}
              startIcon={<DownloadIcon />}
            >
              {t('ticket.download')}
            </Button>
          )}
          <Button
            variant="outlined"
            component={RouterLink}
            to={href(ROUTES.eventDetails, { eventId: v.event_id })}
            sx={readableOutlinedButtonSx}
          >
            {t('ticket.viewEvent')}
          </Button>
        </Stack>
        {usable && (
          <Box sx={{ mt: 2 }}>
            <AddToHome />
          </Box>
        )}
      </Box>
    </Paper>
  );
}

function NotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.6rem, 5vw, 2.2rem)', mb: 1.5 }}>
        {t('ticket.page.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
        {t('ticket.page.notFoundText')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to="/events" sx={readableOutlinedButtonSx}>
        {t('ticket.page.browseEvents')}
      </Button>
    </Paper>
  );
}

/**
 * /tickets/{token} (issue 29): a ticket's page, opened from its QR code (any phone's camera), the
 * mail or the dashboard. The token is the secret, so the page is kept out of search engines and
 * drawn by the browser (it is one person's, and its status changes at the gate).
 */
export default function TicketPage() {
  const { token = '' } = useParams();
  const query = useTicket(token);
  const ticket = query.data;
  useEffect(() => {
    if (query.isPending) return;
    document.title = `${
      ticket
        ? t('ticket.page.title', { name: ticket.holder_name, event: ticket.event_title })
        : t('ticket.page.titleNotFound')
    } · Matchday`;
  }, [ticket, query.isPending]);
  return (
    <>
      {/* React puts it in the document's head: a ticket is nobody's search result. */}
      <meta name="robots" content="noindex, nofollow" />
      <SecretLinkPage
        query={query}
        maxWidth="sm"
        heading={t('ticket.page.heading')}
        texts={{
          loadError: t('ticket.page.loadError'),
          tryAgain: t('ticket.page.tryAgain'),
          loading: t('ticket.page.loading'),
        }}
        found={(found) => <TicketView ticket={found} />}
        notFound={<NotFound />}
      />
    </>
  );
}
