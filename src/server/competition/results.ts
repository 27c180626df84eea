import type { Match } from 'brackets-model';
import { eq } from 'drizzle-orm';
import { groupLabel, roundLabel } from '../../shared/competition/labels';
import {
  COMPETITION_MSG,
  type MatchResultInput,
  type MatchUpdate,
  type MatchView,
} from '../../shared/competition/schemas';
import { resultsNotYetMessage, resultsOpen } from '../../shared/competition/results-open';
import { scoreSchema } from '../../shared/competition/score-schemas';
import {
  SCORE_MSG,
  scoreText,
  winnerOf as scoreWinner,
  type Scoring,
  type StructuredScore,
} from '../../shared/competition/scores';
import { assertRunsGate } from '../gate/service';
import type { Db } from '../platform/db/client';
import { draws, events, matches, sports, type DrawRow, type User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { AppError } from '../platform/http/app-error';
import { applyResult, type SportRules } from './bracket-engine';
import { winnerOf } from './match-winner';
import { changedMatches, loadBracket, saveBracket, type BracketData } from './bracket-store';
import { queueCertificates } from './certificates';
import { settleStandings } from './standings-store';
import { announceResults } from './live';
import { drawViewOf } from './view';

/**
 * A match with its draw and its sport's scoring, and the right to enter its result: the host, an
 * admin, gate staff.
 */
async function matchForResults(deps: Deps, actor: User, matchId: string) {
  const [row] = await deps.db
    .select({
      match: matches,
      draw: draws,
      start_date: events.start_date,
      cancelled_at: events.cancelled_at,
      scoring: sports.scoring,
    })
    .from(matches)
    .innerJoin(draws, eq(draws.id, matches.draw_id))
    .innerJoin(events, eq(events.id, draws.event_id))
    .innerJoin(sports, eq(sports.id, events.sports_id))
    .where(eq(matches.id, matchId));
  if (!row) throw new AppError('not_found', COMPETITION_MSG.matchNotFound);
  await assertRunsGate(deps.db, actor, row.draw.event_id);
  return row;
}

/**
 * The match again under its draw's row lock: a redraw made since it was first read (possible
 * until the first result) took it away, which is a 404 and not a write to a match of no draw.
 */
async function lockedMatch(tx: Db, drawId: string, matchId: string) {
  await tx.select({ id: draws.id }).from(draws).where(eq(draws.id, drawId)).for('update');
  const [current] = await tx.select().from(matches).where(eq(matches.id, matchId));
  if (!current) throw new AppError('not_found', COMPETITION_MSG.matchNotFound);
  return current;
}

/** "A vs B", with the winner when there is one: how a match reads in a correction's preview. */
function describe(m: Match | undefined, names: Map<number, string>): string {
  if (!m) return '—';
  const name = (o: Match['opponent1']) =>
    o === null ? 'bye' : o.id === null ? 'to be decided' : (names.get(Number(o.id)) ?? '?');
  const pair = `${name(m.opponent1)} vs ${name(m.opponent2)}`;
  const won = winnerOf(m);
  if (m.status < 4) return pair;
  if (won === null) return `${pair}: draw`;
  return `${pair}: ${names.get(won) ?? '?'} won`;
}

function labelOf(data: BracketData, m: Match): string {
  const stage = data.stage.find((s) => s.id === m.stage_id)!;
  const group = data.group.find((g) => g.id === m.group_id)!;
  const groups = data.group.filter((g) => g.stage_id === stage.id).length;
  const round = data.round.find((r) => r.id === m.round_id)!;
  const rounds = data.round.filter((r) => r.group_id === group.id).length;
  const side = groupLabel(stage.type, group.number, groups);
  const step = roundLabel(stage.type, group.number, round.number, rounds);
  // A group of one round says it once ("Bronze bouts · match 1").
  return `${side === step ? side : `${side} · ${step}`} · match ${m.number}`;
}

/** A refusal of the score, told on its field. */
const badScore = (message: string) => new AppError('bad_request', message, { score: message });

/** The score a result is stored with: its text, and the structured score when it is one. */
type EnteredScore = { text: string | null; detail: StructuredScore | null };

/**
 * The score of a result checked against the match's sport (issue 30): a text score is taken as
 * it is; a structured one must be of the sport's form and possible (a tied set, 11 wickets or
 * more overs than the draw's are refused), and is stored with its text.
 */
function checkedScore(
  scoring: Scoring,
  settings: DrawRow['settings'],
  score: MatchResultInput['score'],
): EnteredScore {
  if (typeof score === 'string') return { text: score || null, detail: null };
  if (scoring === 'text') throw badScore(COMPETITION_MSG.scoreIsText);
  const parsed = scoreSchema(scoring, { oversPerInnings: settings.overs ?? undefined }).safeParse(
    score,
  );
  if (!parsed.success) throw badScore(parsed.error.issues[0]?.message ?? SCORE_MSG[scoring]);
  return { text: scoreText(scoring, parsed.data), detail: parsed.data };
}

/**
 * The winner of a result: the one given with a text score (required); the one the score says
 * with a structured score, where a winner given must agree. A level score is a draw in a round
 * robin unless a winner is given (a super over, a shoot-out); an elimination needs that winner.
 */
function resultWinner(
  scoring: Scoring,
  score: EnteredScore,
  given: number | null | undefined,
  opponents: [number | null, number | null],
  roundRobin: boolean,
): number | null {
  if (!score.detail) {
    if (given === undefined) {
      throw new AppError('bad_request', COMPETITION_MSG.winnerRequired, {
        winner: COMPETITION_MSG.winnerRequired,
      });
    }
    return given;
  }
  const side = scoreWinner(scoring as Exclude<Scoring, 'text'>, score.detail);
  if (side !== null) {
    const won = opponents[side];
    if (given !== undefined && given !== won) throw badScore(COMPETITION_MSG.winnerAgainstScore);
    return won ?? null;
  }
  if (given !== undefined && given !== null) return given;
  if (!roundRobin) {
    throw new AppError('bad_request', COMPETITION_MSG.levelNeedsWinner, {
      winner: COMPETITION_MSG.levelNeedsWinner,
    });
  }
  return null;
}

/**
 * Enters or corrects a match's result (issue 18). The whole draw is worked out in memory under
 * the draw's row lock: a correction that changes the winner takes back the later results that
 * followed from it, and `confirm: false` only answers with what would change.
 */
export async function enterResult(
  deps: Deps,
  actor: User,
  matchId: string,
  input: MatchResultInput,
): Promise<MatchUpdate> {
  const { draw, start_date, cancelled_at, scoring } = await matchForResults(deps, actor, matchId);
  // A cancelled event's results are closed for good (its certificates are revoked).
  if (cancelled_at) throw new AppError('conflict', COMPETITION_MSG.eventCancelled);
  const now = deps.now();
  // Courts may be called before the day; results wait for it (a preview too: it would be moot).
  if (!resultsOpen({ start_date }, now))
    throw new AppError('conflict', resultsNotYetMessage(start_date));
  const score = checkedScore(scoring, draw.settings, input.score);
  const outcome = await deps.jobs.transaction(async (tx) => {
    const current = await lockedMatch(tx, draw.id, matchId);
    const { data, matchIds, details } = await loadBracket(tx, draw.id);
    const stage = data.stage.find((s) => s.id === current.stage_id);
    const opponents: [number | null, number | null] = [
      (current.opponent1?.id as number | null | undefined) ?? null,
      (current.opponent2?.id as number | null | undefined) ?? null,
    ];
    const winner = resultWinner(
      scoring,
      score,
      input.winner,
      opponents,
      stage?.type === 'round_robin',
    );
    // The tables rank with this match's score as entered now (a text one has no figures).
    if (score.detail) details.set(current.bm_id, score.detail);
    else details.delete(current.bm_id);
    const rules: SportRules = {
      scoring,
      oversPerInnings: draw.settings.overs ?? undefined,
      details,
    };
    const after = await applyResult(
      data,
      draw.format,
      draw.settings,
      current.bm_id,
      { winner, outcome: input.outcome },
      rules,
    );
    const names = new Map(data.participant.map((p) => [Number(p.id), p.name]));
    const before = new Map(data.match.map((m) => [Number(m.id), m]));
    const changes = changedMatches(data, after)
      .filter((m) => Number(m.id) !== current.bm_id)
      .map((m) => ({
        match_id: matchIds.get(Number(m.id)) ?? '',
        label: labelOf(after, m),
        before: describe(before.get(Number(m.id)), names),
        after: describe(m, names),
      }))
      // A match whose state moved (completed → archived) but reads the same is no change to show.
      .filter((c) => c.before !== c.after);
    if (!input.confirm) return { applied: false, changes };
    await saveBracket(tx, draw.id, data, after, matchIds);
    await tx
      .update(matches)
      .set({
        score: score.text,
        score_detail: score.detail,
        outcome: input.outcome,
        entered_by: actor.id,
        entered_at: now,
        updated_at: now,
      })
      .where(eq(matches.id, matchId));
    // Final (again, after a correction): its certificates are issued, or their ranks updated.
    if (await settleStandings(tx, draw, after, rules, now))
      await queueCertificates(deps, tx, draw.id);
    await announceResults(tx, draw.event_id);
    return { applied: true, changes };
  });
  return { ...outcome, draw: await drawViewOf(deps.db, draw.id) };
}

/** The court or mat a match is played on ("Up next" per court on the public page). */
export async function setCourt(
  deps: Deps,
  actor: User,
  matchId: string,
  court: string | null,
): Promise<MatchView> {
  const { draw } = await matchForResults(deps, actor, matchId);
  await deps.jobs.transaction(async (tx) => {
    await lockedMatch(tx, draw.id, matchId);
    await tx
      .update(matches)
      .set({ court: court || null, updated_at: deps.now() })
      .where(eq(matches.id, matchId));
    await announceResults(tx, draw.event_id);
  });
  const view = await drawViewOf(deps.db, draw.id);
  return view.matches.find((m) => m.id === matchId)!;
}
