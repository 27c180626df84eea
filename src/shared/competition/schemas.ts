import { z } from 'zod';
import { idField } from '../ids';
import { SCORINGS } from './scores';

/** The competition (issue 18, decision 024): draws, matches, results, certificates. */

export const COMPETITION_MSG = {
  registrationOpen: 'Registration is still open: close it before making the draw',
  notOpenYet: 'Registration has not opened yet',
  alreadyClosed: 'Registration is already closed',
  eventCancelled: 'This event is cancelled',
  tooFew: 'A draw needs at least two entrants',
  drawStarted: 'This draw has results: it can no longer be redone',
  noDraw: 'This category has not been drawn yet',
  notInCategory: 'This category is not part of this event',
  manualOrder: 'List every entrant of the category exactly once',
  poolCount: 'Pools need at least two entrants each',
  matchNotReady: 'This match is not ready: both opponents must be known',
  matchSetAside: 'This match is not played: the winners’ side winner took the first grand final',
  winnerNotInMatch: 'The winner must be one of the two opponents',
  drawNotAllowed: 'A round robin match may be a draw, an elimination match needs a winner',
  matchNotFound: 'Match not found',
  knockoutStarted: 'The knockout has results: correct its matches first',
  certificateNotFound: 'No certificate has this code',
  certificateRevoked: 'This certificate was revoked: the event was cancelled',
  /** Results with a structured score (issue 30). */
  winnerRequired: 'Choose who won the match',
  winnerAgainstScore: 'The winner must be the side the score says won',
  levelNeedsWinner: 'The score is level: choose who won (a super over, a shoot-out)',
  scoreIsText: 'This sport’s scores are written as text',
  /** The formats by sport (issue 30). */
  walkoverAlone: 'A walkover is for a lone entrant: choose another format for two or more',
  seriesPair: 'Best of three is for exactly two entrants',
  swissRounds: (max: number) => `A Swiss event of these entrants has at most ${max} rounds`,
  laterRoundPlayed: 'The next round has results: correct those first',
  /** Weigh-ins outside the class, not yet moved or marked out (issue 24): "Bilal Khan (58.3 kg)". */
  undecidedWeighIns: (limits: string, who: string[]) =>
    `Weighed in outside this class (${limits}) and not decided yet: ${who.join(', ')}. Move them or mark them "Did not make weight" at the weigh-in, then make the draw.`,
} as const;

/**
 * Issue 30 added the formats by sport (decision 048): `repechage` (UWW wrestling: those who lost
 * to a finalist wrestle on for two bronzes), `quarterfinal_repechage` (judo: the quarterfinal
 * losers), `double_bronze` (boxing, taekwondo: both semifinal losers take bronze), `swiss` (chess:
 * `rounds` rounds paired by score), `best_of_three` (two entrants) and `walkover` (a lone entrant
 * is declared champion).
 */
export const DRAW_FORMATS = [
  'round_robin',
  'single_elimination',
  'double_elimination',
  'pools_knockout',
  'repechage',
  'quarterfinal_repechage',
  'double_bronze',
  'swiss',
  'best_of_three',
  'walkover',
] as const;
export type DrawFormat = (typeof DRAW_FORMATS)[number];

/**
 * Formats that may have a bronze match (the `bronze` option). The formats by sport decide their
 * bronzes themselves: a repechage's bronze bouts, or both semifinal losers.
 */
export const hasBronzeMatch = (format: DrawFormat) =>
  format === 'single_elimination' || format === 'pools_knockout';

/**
 * random: shuffled; manual: the host's order (best first); previous: earlier results first;
 * ranking: ranking points from earlier Matchday events of the sport and category (issue 30).
 */
export const SEEDING_METHODS = ['random', 'manual', 'previous', 'ranking'] as const;

