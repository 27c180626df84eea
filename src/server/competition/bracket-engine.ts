import type { BracketsManager } from 'brackets-manager';
import { Status, type Match, type Stage } from 'brackets-model';
import { placeElimination } from '../../shared/competition/placement';
import type { TableMatch } from '../../shared/competition/round-robin';
import type { StructuredScore } from '../../shared/competition/scores';
import { sportTable, type SportTable, type TableOptions } from '../../shared/competition/tiebreaks';
import {
  COMPETITION_MSG,
  hasBronzeMatch,
  type DrawFormat,
  type MatchOutcome,
  type StoredDrawSettings,
} from '../../shared/competition/schemas';
import { AppError } from '../platform/http/app-error';
import { emptyBracket, openBracket, type BracketData } from './bracket-store';
import { winnerOf } from './match-winner';
import type { OwnStageType } from './own-stages';
import { doubleBronzeStandings, repechageStandings, syncRepechage } from './repechage-stage';
import { seriesState, syncSeries } from './series-stage';
import {
  clearLaterRounds,
  swissFinished,
  swissRoundOf,
  swissTable,
  syncSwiss,
} from './swiss-stage';

/**
 * The draw's formats on brackets-manager (decision 024), with no database: the draw service and
 * the results service run these on a bracket read from our tables, and the property tests run
 * them on brackets of every size.
 */

export type Entrant = { id: number; name: string };
export type Placement = { slots: (number | null)[] } | { pools: number[][] };

/**
 * How a draw's tables rank (issue 30): its sport's scoring and overs, and the structured scores
 * of its matches by their number in the bracket (a match with a text score has none).
 */
export type SportRules = TableOptions & { details?: ReadonlyMap<number, StructuredScore> };

/** A draw with no sport's figures: wins break ties, as before issue 30. */
const TEXT_RULES: SportRules = { scoring: 'text' };

type GroupMatch = TableMatch & { id: unknown; group_id: unknown };

/**
 * A round robin group's table by its sport's rule (shared/competition/tiebreaks.ts): the pools'
 * qualifiers, a round robin's final standings, and the table the draw view shows.
 */
export function groupTable(
  matches: readonly GroupMatch[],
  groupId: unknown,
  rules: SportRules,
): SportTable {
  const games = matches.filter((m) => m.group_id === groupId);
  const ids = new Set<number>();
  for (const m of games) {
    for (const side of [m.opponent1, m.opponent2]) if (side?.id != null) ids.add(Number(side.id));
  }
  // Entrant numbers are seed order (the draw numbers them best first).
  return sportTable(
    [...ids].sort((a, b) => a - b),
    games.map((m) => ({ ...m, detail: rules.details?.get(Number(m.id)) ?? null })),
    { scoring: rules.scoring, oversPerInnings: rules.oversPerInnings },
  );
}

async function createElimination(
  manager: BracketsManager,
  type: 'single_elimination' | 'double_elimination',
  name: string,
  number: number,
  slots: (number | null)[],
  settings: StoredDrawSettings,
) {
  const entrants = slots.filter((s) => s !== null).length;
  await manager.create.stage({
    tournamentId: 0,
    name,
    number,
    type,
    seedingIds: slots,
    settings: {
      // Our placement already put everyone where they play (byes, separation): keep its order.
      seedOrdering: ['natural'],
      balanceByes: false,
      size: slots.length,
      ...(type === 'single_elimination'
        ? { consolationFinal: settings.bronze && entrants >= 4 }
        : { grandFinal: entrants > 2 ? settings.grand_final : 'simple' }),
    },
  });
}

async function createRoundRobin(manager: BracketsManager, name: string, pools: number[][]) {
  const seedingIds = pools.flat();
  let position = 0;
  await manager.create.stage({
    tournamentId: 0,
    name,
    number: 1,
    type: 'round_robin',
    seedingIds,
    settings: {
      groupCount: pools.length,
      // Pool by pool, as placed: manualOrdering lists each pool's positions in seedingIds.
      manualOrdering: pools.map((pool) => pool.map(() => ++position)),
    },
  });
}

