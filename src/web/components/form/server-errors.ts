import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the per-field texts of a 400 answer (`fields`) on the form's fields, so the server's word
 * shows where the user typed. Only names the form knows are set; returns whether any was.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string> | undefined,
  known: readonly string[],
): boolean {
  if (!fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(fields)) {
    if (!known.includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
