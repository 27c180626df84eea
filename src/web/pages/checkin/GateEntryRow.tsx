import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { Gate } from '../../../shared/checkin/schemas';
import { DID_NOT_MAKE_WEIGHT } from '../../../shared/checkin/weighin';
import type { Event } from '../../../shared/events/schemas';
import { t } from '../../i18n/i18n';
import { clock } from './clock';
import { WeighIn } from './WeighIn';

type Entry = Gate['entries'][number];

/** Why an entry is out: the server's one reason (weighin.ts) in the page's language. */
const reasonOf = (reason: string | null) =>
  reason === DID_NOT_MAKE_WEIGHT ? t('gate.weight.didNotMakeWeight') : (reason ?? '');

/** One ticket in the gate's list: who, where, and what event day has made of it so far. */
export function GateEntryRow({
  entry: e,
  event,
  host,
  onCheckIn,
}: {
  entry: Entry;
  event: Event | undefined;
  host: boolean;
  onCheckIn: () => void;
}) {
  return (
    <Paper component="li" variant="outlined" data-testid="gate-entry" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{e.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {e.category_name}
            {e.team_name ? ` · ${t('gate.team', { team: e.team_name })}` : ''} · {e.phone}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          {e.status === 'out' && (
            <Chip
              size="small"
              color="error"
              label={t('gate.entry.out', { reason: reasonOf(e.status_reason) })}
            />
          )}
          {e.status === 'no_show' && <Chip size="small" label={t('gate.entry.noShow')} />}
          {e.checkin ? (
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.dark' }}>
              {t('gate.entry.inAt', { time: clock(e.checkin.at) })}
            </Typography>
          ) : (
            <Button variant="contained" onClick={onCheckIn}>
              {t('gate.entry.checkIn')}
            </Button>
          )}
        </Stack>
      </Box>
      {event && <WeighIn entry={e} event={event} host={host} />}
    </Paper>
  );
}