/** A new bracket for a draw: its entrants and its first stage. */
export async function buildBracket(
  entrants: Entrant[],
  format: DrawFormat,
  settings: StoredDrawSettings,
  placement: Placement,
): Promise<BracketData> {
  const start = emptyBracket();
  start.participant = entrants.map((e) => ({ id: e.id, tournament_id: 0, name: e.name }));
  const { manager, rows } = openBracket(start);
  if (format === 'walkover' || format === 'swiss' || format === 'best_of_three') {
    // No bracket of the manager's: a lone entrant's walkover has none, the others are our own.
    syncOwnStages(rows(), format, settings);
    return rows();
  }
  if ('pools' in placement) {
    await createRoundRobin(
      manager,
      format === 'round_robin' ? 'Round robin' : 'Pools',
      placement.pools,
    );
  } else {
    const type = format === 'double_elimination' ? 'double_elimination' : 'single_elimination';
    // The formats by sport decide their bronzes themselves: no bronze match of the manager's.
    const own = hasBronzeMatch(format) ? settings : { ...settings, bronze: false };
    await createElimination(manager, type, 'Knockout', 1, placement.slots, own);
  }
  syncOwnStages(rows(), format, settings);
  return rows();
}

const OWN_STAGES: readonly string[] = ['repechage', 'swiss', 'series'] satisfies OwnStageType[];

/** The stages of our own follow the draw's results (decision 048), in place. */
function syncOwnStages(data: BracketData, format: DrawFormat, settings: StoredDrawSettings) {
  if (format === 'repechage' || format === 'quarterfinal_repechage') syncRepechage(data, format);
  else if (format === 'swiss') syncSwiss(data, settings.rounds ?? 1);
  else if (format === 'best_of_three') syncSeries(data);
}

/** A match two opponents played to a result (not a bye, not a grand final that was not needed). */
const isPlayed = (m: Match) =>
  m.status >= Status.Completed &&
  Boolean(m.opponent1 && m.opponent2 && m.opponent1.id !== null && m.opponent2.id !== null) &&
  Boolean(
    m.opponent1!.result || m.opponent2!.result || m.opponent1!.forfeit || m.opponent2!.forfeit,
  );

/**
 * A double grand final's second match is played only when the losers' side winner takes the
 * first (the winners' side winner has not lost yet). brackets-manager leaves it playable either
 * way, so it is set aside (archived, no result) when not needed, and put back when a correction
 * of the first reopens it.
 */
function grandFinalReset(data: BracketData, match: Match): Match | undefined {
  const stage = stageOf(data, match);
  if (stage.type !== 'double_elimination' || stage.settings.grandFinal !== 'double') return;
  const group = data.group.find((g) => g.id === match.group_id)!;
  const round = data.round.find((r) => r.id === match.round_id)!;
  if (group.number !== 3 || round.number !== 1) return;
  const second = data.round.find((r) => r.group_id === group.id && r.number === 2);
  return data.match.find((m) => m.round_id === second?.id);
}

function stageOf(data: BracketData, match: Match): Stage {
  return data.stage.find((s) => s.id === match.stage_id)!;
}

/** Every match that was played to a result after this one because of it, latest first. */
async function undoFollowing(
  manager: BracketsManager,
  data: BracketData,
  matchId: number,
): Promise<void> {
  const reset = grandFinalReset(
    data,
    data.match.find((m) => m.id === matchId)!,
  );
  if (reset && reset.status === Status.Archived && !isPlayed(reset)) reset.status = Status.Locked;
  const next = await manager.find.nextMatches(matchId);
  for (const m of next) {
    if (m.status >= Status.Running && isPlayed(m)) {
      await undoFollowing(manager, data, Number(m.id));
      await manager.reset.matchResults(m.id);
    } else if (byeCompleted(m)) {
      // Passed through on a bye: the entrant it carried on may change, so what followed goes.
      await undoFollowing(manager, data, Number(m.id));
    }
  }
}

/** A match its one entrant went through on a bye (the other side is null: nobody). */
const byeCompleted = (m: Match) =>
  m.status >= Status.Completed && (m.opponent1 === null) !== (m.opponent2 === null);

/** The opponents' sides for a result: a forfeit for an outcome that was not played out. */
function sides(match: Match, winner: number | null, outcome: MatchOutcome) {
  const a = match.opponent1!.id;
  if (winner === null)
    return { opponent1: { result: 'draw' as const }, opponent2: { result: 'draw' as const } };
  const firstWon = winner === a;
  if (outcome !== 'played') {
    return firstWon
      ? { opponent1: { result: 'win' as const }, opponent2: { forfeit: true } }
      : { opponent1: { forfeit: true }, opponent2: { result: 'win' as const } };
  }
  return {
    opponent1: { result: firstWon ? ('win' as const) : ('loss' as const) },
    opponent2: { result: firstWon ? ('loss' as const) : ('win' as const) },
  };
}

