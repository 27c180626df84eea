import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bumped by every write through this server: work done for an older value may be stale. */
    publicCacheGeneration: () => number;
    /** The request's address as the memory knows it: path and only the parameters it reads. */
    publicCacheKey: (request: FastifyRequest) => string;
    /**
     * Headers for this server's own requests (`inject`) that must read the data as it is now,
     * not the few seconds' memory of it: a page kept until it hears of a change (decision 064).
     * A secret of this process's, so no visitor can make their reads skip the memory.
     */
    freshReadHeaders: Readonly<Record<string, string>>;
    /**
     * Sends an answer made once (`publicAnswer`: its ETag and compressed forms made once, kept
     * with it) and keeps it in the memory, as an answer sent the usual way would be. Returns the
     * reply, for an async handler to return (resolved with nothing while the answer is still in
     * the send hooks, Fastify would send it a second time).
     */
    sendPublicAnswer: (
      request: FastifyRequest,
      reply: FastifyReply,
      answer: PublicAnswer,
    ) => FastifyReply;
  }
  interface FastifyContextConfig {
    /**
     * A public GET whose 200 answers (JSON, or a server-drawn page) may be kept for a few seconds
     * and revalidated by ETag.
     */
    publicCache?: boolean;
    /**
     * The query parameters that change the answer, normalised. Default: those the route's
     * querystring schema declares. Any other parameter (utm_ tags, a cache-buster) shares the
     * plain address's entry, so it can never force a new read or drawing.
     */
    cacheQuery?: CacheQuery;
    /**
     * What else the answer depends on besides its address, kept apart in the memory: a page's
     * language (web-app.ts), so a Hindi drawing is never served to an English reader.
     */
    cacheVariant?: (request: FastifyRequest) => string;
  }
}

type CacheQuery = (params: URLSearchParams) => URLSearchParams;

/** The parameters a zod object schema declares (its shape's keys); none without a schema. */
const declaredKeys = new WeakMap<object, Set<string>>();
function schemaQuery(schema: unknown): CacheQuery {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return () => new URLSearchParams();
  let keys = declaredKeys.get(shape);
  if (!keys) declaredKeys.set(shape, (keys = new Set(Object.keys(shape))));
  const known = keys;
  return (params) => new URLSearchParams([...params].filter(([key]) => known.has(key)));
}

/**
 * The canonical address: the path without a trailing slash, then the parameters that count
 * (cacheQuery, else the route's schema), sorted by name.
 */
