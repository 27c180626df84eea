import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { storedPages } from '../db/schema';
import { acceptedEncoding, etagMatches } from './public-cache';

// Stored pages (issue 31, `stored_pages`): a server-drawn page is kept, compressed once, under the
// fingerprint of what it was drawn from, and sent like a static file while that is unchanged.

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

/** A page as stored: its fingerprint, status and brotli-compressed HTML. */
export type StoredPage = { source: string; status: number; br: Buffer };

/** The fingerprint of a page: the build, its language and the text it is drawn from. */
export const pageSource = (build: string, language: string, text: string) =>
  createHash('sha1')
    .update(build)
    .update('\0')
    .update(language)
    .update('\0')
    .update(text)
    .digest('base64url');

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
  },
) {
  const br = await brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  const row = { source: page.source, status: page.status, br, stored_at: new Date() };
  await db
    .insert(storedPages)
    .values({ path: page.path, language: page.language, event_id: page.eventId, ...row })
    .onConflictDoUpdate({ target: [storedPages.path, storedPages.language], set: row });
}

/**
 * Sends a stored page as a static file: its fingerprint is its ETag (a match costs a 304), the
 * stored brotli to those who take it, decompressed for the rare client that does not.
 */
export async function sendStoredPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
) {
  // Weak: the same page is sent brotli-compressed or not.
  const etag = `W/"${page.source}"`;
  reply
    .status(page.status)
    .header('etag', etag)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], etag)) reply.code(304).send();
  else if (acceptedEncoding(request.headers['accept-encoding']) === 'br')
    reply.header('content-encoding', 'br').send(page.br);
  else reply.send((await unbrotli(page.br)).toString('utf8'));
}
