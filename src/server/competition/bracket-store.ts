import { isDeepStrictEqual } from 'node:util';
import { BracketsManager } from 'brackets-manager';
import type { Database as BracketData, Match } from 'brackets-model';
import { InMemoryDatabase } from 'brackets-memory-db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bracketParts, drawEntrants, matches } from '../db/schema';

export type { BracketData };

type Part = 'stage' | 'group' | 'round' | 'match_game';
const PARTS: readonly Part[] = ['stage', 'group', 'round', 'match_game'];

/** brackets-memory-db's store with its rows readable: the unit of work's "after". */
class Workspace extends InMemoryDatabase {
  rows(): BracketData {
    return this.data;
  }
}

/**
 * A draw's bracket as brackets-manager sees it (decision 024): its rows are read from our tables
 * in one go, the manager works on them in memory (brackets-memory-db), and `saveBracket` writes
 * back only the rows that changed. One result is then one read and a few updates instead of the
 * dozens of small queries the manager makes, and a preview is the same work without the write.
 */
export function openBracket(data: BracketData) {
  const store = new Workspace();
  store.setData(structuredClone(data));
  return { manager: new BracketsManager(store), rows: () => store.rows() };
}

export function emptyBracket(): BracketData {
  return { participant: [], stage: [], group: [], round: [], match: [], match_game: [] };
}

/** Our match ids by the manager's, for the rows already stored. */
export type MatchIds = Map<number, string>;

/** Reads a draw's bracket. The caller holds the draw's row lock when it means to write. */
export async function loadBracket(
  db: Db,
  drawId: string,
): Promise<{ data: BracketData; matchIds: MatchIds }> {
  // One after another: `db` is usually a transaction, one connection (pg warns on overlapping
  // queries there, and would run them in turn anyway).
  const entrants = await db.select().from(drawEntrants).where(eq(drawEntrants.draw_id, drawId));
  const parts = await db.select().from(bracketParts).where(eq(bracketParts.draw_id, drawId));
  const matchRows = await db.select().from(matches).where(eq(matches.draw_id, drawId));
  const data = emptyBracket();
  data.participant = entrants
    .sort((a, b) => a.bm_id - b.bm_id)
    .map((e) => ({ id: e.bm_id, tournament_id: 0, name: e.name }));
  for (const part of parts.sort((a, b) => a.bm_id - b.bm_id)) {
    (data[part.kind as Part] as unknown[]).push(part.data);
  }
  const matchIds: MatchIds = new Map();
  data.match = matchRows
    .sort((a, b) => a.bm_id - b.bm_id)
    .map((m) => {
      matchIds.set(m.bm_id, m.id);
      return {
        id: m.bm_id,
        stage_id: m.stage_id,
        group_id: m.group_id,
        round_id: m.round_id,
        number: m.number,
        child_count: m.child_count,
        status: m.status,
        opponent1: m.opponent1,
        opponent2: m.opponent2,
      } as Match;
    });
  return { data, matchIds };
}

function byId<T extends { id: unknown }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** The rows of one table that were added, changed or removed between two states. */
function diff<T extends { id: unknown }>(before: T[], after: T[]) {
  const old = byId(before);
  const now = byId(after);
  return {
    added: after.filter((r) => !old.has(Number(r.id))),
    changed: after.filter(
      (r) => old.has(Number(r.id)) && !isDeepStrictEqual(old.get(Number(r.id)), r),
    ),
    removed: before.filter((r) => !now.has(Number(r.id))),
  };
}

/** The manager's matches whose opponents or state differ between two states. */
export function changedMatches(before: BracketData, after: BracketData): Match[] {
  return diff(before.match, after.match).changed;
}

/** brackets-manager's Status.Completed: a match below it has no result (any more). */
const COMPLETED = 4;

function matchColumns(m: Match) {
  // A result the manager took back (a correction's re-flow) takes our score and outcome with it.
  const cleared =
    m.status < COMPLETED ? { score: null, outcome: null, entered_by: null, entered_at: null } : {};
  return {
    ...cleared,
    stage_id: Number(m.stage_id),
    group_id: Number(m.group_id),
    round_id: Number(m.round_id),
    number: m.number,
    child_count: m.child_count,
    status: m.status,
    opponent1: (m.opponent1 ?? null) as Record<string, unknown> | null,
    opponent2: (m.opponent2 ?? null) as Record<string, unknown> | null,
  };
}

/**
 * Writes what the manager changed (participants are the draw's entrants, written by the draw).
 * Runs inside the caller's transaction; new matches get our ids, kept in `matchIds`.
 */
export async function saveBracket(
  tx: Db,
  drawId: string,
  before: BracketData,
  after: BracketData,
  matchIds: MatchIds,
): Promise<void> {
  for (const kind of PARTS) {
    const d = diff(before[kind] as { id: unknown }[], after[kind] as { id: unknown }[]);
    const upserts = [...d.added, ...d.changed];
    if (upserts.length) {
      await tx
        .insert(bracketParts)
        .values(
          upserts.map((row) => ({
            draw_id: drawId,
            kind,
            bm_id: Number(row.id),
            data: row as Record<string, unknown>,
          })),
        )
        .onConflictDoUpdate({
          target: [bracketParts.draw_id, bracketParts.kind, bracketParts.bm_id],
          set: { data: sql`excluded.data` },
        });
    }
    if (d.removed.length) {
      await tx.delete(bracketParts).where(
        and(
          eq(bracketParts.draw_id, drawId),
          eq(bracketParts.kind, kind),
          inArray(
            bracketParts.bm_id,
            d.removed.map((r) => Number(r.id)),
          ),
        ),
      );
    }
  }
  const d = diff(before.match, after.match);
  if (d.added.length) {
    const inserted = await tx
      .insert(matches)
      .values(d.added.map((m) => ({ draw_id: drawId, bm_id: Number(m.id), ...matchColumns(m) })))
      .returning({ id: matches.id, bm_id: matches.bm_id });
    for (const row of inserted) matchIds.set(row.bm_id, row.id);
  }
  for (const m of d.changed) {
    await tx
      .update(matches)
      .set({ ...matchColumns(m), updated_at: new Date() })
      .where(and(eq(matches.draw_id, drawId), eq(matches.bm_id, Number(m.id))));
  }
  if (d.removed.length) {
    await tx.delete(matches).where(
      and(
        eq(matches.draw_id, drawId),
        inArray(
          matches.bm_id,
          d.removed.map((m) => Number(m.id)),
        ),
      ),
    );
  }
}
