import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { NO_PAGE_FILES, type PageFiles } from './page-files';
import {
  FULL_COPY_EVERY_MS,
  OVERLAP_MS,
  pageFilesSync,
  type ListCurrentPages,
  type ListedPage,
} from './page-files-sync';

// The copy's window (decision 068): each look lists the rows stored since the previous look began,
// less the overlap, by the database's clock. A fake store with its own clock: rows stored at
// chosen instants, each listing answered with the clock's time.
function fakeStore() {
  const rows: (ListedPage & { storedAt: number })[] = [];
  const asked: (number | null)[] = [];
  let clock = 0;
  const list: ListCurrentPages = async ({ after, since, limit }) => {
    if (!after) asked.push(since?.getTime() ?? null);
    const pages = rows
      .filter((row) => (since ? row.storedAt > since.getTime() : true))
      .filter((row) => !after || row.path > after.path)
      .slice(0, limit)
      .map(({ storedAt: _storedAt, ...page }) => page);
    return { pages, at: pages.length > 0 ? clock : null };
  };
  const store = (path: string, at: number) =>
    rows.push({
      path,
      language: 'en',
      eventId: path,
      source: `s${at}`,
      status: 200,
      until: Infinity,
      storedAt: at,
    });
  // A deleted event's rows go with it (the foreign key cascades).
  const remove = (path: string) =>
    rows.splice(
      rows.findIndex((row) => row.path === path),
      1,
    );
  return { list, store, remove, asked, setClock: (ms: number) => (clock = ms) };
}

// Files that hold whatever was written, counting the writes.
function memoryFiles(): PageFiles & { writes: number } {
  const held = new Map<string, string>();
  return {
    ...NO_PAGE_FILES,
    writes: 0,
    holds: (path, language, source) => held.get(`${language} ${path}`) === source,
    source: (path, language) => held.get(`${language} ${path}`),
    async write(path, language, source) {
      this.writes += 1;
      held.set(`${language} ${path}`, source);
    },
    async keepOnly(current) {
      let deleted = 0;
      for (const [key, source] of [...held])
        if (current.get(key) !== source) {
          held.delete(key);
          deleted += 1;
        }
      return deleted;
    },
    size: () => held.size,
  };
}

// A copy from the fake store into the files, its bodies a byte each; `deps` replaces any part.
function syncOf(
  store: ReturnType<typeof fakeStore>,
  files: PageFiles,
  deps: Partial<Parameters<typeof pageFilesSync>[0]> = {},
) {
  return pageFilesSync({
    files,
    list: store.list,
    readBodies: async (pages) => pages.map((page) => ({ ...page, br: Buffer.from('x') })),
    build: async () => 'b1',
    begin: () => () => undefined,
    log: pino({ level: 'silent' }),
    ...deps,
  });
}

describe('pageFilesSync', () => {
  it('after a burst of stores and quiet, a look lists nothing again', async () => {
    const store = fakeStore();
    const files = memoryFiles();
    const kept: string[] = [];
    const sync = syncOf(store, files, { begin: () => (page) => kept.push(page.path) });
    // A burst: 1,000 pages stored over a second, ending at 60 s; the first look at 61 s.
    for (let i = 0; i < 1000; i++) store.store(`/p/${String(i).padStart(4, '0')}`, 59_000 + i);
    store.setClock(61_000);
    await sync.full();
    expect(files.writes).toBe(1000);
    expect(kept).toHaveLength(1000);
    // The next look reads the rows stored within the overlap before the first look began (the
    // burst's, once); the one after, counted from its predecessor's start, finds nothing. Counted
    // from the newest row, every look read the burst's last 5 s again, for as long as it was quiet.
    store.setClock(121_000);
    await sync.since();
    store.setClock(181_000);
    kept.length = 0;
    await sync.since();
    expect(store.asked).toEqual([null, 61_000 - OVERLAP_MS, 121_000 - OVERLAP_MS]);
    expect(kept).toHaveLength(0);
    expect(files.writes).toBe(1000);
    // A page stored later is copied by the look after it, and the window moves on from there.
    store.store('/p/new', 185_000);
    store.setClock(190_000);
    await sync.since();
    expect(kept).toEqual(['/p/new']);
    expect(files.writes).toBe(1001);
    store.setClock(200_000);
    kept.length = 0;
    await sync.since();
    expect(store.asked.at(-1)).toBe(190_000 - OVERLAP_MS);
    expect(kept).toHaveLength(0);
    await sync.close();
  });

  it('a row committed while a look ran is found by the next one', async () => {
    const store = fakeStore();
    const files = memoryFiles();
    const sync = syncOf(store, files);
    store.store('/p/a', 10_000);
    store.setClock(20_000);
    await sync.full();
    // Its write began 2 s before that look and committed after it: not seen by it.
    store.store('/p/b', 18_000);
    store.setClock(30_000);
    await sync.since();
    expect(files.source('/p/b', 'en')).toBe('s18000');
    await sync.close();
  });

  it('copies in full again after an hour, deleting the files of pages no longer stored', async () => {
    const store = fakeStore();
    const files = memoryFiles();
    let serverClock = 0;
    const sync = syncOf(store, files, { now: () => serverClock });
    store.store('/p/a', 1_000);
    store.store('/p/b', 1_000);
    store.setClock(2_000);
    await sync.full();
    expect(files.size()).toBe(2);
    // Its event deleted: its row goes, which no look since the last lists.
    store.remove('/p/b');
    serverClock = FULL_COPY_EVERY_MS - 1;
    await sync.since();
    expect(store.asked.at(-1)).not.toBeNull();
    expect(files.source('/p/b', 'en')).toBe('s1000');
    // An hour after the last full copy began, the next look is one: the file goes.
    serverClock = FULL_COPY_EVERY_MS;
    await sync.since();
    expect(store.asked.at(-1)).toBeNull();
    expect(files.source('/p/b', 'en')).toBeUndefined();
    expect(files.source('/p/a', 'en')).toBe('s1000');
    // And the hour counts again from there.
    serverClock = 2 * FULL_COPY_EVERY_MS - 1;
    await sync.since();
    expect(store.asked.at(-1)).not.toBeNull();
    await sync.close();
  });
});
