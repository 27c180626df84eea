/** Ids are 24 lowercase hex characters (ARCHITECTURE.md, Data). The breadcrumbs hide them (§2). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
