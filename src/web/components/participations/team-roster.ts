import type { Participation } from '../../../shared/participations/schemas';

/** How a self-formed team's roster reads in the host's lists (issue 28). */

type Roster = NonNullable<Participation['team']>;
type RosterMember = Roster['members'][number];

/**
 * A split team member's share in a word: paid, still to pay (a failed attempt can be paid again),
 * or refunded; null when they owe none now (no share yet, or a cancelled one).
 */
export function shareStatusLabel(
  status: RosterMember['share_status'],
): 'Paid' | 'Pending' | 'Refunded' | null {
  if (status === 'captured') return 'Paid';
  if (status === 'created' || status === 'failed') return 'Pending';
  if (status === 'refunded') return 'Refunded';
  return null;
}

/** The members on the team now: the roster counts them against the team's size. */
export const joinedCount = (team: Roster) =>
  team.members.filter((m) => m.status === 'joined').length;
