import { Box } from '@mui/material';
import { useId } from 'react';
import type { MatchView } from '../../../shared/competition/schemas';
import { isBye, sideOf, type EntrantLookup, type GroupLayout, type Side } from './draw-layout';
import { t } from '../../i18n/i18n';
import { RESULTS_CAPTION_SX, RESULTS_COLORS } from './results-labels';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { matchScore, resultsDecision } from './match-score';
import { signed, standingsTable, type TableRow, type TableSource } from './standings-table';

const numberCell = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  width: { xs: 30, sm: 44 },
} as const;

type Column = {
  short: MessageKey;
  long: MessageKey;
  value: (row: TableRow) => string | number;
  strong?: boolean;
};

const figure = (row: TableRow, key: string) => {
  const value = row.tiebreak[key];
  return typeof value === 'number' ? value : 0;
};

/** A figure as a table prints it: 3, 2.5 (a Swiss half point), 1.25 (a Sonneborn-Berger). */
const plain = (value: number) => String(Math.round(value * 100) / 100);

/** The sport's tie-break columns after the points (issue 30), by the table's rule. */
const TIEBREAK_COLUMNS: Record<string, Column[]> = {
  net_run_rate: [
    {
      short: 'results.pool.nrr',
      long: 'results.pool.nrrLong',
      value: (row) => signed(figure(row, 'nrr'), 3),
    },
  ],
  goal_difference: [
    {
      short: 'results.pool.goalDifference',
      long: 'results.pool.goalDifferenceLong',
      value: (row) => signed(figure(row, 'goal_difference')),
    },
    {
      short: 'results.pool.goalsFor',
      long: 'results.pool.goalsForLong',
      value: (row) => figure(row, 'goals_for'),
    },
  ],
  set_difference: [
    {
      short: 'results.pool.setDifference',
      long: 'results.pool.setDifferenceLong',
      value: (row) => signed(figure(row, 'set_difference')),
    },
    {
      short: 'results.pool.pointDifference',
      long: 'results.pool.pointDifferenceLong',
      value: (row) => signed(figure(row, 'point_difference')),
    },
  ],
  swiss: [
    {
      short: 'results.pool.buchholz',
      long: 'results.pool.buchholzLong',
      value: (row) => plain(figure(row, 'buchholz')),
    },
    {
      short: 'results.pool.sonnebornBerger',
      long: 'results.pool.sonnebornBergerLong',
      value: (row) => plain(figure(row, 'sonneborn_berger')),
    },
  ],
};

const PLAYED_COLUMNS: Column[] = [
  { short: 'results.pool.played', long: 'results.pool.playedLong', value: (row) => row.played },
  { short: 'results.pool.won', long: 'results.pool.wonLong', value: (row) => row.won },
  { short: 'results.pool.drawn', long: 'results.pool.drawnLong', value: (row) => row.drawn },
  { short: 'results.pool.lost', long: 'results.pool.lostLong', value: (row) => row.lost },
];

const POINTS: Column = {
  short: 'results.pool.points',
  long: 'results.pool.pointsLong',
  value: (row) => row.points,
  strong: true,
};

/** A Swiss table's points are its score: 1 a win or a bye, ½ a draw (2.5). */
const SCORE: Column = {
  short: 'results.pool.score',
  long: 'results.pool.scoreLong',
  value: (row) => plain(row.points),
  strong: true,
};

/** The rule's name in the page's language (the server's English one for a rule not known here). */
const RULE_KEYS: Record<string, MessageKey> = {
  wins: 'results.rule.wins',
  net_run_rate: 'results.rule.net_run_rate',
  goal_difference: 'results.rule.goal_difference',
  set_difference: 'results.rule.set_difference',
  swiss: 'results.rule.swiss',
};

/**
 * A pool's table (standings-table.ts): played, won, drawn, lost, points and the sport's
 * tie-breaks (net run rate, goal difference…), best first, the rule it ranks by named under it;
 * a Swiss table's score, Buchholz and Sonneborn-Berger. A narrow screen scrolls it sideways.
 * The results page shows it beside the pool's matches, the host's board above them.
 */
