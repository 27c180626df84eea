import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from './auth/messages';
import { LoginFormSchema, LoginRequestSchema } from './auth/schemas';
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
    ]);
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

describe('login rules (§5)', () => {
  const errors = (schema: typeof LoginRequestSchema, password: string) =>
    schema.safeParse({ email: 'a@b.co', password }).error?.issues.map((i) => i.message) ?? [];

  it('the form applies the password rule; the API checks presence and size only', () => {
    for (const weak of ['alllowercase1!', 'NoSpecial1', '12345678']) {
      expect(errors(LoginFormSchema, weak)).toEqual([AUTH_MSG.passwordRule]);
      expect(errors(LoginRequestSchema, weak)).toEqual([]);
    }
    expect(errors(LoginFormSchema, '')).toContain(AUTH_MSG.passwordRequired);
    expect(errors(LoginFormSchema, 'Matchday@2026')).toEqual([]);
  });
});
