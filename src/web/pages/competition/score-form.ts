import { scoreSchema, type ScoreOptions } from '../../../shared/competition/score-schemas';
import {
  SCORE_MSG,
  winnerOf,
  type Decision,
  type StructuredScore,
  type StructuredScoring,
} from '../../../shared/competition/scores';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';

/**
 * A structured score as the result dialog holds it (issue 30): what the host typed, as text, in
 * the sport's form; read into a score with the shared schema (shared/competition/scores.ts).
 */

export type InningsDraft = { runs: string; wickets: string; overs: string };
export type Pair = [string, string];

export type ScoreDraft = {
  sets: Pair[];
  goals: Pair;
  innings: [InningsDraft, InningsDraft];
  points: Pair;
  decision: Decision;
  /** Wrestling: who won a fall or a bout level on points (0: the first side, 1: the second). */
  boutWinner: 0 | 1 | undefined;
};

/** At most this many sets (the shared limit), three rows to start (best of three). */
export const MAX_SETS = 7;
const FIRST_SETS = 3;

const emptyInnings = (): InningsDraft => ({ runs: '', wickets: '', overs: '' });
const text = (value: unknown) => (typeof value === 'number' ? String(value) : '');
const pairOf = (value: unknown): Pair =>
  Array.isArray(value) ? [text(value[0]), text(value[1])] : ['', ''];

/** A new draft, or the one of a score already entered (a correction starts from it). */
export function initialDraft(detail: Record<string, unknown> | null | undefined): ScoreDraft {
  const draft: ScoreDraft = {
    sets: Array.from({ length: FIRST_SETS }, (): Pair => ['', '']),
    goals: ['', ''],
    innings: [emptyInnings(), emptyInnings()],
    points: ['', ''],
    decision: 'points',
    boutWinner: undefined,
  };
  if (!detail) return draft;
  if (Array.isArray(detail.sets) && detail.sets.length > 0)
    draft.sets = detail.sets.slice(0, MAX_SETS).map(pairOf);
  if (Array.isArray(detail.goals)) draft.goals = pairOf(detail.goals);
  if (Array.isArray(detail.innings)) {
    const innings = detail.innings as Array<Record<string, unknown> | undefined>;
    draft.innings = [0, 1].map((i) => ({
      runs: text(innings[i]?.runs),
      wickets: text(innings[i]?.wickets),
      overs: typeof innings[i]?.overs === 'string' ? (innings[i]!.overs as string) : '',
    })) as [InningsDraft, InningsDraft];
  }
  if (Array.isArray(detail.points)) draft.points = pairOf(detail.points);
  if (
    detail.decision === 'points' ||
    detail.decision === 'technical_superiority' ||
    detail.decision === 'fall'
  )
    draft.decision = detail.decision;
  if (detail.winner === 0 || detail.winner === 1) draft.boutWinner = detail.winner;
  return draft;
}

/** A typed number: a whole number, nothing (left empty), or not a number (the schema says so). */
const numberOf = (value: string): number | undefined => {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const blank = ([a, b]: Pair) => a.trim() === '' && b.trim() === '';

/** Whether a bout is level on points as typed (who won is then asked). */
export function boutLevel(draft: ScoreDraft): boolean {
  const [a, b] = draft.points.map(numberOf);
  return a !== undefined && b !== undefined && !Number.isNaN(a) && a === b;
}

/** The score the draft says, in the shape the API takes (not yet checked). */
function draftScore(scoring: StructuredScoring, draft: ScoreDraft): unknown {
  const pair = (p: Pair) => [numberOf(p[0]), numberOf(p[1])];
  switch (scoring) {
    case 'sets':
      // Rows left empty are sets not played (a match over in two of three).
      return { sets: draft.sets.filter((set) => !blank(set)).map(pair) };
    case 'goals':
      return { goals: pair(draft.goals) };
    case 'innings':
      return {
        innings: draft.innings.map((i) => ({
          runs: numberOf(i.runs),
          wickets: numberOf(i.wickets),
          overs: i.overs.trim(),
        })),
      };
    default: {
      const askWinner = draft.decision === 'fall' || boutLevel(draft);
      return {
        points: pair(draft.points),
        decision: draft.decision,
        ...(askWinner && draft.boutWinner !== undefined && { winner: draft.boutWinner }),
      };
    }
  }
}

export type ScoreReading =
  { ok: true; score: StructuredScore; winner: 0 | 1 | null } | { ok: false; problem: string };

/**
 * The draft read by the shared schema: the score as it is sent and who it says won (null when
 * level), or the first thing wrong with it in the page's language.
 */
export function readScore(
  scoring: StructuredScoring,
  draft: ScoreDraft,
  options: ScoreOptions = {},
): ScoreReading {
  const parsed = scoreSchema(scoring, options).safeParse(draftScore(scoring, draft));
  if (!parsed.success)
    return { ok: false, problem: problemText(parsed.error.issues[0]?.message ?? '', options) };
  const score = parsed.data as StructuredScore;
  return { ok: true, score, winner: winnerOf(scoring, score) };
}

const PROBLEM_KEYS: Record<Exclude<keyof typeof SCORE_MSG, 'oversOverQuota'>, MessageKey> = {
  text: 'competition.score.problem.text',
  sets: 'competition.score.problem.sets',
  setPoints: 'competition.score.problem.setPoints',
  setTied: 'competition.score.problem.setTied',
  goals: 'competition.score.problem.goals',
  innings: 'competition.score.problem.innings',
  runs: 'competition.score.problem.runs',
  wickets: 'competition.score.problem.wickets',
  overs: 'competition.score.problem.overs',
  points: 'competition.score.problem.points',
  decision: 'competition.score.problem.decision',
  winnerSide: 'competition.score.problem.winnerSide',
  fallNeedsWinner: 'competition.score.problem.fallNeedsWinner',
  superiorityLevel: 'competition.score.problem.superiorityLevel',
  winnerBehind: 'competition.score.problem.winnerBehind',
};

/** A shared score message (SCORE_MSG, English) in the page's language; itself when unknown. */
function problemText(problem: string, { oversPerInnings }: ScoreOptions = {}): string {
  if (oversPerInnings !== undefined && problem === SCORE_MSG.oversOverQuota(oversPerInnings))
    return t('competition.score.problem.oversOverQuota', { quota: oversPerInnings });
  const key = (Object.keys(PROBLEM_KEYS) as Array<keyof typeof PROBLEM_KEYS>).find(
    (k) => SCORE_MSG[k] === problem,
  );
  return key ? t(PROBLEM_KEYS[key]) : problem;
}

/** Why an innings' overs as typed cannot be (shown on the field), or null. */
export function oversProblem(overs: string, options: ScoreOptions = {}): string | null {
  if (overs.trim() === '') return null;
  const parsed = scoreSchema('innings', options).safeParse({
    innings: [0, 1].map(() => ({ runs: 0, wickets: 0, overs: overs.trim() })),
  });
  return parsed.success ? null : problemText(parsed.error.issues[0]?.message ?? '', options);
}

/** A wrestling decision in the page's language. */
export const decisionLabel = (decision: Decision) => t(`competition.score.decision.${decision}`);
