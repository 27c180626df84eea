import { eq, inArray } from 'drizzle-orm';
import { roundOneConflicts } from '../../shared/competition/placement';
import type { DrawView, GroupTable, MatchView } from '../../shared/competition/schemas';
import type { Scoring, StructuredScore } from '../../shared/competition/scores';
import type { Db } from '../platform/db/client';
import {
  bracketParts,
  categories,
  drawEntrants,
  draws,
  events,
  matches,
  sports,
  type DrawRow,
  type MatchRow,
} from '../platform/db/schema';
import { groupTable } from './bracket-engine';
import type { BracketData } from './bracket-store';
import { swissTable } from './swiss-stage';

type EntrantRow = typeof drawEntrants.$inferSelect;
type PartRow = typeof bracketParts.$inferSelect;

function matchView(m: MatchRow): MatchView {
  return {
    id: m.id,
    stage_id: m.stage_id,
    group_id: m.group_id,
    round_id: m.round_id,
    number: m.number,
    status: m.status,
    opponent1: (m.opponent1 as MatchView['opponent1']) ?? null,
    opponent2: (m.opponent2 as MatchView['opponent2']) ?? null,
    score: m.score,
    score_detail: m.score_detail ?? null,
    outcome: m.outcome,
    court: m.court,
    entered_at: m.entered_at?.toISOString() ?? null,
  };
}

const byNumber = <T extends { number: number }>(a: T, b: T) => a.number - b.number;

/** The round-one pairs of an elimination draw's first stage that share an organisation. */
function conflictsOf(entrants: EntrantRow[], stages: DrawView['stages'], all: MatchView[]): number {
  const first = stages.find((s) => s.number === 1);
  if (!first || first.type === 'round_robin') return 0;
  const orgOf = new Map(entrants.map((e) => [String(e.bm_id), e.organisation]));
  const firstRound = all.filter(
    (m) =>
      m.stage_id === first.id &&
      m.round_id === Math.min(...all.filter((x) => x.stage_id === first.id).map((x) => x.round_id)),
  );
  const slots = firstRound
    .sort(byNumber)
    .flatMap((m) =>
      [m.opponent1?.id ?? null, m.opponent2?.id ?? null].map((id) =>
        id === null ? null : String(id),
      ),
    );
  return roundOneConflicts(slots, (id) => orgOf.get(id) ?? null);
}

/**
 * Each round robin group's table by the sport's rule (issue 30): a round robin's one group, the
 * pools of pools and knockout. The same tables rank the pools' qualifiers and the final standings.
 */
function tablesOf(
  draw: DrawRow,
  scoring: Scoring,
  stages: DrawView['stages'],
  groups: DrawView['groups'],
  matchRows: MatchRow[],
): GroupTable[] {
  const games = matchRows.map((m) => ({
    id: m.bm_id,
    group_id: m.group_id,
    opponent1: m.opponent1 as MatchView['opponent1'],
    opponent2: m.opponent2 as MatchView['opponent2'],
  }));
  const details = new Map<number, StructuredScore>();
  for (const m of matchRows) if (m.score_detail) details.set(m.bm_id, m.score_detail);
  const rules = { scoring, oversPerInnings: draw.settings.overs ?? undefined, details };
  const roundRobin = new Map(stages.filter((s) => s.type === 'round_robin').map((s) => [s.id, s]));
  return groups
    .filter((g) => roundRobin.has(g.stage_id))
    .sort(
      (a, b) =>
        roundRobin.get(a.stage_id)!.number - roundRobin.get(b.stage_id)!.number ||
        a.number - b.number,
    )
    .map((g) => {
      const table = groupTable(games, g.id, rules);
      return {
        group_id: g.id,
        rule: { key: table.rule.key, name: table.rule.name },
        rows: table.rows.map((row) => ({
          entrant_id: row.id,
          rank: row.rank,
          played: row.played,
          won: row.won,
          drawn: row.drawn,
          lost: row.lost,
          points: row.points,
          // Figures only: the overs behind a run rate are shown from the matches' scores.
          tiebreak: Object.fromEntries(
            Object.entries(row.tiebreak).filter(
              (entry): entry is [string, number] => typeof entry[1] === 'number',
            ),
          ),
        })),
      };
    });
}

