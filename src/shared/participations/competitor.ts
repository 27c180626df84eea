import type { Participation } from './schemas';

type Named = Pick<Participation, 'competitor_name' | 'dependant_id' | 'participant_details'>;

/**
 * Who competes, as lists, receipts and mails show it: "Aarav Sharma (registered by Priya
 * Sharma)" for a dependant, the account holder's name otherwise.
 */
export function competitorLabel(p: Named): string {
  return p.dependant_id
    ? `${p.competitor_name} (registered by ${p.participant_details.name})`
    : p.participant_details.name;
}
