import { randomInt } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { drawTooBig } from '../../shared/competition/draw-size';
import { placeElimination, placePools, type DrawEntrant } from '../../shared/competition/placement';
import {
  COMPETITION_MSG,
  hasBronzeMatch,
  type DrawRequest,
  type DrawView,
  type StoredDrawSettings,
} from '../../shared/competition/schemas';
import { limitsText } from '../../shared/checkin/weighin';
import { swissRounds } from '../../shared/competition/swiss';
import { registrationState } from '../../shared/events/registration-window';
import { checkedInRegistrations, undecidedWeighIns } from '../gate/service';
import type { Db } from '../platform/db/client';
import {
  bracketParts,
  categories,
  dependants,
  drawEntrants,
  draws,
  eventCategories,
  matches,
  participations,
  users,
  type User,
} from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { assertOwner, findEventRow } from '../events/service';
import { rankingPoints } from '../rankings/service';
import { AppError } from '../platform/http/app-error';
import { buildBracket, type Placement } from './bracket-engine';
import { batchesOf, emptyBracket, saveBracket } from './bracket-store';
import { queueCertificates } from './certificates';
import { announceResults } from './live';
import { settleStandings } from './standings-store';
import { drawViewOf } from './view';

/** A registration the draw can take: paid, not cancelled, present (issue 17's check-in). */
type Candidate = {
  participation_id: string;
  name: string;
  organisation: string | null;
  /** Who competes, across events: the account holder or their dependant (seeding "previous"). */
  who: string;
};

/**
 * The entrants of a category: paid registrations that are neither no-shows nor out (weigh-in),
 * and, when the event's gate checked anyone in, only those checked in. An individual category's
 * entrant is the competitor; a team category's is the team. The organisation kept apart in the
 * draw is the registration's club (issue 28), else the account holder's school or college; a
 * dependant without a club has none (their parent's school would be wrong).
 */