export function PoolStandings({
  group,
  entrants,
  caption,
  source,
}: PoolProps & { caption: string }) {
  const { rule, rows } = standingsTable(
    group.id,
    group.rounds.flatMap((r) => r.matches),
    entrants,
    source,
  );
  const columns = [
    ...PLAYED_COLUMNS,
    rule.key === 'swiss' ? SCORE : POINTS,
    ...(TIEBREAK_COLUMNS[rule.key] ?? []),
  ];
  const ruleKey = RULE_KEYS[rule.key];
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          data-testid="pool-table"
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
              <Box component="th" scope="col" sx={{ textAlign: 'left', minWidth: 96 }}>
                {t('results.pool.name')}
              </Box>
              {columns.map((column) => (
                <Box component="th" scope="col" key={column.short} sx={numberCell}>
                  <abbr title={t(column.long)}>{t(column.short)}</abbr>
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.entrant_id}>
                <Box component="td" sx={{ textAlign: 'right', color: 'text.secondary' }}>
                  {row.rank}
                </Box>
                {/* Whole words: a name breaks between them (a word too long for any phone
                    still breaks, and the table scrolls), not 'Hurricane|s' to fit NRR in. */}
                <Box component="td" sx={{ overflowWrap: 'break-word', minWidth: '6.5em' }}>
                  <Box sx={{ fontWeight: 700 }}>{row.name}</Box>
                  {row.organisation && (
                    <Box sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
                      {row.organisation}
                    </Box>
                  )}
                </Box>
                {columns.map((column) => (
                  <Box
                    component="td"
                    key={column.short}
                    data-column={column.short}
                    sx={[numberCell, column.strong ? { fontWeight: 800 } : {}]}
                  >
                    {column.value(row)}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box data-testid="table-rule" sx={{ mt: 0.75, fontSize: '0.75rem', color: 'text.secondary' }}>
        {ruleKey ? t(ruleKey) : rule.name}
      </Box>
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

/**
 * A pool's match: both names, the score (or "vs") between them, the court under it. A Swiss
 * bye (one side only) shows its entrant beside "Bye", nothing between them.
 */
function PoolMatch({ match, entrants }: { match: MatchView; entrants: EntrantLookup }) {
  const outcome =
    match.outcome && match.outcome !== 'played' ? t(`results.outcome.${match.outcome}`) : '';
  const played = Boolean(match.opponent1?.result && match.opponent2?.result);
  const centre = isBye(match)
    ? '–'
    : matchScore(match, resultsDecision) ||
      outcome ||
      t(played ? 'results.match.played' : 'results.match.vs');
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

type PoolProps = {
  group: GroupLayout;
  entrants: EntrantLookup;
  /** The draw's scoring, overs and tables (issue 30). */
  source: TableSource;
};

/**
 * A group's rounds as lists of matches under their names ("Round 2", "Game 3"). A round robin's
 * byes (brackets-manager's, for an odd pool) are left out; a Swiss round's bye is shown: who sat
 * out and scored the point.
 */
export function MatchRounds({
  group,
  entrants,
  byes = false,
}: {
  group: GroupLayout;
  entrants: EntrantLookup;
  byes?: boolean;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {group.rounds.map((round) => {
        const matches = round.matches.filter((m) =>
          byes ? m.opponent1 !== null || m.opponent2 !== null : !isBye(m),
        );
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
  );
}

/**
 * A round robin pool (or the one table of a round robin), or a Swiss event: its standings, then
 * its matches.
 */
export function PoolTable({
  group,
  entrants,
  title,
  source,
  swiss = false,
}: PoolProps & { title: string; swiss?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <PoolStandings group={group} entrants={entrants} caption={title} source={source} />
      <MatchRounds group={group} entrants={entrants} byes={swiss} />
    </Box>
  );
}
