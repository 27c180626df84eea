import { Box } from '@mui/material';
import { entrantLookup, sideOf } from '../../components/competition/draw-layout';
import { t } from '../../i18n/i18n';
import { RESULTS_COLORS } from '../../components/competition/results-labels';
import type { NextMatch } from './up-next';

function nameOf(next: NextMatch, side: 'opponent1' | 'opponent2'): string {
  const s = sideOf(next.match[side], entrantLookup(next.draw));
  return s.kind === 'entrant' ? s.name : t('results.match.tbd');
}

/** "Up next": per court, the match to be played there next (up-next.ts). */
export function UpNext({ next }: { next: NextMatch[] }) {
  return (
    <Box
      component="ul"
      data-testid="up-next"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
      }}
    >
      {next.map((n) => (
        <Box
          component="li"
          key={n.court}
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'stretch',
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: RESULTS_COLORS.cardBorder,
            borderRadius: '12px',
            overflow: 'hidden',
            boxShadow: '0 1px 2px rgba(31, 42, 68, 0.08)',
          }}
        >
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              minWidth: 84,
              px: 1,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 800,
              textAlign: 'center',
              lineHeight: 1.2,
              overflowWrap: 'anywhere',
            }}
          >
            {n.court}
          </Box>
          <Box sx={{ py: 1.25, pr: 1.5, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Box
              sx={{
                fontSize: '0.75rem',
                fontWeight: 700,
                color: RESULTS_COLORS.accentText,
                textTransform: 'uppercase',
                letterSpacing: '0.05em',
              }}
            >
              {n.match.status === 3 ? `${t('results.playingNow')} · ` : ''}
              {n.categoryName} · {n.round}
            </Box>
            <Box sx={{ fontWeight: 700 }}>
              {nameOf(n, 'opponent1')}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                {t('results.match.vs')}
              </Box>{' '}
              {nameOf(n, 'opponent2')}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