export const DrawRequestSchema = z.object({
  format: z.enum(DRAW_FORMATS),
  seeding: z.enum(SEEDING_METHODS).default('random'),
  /** manual: every entrant's registration id, best first. */
  order: z.array(idField).max(512).optional(),
  /** Single elimination and the knockout of pools: a match for third place. */
  bronze: z.boolean().default(false),
  /** Double elimination: the grand final is one match, or two when the loser's side wins the first. */
  grand_final: z.enum(['simple', 'double']).default('simple'),
  /** Pools, then knockout: how many pools, and how many of each go through (1 or 2). */
  pool_count: z.coerce.number().int().min(2).max(16).default(2),
  advance: z.coerce.number().int().min(1).max(2).default(2),
  /**
   * Cricket (a sport scored in innings, issue 30): the overs each side may bat in a match (20 for
   * a T20). Net run rate counts a side bowled out as having batted all of them.
   */
  overs: z.coerce.number().int().min(1).max(50).nullable().default(null),
  /** Swiss: how many rounds (at most one fewer than the entrants, or as many for an odd field). */
  rounds: z.coerce.number().int().min(1).max(64).nullable().default(null),
});
export type DrawRequest = z.output<typeof DrawRequestSchema>;

/** What a draw keeps of its request (draws.settings). */
export type StoredDrawSettings = Omit<DrawRequest, 'order' | 'format' | 'overs' | 'rounds'> & {
  /** Absent in draws made before issue 30. */
  overs?: number | null;
  rounds?: number | null;
};

export const DrawParamsSchema = z.object({ id: idField, categoryId: idField });

export const MATCH_OUTCOMES = ['played', 'walkover', 'disqualification', 'no_show'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];

/**
 * A structured score (issue 30) in the form of the sport's scoring (shared/competition/scores.ts):
 * `{sets: [[21, 15], …]}`, `{goals: [2, 1]}`, `{innings: [{runs, wickets, overs}, …]}` or
 * `{points: [8, 0], decision}`. Checked against the match's sport by the server.
 */
const StructuredScoreInputSchema = z.record(z.string(), z.unknown());

export const MatchResultSchema = z.object({
  /**
   * The winning entrant (its number in the draw); null: a draw (round robin only). With a
   * structured score it may be left out: the score says who won (a level score needs it).
   */
  winner: z.number().int().min(0).nullable().optional(),
  /** Text, sport-neutral ("21-15, 18-21, 21-19"), or a structured score of the sport's form. */
  score: z.union([z.string().trim().max(100), StructuredScoreInputSchema]).default(''),
  outcome: z.enum(MATCH_OUTCOMES).default('played'),
  /** false: only show what the result would change (a correction's preview). */
  confirm: z.boolean().default(true),
});
export type MatchResultInput = z.output<typeof MatchResultSchema>;

export const MatchCourtSchema = z.object({ court: z.string().trim().max(40).nullable() });

const OpponentSchema = z
  .object({
    id: z.number().nullable(),
    score: z.number().optional(),
    result: z.enum(['win', 'draw', 'loss']).optional(),
    forfeit: z.boolean().optional(),
  })
  .nullable();

export const MatchSchema = z.object({
  id: z.string(),
  stage_id: z.number(),
  group_id: z.number(),
  round_id: z.number(),
  number: z.number(),
  /** brackets-manager's: 0 locked, 1 waiting, 2 ready, 3 running, 4 completed, 5 archived. */
  status: z.number(),
  opponent1: OpponentSchema,
  opponent2: OpponentSchema,
  /** The score as text (a structured score's text too: "160/4 (20) – 140/9 (20)"). */
  score: z.string().nullable(),
  /** The structured score as entered (issue 30), null for a text one. */
  score_detail: z.record(z.string(), z.unknown()).nullable(),
  outcome: z.enum(MATCH_OUTCOMES).nullable(),
  court: z.string().nullable(),
  entered_at: z.string().nullable(),
});
export type MatchView = z.infer<typeof MatchSchema>;

