import { isDeepStrictEqual } from 'node:util';
import { BracketsManager } from 'brackets-manager';
import type { Database as BracketData, Match } from 'brackets-model';
import { InMemoryDatabase } from 'brackets-memory-db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StructuredScore } from '../../shared/competition/scores';
import type { Db } from '../platform/db/client';
import { bracketParts, drawEntrants, matches } from '../platform/db/schema';

export type { BracketData };

type Part = 'stage' | 'group' | 'round' | 'match_game';
const PARTS: readonly Part[] = ['stage', 'group', 'round', 'match_game'];

type Table = keyof BracketData;
type Row = { id: number };

/** How long the manager's work may hold the event loop before other requests get a turn. */
const SLICE_MS = 10;

/**
 * brackets-memory-db's store with its rows readable: the unit of work's "after". Two changes
 * for big draws (issue 24, decision 031):
 * - Its insert found the next id with `Math.max(...ids)` on every row it added: quadratic in a
 *   draw's size (12 s for a 1,024-entrant pools draw) and a stack overflow past about 120,000
 *   rows. The tables stay in id order here (read sorted by `loadBracket`, appended in order,
 *   deleted from in place), so the largest id is the last row's: the same ids, in constant time.
 * - Its answers are promises already resolved, so the manager's whole walk ran in one turn of
 *   the event loop. Every SLICE_MS an answer waits for the next turn instead (setImmediate), so
 *   requests arriving meanwhile are served between the manager's steps.
 */
class Workspace extends InMemoryDatabase {
  private since = performance.now();

  rows(): BracketData {
    return this.data;
  }

  private turn<T>(value: T): Promise<T> {
    if (performance.now() - this.since < SLICE_MS) return Promise.resolve(value);
    return new Promise((resolve) =>
      setImmediate(() => {
        this.since = performance.now();
        resolve(value);
      }),
    );
  }

  override insert<T>(table: Table, values: T | T[]): Promise<number> & Promise<boolean> {
    const rows = this.data[table] as unknown as Row[];
    let id = rows.length > 0 ? rows[rows.length - 1]!.id + 1 : 0;
    if (!Array.isArray(values)) {
      rows.push({ id, ...values });
      return this.turn(id) as Promise<number> & Promise<boolean>;
    }
    for (const value of values) rows.push({ id: id++, ...value });
    return this.turn(true) as Promise<number> & Promise<boolean>;
  }

  // The answers pass through unchanged: typed `never` to fit every overload of the interface.
  override select(table: Table, arg?: unknown): Promise<never> {
    return super.select(table, arg as number).then((v) => this.turn(v as never));
  }

  override update(table: Table, arg: unknown, value: unknown): Promise<never> {
    return super.update(table, arg as number, value).then((v) => this.turn(v as never));
  }

  override delete(table: Table, filter?: unknown): Promise<never> {
    return super.delete(table, filter as object).then((v) => this.turn(v as never));
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

/**
 * Rows per INSERT. A statement may carry at most 65,535 parameters (a match row has 13: one
 * INSERT of a 100-entrant round robin's 4,950 matches failed), and drizzle builds a statement
 * in one go (about 10 ms for 100 match rows on the benchmark machine), so a batch is also the
 * most work a big draw's write does between two turns of the event loop.
 */
const INSERT_BATCH = 100;

/** `rows` in slices of `INSERT_BATCH`. */
export function batchesOf<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) out.push(rows.slice(i, i + INSERT_BATCH));
  return out;
}

/** Our match ids by the manager's, for the rows already stored. */
export type MatchIds = Map<number, string>;

/**
 * Reads a draw's bracket. The caller holds the draw's row lock when it means to write. `details`
 * are the matches' structured scores (issue 30) by the manager's ids: its tables' tie-breaks.
 */
export async function loadBracket(
  db: Db,
  drawId: string,
): Promise<{ data: BracketData; matchIds: MatchIds; details: Map<number, StructuredScore> }> {
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
  const details = new Map<number, StructuredScore>();
  data.match = matchRows
    .sort((a, b) => a.bm_id - b.bm_id)
    .map((m) => {
      matchIds.set(m.bm_id, m.id);
      if (m.score_detail) details.set(m.bm_id, m.score_detail);
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
  return { data, matchIds, details };
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
    m.status < COMPLETED
      ? { score: null, score_detail: null, outcome: null, entered_by: null, entered_at: null }
      : {};
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
    for (const upserts of batchesOf([...d.added, ...d.changed])) {
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
  for (const added of batchesOf(d.added)) {
    const inserted = await tx
      .insert(matches)
      .values(added.map((m) => ({ draw_id: drawId, bm_id: Number(m.id), ...matchColumns(m) })))
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
