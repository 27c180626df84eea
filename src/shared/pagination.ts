import { z } from 'zod';

/** List query of every paginated endpoint: `limit` and an opaque `cursor` from the last page. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(300).optional(),
});
export type PageQuery = z.output<typeof PageQuerySchema>;