const StandingSchema = z.object({
  rank: z.number(),
  /** The place was taken without its deciding bout: a lone entrant's gold, a bronze nobody contested. */
  walkover: z.boolean(),
  entrant_id: z.number(),
  name: z.string(),
  organisation: z.string().nullable(),
});
export type Standing = z.infer<typeof StandingSchema>;

/**
 * A round robin group's table (issue 30) by its sport's rule (shared/competition/tiebreaks.ts):
 * the rule's key and name ("Points, then head-to-head, then net run rate"), and each entrant's
 * row with the figures its tie-breaks compare (nrr, goal_difference, set_difference…).
 */
const GroupTableSchema = z.object({
  group_id: z.number(),
  rule: z.object({ key: z.string(), name: z.string() }),
  rows: z.array(
    z.object({
      entrant_id: z.number(),
      rank: z.number(),
      played: z.number(),
      won: z.number(),
      drawn: z.number(),
      lost: z.number(),
      points: z.number(),
      tiebreak: z.record(z.string(), z.number()),
    }),
  ),
});
export type GroupTable = z.infer<typeof GroupTableSchema>;

export const DrawViewSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  format: z.enum(DRAW_FORMATS),
  /** How the sport's matches are scored (issue 30): the result form and the tables' tie-breaks. */
  scoring: z.enum(SCORINGS),
  settings: z.object({
    seeding: z.enum(SEEDING_METHODS),
    bronze: z.boolean(),
    grand_final: z.enum(['simple', 'double']),
    pool_count: z.number(),
    advance: z.number(),
    /** Cricket: overs per innings, null when not set. */
    overs: z.number().nullable(),
    /** Swiss: the rounds to play, null for other formats. */
    rounds: z.number().nullable(),
  }),
  /** drawn: no result yet (can be redone); running; final: every match has a result. */
  state: z.enum(['drawn', 'running', 'final']),
  entrants: z.array(
    z.object({
      id: z.number(),
      participation_id: z.string(),
      name: z.string(),
      organisation: z.string().nullable(),
      seed: z.number(),
    }),
  ),
  stages: z.array(
    z.object({ id: z.number(), number: z.number(), name: z.string(), type: z.string() }),
  ),
  groups: z.array(z.object({ id: z.number(), stage_id: z.number(), number: z.number() })),
  rounds: z.array(
    z.object({ id: z.number(), stage_id: z.number(), group_id: z.number(), number: z.number() }),
  ),
  matches: z.array(MatchSchema),
  /** Final standings when state is final; the podium so far otherwise (may be empty). */
  standings: z.array(StandingSchema),
  /** Each round robin group's table by the sport's tie-break rule, as it stands. */
  tables: z.array(GroupTableSchema),
  /** Same-organisation pairs in the first round that the draw could not avoid. */
  round_one_conflicts: z.number(),
});
export type DrawView = z.infer<typeof DrawViewSchema>;

/** A correction's effect, shown before it is confirmed. */
const MatchChangeSchema = z.object({
  match_id: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export const MatchUpdateSchema = z.object({
  applied: z.boolean(),
  changes: z.array(MatchChangeSchema),
  draw: DrawViewSchema,
});
export type MatchUpdate = z.infer<typeof MatchUpdateSchema>;

const MedalRowSchema = z.object({
  organisation: z.string(),
  gold: z.number(),
  silver: z.number(),
  bronze: z.number(),
});

export const ResultsSchema = z.object({
  event_id: z.string(),
  title: z.string(),
  /** Each category of the event: its draw, or null before it is drawn. */
  categories: z.array(
    z.object({
      category_id: z.string(),
      category_name: z.string(),
      draw: DrawViewSchema.nullable(),
    }),
  ),
  medals: z.array(MedalRowSchema),
  /** Changes whenever a result does: the live stream sends it with every update. */
  version: z.string(),
});
export type Results = z.infer<typeof ResultsSchema>;
