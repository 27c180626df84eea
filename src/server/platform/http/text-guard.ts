import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../../shared/messages';
import { controlCharacterMessage, hasNul } from '../../../shared/text';
import { AppError } from './app-error';

/** The dotted path of the first string holding a NUL in a parsed value (a key counts too). */
function nulAt(value: unknown, at: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasNul(value) ? at : null;
  // A raw body (the payment webhook's signed bytes) is not text; it is checked by its handler.
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32)
    return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasNul(key)) return [...at, key];
    const found = nulAt(item, [...at, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The text rule (src/shared/text.ts) for every API request, before its schema: a NUL in the
 * query or body is refused with 400 naming the field, one in the path with 404 (a malformed
 * address names nothing, like a malformed id). One hook rather than a refinement on each of the
 * schemas' string fields: a field added tomorrow cannot forget it (decision 027).
 */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (nulAt(request.params)) throw new AppError('not_found', MSG.notFound);
    for (const part of [request.query, request.body]) {
      const path = nulAt(part);
      if (!path) continue;
      const field = path.join('.') || '_';
      // Named by the field, not an array item's index (`members`, not `0`).
      const name = path.filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? 'Text';
      const text = controlCharacterMessage(name);
      throw new AppError('bad_request', text, { [field]: text });
    }
  });
});
