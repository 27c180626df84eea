import { href } from '../../../shared/href';
import { ROUTES } from '../../../shared/routes';
import type { Team, TeamMember } from '../../../shared/teams/schemas';
import { teamShares } from '../../../shared/teams/shares';

/** How a team reads on its pages and the dashboard: its state, its members' and where it lives. */

export const teamPaths = {
  team: (teamId: string) => href(ROUTES.team, { teamId }),
  join: (code: string) => href(ROUTES.teamJoin, { code }),
} as const;

/** A team's state: its words are the `teams.status` message's. */
export type TeamStatus = {
  kind: 'cancelled' | 'paid' | 'incomplete' | 'locked' | 'complete' | 'forming';
};

type StatusFacts = Pick<
  Team,
  'cancelled' | 'confirmed' | 'incomplete_at_lock' | 'locked' | 'complete' | 'joined' | 'size'
>;

/** The one word a team's state is: what matters most first (cancelled, then paid, then the lock). */
export function teamStatus(t: StatusFacts): TeamStatus {
  if (t.cancelled) return { kind: 'cancelled' };
  if (t.confirmed) return { kind: 'paid' };
  if (t.incomplete_at_lock) return { kind: 'incomplete' };
  if (t.locked) return { kind: 'locked' };
  if (t.complete) return { kind: 'complete' };
  return { kind: 'forming' };
}

/**
 * A member's share in a split team: paid, being paid (or failed, to try again), or none. Its
 * words are the `teams.roster.share` message's.
 */
export function shareKind(share: TeamMember['share']): 'paid' | 'pending' | 'none' {
  if (share?.status === 'captured') return 'paid';
  if (share?.status === 'created' || share?.status === 'failed') return 'pending';
  return 'none';
}

/**
 * What `member` pays in a split team: their share's own amount once it exists, else the equal
 * share (the captain's takes the paisa left over, as the server splits it).
 */
export function shareAmountOf(team: Team, member: TeamMember): number {
  if (member.share && member.share.status !== 'cancelled' && member.share.status !== 'refunded')
    return member.share.amount;
  if (member.role === 'Captain') {
    const { captain } = teamShares(Math.round(team.price * 100), team.size);
    return captain / 100;
  }
  return team.share_amount ?? team.price / team.size;
}

/** The join link as people share it: absolute, whatever the server answered. */
export const absoluteJoinUrl = (team: Pick<Team, 'join_url' | 'join_code'>) =>
  new URL(team.join_url || teamPaths.join(team.join_code), window.location.origin).href;