async function candidatesOf(db: Db, eventId: string, categoryId: string): Promise<Candidate[]> {
  const [category] = await db
    .select({ is_team: categories.is_team_sport })
    .from(categories)
    .where(eq(categories.id, categoryId));
  const rows = await db
    .select({
      id: participations.id,
      team_name: participations.team_name,
      participant_id: participations.participant_id,
      dependant_id: participations.dependant_id,
      user_name: users.name,
      dependant_name: dependants.name,
      club: participations.club,
      school: users.school_or_college,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(dependants, eq(dependants.id, participations.dependant_id))
    .where(
      and(
        eq(participations.event_id, eventId),
        eq(participations.category_id, categoryId),
        eq(participations.payment_status, 'captured'),
        isNull(participations.cancelled_at),
        isNull(participations.event_day_status),
      ),
    )
    .orderBy(participations.captured_at, participations.id);
  const present = await checkedInRegistrations(db, eventId);
  return rows
    .filter((r) => !present || present.has(r.id))
    .map((r) => ({
      participation_id: r.id,
      name: (category?.is_team ? r.team_name : r.dependant_name) ?? r.user_name,
      organisation: organisationOf(r),
      who: r.dependant_id ?? r.participant_id,
    }));
}

/** coalesce(trim(club), the account holder's school): a dependant (a child) has no school. */
function organisationOf(r: {
  club: string | null;
  school: string | null;
  dependant_id: string | null;
}): string | null {
  return r.club?.trim() || (r.dependant_id ? null : r.school?.trim() || null);
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Seeding "from an earlier result": each competitor's latest final rank in this category. */
async function earlierRanks(db: Db, categoryId: string, drawId: string | null) {
  const rows = await db
    .select({
      participant_id: participations.participant_id,
      dependant_id: participations.dependant_id,
      rank: drawEntrants.final_rank,
    })
    .from(drawEntrants)
    .innerJoin(draws, eq(draws.id, drawEntrants.draw_id))
    .innerJoin(participations, eq(participations.id, drawEntrants.participation_id))
    .where(
      and(
        eq(draws.category_id, categoryId),
        isNotNull(draws.finished_at),
        isNotNull(drawEntrants.final_rank),
        drawId ? ne(draws.id, drawId) : undefined,
      ),
    )
    .orderBy(desc(draws.finished_at));
  const ranks = new Map<string, number>();
  for (const r of rows) {
    const who = r.dependant_id ?? r.participant_id;
    if (!ranks.has(who)) ranks.set(who, r.rank!);
  }
  return ranks;
}

/** Where a draw is made: its category, its sport (ranking points), the draw it redoes. */
type DrawPlace = { categoryId: string; sportId: string; drawId: string | null; now: Date };

/** The entrants, best seed first. */
async function seeded(
  db: Db,
  where: DrawPlace,
  candidates: Candidate[],
  input: DrawRequest,
): Promise<Candidate[]> {
  if (input.seeding === 'manual') {
    const byId = new Map(candidates.map((c) => [c.participation_id, c]));
    const order = input.order ?? [];
    if (order.length !== candidates.length || new Set(order).size !== order.length) {
      throw new AppError('bad_request', COMPETITION_MSG.manualOrder, {
        order: COMPETITION_MSG.manualOrder,
      });
    }
    return order.map((id) => {
      const c = byId.get(id);
      if (!c)
        throw new AppError('bad_request', COMPETITION_MSG.manualOrder, {
          order: COMPETITION_MSG.manualOrder,
        });
      return c;
    });
  }
  const random = shuffled(candidates);
  if (input.seeding === 'random') return random;
  if (input.seeding === 'ranking') {
    // Most ranking points first (issue 30); the unranked after them in random order.
    const points = await rankingPoints(db, where.sportId, where.categoryId, where.now);
    return random.sort((a, b) => (points.get(b.who) ?? 0) - (points.get(a.who) ?? 0));
  }
  const ranks = await earlierRanks(db, where.categoryId, where.drawId);
  // Ranked competitors first, best first; the rest after them in random order (sort is stable).
  return random.sort((a, b) => (ranks.get(a.who) ?? Infinity) - (ranks.get(b.who) ?? Infinity));
}

function placementFor(entrants: DrawEntrant[], input: DrawRequest): Placement {
  const ids = (list: (string | null)[]) => list.map((id) => (id === null ? null : Number(id)));
  if (input.format === 'round_robin') return { pools: [entrants.map((e) => Number(e.id))] };
  if (input.format === 'pools_knockout') {
    if (entrants.length < input.pool_count * 2) {
      throw new AppError('bad_request', COMPETITION_MSG.poolCount, {
        pool_count: COMPETITION_MSG.poolCount,
      });
    }
    return { pools: placePools(entrants, input.pool_count).map((pool) => pool.map(Number)) };
  }
  // A random draw spreads each organisation over the bracket; a seeded one keeps the seeds' places.
  return { slots: ids(placeElimination(entrants, { spread: input.seeding === 'random' })) };
}

/**
 * How many entrants the format takes (issue 30): a walkover one, best of three two, a Swiss
 * event at most the rounds in which nobody need meet twice; the others at least two.
 */
function checkEntrantCount(input: DrawRequest, n: number) {
  const refuse = (field: string, message: string) => {
    throw new AppError('bad_request', message, { [field]: message });
  };
  if (n < (input.format === 'walkover' ? 1 : 2))
    throw new AppError('conflict', COMPETITION_MSG.tooFew);
  if (input.format === 'walkover' && n > 1) refuse('format', COMPETITION_MSG.walkoverAlone);
  if (input.format === 'best_of_three' && n !== 2) refuse('format', COMPETITION_MSG.seriesPair);
  const { max } = swissRounds(n);
  if (input.format === 'swiss' && input.rounds !== null && input.rounds > max)
    refuse('rounds', COMPETITION_MSG.swissRounds(max));
}

/**
 * Makes (or remakes) a category's draw (issue 18): registration must be closed, and a draw with
 * a result stands. The bracket is built in memory first, then written with the draw in one
 * transaction under the draw row's lock, so two hosts' clicks leave one draw.
 */
export async function makeDraw(
  deps: Deps,
  actor: User,
  eventId: string,
  categoryId: string,
  input: DrawRequest,
): Promise<DrawView> {
  const now = deps.now();
  const event = await findEventRow(deps.db, eventId);
  assertOwner(actor, event);
  if (event.cancelled_at) throw new AppError('conflict', COMPETITION_MSG.eventCancelled);
  const state = registrationState(event, now);
  if (state === 'open' || state === 'not_open') {
    throw new AppError('conflict', COMPETITION_MSG.registrationOpen);
  }
  const [offered] = await deps.db
    .select({ id: eventCategories.category_id })
    .from(eventCategories)
    .where(and(eq(eventCategories.event_id, eventId), eq(eventCategories.category_id, categoryId)));
  if (!offered) throw new AppError('not_found', COMPETITION_MSG.notInCategory);

  const [existing] = await deps.db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.event_id, eventId), eq(draws.category_id, categoryId)));
  const candidates = await candidatesOf(deps.db, eventId, categoryId);
  checkEntrantCount(input, candidates.length);
  // A weigh-in over the limit is the host's to decide (decision 023); a draw must not decide it.
  const undecided = await undecidedWeighIns(
    deps.db,
    candidates.map((c) => c.participation_id),
  );
  if (undecided.length) {
    const who = undecided.map((w) => `${w.name} (${w.weight_kg} kg)`);
    const limits = limitsText(undecided[0]!.min, undecided[0]!.max);
    throw new AppError('conflict', COMPETITION_MSG.undecidedWeighIns(limits, who));
  }
  const tooBig = drawTooBig(input.format, candidates.length, input);
  if (tooBig) throw new AppError('bad_request', tooBig.message, { [tooBig.field]: tooBig.message });
  const order = await seeded(
    deps.db,
    { categoryId, sportId: event.sports_id, drawId: existing?.id ?? null, now },
    candidates,
    input,
  );
  const entrants = order.map((c, i) => ({ id: String(i), organisation: c.organisation }));
  const { order: _order, format, ...settings } = input;
  const stored: StoredDrawSettings = {
    ...settings,
    // What the draw has, as the view shows it: no bronze match where the format has none.
    bronze: settings.bronze && hasBronzeMatch(format),
    rounds: format === 'swiss' ? (input.rounds ?? swissRounds(order.length).recommended) : null,
  };
  const data = await buildBracket(
    order.map((c, i) => ({ id: i, name: c.name })),
    format,
    stored,
    placementFor(entrants, input),
  );

  const drawId = await deps.jobs.transaction(async (tx) => {
    await tx
      .insert(draws)
      .values({
        event_id: eventId,
        category_id: categoryId,
        format,
        settings: stored,
        drawn_by: actor.id,
      })
      .onConflictDoNothing();
    const [draw] = await tx
      .select({ id: draws.id })
      .from(draws)
      .where(and(eq(draws.event_id, eventId), eq(draws.category_id, categoryId)))
      .for('update');
    const id = draw!.id;
    const [played] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.draw_id, id), isNotNull(matches.entered_at)))
      .limit(1);
    if (played) throw new AppError('conflict', COMPETITION_MSG.drawStarted);
    await tx.delete(matches).where(eq(matches.draw_id, id));
    await tx.delete(bracketParts).where(eq(bracketParts.draw_id, id));
    await tx.delete(drawEntrants).where(eq(drawEntrants.draw_id, id));
    await tx
      .update(draws)
      .set({ format, settings: stored, drawn_by: actor.id, finished_at: null, updated_at: now })
      .where(eq(draws.id, id));
    const rows = order.map((c, i) => ({
      draw_id: id,
      bm_id: i,
      participation_id: c.participation_id,
      name: c.name,
      organisation: c.organisation,
      seed: i + 1,
    }));
    for (const batch of batchesOf(rows)) await tx.insert(drawEntrants).values(batch);
    const start = { ...emptyBracket(), participant: data.participant };
    await saveBracket(tx, id, start, data, new Map());
    // A lone entrant's walkover is final at once: the champion's certificate goes out.
    if (await settleStandings(tx, { id, format, settings: stored }, data, { scoring: 'text' }, now))
      await queueCertificates(deps, tx, id);
    await announceResults(tx, eventId);
    return id;
  });
  return drawViewOf(deps.db, drawId);
}

/** A category's draw as its host (or gate staff) sees it; 404 before it is drawn. */
export async function getDraw(deps: Deps, eventId: string, categoryId: string): Promise<DrawView> {
  const [draw] = await deps.db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.event_id, eventId), eq(draws.category_id, categoryId)));
  if (!draw) throw new AppError('not_found', COMPETITION_MSG.noDraw);
  return drawViewOf(deps.db, draw.id);
}

/** The entrants a draw of this category would take now (the host's seeding list). */
export async function drawCandidates(deps: Deps, eventId: string, categoryId: string) {
  const rows = await candidatesOf(deps.db, eventId, categoryId);
  return rows.map(({ participation_id, name, organisation }) => ({
    participation_id,
    name,
    organisation,
  }));
}
