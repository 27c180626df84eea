import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { storedPages } from '../db/schema';
import { acceptedEncoding, etagMatches } from './public-cache';
import { secondSight } from './second-sight';

// Stored pages (issue 31, `stored_pages`): a server-drawn page is kept, compressed once, under the
// fingerprint of what it was drawn from, and sent like a static file while that is unchanged.

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

/**
 * A page as stored: its fingerprint and status, and its brotli-compressed HTML when it is to be
 * sent (a read of an event page learns only which drawing is stored, not its bytes).
 */
export type StoredPage = { source: string; status: number; br?: Buffer };

/** The fingerprint of a page: the build, its language and the text it is drawn from. */
export const pageSource = (build: string, language: string, text: string) =>
  createHash('sha1')
    .update(build)
    .update('\0')
    .update(language)
    .update('\0')
    .update(text)
    .digest('base64url');

/**
 * Stored pages' bytes this server has drawn, or read more than once, by address and fingerprint,
 * the least recently sent forgotten first. A fingerprint names what its page was drawn from, so an
 * entry is never stale: a visit reads only the fingerprint of the current stored page with its
 * event (no 18 KB of hex-encoded bytea out of PostgreSQL) and takes the bytes from here, as a
 * static file server takes them from the page cache.
 */
export type PageBodies = {
  get: (path: string, source: string) => Buffer | undefined;
  /** Keeps bytes this server drew. */
  set: (path: string, source: string, br: Buffer) => void;
  /**
   * Bytes read from the store: kept only when the same drawing of the address was read before,
   * lately (second-sight.ts). A crawler reads each page once; keeping each would fill the memory
   * with pages no one asks for again.
   */
  offer: (path: string, source: string, br: Buffer) => void;
  /** The fingerprints whose bytes are held for an address (a read need not send them). */
  sources: (path: string) => string[];
};

export function pageBodies(maxBytes: number): PageBodies {
  if (maxBytes <= 0)
    return {
      get: () => undefined,
      set: () => undefined,
      offer: () => undefined,
      sources: () => [],
    };
  const byPath = new Map<string, Set<string>>();
  const keyOf = (path: string, source: string) => `${source} ${path}`;
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (br, key) => br.length + key.length,
    dispose: (_br, key) => {
      const at = key.indexOf(' ');
      const path = key.slice(at + 1);
      const sources = byPath.get(path);
      sources?.delete(key.slice(0, at));
      if (sources?.size === 0) byPath.delete(path);
    },
  });
  const set = (path: string, source: string, br: Buffer) => {
    // A page larger than the whole memory is not kept (lru-cache's maxEntrySize is maxSize).
    if (!cache.set(keyOf(path, source), br).has(keyOf(path, source))) return;
    byPath.set(path, (byPath.get(path) ?? new Set()).add(source));
  };
  // The drawings read once lately: slots for about as many as the memory holds pages of a KB.
  const readBefore = secondSight(maxBytes >> 10);
  return {
    get: (path, source) => cache.get(keyOf(path, source)),
    set,
    offer(path, source, br) {
      if (readBefore.again(keyOf(path, source))) set(path, source, br);
    },
    sources: (path) => [...(byPath.get(path) ?? [])],
  };
}

