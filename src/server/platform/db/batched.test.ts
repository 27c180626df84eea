import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openDatabase, type Database, type Db } from './client';
import { batchedPerDb, equalsAnyOf } from './batched';
import { char, pgTable } from 'drizzle-orm/pg-core';

// Decision 058: asks made while one batch of requests is parsed share a read; later asks make the
// next read; each ask gets its own answer, and a failed read fails only the asks it carried.
describe('batchedPerDb', () => {
  const handle = (name: string) => ({ name }) as unknown as Db;

  const counting = () => {
    const reads: { db: Db; asks: number[] }[] = [];
    const load = batchedPerDb(async (db, asks: readonly number[]) => {
      reads.push({ db, asks: [...asks] });
      if (asks.includes(13)) throw new Error('unlucky');
      return asks.map((ask) => ask * 10);
    });
    return { reads, load };
  };

  it('answers the asks of one turn of the event loop with one read, each its own answer', async () => {
    const { reads, load } = counting();
    const db = handle('a');
    expect(await Promise.all([load(db, 1), load(db, 2), load(db, 2), load(db, 3)])).toEqual([
      10, 20, 20, 30,
    ]);
    expect(reads.map((read) => read.asks)).toEqual([[1, 2, 2, 3]]);
  });

  it('sends an ask made after a read went out with the next read', async () => {
    const { reads, load } = counting();
    const db = handle('a');
    const first = load(db, 1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = load(db, 2);
    expect(await Promise.all([first, second])).toEqual([10, 20]);
    expect(reads.map((read) => read.asks)).toEqual([[1], [2]]);
  });

  it('keeps the asks of each database handle apart', async () => {
    const { reads, load } = counting();
    const [a, b] = [handle('a'), handle('b')];
    expect(await Promise.all([load(a, 1), load(b, 2), load(a, 3)])).toEqual([10, 20, 30]);
    expect(reads.map((read) => [read.db, read.asks])).toEqual([
      [a, [1, 3]],
      [b, [2]],
    ]);
  });

  it('fails the asks of a failed read and answers the next', async () => {
    const { load } = counting();
    const db = handle('a');
    const failed = await Promise.allSettled([load(db, 1), load(db, 13)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await load(db, 4)).toBe(40);
  });
});

// A batched statement takes its keys as one array. PostgreSQL planned such a statement again on
// every execution (a custom plan for the array at hand, never beaten by a plan for ten keys);
// read through a sub-select, the array leaves it one plan, made once per connection.
describe('equalsAnyOf', () => {
  let database: TestDatabase;
  let single: Database;
  // A table of its own, large enough that a plan for the keys at hand looks cheaper than one
  // for ten (on an empty table every plan costs nothing, and the generic one is kept anyway).
  const probe = pgTable('plan_probe', { id: char('id', { length: 24 }).primaryKey() });
  beforeAll(async () => {
    database = await createTestDatabase();
    single = await openDatabase({ url: database.url, poolSize: 1 });
    await single.query(`CREATE TABLE plan_probe (id char(24) PRIMARY KEY);
      INSERT INTO plan_probe SELECT lpad(to_hex(g), 24, '0') FROM generate_series(1, 20000) g;
      ANALYZE plan_probe;`);
  });
  afterAll(async () => {
    await single.close();
    await database.drop();
  });

  const plans = async (name: string) =>
    (
      await single.raw(
        'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = $1',
        [name],
      )
    ).rows[0] as { generic: number; custom: number };

  it('lets PostgreSQL keep one plan for the statement, whatever the array', async () => {
    const statement = single.db
      .select({ id: probe.id })
      .from(probe)
      .where(equalsAnyOf(probe.id, 'ids', 'bpchar'))
      .prepare('equals_any_of');
    for (let i = 1; i <= 10; i++) {
      const id = i.toString(16).padStart(24, '0');
      expect(await statement.execute({ ids: [id, 'f'.repeat(24)] })).toEqual([{ id }]);
    }
    // PostgreSQL tries five custom plans before it settles on its generic one.
    expect(await plans('equals_any_of')).toEqual({ generic: 5, custom: 5 });
  });
});
