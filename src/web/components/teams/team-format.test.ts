import { describe, expect, it } from 'vitest';
import { makeTeam, member } from '../../test/team-fixtures';
import { shareAmountOf, shareKind, teamStatus, teamPaths } from './team-format';

// How a team's state and a member's share read (issue 28).

const facts = {
  cancelled: false,
  confirmed: false,
  incomplete_at_lock: false,
  locked: false,
  complete: false,
  joined: 2,
  size: 5,
};

describe('teamStatus', () => {
  it('names the state that matters most', () => {
    const kind = (over: Partial<typeof facts>) => teamStatus({ ...facts, ...over }).kind;
    expect(kind({})).toBe('forming');
    expect(kind({ complete: true, joined: 5 })).toBe('complete');
    expect(kind({ locked: true, complete: true })).toBe('locked');
    expect(kind({ locked: true, incomplete_at_lock: true })).toBe('incomplete');
    // Paid outranks the lock; cancelled outranks everything.
    expect(kind({ confirmed: true, locked: true, complete: true })).toBe('paid');
    expect(kind({ cancelled: true, confirmed: true })).toBe('cancelled');
  });
});

describe('shares', () => {
  it('reads a share as paid, pending (a failed one may be paid again) or none', () => {
    expect(shareKind({ amount: 1, status: 'captured' })).toBe('paid');
    expect(shareKind({ amount: 1, status: 'created' })).toBe('pending');
    expect(shareKind({ amount: 1, status: 'failed' })).toBe('pending');
    expect(shareKind({ amount: 1, status: 'refunded' })).toBe('none');
    expect(shareKind(null)).toBe('none');
  });

  it('gives the captain the paisa left over, as the server splits ₹1,000 three ways', () => {
    const team = makeTeam({ payment: 'split', price: 1000, size: 3, share_amount: 333.33 });
    expect(shareAmountOf(team, member('Meera Iyer'))).toBe(333.33);
    expect(shareAmountOf(team, member('Arjun', { role: 'Captain' }))).toBe(333.34);
    // A share already made keeps its own amount.
    const made = member('Ravi', { share: { amount: 333.33, status: 'failed' } });
    expect(shareAmountOf({ ...team, share_amount: 300 }, made)).toBe(333.33);
  });

  it('links to the team and its join page by the route table', () => {
    expect(teamPaths.team('abc')).toBe('/app/teams/abc');
    expect(teamPaths.join('K7 PX')).toBe('/app/teams/join/K7%20PX');
  });
});
