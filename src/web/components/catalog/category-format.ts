/** How the category table and forms word a category's rules. */

const DASH = '—';

export function ageLabel(age: number | null): string {
  return age === null ? DASH : String(age);
}

/** '53–57 kg', '≥ 53 kg', '≤ 57 kg' or '—'. */
export function weightLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `${min} kg` : `${min}–${max} kg`;
  if (min !== null) return `≥ ${min} kg`;
  if (max !== null) return `≤ ${max} kg`;
  return DASH;
}
