import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PREFIX, type Storage } from '../storage/storage';

// Only the re-encoded posters we wrote are ever served; nothing else under /uploads/ exists.
const POSTER_NAME = /^[0-9a-f]{24}(-card)?\.webp$/;
const POSTER_PATH = /^\/posters\/[0-9a-f]{24}(-card)?\.webp$/;

/**
 * Serves stored uploads under /uploads/. Names are unique per upload, so they are cached for a
 * year, and none is ever executed. Local disk goes through @fastify/static (ranges, ETags, 304s);
 * S3 objects are proxied, so the page, its images and the CSP stay on one origin.
 */
export async function registerUploadsServing(
  app: FastifyInstance,
  storage: Storage,
  localDir: string,
) {
  if (storage.kind === 'local') {
    fs.mkdirSync(localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: localDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => POSTER_PATH.test(pathName),
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      },
    });
    return;
  }
  // Registered even with S3_PUBLIC_URL set: URLs stored while proxying keep working after a switch.
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PREFIX}posters/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (!POSTER_NAME.test(name)) return reply.callNotFound();
      const stored = await storage.get(`posters/${name}`);
      if (!stored) return reply.callNotFound();
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).type(stored.contentType);
      if (stored.etag) reply.header('etag', stored.etag);
      return reply.send(stored.body);
    },
  );
}
