import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { pageBuilds, storedStyles } from '../db/schema';
import { apiNotFound } from './error-handler';
import { acceptedEncoding, etagMatches } from './public-cache';

// Server-drawn pages' styles as stylesheets named by their content (issue 31, `stored_styles`).
// Emotion's CSS was 63 KB of an event page's 89 KB, and half of its 11 KB of brotli: stored and
// sent with every page, read by every crawler. Linked, it is fetched once per distinct sheet and
// kept by the browser for good; pages drawn alike (most event pages) share one.

const STYLES_PATH = '/styles/';

const brotli = promisify(zlib.brotliCompress);

type Sheet = { css: string; br: Buffer };

// 22 characters of base64url: 132 bits of SHA-256, no two sheets of a site will share them.
const nameOf = (css: string) => createHash('sha256').update(css).digest('base64url').slice(0, 22);
const FILE = /^([\w-]{22})\.css$/;

// Sheets this server has made or sent (a handful per build: a few hundred KB).
const MEMORY_BYTES = 8 * 1024 * 1024;

export type PageStyles = {
  /**
   * The address of the stylesheet holding `css`, stored for every server before it is returned
   * (a visitor's browser may ask another server for it).
   */
  link: (css: string) => Promise<string>;
};

// How long after a new build its predecessors' servers may still draw pages (a rolling deploy),
// and how early a server of the new build may link sheets before its drawing job records it.
const ROLLOUT_DAYS = 7;
const START_SKEW_DAYS = 1;

/**
 * Deletes the sheets no server has linked since shortly before the newest build was first seen,
 * once that build is a week old. Every page a server sends as current was drawn by its own build
 * (a new build draws every stored page again, and each server links a sheet on its first use),
 * so such a sheet is only in pages no server sends any more. Returns how many went.
 */
export async function pruneStyles(db: Db, now: Date): Promise<number> {
  const day = 86_400_000;
  const newest = db.select({ at: sql`max(${pageBuilds.seen_at})` }).from(pageBuilds);
  const gone = await db
    .delete(storedStyles)
    .where(
      sql`(${newest}) < ${new Date(now.getTime() - ROLLOUT_DAYS * day)}
        and ${storedStyles.linked_at} < (${newest}) - ${`${START_SKEW_DAYS} days`}::interval`,
    )
    .returning({ hash: storedStyles.hash });
  return gone.length;
}

/** Stores drawn pages' stylesheets and serves them at `/styles/<name>.css`. */
export function registerPageStyles(app: FastifyInstance, db: Db): PageStyles {
  const sheets = new LRUCache<string, Sheet>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (s) => s.css.length + s.br.length,
  });
  // A sheet being stored: drawings of it meanwhile wait for the same write.
  const storing = new Map<string, Promise<void>>();

  // On its first use in this server's run: marked linked if stored, else compressed and stored.
  async function store(name: string, css: string): Promise<void> {
    const linked_at = app.deps.now();
    const [held] = await db
      .update(storedStyles)
      .set({ linked_at })
      .where(eq(storedStyles.hash, name))
      .returning({ css: storedStyles.css, br: storedStyles.br });
    if (held) {
      sheets.set(name, held);
      return;
    }
    const br = await brotli(css, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    });
    await db
      .insert(storedStyles)
      .values({ hash: name, css, br, linked_at })
      .onConflictDoUpdate({ target: storedStyles.hash, set: { linked_at } });
    sheets.set(name, { css, br });
  }

  async function sheet(name: string): Promise<Sheet | undefined> {
    const held = sheets.get(name);
    if (held) return held;
    const [row] = await db
      .select({ css: storedStyles.css, br: storedStyles.br })
      .from(storedStyles)
      .where(eq(storedStyles.hash, name))
      .limit(1);
    if (row) sheets.set(name, row);
    return row;
  }

  app.get(`${STYLES_PATH}:file`, { schema: { hide: true } }, async (request, reply) => {
    const name = FILE.exec((request.params as { file: string }).file)?.[1];
    const found = name && (await sheet(name));
    if (!found) return apiNotFound(reply);
    // Weak: the same sheet is sent brotli-compressed or not.
    const etag = `W/"${name}"`;
    reply
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/css; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (acceptedEncoding(request.headers['accept-encoding']) === 'br')
      return reply.header('content-encoding', 'br').send(found.br);
    return reply.send(found.css);
  });

  return {
    async link(css) {
      const name = nameOf(css);
      if (!sheets.has(name)) {
        let write = storing.get(name);
        if (!write) {
          write = store(name, css).finally(() => storing.delete(name));
          storing.set(name, write);
        }
        await write;
      }
      return `${STYLES_PATH}${name}.css`;
    },
  };
}
