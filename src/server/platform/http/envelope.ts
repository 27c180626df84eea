import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { tagAnswer } from './public-cache';

/** Response schema of a successful call: `{ message: 'success', data }`. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.literal('success'), data });
}

/** Response schema of a page: `{ message: 'success', data: [...], next_cursor }`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    message: z.literal('success'),
    data: z.array(item),
    next_cursor: z.string().nullable(),
  });
}

export function ok<T>(data: T) {
  return { message: 'success' as const, data };
}

export function page<T>(items: T[], nextCursor: string | null) {
  return { message: 'success' as const, data: items, next_cursor: nextCursor };
}

/** `ok(data)` as text, around data already written as JSON text. */
export const okJson = (data: string) => `{"message":"success","data":${data}}`;

/** `page(items, next)` as text, around items already written as JSON text. */
export const pageJson = (items: string[], next: string | null) =>
  `{"message":"success","data":[${items.join(',')}],"next_cursor":${JSON.stringify(next)}}`;

/**
 * An envelope already written as JSON text (the read model's documents, issue 31): sent as it is,
 * so Fastify neither parses nor serializes it again; with its ETag when its maker knows what it is
 * made of (decision 066), else the public memory tags it by its text.
 */
export function sendJson(reply: FastifyReply, json: string, etag?: string) {
  if (etag) tagAnswer(reply, etag);
  return reply.type('application/json; charset=utf-8').send(json);
}
