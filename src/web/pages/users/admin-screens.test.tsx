// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSummary, HostRow, ParticipantRow } from '../../../shared/admin/schemas';
import { fakeApi } from '../../test/component-kit';
import { theme } from '../../theme';
import { AdminOverview } from '../dashboard/AdminOverview';
import UsersPage from './UsersPage';

// The admin's screens (issue 13) against a fake API: the dashboard's counts are the server's
// summary, drawn as it gives them; the Users page lists hosts with their suspension and the
// participants the server's search returns. The counting and the search are the server's
// (src/server/admin/summary.test.ts, participants.test.ts); suspending a host end to end stays in
// e2e/admin.spec.ts.

const SUMMARY: AdminSummary = {
  users: [
    { role: 'Admin', total: 1, verified: 1, suspended: 0 },
    { role: 'Host', total: 4, verified: 4, suspended: 1 },
    { role: 'Participant', total: 37, verified: 30, suspended: 0 },
  ],
  events: { draft: 2, not_open: 3, open: 6, closed: 1, over: 4 },
  registrations: { paid: 11, free: 5, pending: 2, cancelled: 3 },
  revenue: {
    currency: 'INR',
    captured: 152_000,
    refunded: 2_500.5,
    net: 149_499.5,
    this_month: 12_000,
  },
  as_of: '2026-11-27T03:00:00.000Z',
};

const host = (fields: Partial<HostRow> & Pick<HostRow, 'id' | 'name'>): HostRow => ({
  role: 'Host',
  user_name: null,
  email: `${fields.id}@example.test`,
  phone_number: '9000000001',
  address: null,
  organisation_name: null,
  account_number: null,
  bank_name: null,
  ifsc_code: null,
  account_holder_name: null,
  age: null,
  height: null,
  gender: null,
  school_or_college: null,
  email_verified: true,
  pending_email: null,
  suspended_at: null,
  suspension_reason: null,
  ...fields,
});

const participant = (name: string, email: string, registrations: number): ParticipantRow => ({
  id: email.replace(/\W/g, '').padEnd(24, '0').slice(0, 24),
  name,
  email,
  phone_number: '9811100001',
  email_verified: true,
  registrations,
  joined_at: '2026-10-01T10:00:00.000Z',
});
const KABIR = participant('Kabir Singh', 'player@matchday.test', 3);
const ANANYA = participant('Ananya Rao', 'runner@matchday.test', 1);

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

function draw(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/app/dashboard" element={<AdminOverview />} />
            <Route path="/app/users/*" element={<UsersPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('the admin dashboard', () => {
  const card = (name: string) =>
    within(screen.getByRole('region', { name: 'Overview' })).getByRole('region', { name });
  const bar = (list: string, label: string) =>
    within(screen.getByRole('list', { name: list }))
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(label))?.textContent;

  it('shows the counts the server gives, the suspended hosts named, and where to manage them', async () => {
    fakeApi({ 'GET /admin/summary': SUMMARY });
    draw('/app/dashboard');
    await screen.findByRole('list', { name: 'Users by role' });
    expect(card('Users').textContent).toContain('Users42');
    expect(bar('Users by role', 'Participants')).toBe('Participants37');
    expect(bar('Users by role', 'Hosts')).toBe('Hosts (1 suspended)4');
    expect(bar('Events by state', 'Registration open')).toBe('Registration open6');
    expect(bar('Events by state', 'Draft')).toBe('Draft2');
    expect(bar('Registrations by payment', 'Paid')).toBe('Paid11');
    expect(card('Revenue').textContent).toContain('₹1,49,499.50');

    fireEvent.click(within(card('Users')).getByRole('link', { name: 'Manage users' }));
    expect(address()).toBe('/app/users');
  });

  it('says nothing of suspensions when no host is suspended', async () => {
    fakeApi({
      'GET /admin/summary': {
        ...SUMMARY,
        users: SUMMARY.users.map((u) => ({ ...u, suspended: 0 })),
      },
    });
    draw('/app/dashboard');
    await screen.findByRole('list', { name: 'Users by role' });
    expect(bar('Users by role', 'Hosts')).toBe('Hosts4');
  });
});

describe('the Users page', () => {
  const searched: string[] = [];
  function serve() {
    searched.length = 0;
    return fakeApi({
      'GET /user/all/Host': {
        data: [
          host({ id: 'a'.repeat(24), name: 'Meera Nair', organisation_name: 'Bengaluru League' }),
          host({
            id: 'b'.repeat(24),
            name: 'Vikram Desai',
            suspended_at: '2026-11-24T10:00:00.000Z',
            suspension_reason: 'Prize money was not paid.',
          }),
        ],
        next_cursor: null,
      },
      'GET /admin/participants': (url: URL) => {
        const q = url.searchParams.get('q') ?? '';
        searched.push(q);
        const rows = [KABIR, ANANYA].filter((p) =>
          `${p.name} ${p.email}`.toLowerCase().includes(q.toLowerCase()),
        );
        return { data: rows, next_cursor: null };
      },
    });
  }
  const table = (name: string) => screen.getByRole('table', { name, hidden: true });
  const rowOf = (where: HTMLElement, text: string) =>
    within(where)
      .getAllByRole('row', { hidden: true })
      .find((r) => r.textContent?.includes(text));

  it('shows each host’s suspension, and the participants beside them with a search', async () => {
    serve();
    draw('/app/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users Details' })).toBeTruthy();
    await waitFor(() => expect(rowOf(table('Hosts'), 'Vikram Desai')).toBeTruthy());
    expect(rowOf(table('Hosts'), 'Vikram Desai')!.textContent).toContain('Suspended');
    expect(rowOf(table('Hosts'), 'Vikram Desai')!.textContent).toContain(
      'Prize money was not paid.',
    );
    expect(rowOf(table('Hosts'), 'Meera Nair')!.textContent).toContain('Active');

    fireEvent.click(screen.getByRole('tab', { name: 'Participants' }));
    expect(address()).toBe('/app/users?tab=participants');
    await waitFor(() => expect(rowOf(table('Participants'), 'Kabir Singh')).toBeTruthy());
    expect(
      within(table('Participants'))
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Phone Number', 'Registrations', 'Joined']);

    const search = screen.getByRole('searchbox', { name: 'Search participants' });
    fireEvent.change(search, { target: { value: 'kabir' } });
    await waitFor(() => expect(rowOf(table('Participants'), 'Ananya Rao')).toBeUndefined());
    const kabir = within(rowOf(table('Participants'), 'Kabir Singh')!).getAllByRole('cell', {
      hidden: true,
    });
    expect(kabir[1]!.textContent).toBe(KABIR.email);
    expect(kabir[3]!.textContent).toBe('3');
    // One request for the word, after the typing settled, with what was typed.
    expect(searched).toEqual(['', 'kabir']);

    fireEvent.change(search, { target: { value: '  no such participant ' } });
    await waitFor(() =>
      expect(table('Participants').textContent).toContain(
        'No participant matches “no such participant”',
      ),
    );
    expect(searched.at(-1)).toBe('no such participant');
  });
});
