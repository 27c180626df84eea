import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeEvent, makeSport, makeUser } from '../seed/factories';
import { useTestApp } from '../test/test-app';
import { announceResults, createResultsHub } from './live';
import * as results from './public-results';

// The live results' hub and stream (issue 18) with many viewers: found by `npm run bench:live`,
// where 1,000 viewers arriving together each read the results themselves, queued a thousand
// reads on the pool and were answered 500 (its 5 s wait for a connection).
vi.mock('./public-results', async (importOriginal) => {
  const actual = await importOriginal<typeof results>();
  return { ...actual, publicResults: vi.fn(actual.publicResults) };
});
const { publicResults: realPublicResults } =
  await vi.importActual<typeof results>('./public-results');
const publicResults = vi.mocked(results.publicResults);

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('the results hub', () => {
  afterEach(() => vi.useRealTimers());

  it('viewers arriving together share one first read', async () => {
    const first = deferred<string>();
    const read = vi.fn(() => first.promise);
    const hub = createResultsHub(read, log);
    const seen: string[] = [];
    const watching = Array.from({ length: 100 }, () => hub.watch('e1', (b) => seen.push(b)));
    first.resolve('v1');
    await Promise.all(watching);
    expect(read).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(Array(100).fill('v1'));
    // Later viewers get the body kept in memory.
    await hub.watch('e1', (b) => seen.push(b));
    expect(read).toHaveBeenCalledTimes(1);
    expect(hub.viewerCount()).toBe(101);
  });

  it('a first read that fails leaves no viewer behind', async () => {
    const read = vi.fn(() => Promise.reject(new Error('not found')));
    const hub = createResultsHub(read, log);
    const watching = [hub.watch('e1', () => {}), hub.watch('e1', () => {})];
    for (const w of watching) await expect(w).rejects.toThrow('not found');
    expect(read).toHaveBeenCalledTimes(1);
    expect(hub.viewerCount()).toBe(0);
  });

  it('a slow older read never replaces a newer body', async () => {
    vi.useFakeTimers();
    const reads = [deferred<string>(), deferred<string>()];
    let n = 0;
    const hub = createResultsHub(
      () => (n++ === 0 ? Promise.resolve('v1') : reads[n - 2]!.promise),
      log,
    );
    const seen: string[] = [];
    const stop = await hub.watch('e1', (b) => seen.push(b));
    hub.changed('e1');
    await vi.advanceTimersByTimeAsync(150);
    hub.changed('e1');
    await vi.advanceTimersByTimeAsync(150);
    reads[1]!.resolve('v3');
    await vi.advanceTimersByTimeAsync(0);
    reads[0]!.resolve('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['v1', 'v3']);
    stop();
    expect(hub.viewerCount()).toBe(0);
  });
});

describe('the stream', () => {
  const ctx = useTestApp();
  let base = '';
  const makeResultsEvent = async () => {
    const host = await makeUser(ctx.app.db, { role: 'Host' });
    const sport = await makeSport(ctx.app.db);
    return makeEvent(ctx.app.db, { host_id: host.id, sports_id: sport.id });
  };
  /** A viewer: resolves at its first `results` event (or with the status it was refused). */
  const view = (eventId: string) => {
    let request!: http.ClientRequest;
    const first = new Promise<number | string>((resolve) => {
      request = http.get(`${base}/api/v1/events/${eventId}/results/stream`, (res) => {
        if (res.statusCode !== 200) return resolve(res.statusCode ?? 0);
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (chunk.includes('event: results')) resolve('results');
        });
      });
      request.on('error', () => resolve('error'));
    });
    return { request, first };
  };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  it('a crowd arriving at once costs one read, and one encoding of it', async () => {
    const event = await makeResultsEvent();
    publicResults.mockClear();
    const write = vi.spyOn(http.ServerResponse.prototype, 'write');
    const viewers = Array.from({ length: 40 }, () => view(event.id));
    expect(await Promise.all(viewers.map((v) => v.first))).toEqual(Array(40).fill('results'));
    expect(publicResults).toHaveBeenCalledTimes(1);
    // Every viewer was written the very same bytes.
    const frames = write.mock.calls
      .map(([chunk]) => chunk as unknown)
      .filter((c) => String(c).startsWith('event: results'));
    expect(frames).toHaveLength(40);
    expect(frames.every((f) => Buffer.isBuffer(f))).toBe(true);
    expect(new Set(frames).size).toBe(1);
    write.mockRestore();
    for (const v of viewers) v.request.destroy();
  });

  it('a viewer who leaves while the results are read is let go', async () => {
    const event = await makeResultsEvent();
    const gate = deferred<void>();
    publicResults.mockClear();
    publicResults.mockImplementationOnce(async (db, id) => {
      await gate.promise;
      return realPublicResults(db, id);
    });
    const viewer = view(event.id);
    await vi.waitFor(() => expect(publicResults).toHaveBeenCalledTimes(1));
    viewer.request.destroy();
    await sleep(100);
    gate.resolve();
    await sleep(100);
    // Nobody watches the event any more: a change is not read for anyone.
    const reads = publicResults.mock.calls.length;
    await announceResults(ctx.app.db, event.id);
    await sleep(500);
    expect(publicResults).toHaveBeenCalledTimes(reads);
  });

  it('an unknown event is a 404 before any stream', async () => {
    expect(await view('0123456789abcdef01234567').first).toBe(404);
  });
});
