/**
 * Scores that mean something (issue 30): a sport's `scoring` says the form of a match's score,
 * the score says who won, and the table's tie-breaks (tiebreaks.ts) read its figures.
 *
 * - `text`: free text, as before ("21-15, 18-21"); the host names the winner.
 * - `sets` (badminton, tennis, volleyball): each set's points, `{sets: [[21, 15], [18, 21]]}`;
 *   the side that won more sets won.
 * - `goals` (football, hockey): `{goals: [2, 1]}`; more goals won.
 * - `innings` (cricket): one innings per side in the match's opponent order,
 *   `{innings: [{runs: 160, wickets: 4, overs: '20'}, {runs: 140, wickets: 9, overs: '20'}]}`,
 *   overs in cricket notation ('18.2' is 18 overs and 2 balls); more runs won.
 * - `points` (wrestling): `{points: [8, 0], decision: 'technical_superiority'}`; the decision
 *   or more points won. A fall may come from behind, and a bout level on points is won on
 *   criteria, so the score names its `winner` (0 or 1) in those cases.
 *
 * A score level on what it counts (2–2, one set each, a tie on runs) has no winner here: a round
 * robin may call it a draw, a knockout names the winner beside it (a shoot-out, a super over).
 * Nothing is built at load: the schemas are made by `scoreSchema`, so a page that only shows
 * scores does not carry them.
 */

export const SCORINGS = ['text', 'sets', 'goals', 'innings', 'points'] as const;
export type Scoring = (typeof SCORINGS)[number];
/** The scorings whose score says who won. */
export type StructuredScoring = Exclude<Scoring, 'text'>;

/** How a wrestling bout was won. */
export const DECISIONS = ['points', 'technical_superiority', 'fall'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The decisions as the score says them, in English (the web passes its own words). */
const DECISION_LABELS: Record<Decision, string> = {
  points: 'Points',
  technical_superiority: 'Technical superiority',
  fall: 'Fall',
};

type Pair = [number, number];
export type SetsScore = { sets: Pair[] };
export type GoalsScore = { goals: Pair };
export type Innings = { runs: number; wickets: number; overs: string };
export type InningsScore = { innings: [Innings, Innings] };
export type PointsScore = { points: Pair; decision?: Decision; winner?: 0 | 1 };

export type ScoreOf = {
  text: string;
  sets: SetsScore;
  goals: GoalsScore;
  innings: InningsScore;
  points: PointsScore;
};
export type StructuredScore = ScoreOf[StructuredScoring];

export const SCORE_LIMITS = {
  text: 100,
  sets: 7,
  setPoints: 99,
  goals: 99,
  runs: 999,
  wickets: 10,
  overs: 999,
  points: 99,
} as const;

/** Messages that may reach users (the server says them in the request's language). */
export const SCORE_MSG = {
  text: `A score is at most ${SCORE_LIMITS.text} characters`,
  sets: `Enter the points of each set: 1 to ${SCORE_LIMITS.sets} sets`,
  setPoints: `Points in a set are whole numbers from 0 to ${SCORE_LIMITS.setPoints}`,
  setTied: 'A set cannot end level: someone wins each set',
  goals: `Enter each side’s goals, whole numbers from 0 to ${SCORE_LIMITS.goals}`,
  innings: 'Enter one innings for each side: runs, wickets and overs',
  runs: `Runs are whole numbers from 0 to ${SCORE_LIMITS.runs}`,
  wickets: `Wickets are whole numbers from 0 to ${SCORE_LIMITS.wickets}`,
  overs: 'Write overs as overs.balls, with 0 to 5 balls: 18.2 is 18 overs and 2 balls',
  oversOverQuota: (quota: number) => `An innings of this match has at most ${quota} overs`,
  points: `Enter each wrestler’s points, whole numbers from 0 to ${SCORE_LIMITS.points}`,
  decision: 'The decision is points, technical superiority or fall',
  winnerSide: 'The winner is the first or the second wrestler',
  fallNeedsWinner: 'Say who won by fall',
  superiorityLevel: 'Technical superiority needs one wrestler ahead on points',
  winnerBehind: 'A bout won on points or by technical superiority goes to the wrestler ahead',
} as const;

const OVERS = /^(\d{1,3})(?:\.([0-5]))?$/;

/** Cricket overs to balls: '18.2' → 110 (18 overs and 2 balls); null if not overs ('18.6'). */
export function parseOvers(overs: string): number | null {
  const match = OVERS.exec(overs.trim());
  return match ? Number(match[1]) * 6 + Number(match[2] ?? 0) : null;
}

/** Balls to cricket overs: 110 → '18.2', 120 → '20'. */
export function formatOvers(balls: number): string {
  const rest = balls % 6;
  const overs = (balls - rest) / 6;
  return rest ? `${overs}.${rest}` : String(overs);
}

/** The side ahead: 0, 1, or null when level. */
export const ahead = (a: number, b: number): 0 | 1 | null => (a > b ? 0 : b > a ? 1 : null);

/**
 * Who won by a score its schema accepted: 0 (the first opponent), 1 (the second), or null when
 * the score is level (a draw, or a knockout decided beside the score).
 */
export function winnerOf<S extends StructuredScoring>(scoring: S, score: ScoreOf[S]): 0 | 1 | null {
  switch (scoring) {
    case 'sets': {
      const { sets } = score as SetsScore;
      const won = sets.filter(([a, b]) => a > b).length;
      return ahead(won, sets.filter(([a, b]) => b > a).length);
    }
    case 'goals': {
      const { goals } = score as GoalsScore;
      return ahead(goals[0], goals[1]);
    }
    case 'innings': {
      const { innings } = score as InningsScore;
      return ahead(innings[0].runs, innings[1].runs);
    }
    default: {
      const { points, decision, winner } = score as PointsScore;
      if (decision === 'fall') return winner ?? null;
      return ahead(points[0], points[1]) ?? winner ?? null;
    }
  }
}

/** An innings as a scorecard writes it: '160/4 (20)'; all out, '140 (17.3)'. */
const inningsText = ({ runs, wickets, overs }: Innings) =>
  `${wickets >= SCORE_LIMITS.wickets ? runs : `${runs}/${wickets}`} (${overs})`;

/**
 * A score as the pages and the result's text show it: '21-15, 18-21, 21-19'; '2–1';
 * '160/4 (20) – 140/9 (20)'; 'Fall', '8–0 Technical superiority'. `decisionLabel` words a
 * wrestling decision (English by default).
 */
export function scoreText<S extends Scoring>(
  scoring: S,
  score: ScoreOf[S],
  decisionLabel: (decision: Decision) => string = (d) => DECISION_LABELS[d],
): string {
  switch (scoring) {
    case 'text':
      return score as string;
    case 'sets':
      return (score as SetsScore).sets.map(([a, b]) => `${a}-${b}`).join(', ');
    case 'goals':
      return (score as GoalsScore).goals.join('–');
    case 'innings':
      return (score as InningsScore).innings.map(inningsText).join(' – ');
    default: {
      const { points, decision } = score as PointsScore;
      if (decision === 'fall') return decisionLabel('fall');
      const text = points.join('–');
      return decision === 'technical_superiority'
        ? `${text} ${decisionLabel('technical_superiority')}`
        : text;
    }
  }
}