/** The pools, ranked: who goes through to the knockout, pool by pool. */
function qualifiers(data: BracketData, advance: number, rules: SportRules): number[][] {
  const pools = data.stage.find((s) => s.number === 1)!;
  return data.group
    .filter((g) => g.stage_id === pools.id)
    .sort((a, b) => a.number - b.number)
    .map((g) =>
      groupTable(data.match as GroupMatch[], g.id, rules)
        .rows.slice(0, advance)
        .map((row) => row.id),
    );
}

/**
 * The knockout after the pools: pool winners seeded first, runners-up after; entrants of one pool
 * are kept apart in its first round like a club's (the same placement as the draw).
 */
async function createKnockout(
  manager: BracketsManager,
  data: BracketData,
  settings: StoredDrawSettings,
  rules: SportRules,
) {
  const byPool = qualifiers(data, settings.advance, rules);
  const seeds: { id: string; organisation: string }[] = [];
  for (let rank = 0; rank < settings.advance; rank++) {
    // Winners in pool order, runners-up in reverse, so pool A's winner meets a far runner-up.
    const order = byPool.map((_, p) => p);
    if (rank % 2 === 1) order.reverse();
    for (const p of order) {
      const id = byPool[p]![rank];
      if (id !== undefined) seeds.push({ id: String(id), organisation: `pool ${p}` });
    }
  }
  const slots = placeElimination(seeds, { spread: false }).map((s) =>
    s === null ? null : Number(s),
  );
  await createElimination(manager, 'single_elimination', 'Knockout', 2, slots, settings);
}

function poolsDone(data: BracketData): boolean {
  const pools = data.stage.find((s) => s.number === 1 && s.type === 'round_robin');
  return (
    Boolean(pools) &&
    data.match.filter((m) => m.stage_id === pools!.id).every((m) => m.status >= Status.Completed)
  );
}

/**
 * Enters (or corrects) a match's result on a copy of the bracket and returns it. A correction
 * that changes the winner first takes back every later result that followed from it, so the
 * right opponent moves on (issue 18: results re-flow); the caller shows the difference before it
 * is confirmed.
 */
export async function applyResult(
  data: BracketData,
  format: DrawFormat,
  settings: StoredDrawSettings,
  matchId: number,
  input: { winner: number | null; outcome: MatchOutcome },
  rules: SportRules = TEXT_RULES,
): Promise<BracketData> {
  const { manager, rows } = openBracket(data);
  const match = rows().match.find((m) => m.id === matchId);
  if (!match) throw new AppError('not_found', COMPETITION_MSG.matchNotFound);
  const [a, b] = [match.opponent1?.id ?? null, match.opponent2?.id ?? null];
  if (a === null || b === null || match.status < Status.Ready) {
    throw new AppError('conflict', COMPETITION_MSG.matchNotReady);
  }
  if (match.status === Status.Archived && !isPlayed(match)) {
    throw new AppError('conflict', COMPETITION_MSG.matchSetAside);
  }
  const stage = stageOf(rows(), match);
  if (input.winner === null ? !allowsDraws(stage.type) : input.winner !== a && input.winner !== b) {
    throw new AppError(
      'bad_request',
      input.winner === null ? COMPETITION_MSG.drawNotAllowed : COMPETITION_MSG.winnerNotInMatch,
    );
  }
  const knockout =
    format === 'pools_knockout' ? rows().stage.find((s) => s.number === 2) : undefined;
  const restate = () => {
    const restated = sides(match, input.winner, input.outcome);
    match.opponent1 = { ...restated.opponent1, id: a, position: match.opponent1!.position };
    match.opponent2 = { ...restated.opponent2, id: b, position: match.opponent2!.position };
    return rows();
  };
  // The same winner (a walkover now recorded as played, or the other way): nothing after it
  // moves, so only this match's sides are restated.
  if (match.status >= Status.Completed && winnerOf(match) === input.winner) return restate();
  if (OWN_STAGES.includes(stage.type)) {
    // Ours: the result is stated on the match, and the stage's module re-shapes what follows.
    if ((stage.type as string) === 'swiss' && match.status >= Status.Completed) {
      clearLaterRounds(rows(), swissRoundOf(rows(), match));
    }
    restate();
    match.status = Status.Completed;
    syncOwnStages(rows(), format, settings);
    return rows();
  }
  if (match.status >= Status.Completed && stage.type === 'round_robin') {
    if (knockout) {
      // The pools decide the knockout's seeding: redo it, unless it has started.
      if (rows().match.some((m) => m.stage_id === knockout.id && isPlayed(m))) {
        throw new AppError('conflict', COMPETITION_MSG.knockoutStarted);
      }
      await manager.delete.stage(knockout.id);
    }
    // Nobody moves on from a round robin match, so the other results stand as they are
    // (brackets-manager would refuse to reset a pool match once later ones are played).
    restate();
  } else {
    if (match.status >= Status.Completed) {
      await undoFollowing(manager, rows(), matchId);
      await manager.reset.matchResults(matchId);
    }
    await manager.update.match({ id: matchId, ...sides(match, input.winner, input.outcome) });
  }
  const entered = rows().match.find((m) => m.id === matchId)!;
  const reset = grandFinalReset(rows(), entered);
  if (reset && winnerOf(entered) === Number(entered.opponent1!.id)) reset.status = Status.Archived;
  if (
    format === 'pools_knockout' &&
    poolsDone(rows()) &&
    !rows().stage.some((s) => s.number === 2)
  ) {
    await createKnockout(manager, rows(), settings, rules);
  }
  syncOwnStages(rows(), format, settings);
  return rows();
}