/** A Swiss event's table (issue 30): score, then Buchholz, then Sonneborn-Berger. */
function swissTableOf(
  entrants: EntrantRow[],
  parts: PartRow[],
  matchRows: MatchRow[],
): GroupTable[] {
  const data = (kind: string) => parts.filter((p) => p.kind === kind).map((p) => p.data);
  const bracket = {
    participant: entrants.map((e) => ({ id: e.bm_id, tournament_id: 0, name: e.name })),
    stage: data('stage'),
    group: data('group'),
    round: data('round'),
    match: matchRows.map((m) => ({ ...m, id: m.bm_id })),
    match_game: [],
  } as unknown as BracketData;
  const group = bracket.group[0];
  if (!group) return [];
  const table = swissTable(bracket);
  return [
    {
      group_id: Number(group.id),
      rule: { key: 'swiss', name: table.rule },
      rows: table.rows.map((row) => ({
        entrant_id: row.id,
        rank: row.rank,
        played: row.played + row.byes,
        won: row.won + row.byes,
        drawn: row.drawn,
        lost: row.lost,
        points: row.score,
        tiebreak: {
          buchholz: row.tiebreak.buchholz,
          sonneborn_berger: row.tiebreak.sonnebornBerger,
        },
      })),
    },
  ];
}

/** A draw as the API shows it, from its stored rows. */
function toView(
  draw: DrawRow,
  categoryName: string,
  scoring: Scoring,
  entrants: EntrantRow[],
  parts: PartRow[],
  matchRows: MatchRow[],
): DrawView {
  const data = (kind: string) => parts.filter((p) => p.kind === kind).map((p) => p.data);
  const stages = data('stage').map((s) => ({
    id: Number(s.id),
    number: Number(s.number),
    name: String(s.name),
    type: String(s.type),
  }));
  const groups = data('group').map((g) => ({
    id: Number(g.id),
    stage_id: Number(g.stage_id),
    number: Number(g.number),
  }));
  const rounds = data('round').map((r) => ({
    id: Number(r.id),
    stage_id: Number(r.stage_id),
    group_id: Number(r.group_id),
    number: Number(r.number),
  }));
  const all = matchRows.sort((a, b) => a.bm_id - b.bm_id).map(matchView);
  const sortedEntrants = [...entrants].sort((a, b) => a.bm_id - b.bm_id);
  const played = matchRows.some((m) => m.entered_at);
  return {
    id: draw.id,
    category_id: draw.category_id,
    category_name: categoryName,
    format: draw.format,
    scoring,
    settings: {
      seeding: draw.settings.seeding,
      bronze: draw.settings.bronze,
      grand_final: draw.settings.grand_final,
      pool_count: draw.settings.pool_count,
      advance: draw.settings.advance,
      overs: draw.settings.overs ?? null,
      rounds: draw.settings.rounds ?? null,
    },
    state: draw.finished_at ? 'final' : played ? 'running' : 'drawn',
    entrants: sortedEntrants.map((e) => ({
      id: e.bm_id,
      participation_id: e.participation_id,
      name: e.name,
      organisation: e.organisation,
      seed: e.seed,
    })),
    stages: stages.sort(byNumber),
    groups: groups.sort((a, b) => a.stage_id - b.stage_id || a.number - b.number),
    rounds: rounds.sort((a, b) => a.group_id - b.group_id || a.number - b.number),
    matches: all,
    standings: sortedEntrants
      .filter((e) => e.final_rank !== null)
      .sort((a, b) => a.final_rank! - b.final_rank! || a.bm_id - b.bm_id)
      .map((e) => ({
        rank: e.final_rank!,
        walkover: e.walkover,
        entrant_id: e.bm_id,
        name: e.name,
        organisation: e.organisation,
      })),
    tables:
      draw.format === 'swiss'
        ? swissTableOf(sortedEntrants, parts, matchRows)
        : tablesOf(draw, scoring, stages, groups, matchRows),
    round_one_conflicts: conflictsOf(sortedEntrants, stages, all),
  };
}

/** Draws with everything they show, in four queries whatever their number. */
async function viewsOf(db: Db, where: ReturnType<typeof eq>): Promise<DrawView[]> {
  const rows = await db
    .select({ draw: draws, category_name: categories.name, scoring: sports.scoring })
    .from(draws)
    .innerJoin(categories, eq(categories.id, draws.category_id))
    .innerJoin(events, eq(events.id, draws.event_id))
    .innerJoin(sports, eq(sports.id, events.sports_id))
    .where(where);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.draw.id);
  const [entrants, parts, matchRows] = await Promise.all([
    db.select().from(drawEntrants).where(inArray(drawEntrants.draw_id, ids)),
    db.select().from(bracketParts).where(inArray(bracketParts.draw_id, ids)),
    db.select().from(matches).where(inArray(matches.draw_id, ids)),
  ]);
  return rows.map((r) =>
    toView(
      r.draw,
      r.category_name,
      r.scoring,
      entrants.filter((e) => e.draw_id === r.draw.id),
      parts.filter((p) => p.draw_id === r.draw.id),
      matchRows.filter((m) => m.draw_id === r.draw.id),
    ),
  );
}

export async function drawViewOf(db: Db, drawId: string): Promise<DrawView> {
  const [view] = await viewsOf(db, eq(draws.id, drawId));
  return view!;
}

export function drawViewsOfEvent(db: Db, eventId: string): Promise<DrawView[]> {
  return viewsOf(db, eq(draws.event_id, eventId));
}
