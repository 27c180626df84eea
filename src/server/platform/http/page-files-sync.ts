import type { FastifyBaseLogger } from 'fastify';
import type { PageFiles } from './page-files';

// Copying the stored pages current by their rows into a server's page files (decision 068), and
// telling the server each is current (decision 051's knowledge), so a visit to any of them costs
// no read. In full when the server starts hearing changes (what it knew is forgotten while it does
// not), then every few seconds the pages stored since it last looked, and in full again every hour
// (its prune deletes the files of pages no longer stored: a deleted event's).

/** A stored page current by its row, without its bytes. */
export type ListedPage = {
  path: string;
  language: string;
  eventId: string;
  source: string;
  status: number;
  /** ms; Infinity: never. */
  until: number;
};

/** A batch of listed pages, and the database's clock when it was read (ms; null: no page). */
export type ListCurrentPages = (ask: {
  build: string;
  after: { path: string; language: string } | null;
  since: Date | null;
  limit: number;
}) => Promise<{ pages: ListedPage[]; at: number | null }>;

export type ReadBodies = (
  pages: readonly { path: string; language: string; source: string }[],
) => Promise<{ path: string; language: string; source: string; br: Buffer }[]>;

// Rows per read: a batch's bytes (about 6 KB a page) stay near 3 MB.
const BATCH = 500;
// A look reads the rows stored since this long before the previous look began, by the database's
// clock: a row's `stored_at` is when its write began, which commits a moment later, so a row the
// previous look could not see yet was stored at most this long before it. Counted from the look,
// not from the newest row it saw: after a burst of stores and then quiet, every look would read
// the burst's last seconds again (20,000 rows every 10 s after the bench stored 100,000 pages).
export const OVERLAP_MS = 5_000;
// A full copy lists every current page and deletes the files of any other: a deleted or
// unpublished event's files, which no look lists, go within this long (by this server's clock).
export const FULL_COPY_EVERY_MS = 60 * 60_000;

export function pageFilesSync(deps: {
  files: PageFiles;
  list: ListCurrentPages;
  readBodies: ReadBodies;
  build: () => Promise<string>;
  /**
   * Takes a place in what the server has heard before a read (current-pages.ts `begin`): what
   * it returns keeps a page read then as current, unless its event changed since.
   */
  begin: () => (page: ListedPage) => void;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  // When the last full copy began, by this server's clock.
  let fullAt = now();
  let running: Promise<void> | null = null;
  let wanted: 'full' | 'since' | null = null;
  // When the last finished look began, by the database's clock (ms; null: no look yet).
  let lookedAt: number | null = null;
  let closed = false;

  const copy = async (since: Date | null) => {
    const build = await deps.build();
    // Its first batch's time: a row committed after it may be missed by the later batches.
    let began: number | null = null;
    const seen = new Map<string, string>();
    let after: { path: string; language: string } | null = null;
    while (!closed) {
      const keep = deps.begin();
      const { pages, at } = await deps.list({ build, after, since, limit: BATCH });
      began ??= at;
      if (pages.length === 0) break;
      const missing = pages.filter((p) => !deps.files.holds(p.path, p.language, p.source));
      for (const body of await deps.readBodies(missing))
        await deps.files.write(body.path, body.language, body.source, body.br);
      for (const page of pages) {
        seen.set(`${page.language} ${page.path}`, page.source);
        if (deps.files.holds(page.path, page.language, page.source)) keep(page);
      }
      const last = pages[pages.length - 1]!;
      after = { path: last.path, language: last.language };
    }
    // A full copy knows every current page: files of any other drawing go.
    if (since === null && !closed) {
      const deleted = await deps.files.keepOnly(seen);
      deps.log.info({ held: deps.files.size(), deleted }, 'page files copied');
    }
    // Nothing listed (no clock read): the same window again, which held nothing.
    if (!closed) lookedAt = began ?? lookedAt ?? 0;
  };

  const run = (kind: 'full' | 'since') => {
    if (running) {
      // One copy at a time; a full one asked meanwhile runs after it.
      if (kind === 'full' || wanted === null) wanted = kind;
      return running;
    }
    const since = kind === 'full' || lookedAt === null ? null : new Date(lookedAt - OVERLAP_MS);
    if (since === null) fullAt = now();
    running = copy(since)
      .catch((error: unknown) => deps.log.error({ err: error }, 'copying page files failed'))
      .finally(() => {
        running = null;
        const next = wanted;
        wanted = null;
        if (next && !closed) void run(next);
      });
    return running;
  };

  return {
    /** Copies every current page (the server's knowledge of them was just forgotten). */
    full: () => run('full'),
    /** Copies the pages stored since the last look; in full once an hour. */
    since: () => run(lookedAt === null || now() - fullAt >= FULL_COPY_EVERY_MS ? 'full' : 'since'),
    /** Stops after the batch in hand. */
    async close() {
      closed = true;
      await running;
    },
  };
}