/** A level result stands in a round robin and a Swiss round (chess's half points). */
const allowsDraws = (type: string) => type === 'round_robin' || type === 'swiss';

/** Every match has its result (the last stage exists and nothing is left to play). */
export function isFinished(
  data: BracketData,
  format: DrawFormat,
  settings?: Pick<StoredDrawSettings, 'rounds'>,
): boolean {
  if (format === 'walkover') return true;
  if (format === 'swiss') return swissFinished(data, settings?.rounds ?? 1);
  if (format === 'best_of_three') return seriesState(data).winner !== null;
  if (format === 'pools_knockout' && !data.stage.some((s) => s.number === 2)) return false;
  return (
    data.match.length > 0 &&
    data.match.every(
      (m) =>
        m.status !== Status.Waiting && m.status !== Status.Ready && m.status !== Status.Running,
    )
  );
}

/**
 * Final standings (rank, entrant), best first; empty until the draw is finished. `walkover`: the
 * place was taken without its deciding bout (a lone entrant's gold, an uncontested bronze).
 */
export async function finalStandings(
  data: BracketData,
  format: DrawFormat,
  rules: SportRules = TEXT_RULES,
  settings?: Pick<StoredDrawSettings, 'rounds'>,
): Promise<{ id: number; rank: number; walkover?: boolean }[]> {
  if (!isFinished(data, format, settings)) return [];
  switch (format) {
    case 'walkover':
      return data.participant.map((p) => ({ id: Number(p.id), rank: 1, walkover: true }));
    case 'repechage':
    case 'quarterfinal_repechage':
      return repechageStandings(data, format) ?? [];
    case 'double_bronze':
      return doubleBronzeStandings(data) ?? [];
    case 'swiss':
      return swissTable(data).rows.map((row) => ({ id: row.id, rank: row.rank }));
    case 'best_of_three':
      return seriesState(data).places ?? [];
  }
  const { manager, rows } = openBracket(data);
  const last = [...rows().stage].sort((x, y) => y.number - x.number)[0]!;
  if (last.type === 'round_robin') {
    const group = rows().group.find((g) => g.stage_id === last.id)!;
    return groupTable(rows().match as GroupMatch[], group.id, rules).rows.map((row) => ({
      id: row.id,
      rank: row.rank,
    }));
  }
  // Two entrants: brackets-manager makes no losers' side, so the one match decides.
  if (last.type === 'double_elimination' && rows().group.length === 1) {
    const final = rows().match.find((m) => m.opponent1?.id != null && m.opponent2?.id != null)!;
    const first = winnerOf(final)!;
    const second = Number(
      first === Number(final.opponent1!.id) ? final.opponent2!.id : final.opponent1!.id,
    );
    return [
      { id: first, rank: 1 },
      { id: second, rank: 2 },
    ];
  }
  const table = await manager.get.finalStandings(last.id);
  return table.map((s) => ({ id: Number(s.id), rank: s.rank }));
}
