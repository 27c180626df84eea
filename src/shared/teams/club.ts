import { z } from 'zod';

/**
 * A registration's club (issue 28): free text, trimmed, blank for none. Its own module so both
 * the team schemas and the participate form's schema take it without importing each other.
 */
export const clubField = z
  .string()
  .trim()
  .max(120, 'Club must be at most 120 characters')
  .nullish()
  .transform((v) => (v ? v : null));