function canonicalKey(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://local');
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const config = request.routeOptions.config;
  const pick = config?.cacheQuery ?? schemaQuery(request.routeOptions.schema?.querystring);
  const params = pick(url.searchParams);
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The memory's key: the canonical address and, for answers that vary by more, its variant. */
function storeKey(request: FastifyRequest): string {
  const variant = request.routeOptions.config?.cacheVariant?.(request);
  const key = canonicalKey(request);
  return variant ? `${key} ${variant}` : key;
}

/** An answer as sent again: its ETag made once, its compressed forms on first need. */
export type PublicAnswer = {
  body: string;
  type: string;
  etag: string;
  /** Compressed once, on the first hit that asks for it (a drawn page is ~100 KB of HTML). */
  br?: Buffer;
  gzip?: Buffer;
};

type Entry = { answer: PublicAnswer; storedAt: number };

export type PublicCacheOptions = {
  /** How long an answer is served from memory (0 turns the memory off; ETags stay). */
  ttlMs: number;
  maxEntries?: number;
  /** The app's clock, so tests that move time also expire entries. */
  now: () => Date;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json; charset=utf-8';
// Browsers and proxies keep the answer but ask every time; a matching ETag costs a 304.
const CACHE_CONTROL = 'public, no-cache';

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const answerTags = new WeakMap<FastifyReply, string>();

/**
 * The ETag of the answer this reply is about to send, named by the handler that made it from
 * parts whose identity it knows (the read model's documents, decision 066), so its text is not
 * hashed; the answer is kept in the memory as any other. Without it, a digest of the text.
 */
export function tagAnswer(reply: FastifyReply, etag: string) {
  answerTags.set(reply, etag);
}

/** A 200 answer to send more than once (a drawing kept by its data, decision 061). */
export const publicAnswer = (body: string, type: string): PublicAnswer => ({
  body,
  type,
  etag: etagOf(body),
});

/** `If-None-Match` lists one or more tags, or `*`; weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

// As @fastify/compress: smaller answers are not worth compressing.
const COMPRESS_FROM_BYTES = 1024;

/** The best encoding `accept-encoding` allows (q > 0), brotli first; null for none. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null;
}

function compressed(entry: PublicAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br')
    return (entry.br ??= zlib.brotliCompressSync(entry.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    }));
  return (entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 }));
}

function sendFresh(request: FastifyRequest, reply: FastifyReply, entry: PublicAnswer) {
  reply
    .header('etag', entry.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding =
    entry.body.length >= COMPRESS_FROM_BYTES
      ? acceptedEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.type(entry.type).send(entry.body);
  // Compressed once per entry, not once per request; compression then leaves it alone.
  return reply
    .type(entry.type)
    .header('content-encoding', encoding)
    .send(compressed(entry, encoding));
}

/**
 * Public reads (event lists and details, the sports list) are the same for everyone and asked
 * for far more often than they change. Their serialized answers are kept in memory for a few
 * seconds per server and carry an ETag. Any successful write through this server empties the
 * memory at once; another server's copy is at most `ttlMs` old, which public pages tolerate (the
 * rules themselves, such as the registration window, are checked afresh on every write).
 */
const FRESH_HEADER = 'x-matchday-fresh-read';

export const publicCache = fp(async (app: FastifyInstance, options: PublicCacheOptions) => {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  // Bumped on every write; an answer computed across a write is not kept (it may predate it).
  let generation = 0;
  const generationAt = new WeakMap<FastifyRequest, number>();
  const keyOf = new WeakMap<FastifyRequest, string>();
  // Sent as an answer made before (from memory, or `sendPublicAnswer`): kept already.
  const answered = new WeakSet<FastifyRequest>();
  app.decorate('publicCacheGeneration', () => generation);
  app.decorate('publicCacheKey', canonicalKey);
  const fresh = randomBytes(18).toString('base64url');
  app.decorate('freshReadHeaders', { [FRESH_HEADER]: fresh });

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config?.publicCache === true;

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = storeKey(request);
    keyOf.set(request, key);
    generationAt.set(request, generation);
    // Read now; what it reads is kept for the others as usual.
    if (request.headers[FRESH_HEADER] === fresh) return;
    const entry = entries.get(key);
    const age = entry ? options.now().getTime() - entry.storedAt : Infinity;
    if (entry && age >= 0 && age < options.ttlMs) {
      answered.add(request);
      return sendFresh(request, reply, entry.answer);
    }
    if (entry) entries.delete(key);
  });

  const keep = (request: FastifyRequest, entry: Entry) => {
    if (options.ttlMs > 0 && generationAt.get(request) === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf.get(request) ?? storeKey(request), entry);
    }
  };
  app.decorate('sendPublicAnswer', (request, reply, answer) => {
    if (cacheable(request)) keep(request, { answer, storedAt: options.now().getTime() });
    answered.add(request);
    return sendFresh(request, reply, answer);
  });

  // Registered before compression, so the payload here is still the serialized text.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return;
    if (answered.has(request)) return payload;
    const tagged = answerTags.get(reply);
    // An answer sent with its own tag otherwise (a stored page: a file of its own) is not kept.
    if (!tagged && reply.getHeader('etag')) return payload;
    const type = String(reply.getHeader('content-type') ?? JSON_TYPE);
    const answer = tagged ? { body: payload, type, etag: tagged } : publicAnswer(payload, type);
    reply.header('etag', answer.etag).header('cache-control', CACHE_CONTROL);
    keep(request, { answer, storedAt: options.now().getTime() });
    if (etagMatches(request.headers['if-none-match'], answer.etag)) {
      reply.code(304);
      return null;
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    // Refusals (4xx) change nothing; a 5xx might have, so it empties the memory too.
    if (!SAFE_METHODS.has(request.method) && (reply.statusCode < 400 || reply.statusCode >= 500)) {
      generation++;
      entries.clear();
    }
  });
});
