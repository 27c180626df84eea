import { z } from 'zod';

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
