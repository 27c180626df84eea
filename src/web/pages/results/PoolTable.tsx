import { Box } from '@mui/material';
import { useId } from 'react';
import type { MatchView } from '../../../shared/competition/schemas';
import {
  isBye,
  sideOf,
  type EntrantLookup,
  type GroupLayout,
  type Side,
} from '../../components/competition/draw-layout';
import { t } from '../../i18n/i18n';
import { RESULTS_CAPTION_SX, RESULTS_COLORS } from './results-labels';
import { standingsTable } from './standings-table';

const numberCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  width: { xs: 30, sm: 44 },
} as const;

/** A pool's table: played, won, drawn, lost and points (standings-table.ts), best first. */
function Standings({ group, entrants, caption }: PoolProps & { caption: string }) {
  const rows = standingsTable(
    group.rounds.flatMap((r) => r.matches),
    entrants,
  );
  const columns = [
    [t('results.pool.played'), t('results.pool.playedLong')],
    [t('results.pool.won'), t('results.pool.wonLong')],
    [t('results.pool.drawn'), t('results.pool.drawnLong')],
    [t('results.pool.lost'), t('results.pool.lostLong')],
    [t('results.pool.points'), t('results.pool.pointsLong')],
  ];
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: RESULTS_COLORS.cardBorder,
        borderRadius: '10px',
        fontSize: '0.875rem',
        '& th, & td': { px: { xs: 0.75, sm: 1.25 }, py: 1, borderBottom: '1px solid' },
        '& th, & td, & tr': { borderColor: 'divider' },
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        '& thead th': { ...RESULTS_CAPTION_SX, bgcolor: RESULTS_COLORS.headerBg },
      }}
    >
      <Box
        component="caption"
        sx={{
          captionSide: 'top',
          textAlign: 'left',
          fontWeight: 700,
          pb: 1,
          color: 'text.primary',
        }}
      >
        {caption}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ width: 28, textAlign: 'right' }}>
            #
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
            {t('results.pool.name')}
          </Box>
          {columns.map(([short, long]) => (
            <Box component="th" scope="col" key={short} sx={numberCell}>
              <abbr title={long}>{short}</abbr>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.entrant_id}>
            <Box component="td" sx={{ textAlign: 'right', color: 'text.secondary' }}>
              {i + 1}
            </Box>
            <Box component="td" sx={{ overflowWrap: 'anywhere' }}>
              <Box sx={{ fontWeight: 700 }}>{row.name}</Box>
              {row.organisation && (
                <Box sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>{row.organisation}</Box>
              )}
            </Box>
            <Box component="td" sx={numberCell}>
              {row.played}
            </Box>
            <Box component="td" sx={numberCell}>
              {row.won}
            </Box>
            <Box component="td" sx={numberCell}>
              {row.drawn}
            </Box>
            <Box component="td" sx={numberCell}>
              {row.lost}
            </Box>
            <Box component="td" sx={[numberCell, { fontWeight: 800 }]}>
              {row.points}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function SideName({ side, align }: { side: Side; align: 'left' | 'right' }) {
  const entrant = side.kind === 'entrant' ? side : null;
  return (
    <Box
      sx={{
        textAlign: align,
        minWidth: 0,
        overflowWrap: 'anywhere',
        fontWeight: entrant?.won ? 700 : 500,
        color: entrant && !entrant.lost ? 'text.primary' : 'text.secondary',
        fontStyle: entrant ? 'normal' : 'italic',
      }}
    >
      {entrant ? entrant.name : t(side.kind === 'bye' ? 'results.match.bye' : 'results.match.tbd')}
    </Box>
  );
}

/** A pool's match: both names, the score (or "vs") between them, the court under it. */
function PoolMatch({ match, entrants }: { match: MatchView; entrants: EntrantLookup }) {
  const outcome =
    match.outcome && match.outcome !== 'played' ? t(`results.outcome.${match.outcome}`) : '';
  const played = Boolean(match.opponent1?.result && match.opponent2?.result);
  const centre = match.score || outcome || t(played ? 'results.match.played' : 'results.match.vs');
  return (
    <Box
      component="li"
      data-testid="match-card"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        fontSize: '0.875rem',
        '& + &': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      <SideName side={sideOf(match.opponent1, entrants)} align="right" />
      <Box sx={{ textAlign: 'center' }}>
        <Box
          data-testid="match-score"
          sx={{
            fontVariantNumeric: 'tabular-nums',
            fontWeight: played ? 700 : 500,
            color: played ? 'text.primary' : 'text.secondary',
            whiteSpace: 'nowrap',
          }}
        >
          {centre}
        </Box>
        {!played && match.court && (
          <Box sx={{ fontSize: '0.75rem', color: RESULTS_COLORS.accentText, fontWeight: 700 }}>
            {match.court}
          </Box>
        )}
      </Box>
      <SideName side={sideOf(match.opponent2, entrants)} align="left" />
    </Box>
  );
}

type PoolProps = { group: GroupLayout; entrants: EntrantLookup };

/** A round robin pool (or the one table of a round robin): its standings, then its matches. */
export function PoolTable({ group, entrants, title }: PoolProps & { title: string }) {
  const id = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Standings group={group} entrants={entrants} caption={title} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {group.rounds.map((round) => {
          const matches = round.matches.filter((m) => !isBye(m));
          if (matches.length === 0) return null;
          return (
            <Box key={round.id}>
              <Box id={`${id}-${round.id}`} sx={{ ...RESULTS_CAPTION_SX, mb: 0.75 }}>
                {round.label}
              </Box>
              <Box
                component="ol"
                aria-labelledby={`${id}-${round.id}`}
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  bgcolor: 'background.paper',
                  border: '1px solid',
                  borderColor: RESULTS_COLORS.cardBorder,
                  borderRadius: '10px',
                }}
              >
                {matches.map((match) => (
                  <PoolMatch key={match.id} match={match} entrants={entrants} />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
