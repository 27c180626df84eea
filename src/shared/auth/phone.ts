/**
 * Phone numbers, stored one way (issue 29): India's E.164 form, '+91' and the 10-digit national
 * number, whichever way a person types it, so WhatsApp, search and the gate all see one number.
 * Without zod, so a form on a public page can use it; the data migration 0021 applies the same
 * rule to the numbers stored before.
 */

/**
 * Optional +91, 0091 or a bare 91 before 10 more digits, an optional trunk 0, then the national
 * number: a mobile (6-9…) or a landline's STD code and number, never 0 first. Each prefix gives
 * a different length, so a number reads one way only. Migration 0021 uses the same pattern.
 */
const INDIAN = /^(?:\+91|0091|91(?=\d{10}$))?0?([1-9]\d{9})$/;

/**
 * '+91' + 10 digits from '+91 98765 43210', '+919876543210', '09876543210', '9876543210',
 * '919876543210' or '0091 98765 43210' (spaces, dashes and brackets allowed, as in
 * '(022) 2345-6789'); null for anything else, a number of another country among them.
 */
export function normalizeIndianPhone(input: string): string | null {
  const typed = input.trim().replace(/[\s()-]/g, '');
  const national = INDIAN.exec(typed)?.[1];
  return national ? `+91${national}` : null;
}

/**
 * The ten digits a search for a phone number looks for, whichever way it was typed ('+91 98765
 * 43210', '098765 43210'): stored numbers are '+91' and ten digits, older ones the ten digits
 * alone, and both end with these. Null when the search is not a whole Indian number.
 */
export function phoneSearchDigits(typed: string): string | null {
  return normalizeIndianPhone(typed)?.slice(3) ?? null;
}

/** '+91 98765 43210' for reading; a number stored another way is shown as it is. */
export function formatIndianPhone(stored: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(stored);
  return m ? `+91 ${m[1]} ${m[2]}` : stored;
}
