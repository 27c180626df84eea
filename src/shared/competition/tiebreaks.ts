import {
  byWins,
  matchOutcome,
  rankedTable,
  type RowOrder,
  type TableMatch,
  type TableRow,
} from './round-robin';
import {
  formatOvers,
  parseOvers,
  type GoalsScore,
  type InningsScore,
  type Scoring,
  type SetsScore,
  type StructuredScore,
} from './scores';

/**
 * Tie-breaks by sport (issue 30): a round robin's table ranks by a rule, a named list of criteria
 * tried in turn. Every rule starts with points (3 a win, 1 a draw) and head to head, and ends
 * with the seed, so every entrant has a place of its own; between them, the sport's own:
 *
 * - `text` and `points` (wrestling): wins, the table as it always was (round-robin.ts);
 * - `innings` (cricket): net run rate, runs scored per over faced less runs conceded per over
 *   bowled, over all of a side's scored matches. Overs are balls / 6, and a side bowled out (10
 *   wickets) counts as having faced the match's full quota (`oversPerInnings`), as cricket does;
 *   without a quota the overs it batted count.
 * - `goals` (football): goal difference, then goals scored;
 * - `sets` (badminton, tennis, volleyball): set difference, then point difference (in tennis a
 *   set's "points" are its games).
 *
 * Head to head is the points won in the matches among those level on points, however many they
 * are (as before). When it leaves some of them still level, the next criterion orders those,
 * with their figures from the whole table (head to head is not tried again among the fewer).
 *
 * Results count for points and head to head as before (a walkover is a win); a sport's figures
 * come from the matches that carry a score of the sport's form (`detail`), so a walkover without
 * one changes no run rate or goal difference.
 */

const CRITERIA = {
  points: 'points',
  head_to_head: 'head-to-head',
  wins: 'wins',
  net_run_rate: 'net run rate',
  goal_difference: 'goal difference',
  goals_for: 'goals scored',
  set_difference: 'set difference',
  point_difference: 'point difference',
  seed: 'seed',
} as const;
type CriterionKey = keyof typeof CRITERIA;

/** Each rule's criteria between head to head and the seed; its key names it. */
const RULES = {
  wins: ['wins'],
  net_run_rate: ['net_run_rate'],
  goal_difference: ['goal_difference', 'goals_for'],
  set_difference: ['set_difference', 'point_difference'],
} as const satisfies Record<string, readonly CriterionKey[]>;
type TableRuleKey = keyof typeof RULES;

const RULE_OF: Record<Scoring, TableRuleKey> = {
  text: 'wins',
  points: 'wins',
  innings: 'net_run_rate',
  goals: 'goal_difference',
  sets: 'set_difference',
};

export type TableRule = {
  key: TableRuleKey;
  /** English, shown under the table: 'Points, then head-to-head, then net run rate'. */
  name: string;
  /** Every criterion in order, the seed last. */
  criteria: { key: CriterionKey; name: string }[];
};

/** The rule a sport's table ranks by. Its name leaves out the seed, every rule's last resort. */
export function tableRule(scoring: Scoring): TableRule {
  const key = RULE_OF[scoring];
  const keys: CriterionKey[] = ['points', 'head_to_head', ...RULES[key], 'seed'];
  const named = keys.slice(0, -1).map((k) => CRITERIA[k]);
  const name = named.join(', then ');
  return {
    key,
    name: name.charAt(0).toUpperCase() + name.slice(1),
    criteria: keys.map((k) => ({ key: k, name: CRITERIA[k] })),
  };
}

/** A match of a table, with its score when it has one of the sport's form. */
export type SportMatch = TableMatch & { detail?: StructuredScore | null };

export type TableOptions = {
  scoring: Scoring;
  /** Cricket: the overs each side may bat (20 for a T20); a side bowled out counts them all. */
  oversPerInnings?: number;
};

/** The figures a rule's criteria read, shown with the table. */
type Tiebreak = {
  /** Points won against those level on points. */
  head_to_head: number;
  /** Cricket: rounded to 3 decimals as tables print it (the order uses the exact value). */
  nrr?: number;
  runs_for?: number;
  /** The overs counted (a side bowled out, the full quota). */
  overs_faced?: string;
  runs_against?: number;
  overs_bowled?: string;
  goal_difference?: number;
  goals_for?: number;
  goals_against?: number;
  set_difference?: number;
  point_difference?: number;
};

export type SportTableRow = TableRow & { tiebreak: Tiebreak };
export type SportTable = { rule: TableRule; rows: SportTableRow[] };

type Figures = {
  runsFor: number;
  ballsFaced: number;
  runsAgainst: number;
  ballsBowled: number;
  goalsFor: number;
  goalsAgainst: number;
  setsWon: number;
  setsLost: number;
  pointsWon: number;
  pointsLost: number;
};

const noFigures = (): Figures => ({
  runsFor: 0,
  ballsFaced: 0,
  runsAgainst: 0,
  ballsBowled: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  setsWon: 0,
  setsLost: 0,
  pointsWon: 0,
  pointsLost: 0,
});

