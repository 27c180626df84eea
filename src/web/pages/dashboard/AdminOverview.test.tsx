// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSummary } from '../../../shared/admin/schemas';
import { FakeRefusal, fakeApi } from '../../test/component-kit';
import { speak } from '../../test/speak';
import { theme } from '../../theme';
import { AdminOverview } from './AdminOverview';

// The admin's dashboard counts (issue 13) against a fake API: the server's summary, drawn as it
// gives it. The counting itself is the server's (src/server/admin/summary.test.ts).

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
            <Route path="/app/users" element={<p>Users</p>} />
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

  describe('in Hindi', () => {
    afterEach(() => speak('en'));

    it('names its cards, bars and links in Hindi, with the plural of drafts', async () => {
      speak('hi');
      fakeApi({ 'GET /admin/summary': SUMMARY });
      draw('/app/dashboard');
      const overview = await screen.findByRole('region', { name: 'ओवरव्यू' });
      await within(overview).findByRole('list', { name: 'भूमिका के हिसाब से यूज़र' });
      const hiCard = (name: string) => within(overview).getByRole('region', { name });
      const hiBar = (list: string, label: string) =>
        within(screen.getByRole('list', { name: list }))
          .getAllByRole('listitem')
          .find((li) => li.textContent?.startsWith(label))?.textContent;
      expect(hiCard('यूज़र').textContent).toContain('35 का ईमेल वेरिफ़ाइड');
      expect(hiBar('भूमिका के हिसाब से यूज़र', 'होस्ट')).toBe('होस्ट (1 सस्पेंड)4');
      expect(hiCard('इवेंट').textContent).toContain('पब्लिश हुए, और 2 ड्राफ़्ट');
      expect(hiBar('स्थिति के हिसाब से इवेंट', 'रजिस्ट्रेशन खुला है')).toBe('रजिस्ट्रेशन खुला है6');
      expect(hiBar('पेमेंट के हिसाब से रजिस्ट्रेशन', 'पेमेंट बाकी')).toBe('पेमेंट बाकी2');
      expect(hiCard('कमाई').textContent).toContain('इस महीने');
      expect(within(hiCard('यूज़र')).getByRole('link', { name: 'यूज़र मैनेज करें' })).toBeTruthy();
    });

    it('offers to try again when the overview does not load', async () => {
      speak('hi');
      fakeApi({ 'GET /admin/summary': new FakeRefusal(500, 'Server error') });
      draw('/app/dashboard');
      expect(await screen.findByText('ओवरव्यू लोड नहीं हो सका। कृपया फिर से कोशिश करें।')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    });
  });
});
