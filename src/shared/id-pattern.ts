/**
 * Ids are 24 lowercase hex characters (ARCHITECTURE.md, Data). Kept apart from `ids.ts` (which
 * builds zod fields) so browser code on public pages can check an id without loading zod.
 */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