/** Adds one side's figures from a match's score: `us` is its place in the score (0 or 1). */
function addFigures(f: Figures, detail: StructuredScore, us: 0 | 1, quota: number | undefined) {
  const them = us === 0 ? 1 : 0;
  if ('innings' in detail) {
    const { innings } = detail as InningsScore;
    const balls = (i: 0 | 1) =>
      innings[i].wickets >= 10 && quota !== undefined
        ? quota * 6
        : (parseOvers(innings[i].overs) ?? 0);
    f.runsFor += innings[us].runs;
    f.ballsFaced += balls(us);
    f.runsAgainst += innings[them].runs;
    f.ballsBowled += balls(them);
  } else if ('goals' in detail) {
    const { goals } = detail as GoalsScore;
    f.goalsFor += goals[us];
    f.goalsAgainst += goals[them];
  } else if ('sets' in detail) {
    for (const set of (detail as SetsScore).sets) {
      if (set[us] > set[them]) f.setsWon += 1;
      else if (set[them] > set[us]) f.setsLost += 1;
      f.pointsWon += set[us];
      f.pointsLost += set[them];
    }
  }
}

/** Net run rate as an exact fraction [numerator, denominator > 0]: 6·runs/balls for less against. */
function netRunRate(f: Figures): [bigint, bigint] {
  const rate = (runs: number, balls: number): [bigint, bigint] =>
    balls > 0 ? [6n * BigInt(runs), BigInt(balls)] : [0n, 1n];
  const [forRuns, forBalls] = rate(f.runsFor, f.ballsFaced);
  const [againstRuns, againstBalls] = rate(f.runsAgainst, f.ballsBowled);
  return [forRuns * againstBalls - againstRuns * forBalls, forBalls * againstBalls];
}

function compareFractions([a, b]: [bigint, bigint], [c, d]: [bigint, bigint]): number {
  const left = a * d;
  const right = c * b;
  return left > right ? 1 : left < right ? -1 : 0;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000 || 0;

/**
 * The table of one group by its sport's rule: `entrants` in seed order (best first), its
 * matches with their scores. The rows are roundRobinTable's with the rule's figures; the rule
 * is returned with them to be named under the table.
 */
export function sportTable(
  entrants: number[],
  matches: SportMatch[],
  { scoring, oversPerInnings }: TableOptions,
): SportTable {
  const rule = tableRule(scoring);
  const figures = new Map(entrants.map((id) => [id, noFigures()]));
  // The key a score of the sport's form has; wrestling's and text scores add no figures.
  const form = scoring === 'innings' || scoring === 'goals' || scoring === 'sets' ? scoring : null;
  for (const m of matches) {
    // Only a match whose result counts in the table counts its figures.
    const o = matchOutcome(m);
    if (!form || !m.detail || !(form in m.detail) || !o) continue;
    const [a, b] = [figures.get(o[0]), figures.get(o[2])];
    if (!a || !b) continue;
    addFigures(a, m.detail, 0, oversPerInnings);
    addFigures(b, m.detail, 1, oversPerInnings);
  }
  const of = (row: TableRow) => figures.get(row.id)!;
  const nrr = new Map([...figures].map(([id, f]) => [id, netRunRate(f)]));
  const orderOf: Partial<Record<CriterionKey, RowOrder>> = {
    wins: byWins,
    net_run_rate: (a, b) => compareFractions(nrr.get(b.id)!, nrr.get(a.id)!),
    goal_difference: (a, b) =>
      of(b).goalsFor - of(b).goalsAgainst - (of(a).goalsFor - of(a).goalsAgainst),
    goals_for: (a, b) => of(b).goalsFor - of(a).goalsFor,
    set_difference: (a, b) => of(b).setsWon - of(b).setsLost - (of(a).setsWon - of(a).setsLost),
    point_difference: (a, b) =>
      of(b).pointsWon - of(b).pointsLost - (of(a).pointsWon - of(a).pointsLost),
  };
  const { rows, headToHead } = rankedTable(
    entrants,
    matches,
    RULES[rule.key].map((key) => orderOf[key]!),
  );
  return {
    rule,
    rows: rows.map((row) => {
      const f = of(row);
      const tiebreak: Tiebreak = { head_to_head: headToHead.get(row.id) ?? 0 };
      if (rule.key === 'net_run_rate') {
        const [numerator, denominator] = nrr.get(row.id)!;
        tiebreak.nrr = round3(Number(numerator) / Number(denominator));
        tiebreak.runs_for = f.runsFor;
        tiebreak.overs_faced = formatOvers(f.ballsFaced);
        tiebreak.runs_against = f.runsAgainst;
        tiebreak.overs_bowled = formatOvers(f.ballsBowled);
      } else if (rule.key === 'goal_difference') {
        tiebreak.goal_difference = f.goalsFor - f.goalsAgainst;
        tiebreak.goals_for = f.goalsFor;
        tiebreak.goals_against = f.goalsAgainst;
      } else if (rule.key === 'set_difference') {
        tiebreak.set_difference = f.setsWon - f.setsLost;
        tiebreak.point_difference = f.pointsWon - f.pointsLost;
      }
      return { ...row, tiebreak };
    }),
  };
}
