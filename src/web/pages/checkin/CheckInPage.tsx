import { hasErrorCode } from '../../api/client';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorIcon from '@mui/icons-material/Error';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { CheckinResult } from '../../../shared/checkin/schemas';
import { useCheckIn, useGate, useUndoCheckIn, type Scan } from '../../api/checkin';
import { useEvent } from '../../api/events';
import { useAuth } from '../../auth/auth-context';
import { PageHeading } from '../../components/PageHeading';
import { eventPaths } from '../../components/events/event-paths';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import { CameraScanner } from './CameraScanner';
import { clock } from './clock';
import { GateEntryRow } from './GateEntryRow';
import { NoShowsButton } from './NoShowsButton';
import { weightLimits } from './WeighIn';
import { deviceId, keepScans, pendingScans, queueScan, type PendingScan } from './offline-queue';
import { attempt } from '../../query-client';
import { tokenFromScan } from '../../../shared/gate/scan';

type Outcome =
  | { kind: 'checked_in' | 'already'; data: CheckinResult }
  | { kind: 'refused'; error: string; label: string }
  | { kind: 'queued'; label: string };

function ResultCard({
  outcome,
  undoable,
  onUndo,
}: {
  outcome: Outcome;
  undoable: boolean;
  onUndo: (id: string) => void;
}) {
  const good = outcome.kind === 'checked_in';
  const colour =
    outcome.kind === 'checked_in'
      ? '#1B7F3B'
      : outcome.kind === 'already'
        ? '#B26A00'
        : outcome.kind === 'queued'
          ? '#55595F'
          : '#C62828';
  const Icon =
    outcome.kind === 'checked_in'
      ? CheckCircleIcon
      : outcome.kind === 'already'
        ? HistoryIcon
        : outcome.kind === 'queued'
          ? CloudOffIcon
          : ErrorIcon;
  return (
    <Paper
      role="status"
      data-testid="gate-result"
      data-result={outcome.kind}
      sx={{ p: 2.5, bgcolor: colour, color: '#fff', borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Icon sx={{ fontSize: 44 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
            {t(
              outcome.kind === 'checked_in'
                ? 'gate.result.checkedIn'
                : outcome.kind === 'already'
                  ? 'gate.result.already'
                  : outcome.kind === 'queued'
                    ? 'gate.result.queued'
                    : 'gate.result.refused',
            )}
          </Typography>
          {'data' in outcome ? (
            <>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {outcome.data.name}
              </Typography>
              <Typography variant="body2">
                {outcome.data.category_name}
                {outcome.data.team_name
                  ? ` · ${t('gate.team', { team: outcome.data.team_name })}`
                  : ''}{' '}
                · {t('gate.result.paid')}
              </Typography>
              {outcome.kind === 'already' && (
                <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
                  {t('gate.result.alreadyAt', {
                    time: clock(outcome.data.at),
                    by: outcome.data.by,
                  })}
                </Typography>
              )}
            </>
          ) : (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {outcome.kind === 'queued'
                ? t('gate.result.queuedText', { label: outcome.label })
                : `${outcome.label}: ${outcome.error}`}
            </Typography>
          )}
        </Box>
      </Stack>
      {good && undoable && 'data' in outcome && (
        <Button
          variant="outlined"
          onClick={() => onUndo(outcome.data.checkin_id)}
          sx={{ mt: 1.5, color: '#fff', borderColor: '#fff' }}
        >
          {t('gate.result.undo')}
        </Button>
      )}
    </Paper>
  );
}

/**
 * /app/events/:eventId/check-in (issue 17): the gate on a phone, for the event's host, admins and
 * its gate staff. Scan a ticket's QR or search by name, email, phone or team; a big green or red
 * answer; live counts per category. Scans made offline wait on the device and sync when the
 * connection returns; the server decides which copy of a scan counts.
 */
export default function CheckInPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId).data;
  const { user } = useAuth();
  const host = Boolean(user && event && (user.role === 'Admin' || user.id === event.host_id));
  const [q, setQ] = useState('');
  const [code, setCode] = useState('');
  const [weighList, setWeighList] = useState(false);
  const gate = useGate(eventId, weighList ? '' : q.trim(), weighList ? 'weigh-in' : undefined);
  const checkIn = useCheckIn();
  const undo = useUndoCheckIn();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState<PendingScan[]>([]);
  const [flagged, setFlagged] = useState<Array<{ label: string; error: string }>>([]);
  const [undoable, setUndoable] = useState(false);
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(undoTimer.current), []);

  const send = useCallback(
    async (scan: Scan, label: string) => {
      const full: PendingScan = {
        ...scan,
        label,
        scanned_at: new Date().toISOString(),
        device_id: deviceId(),
      };
      if (!navigator.onLine) {
        setPending(await queueScan(full));
        setOutcome({ kind: 'queued', label });
        return;
      }
      const res = await attempt(checkIn.mutateAsync(full));
      if (res.ok) {
        setOutcome({ kind: res.data.status, data: res.data });
        // The server takes a check-in back for a minute; the button goes with it.
        clearTimeout(undoTimer.current);
        setUndoable(true);
        undoTimer.current = setTimeout(() => setUndoable(false), 60_000);
      } else if (res.error.status === 0) {
        setPending(await queueScan(full));
        setOutcome({ kind: 'queued', label });
      } else {
        setOutcome({ kind: 'refused', error: res.error.message, label });
      }
    },
    [checkIn],
  );

  // Scans saved offline go out in order once the device is back online.
  const sync = useCallback(async () => {
    const queue = await pendingScans();
    if (queue.length === 0 || !navigator.onLine) return;
    const left: PendingScan[] = [];
    const problems: Array<{ label: string; error: string }> = [];
    for (const scan of queue) {
      const { label, ...body } = scan;
      const res = await attempt(checkIn.mutateAsync(body));
      if (res.ok) continue;
      if (res.error.status === 0) left.push(scan);
      else problems.push({ label, error: res.error.message });
    }
    await keepScans(left);
    setPending(left);
    if (problems.length > 0) setFlagged((f) => [...problems, ...f]);
  }, [checkIn]);

  useEffect(() => {
    let live = true;
    void pendingScans().then((list) => {
      if (!live) return;
      setPending(list);
      if (list.length > 0) void sync();
    });
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [sync]);

  const onUndo = async (id: string) => {
    await undo.mutateAsync(id).catch(() => null);
    setOutcome(null);
  };

  const forbidden = hasErrorCode(gate.error, 'errors.forbidden');
  const counts = gate.data?.counts ?? [];
  // The server's count of whom "Mark no-shows" marks (an out checked in is not counted twice).
  const expected = counts.reduce((n, c) => n + c.not_arrived, 0);
  const weighed = new Set(
    (event?.categories ?? []).filter((c) => weightLimits(c)).map((c) => c.category_id),
  );
  // The weigh-in list (the server's queue: still to weigh first), or what a search finds.
  const listed = weighList || q.trim() ? (gate.data?.entries ?? []) : [];
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeading>{t('gate.checkIn.heading')}</PageHeading>
      <Stack
        direction="row"
        sx={{ mt: -2, mb: 2, gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {event?.title ?? ''}
        </Typography>
        {/* Issue 18: the same staff enter the results at the mats. */}
        {!forbidden && (
          <Button
            component={RouterLink}
            to={eventPaths.competition(eventId)}
            variant="outlined"
            size="small"
            startIcon={<EmojiEventsOutlinedIcon />}
            sx={[readableOutlinedButtonSx, { flexShrink: 0 }]}
          >
            {t('gate.checkIn.drawsResults')}
          </Button>
        )}
      </Stack>
      {forbidden ? (
        <Alert severity="error">{t('gate.checkIn.forbidden')}</Alert>
      ) : (
        <Stack spacing={2.5}>
          {pending.length > 0 && (
            <Alert severity="warning" data-testid="pending-scans">
              {t('gate.checkIn.pending', { count: pending.length })}
            </Alert>
          )}
          {flagged.map((f, i) => (
            <Alert
              key={i}
              severity="error"
              onClose={() => setFlagged((l) => l.filter((_, j) => j !== i))}
            >
              {t('gate.checkIn.flagged', { label: f.label, error: f.error })}
            </Alert>
          ))}
          <CameraScanner
            onScan={(token) =>
              void send({ event_id: eventId, token }, t('gate.checkIn.scannedTicket'))
            }
          />
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (code.trim())
                void send(
                  { event_id: eventId, token: tokenFromScan(code) },
                  t('gate.checkIn.ticketCode'),
                );
              setCode('');
            }}
            sx={{ display: 'flex', gap: 1 }}
          >
            <TextField
              label={t('gate.checkIn.ticketCode')}
              size="small"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              fullWidth
              autoComplete="off"
            />
            <Button type="submit" variant="contained">
              {t('gate.checkIn.check')}
            </Button>
          </Box>
          {outcome && (
            <ResultCard outcome={outcome} undoable={undoable} onUndo={(id) => void onUndo(id)} />
          )}

          <Paper variant="outlined" sx={{ p: 2 }} data-testid="gate-counts">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('gate.checkIn.checkedIn')}
            </Typography>
            {counts.map((c) => (
              <Box key={c.category_id} sx={{ mb: 1.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {c.category_name}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {c.checked_in} / {c.registered}
                  </Typography>
                </Stack>
                {(c.no_show > 0 || c.out > 0) && (
                  <Typography variant="caption" color="text.secondary">
                    {[
                      c.no_show > 0 && t('gate.checkIn.noShows', { count: c.no_show }),
                      c.out > 0 && t('gate.checkIn.out', { count: c.out }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
                <LinearProgress
                  variant="determinate"
                  value={c.registered ? (c.checked_in / c.registered) * 100 : 0}
                  aria-label={t('gate.checkIn.progressLabel', { category: c.category_name })}
                  sx={{ height: 8, borderRadius: 4 }}
                />
              </Box>
            ))}
            {host && (
              <Box sx={{ mt: 2 }}>
                <NoShowsButton eventId={eventId} expected={expected} />
              </Box>
            )}
          </Paper>

          <TextField
            label={t('gate.checkIn.search')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setWeighList(false);
            }}
            fullWidth
          />
          {weighed.size > 0 && (
            <FormControlLabel
              control={
                <Switch checked={weighList} onChange={(e) => setWeighList(e.target.checked)} />
              }
              label={t('gate.checkIn.weighList')}
            />
          )}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {listed.map((e) => (
              <GateEntryRow
                key={`${e.participation_id}-${e.member_index}`}
                entry={e}
                event={event}
                host={host}
                onCheckIn={() =>
                  void send(
                    {
                      event_id: eventId,
                      participation_id: e.participation_id,
                      member_index: e.member_index,
                    },
                    e.name,
                  )
                }
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
