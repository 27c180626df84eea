import type { Category } from '../../../shared/catalog/schemas';
import { isTeamSport } from '../../../shared/catalog/schemas';

/** How the category table and forms word a category's rules. */

const DASH = '—';

export function genderLabel(gender: Category['gender']): string {
  if (gender === 'male') return 'Male';
  if (gender === 'female') return 'Female';
  return 'Any';
}

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

/** 'Team of 11' for a team category (§3: more than one in a team), else 'Individual'. */
export function teamLabel(participantsInTeam: number): string {
  return isTeamSport(participantsInTeam) ? `Team of ${participantsInTeam}` : 'Individual';
}
