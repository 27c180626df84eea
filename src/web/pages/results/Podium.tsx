import { Box } from '@mui/material';
import { medalOf } from '../../../shared/competition/labels';
import type { Standing } from '../../../shared/competition/schemas';
import { t } from '../../i18n/i18n';
import { RESULTS_COLORS } from '../../components/competition/results-labels';

/**
 * A finished category's podium: gold, silver and bronze from the draw's final standings, with
 * two bronzes side by side when there was no match for third place (a repechage, two bronzes);
 * a place taken without its bout (a lone entrant's gold) says so under the name.
 */
export function Podium({ standings, title }: { standings: Standing[]; title: string }) {
  const places = standings.flatMap((s) => {
    const medal = medalOf(s.rank);
    return medal ? [{ ...s, medal }] : [];
  });
  if (places.length === 0) return null;
  return (
    <Box
      component="ol"
      aria-label={title}
      data-testid="podium"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${Math.max(places.length, 3)}, minmax(0, 1fr))`,
        },
      }}
    >
      {places.map((p) => (
        <Box
          component="li"
          key={p.entrant_id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: RESULTS_COLORS.cardBorder,
            borderTop: `4px solid ${RESULTS_COLORS[p.medal]}`,
            borderRadius: '12px',
            boxShadow: '0 1px 2px rgba(31, 42, 68, 0.08)',
          }}
        >
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: '50%',
              bgcolor: RESULTS_COLORS[p.medal],
              color: '#1F1F1F',
              fontWeight: 800,
              fontSize: '1.1rem',
              boxShadow: 'inset 0 -3px 0 rgba(0,0,0,0.12)',
            }}
          >
            {p.rank}
          </Box>
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Box
              sx={{
                fontSize: '0.75rem',
                fontWeight: 700,
                color: 'text.secondary',
                textTransform: 'uppercase',
                letterSpacing: '0.05em',
              }}
            >
              {t('results.podium.place', { rank: p.rank })} · {t(`results.medal.${p.medal}`)}
            </Box>
            <Box sx={{ fontWeight: 800, fontSize: '1.05rem', lineHeight: 1.3 }}>{p.name}</Box>
            {p.organisation && (
              <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>{p.organisation}</Box>
            )}
            {p.walkover && (
              <Box
                data-testid="podium-walkover"
                sx={{ color: 'text.secondary', fontSize: '0.75rem', fontStyle: 'italic' }}
              >
                {t('results.podium.walkover')}
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
