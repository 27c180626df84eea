import type { Team, TeamMember, TeamPreview } from '../../shared/teams/schemas';
import { PLAYER } from './participation-fixtures';

/** Teams as the API answers them, for the team pages' component tests (jsdom). */

export const TEAM_ID = '7'.repeat(24);
const HOST_ID = 'h'.repeat(24);

let n = 0;
/** A roster row: joined, no role, no share, unless `over` says otherwise. */
export function member(name: string, over: Partial<TeamMember> = {}): TeamMember {
  n += 1;
  return {
    id: `m${String(n).padStart(23, '0')}`,
    user_id: `u${String(n).padStart(23, '0')}`,
    dependant_id: null,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
    status: 'joined',
    role: null,
    position: n,
    gender: null,
    share: null,
    joined_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

/** The captain's own row: the signed-in player of participation-fixtures. */
export const captainRow = (over: Partial<TeamMember> = {}) =>
  member(PLAYER.name, { user_id: PLAYER.id, role: 'Captain', position: 0, ...over });

/** A three-a-side team of ₹1,000 forming, seen by its captain unless `over` says otherwise. */
export function makeTeam(over: Partial<Team> = {}): Team {
  const captain = captainRow();
  const members = over.members ?? [captain, member('Meera Iyer')];
  return {
    id: TEAM_ID,
    team_name: 'Worli Warriors',
    join_code: 'K7PX2QMA',
    join_url: 'https://matchday.test/app/teams/join/K7PX2QMA',
    club: null,
    event_id: 'e'.repeat(24),
    category_id: 'c'.repeat(24),
    participation_id: 'p'.repeat(24),
    captain_id: PLAYER.id,
    members,
    joined: members.filter((m) => m.status === 'joined').length,
    size: 3,
    substitutes: 0,
    complete: false,
    confirmed: false,
    payment: 'captain',
    price: 1000,
    share_amount: null,
    currency: 'INR',
    payment_status: 'created',
    hold_expires_at: null,
    // 12:30 UTC is 18:00 in India.
    roster_locks_at: '2026-12-01T12:30:00.000Z',
    locked: false,
    incomplete_at_lock: false,
    cancelled: false,
    event_details: {
      title: 'Mumbai Smash Badminton Open',
      start_date: '2026-12-10',
      venue_name: 'NSCI Dome',
      host_id: HOST_ID,
    },
    category_details: { name: 'Open Triples' },
    viewer: {
      member_id: members.find((m) => m.user_id === PLAYER.id)?.id ?? null,
      is_captain: true,
      manages: true,
      invited: false,
    },
    ...over,
  };
}

/** What GET /teams/join/{code} answers for the team above. */
export function makePreview(over: Partial<TeamPreview> = {}): TeamPreview {
  return {
    id: TEAM_ID,
    team_name: 'Worli Warriors',
    captain_name: 'Arjun Captain',
    event_id: 'e'.repeat(24),
    event_title: 'Mumbai Smash Badminton Open',
    start_date: '2026-12-10',
    category_id: 'c'.repeat(24),
    category_name: 'Open Triples',
    joined: 1,
    size: 3,
    max: 3,
    payment: 'captain',
    share_amount: null,
    locked: false,
    member: false,
    weight_required: false,
    ...over,
  };
}
