import { z } from 'zod';

/** Ids are 24 lowercase hex characters (ARCHITECTURE.md, Data). The breadcrumbs hide them (§2). */
const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** An id field in a request body or query. */
export const idField = z.string().regex(ID_PATTERN, 'Invalid id');
