import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX } from '../storage/storage';

/**
 * Serves stored uploads from local disk. Names are unique per upload, so they are cached for a
 * year; only the re-encoded images we wrote are there, and none is ever executed.
 */
export async function registerUploadsServing(app: FastifyInstance, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => /^\/posters\/[0-9a-f]{24}(-card)?\.webp$/.test(pathName),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
