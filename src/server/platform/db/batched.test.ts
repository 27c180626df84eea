import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { batchedPerDb } from './batched';

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
