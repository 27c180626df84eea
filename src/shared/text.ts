/**
 * The rule for every text a request carries (issue 24): no NUL character. PostgreSQL refuses
 * U+0000 in text, so one that reached a query answered 500; no person types one, so it is refused
 * at the door with a clear error (server/http/text-guard.ts applies it to every API request).
 */
const NUL = '\u0000';

export function hasNul(value: string): boolean {
  return value.includes(NUL);
}

/** The error for a field holding one, by the field's name (`city`, `title`). */
export function controlCharacterMessage(field: string): string {
  return `${field} must not contain control characters`;
}