const storedBody = preparedPerDb((db, name) =>
  db
    .select({ br: storedPages.br })
    .from(storedPages)
    .where(
      and(
        eq(storedPages.path, sql.placeholder('path')),
        eq(storedPages.language, sql.placeholder('language')),
        eq(storedPages.source, sql.placeholder('source')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** A stored page's bytes, if the page stored for the address is still that drawing. */
export async function readStoredBody(
  db: Db,
  page: { path: string; language: string; source: string },
): Promise<Buffer | null> {
  const [row] = await storedBody(db, 'stored_page_body').execute(page);
  return row?.br ?? null;
}

type StoredBody = { path: string; language: string; source: string; br: Buffer };

/** Stored pages' bytes, each if its address is still stored as that drawing (a page files' copy). */
export async function readStoredBodies(
  db: Db,
  pages: readonly Omit<StoredBody, 'br'>[],
): Promise<StoredBody[]> {
  if (pages.length === 0) return [];
  const asked = JSON.stringify(
    pages.map(({ path, language, source }) => ({ path, language, source })),
  );
  // Joined by the key, row by row: one parameter for any number of pages (drizzle would spread
  // an array into one per item), and no scan of the whole table for a semi-join.
  const result = await db.execute(
    sql`select s.path, s.language, s.source, s.br
      from json_to_recordset(${asked}::json) as asked(path text, language text, source text)
      join ${storedPages} s
        on s.path = asked.path and s.language = asked.language and s.source = asked.source`,
  );
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  return (
    result as unknown as { rows: (StoredBody | (Omit<StoredBody, 'br'> & { br: Uint8Array }))[] }
  ).rows.map((row) => ({ ...row, br: Buffer.isBuffer(row.br) ? row.br : Buffer.from(row.br) }));
}

/**
 * What makes a stored page current without reading its event (migration 0031): the build that
 * drew it, its event's change number read with the JSON it was drawn from (null: none known, so
 * never current by its row), and when time alone changes it (ms; Infinity: never).
 */
export type PageCurrency = { build: string; version: number | null; until: number };

const currencyColumns = (currency: PageCurrency) => ({
  build: currency.build,
  version: currency.version,
  until: Number.isFinite(currency.until) ? new Date(currency.until) : null,
});

/** Keeps a drawn page for every server (the last drawing of an address and language wins). */
export async function storePage(
  db: Db,
  page: {
    path: string;
    language: string;
    eventId: string | null;
    source: string;
    status: number;
    html: string;
    currency: PageCurrency;
  },
) {
  const br = await brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  const row = {
    source: page.source,
    status: page.status,
    br,
    // The database's clock: the servers' page files copy rows by it (decision 068).
    stored_at: sql`now()`,
    ...currencyColumns(page.currency),
  };
  await db
    .insert(storedPages)
    .values({ path: page.path, language: page.language, event_id: page.eventId, ...row })
    .onConflictDoUpdate({ target: [storedPages.path, storedPages.language], set: row });
  return br;
}

/**
 * Marks the stored drawing of an address current as of a read that found it still drawn from the
 * event as it is now (a change that did not alter the page, a lapse of time that did not): its
 * next visits find it by its row alone. Nothing if another drawing replaced it meanwhile.
 */
export async function confirmStoredPage(
  db: Db,
  page: { path: string; language: string; source: string; currency: PageCurrency },
) {
  await db
    .update(storedPages)
    // Stored anew for the servers' page files (decision 068): they copy rows stored since they last looked.
    .set({ ...currencyColumns(page.currency), stored_at: sql`now()` })
    .where(
      and(
        eq(storedPages.path, page.path),
        eq(storedPages.language, page.language),
        eq(storedPages.source, page.source),
      ),
    );
}

// Weak: the same page is sent brotli-compressed or not.
const storedPageEtag = (source: string) => `W/"${source}"`;

/** The fingerprints of the drawings a visitor says it holds (its If-None-Match). */
export const visitorHolds = (request: FastifyRequest): string[] =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => /^\s*(?:W\/)?"([^"]+)"\s*$/.exec(tag)?.[1])
    .filter((source): source is string => source !== undefined);

/** Whether the visitor already holds this drawing (a 304 needs none of its bytes). */
export const holdsStoredPage = (request: FastifyRequest, source: string) =>
  etagMatches(request.headers['if-none-match'], storedPageEtag(source));

/**
 * Sends a stored page as a static file: its fingerprint is its ETag (a match costs a 304), the
 * stored brotli to those who take it, decompressed for the rare client that does not.
 */
export async function sendStoredPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
) {
  const etag = storedPageEtag(page.source);
  reply
    .status(page.status)
    .header('etag', etag)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8');
  if (holdsStoredPage(request, page.source)) reply.code(304).send();
  else if (!page.br) throw new Error('A stored page is sent without its bytes');
  else if (acceptedEncoding(request.headers['accept-encoding']) === 'br')
    reply.header('content-encoding', 'br').send(page.br);
  else reply.send((await unbrotli(page.br)).toString('utf8'));
}
