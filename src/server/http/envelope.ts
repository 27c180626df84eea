import { z } from 'zod';

/** Response schema of a successful call: `{ message: 'success', data }`. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.literal('success'), data });
}

export function ok<T>(data: T) {
  return { message: 'success' as const, data };
}
