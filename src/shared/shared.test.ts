import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from './auth/messages';
import { LoginRequestSchema } from './auth/schemas';
import { formatDisplayDate } from './date-format';
import { can, PERMISSIONS, SECTIONS } from './permissions';

describe('permissions (§6)', () => {
  it('gives each role exactly the matrix of the spec', () => {
    expect(SECTIONS.filter((s) => can('Participant', s, 'view'))).toEqual(['Dashboard', 'Events']);
    expect(SECTIONS.filter((s) => can('Host', s, 'view'))).toEqual([
      'Dashboard',
      'Sports',
      'Category',
      'Events',
      'Participants',
      'Payouts',
    ]);
    // Issue 26: a host's own payout account and earnings; nobody else's.
    expect(PERMISSIONS.Host.Payouts).toEqual(['view', 'edit']);
    expect(PERMISSIONS.Admin.Payouts).toEqual([]);
    expect(PERMISSIONS.Participant.Payouts).toEqual([]);
    expect(can('Host', 'Category', 'create')).toBe(true);
    expect(can('Host', 'Category', 'edit')).toBe(false);
    expect(can('Host', 'Sports', 'create')).toBe(false);
    expect(can('Admin', 'Sports', 'edit')).toBe(true);
    expect(can('Admin', 'Participants', 'create')).toBe(false);
    expect(can('Participant', 'Participants', 'create')).toBe(true);
    expect(can('Participant', 'Events', 'create')).toBe(false);
    expect(PERMISSIONS.Admin.Users).toEqual(['create', 'view', 'edit', 'delete']);
    expect(PERMISSIONS.Admin.Payments).toEqual(['view', 'edit']);
    expect(PERMISSIONS.Host.Payments).toEqual([]);
    expect(PERMISSIONS.Participant.Payments).toEqual([]);
  });

  it('gives no permission to a user with no role', () => {
    expect(can(null, 'Dashboard', 'view')).toBe(false);
    expect(can(undefined, 'Events', 'view')).toBe(false);
  });
});

describe('date format (§9)', () => {
  it("shows dates as 'DD MMMM, YYYY'", () => {
    expect(formatDisplayDate('2027-03-05')).toBe('05 March, 2027');
    expect(formatDisplayDate('2026-12-31T10:00:00')).toBe('31 December, 2026');
  });
  it('shows nothing for a missing or invalid date', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('login rules (issue 24)', () => {
  const errors = (password: string) =>
    LoginRequestSchema.safeParse({ email: 'a@b.co', password }).error?.issues.map(
      (i) => i.message,
    ) ?? [];

  it('asks only that a password is there: no sign-up rules, so "wrong" goes to the server', () => {
    for (const any of ['wrong', 'alllowercase1!', 'NoSpecial1', '12345678'])
      expect(errors(any)).toEqual([]);
    expect(errors('')).toEqual([AUTH_MSG.passwordRequired]);
  });
});
