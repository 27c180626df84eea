import { z } from 'zod';
import {
  ahead,
  DECISIONS,
  SCORE_LIMITS,
  SCORE_MSG,
  formatOvers,
  parseOvers,
  type GoalsScore,
  type InningsScore,
  type PointsScore,
  type ScoreOf,
  type Scoring,
  type SetsScore,
} from './scores';

/**
 * The zod schemas of structured scores (issue 30), apart from ./scores so that a page that only
 * shows scores and tables (the public results page) does not load zod: the host's result dialog
 * and the server check scores with these.
 */

export type ScoreOptions = {
  /** Cricket: the overs each side may bat in this match (20 for a T20); more are refused. */
  oversPerInnings?: number;
};

/** A whole number from 0 to `max`, every failure told with `message`. */
const whole = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

const pair = (max: number, message: string) =>
  z.tuple([whole(max, message), whole(max, message)], { error: message });

function setsSchema(): z.ZodType<SetsScore> {
  const set = pair(SCORE_LIMITS.setPoints, SCORE_MSG.setPoints).refine(([a, b]) => a !== b, {
    message: SCORE_MSG.setTied,
  });
  return z.object({
    sets: z
      .array(set, { error: SCORE_MSG.sets })
      .min(1, SCORE_MSG.sets)
      .max(SCORE_LIMITS.sets, SCORE_MSG.sets),
  });
}

function goalsSchema(): z.ZodType<GoalsScore> {
  return z.object({ goals: pair(SCORE_LIMITS.goals, SCORE_MSG.goals) });
}

function inningsSchema(quota: number | undefined): z.ZodType<InningsScore> {
  const overs = z
    .union([z.string(), z.number()], { error: SCORE_MSG.overs })
    .transform((value, ctx) => {
      const balls = parseOvers(String(value));
      if (balls === null || balls > SCORE_LIMITS.overs * 6) {
        ctx.addIssue({ code: 'custom', message: SCORE_MSG.overs });
        return z.NEVER;
      }
      if (quota !== undefined && balls > quota * 6) {
        ctx.addIssue({ code: 'custom', message: SCORE_MSG.oversOverQuota(quota) });
        return z.NEVER;
      }
      // One way to write each: '18.0' is '18'.
      return formatOvers(balls);
    });
  const innings = z.object(
    {
      runs: whole(SCORE_LIMITS.runs, SCORE_MSG.runs),
      wickets: whole(SCORE_LIMITS.wickets, SCORE_MSG.wickets),
      overs,
    },
    { error: SCORE_MSG.innings },
  );
  return z.object({ innings: z.tuple([innings, innings], { error: SCORE_MSG.innings }) });
}

/** What is impossible in a bout's score, or null. */
function boutProblem({ points: [a, b], decision, winner }: PointsScore): string | null {
  const leader = ahead(a, b);
  if (decision === 'fall') return winner === undefined ? SCORE_MSG.fallNeedsWinner : null;
  if (decision === 'technical_superiority' && leader === null) return SCORE_MSG.superiorityLevel;
  if (leader !== null && winner !== undefined && winner !== leader) return SCORE_MSG.winnerBehind;
  return null;
}

function pointsSchema(): z.ZodType<PointsScore> {
  return z
    .object({
      points: pair(SCORE_LIMITS.points, SCORE_MSG.points),
      decision: z.enum(DECISIONS, { error: SCORE_MSG.decision }).optional(),
      winner: z.union([z.literal(0), z.literal(1)], { error: SCORE_MSG.winnerSide }).optional(),
    })
    .superRefine((score, ctx) => {
      const problem = boutProblem(score);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['winner'] });
    });
}

/** The schemas made so far, by scoring and quota: each is made on first use. */
const made = new Map<string, z.ZodType>();

/**
 * The schema of a score of `scoring`, with a message for each impossible score: a tied set,
 * more than 10 wickets, overs beyond the match's quota (when given), a fall with no winner.
 */
export function scoreSchema<S extends Scoring>(
  scoring: S,
  options: ScoreOptions = {},
): z.ZodType<ScoreOf[S]> {
  const key = `${scoring} ${options.oversPerInnings ?? ''}`;
  let schema = made.get(key);
  if (!schema) {
    const schemas: { [K in Scoring]: () => z.ZodType<ScoreOf[K]> } = {
      text: () => z.string({ error: SCORE_MSG.text }).trim().max(SCORE_LIMITS.text, SCORE_MSG.text),
      sets: setsSchema,
      goals: goalsSchema,
      innings: () => inningsSchema(options.oversPerInnings),
      points: pointsSchema,
    };
    schema = schemas[scoring]();
    made.set(key, schema);
  }
  return schema as z.ZodType<ScoreOf[S]>;
}

/** The first thing wrong with a score of `scoring`, or null when it is a possible score. */
export function scoreProblem(
  scoring: Scoring,
  value: unknown,
  options: ScoreOptions = {},
): string | null {
  const parsed = scoreSchema(scoring, options).safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SCORE_MSG[scoring]);
}
