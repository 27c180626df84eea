// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostRow, ParticipantRow } from '../../../shared/admin/schemas';
import { fakeApi } from '../../test/component-kit';
import { speak } from '../../test/speak';
import { theme } from '../../theme';
import UsersPage from './UsersPage';

// The admin's Users page (issue 13) against a fake API: hosts with their suspension, and the
// participants the server's search returns. The search itself is the server's
// (src/server/admin/participants.test.ts); suspending a host end to end stays in
// e2e/admin.spec.ts.

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
  date_of_birth: null,
  date_of_birth_estimated: false,
  age: null,
  height: null,
  gender: null,
  school_or_college: null,
  email_verified: true,
  pending_email: null,
  whatsapp_opt_in: false,
  language: 'en',
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
            <Route path="/app/users/*" element={<UsersPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

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
      'GET /user/:id': host({
        id: 'a'.repeat(24),
        name: 'Meera Nair',
        organisation_name: 'Bengaluru League',
      }),
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
  describe('in Hindi (issue 29)', () => {
    afterEach(() => speak('en'));

    it('names the hosts’ state, the columns and a participant’s registrations in Hindi', async () => {
      speak('hi');
      serve();
      draw('/app/users');
      expect(await screen.findByRole('heading', { level: 1, name: 'यूज़र की जानकारी' })).toBeTruthy();
      await waitFor(() => expect(rowOf(table('होस्ट'), 'Vikram Desai')).toBeTruthy());
      const vikram = rowOf(table('होस्ट'), 'Vikram Desai')!;
      expect(vikram.textContent).toContain('सस्पेंड');
      expect(vikram.textContent).toContain(': Prize money was not paid.');
      expect(
        within(vikram).getByRole('button', { name: 'Vikram Desai का सस्पेंशन हटाएँ', hidden: true }),
      ).toBeTruthy();
      expect(rowOf(table('होस्ट'), 'Meera Nair')!.textContent).toContain('चालू');

      // Suspending asks in Hindi, the host's name as it is.
      fireEvent.click(
        within(rowOf(table('होस्ट'), 'Meera Nair')!).getByRole('button', {
          name: 'Meera Nair को सस्पेंड करें',
          hidden: true,
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'होस्ट को सस्पेंड करें' });
      expect(dialog.textContent).toContain('Meera Nair (Bengaluru League) को सस्पेंड करें?');
      expect(within(dialog).getByRole('textbox', { name: /^कारण/ })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.click(screen.getByRole('tab', { name: 'खिलाड़ी' }));
      await waitFor(() => expect(rowOf(table('खिलाड़ी'), 'Kabir Singh')).toBeTruthy());
      expect(
        within(table('खिलाड़ी'))
          .getAllByRole('columnheader', { hidden: true })
          .map((h) => h.textContent),
      ).toEqual(['नाम', 'ईमेल', 'फ़ोन नंबर', 'रजिस्ट्रेशन', 'जुड़े']);
      expect(document.body.textContent).toContain('3 रजिस्ट्रेशन');
      fireEvent.change(screen.getByRole('searchbox', { name: 'खिलाड़ी खोजें' }), {
        target: { value: 'nobody' },
      });
      await waitFor(() =>
        expect(table('खिलाड़ी').textContent).toContain('“nobody” से कोई खिलाड़ी नहीं मिला'),
      );
    });

    it('shows a host’s details in Hindi', async () => {
      speak('hi');
      serve();
      draw(`/app/users/users-details/${'a'.repeat(24)}`);
      const dialog = await screen.findByRole('dialog', { name: 'यूज़र की जानकारी' });
      await waitFor(() => expect(dialog.textContent).toContain('Meera Nair'));
      expect(within(dialog).getByText('भूमिका')).toBeTruthy();
      expect(within(dialog).getByText('होस्ट')).toBeTruthy();
      expect(within(dialog).getByText('वेरिफ़ाइड')).toBeTruthy();
      expect(within(dialog).getByText('हाँ')).toBeTruthy();
    });
  });
});
