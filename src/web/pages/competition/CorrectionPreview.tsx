import { Alert, Box, Typography } from '@mui/material';
import type { DrawView, MatchUpdate } from '../../../shared/competition/schemas';
import { t } from '../../i18n/i18n';
import { hasResult } from './match-state';

type Change = MatchUpdate['changes'][number];

function ChangeList({ heading, changes }: { heading: string; changes: Change[] }) {
  return (
    <Box sx={{ '& + &': { mt: 1.5 } }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {changes.map((c) => (
          <Box component="li" key={c.match_id} data-testid="correction-change" sx={{ mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.label}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {c.before} → {c.after}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What a correction would do before it is confirmed: later matches whose result it takes back,
 * and later matches that only get another opponent.
 */
export function CorrectionPreview({ changes, draw }: { changes: Change[]; draw: DrawView }) {
  const played = new Set(draw.matches.filter(hasResult).map((m) => m.id));
  const cleared = changes.filter((c) => played.has(c.match_id));
  const moved = changes.filter((c) => !played.has(c.match_id));
  return (
    <Alert severity={cleared.length > 0 ? 'warning' : 'info'} data-testid="correction-preview">
      {changes.length === 0 ? (
        <Typography variant="body2">{t('competition.correction.none')}</Typography>
      ) : (
        <>
          {cleared.length > 0 && (
            <ChangeList heading={t('competition.correction.cleared')} changes={cleared} />
          )}
          {moved.length > 0 && (
            <ChangeList heading={t('competition.correction.moved')} changes={moved} />
          )}
        </>
      )}
    </Alert>
  );
}
