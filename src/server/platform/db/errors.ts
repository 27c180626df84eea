/** PostgreSQL error codes we turn into answers (also reached through Drizzle's wrapped errors). */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
// A RESTRICT foreign key raises restrict_violation (23001) where NO ACTION raises 23503.
export const isForeignKeyViolation = (err: unknown) =>
  ['23503', '23001'].includes(pgCode(err) ?? '');
