// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYOUT_STATUS_TEXT } from '../../../shared/money/payout-account';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import { makeUser, renderRoutes } from '../../test/event-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import type { AdminEarnings, EarningsTotals, FeeDocument, HostEarnings } from './earnings-api';
import EarningsPage from './EarningsPage';
import { shortDate, shortRange } from './EarningsTables';

// The Earnings page (issue 26): totals in Indian money format, the accrued figure and its hint
// only when something waits for a payout account, a host's events or an admin's hosts. The
// figures themselves are the server's (src/server/money/payouts/payouts.test.ts).

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
// The chart is MUI X Charts drawing SVG from measured sizes, which jsdom has none of; here it
// shows what it was given.
vi.mock('./EarningsChart', () => ({
  default: ({ series }: { series: Array<{ date: string }> }) => (
    <div data-testid="chart">{series.map((d) => d.date).join(' ')}</div>
  ),
}));

const NONE: EarningsTotals = {
  gross: 0,
  fees: 0,
  refunds: 0,
  net: 0,
  accrued: 0,
  on_hold: 0,
  transferred: 0,
  failed: 0,
  payments: 0,
};

const TOTALS: EarningsTotals = {
  gross: 125000,
  fees: 3750,
  refunds: 4000,
  net: 117250,
  accrued: 0,
  on_hold: 52250,
  transferred: 65000,
  failed: 0,
  payments: 40,
};

const SERIES = [
  { date: '2026-11-26', gross: 60000, net: 58200 },
  { date: '2026-11-27', gross: 65000, net: 59050 },
];

function hostEarnings(over: Partial<HostEarnings> = {}): HostEarnings {
  return {
    currency: 'INR',
    account_status: 'activated',
    totals: TOTALS,
    events: [
      {
        ...TOTALS,
        transferred: 0,
        on_hold: 117250,
        event_id: 'e'.repeat(24),
        title: 'Bengaluru Monsoon Football Cup',
        start_date: '2026-12-05',
        end_date: '2026-12-06',
        // 19:00 UTC on 8 December is 00:30 on 9 December in India.
        payout_from: '2026-12-08T19:00:00.000Z',
        last_transferred_at: null,
      },
    ],
    series: SERIES,
    ...over,
  };
}

function draw(role: 'Host' | 'Admin' | 'Participant', answers: Parameters<typeof scriptedApi>[0]) {
  auth.user = makeUser(role);
  const api = scriptedApi(answers);
  const view = renderRoutes(
    { '/app/earnings': <EarningsPage />, '/app/dashboard': <p>Dashboard</p> },
    '/app/earnings',
  );
  return { api, ...view };
}

const total = (key: string) => screen.getByTestId(`total-${key}`).textContent ?? '';

beforeEach(() => vi.clearAllMocks());

describe('a host', () => {
  it('sees the totals as ₹1,25,000.00, the chart of the days and each event', async () => {
    draw('Host', {
      'GET /host/earnings': () => hostEarnings(),
      'GET /host/invoices': () => ({ data: [], next_cursor: null }),
    });
    expect(await screen.findByTestId('total-gross')).toBeTruthy();
    expect(total('gross')).toContain('₹1,25,000.00');
    expect(total('gross')).toContain('40 payments');
    expect(total('fees')).toContain('₹3,750.00');
    expect(total('refunds')).toContain('₹4,000.00');
    expect(total('net')).toContain('₹1,17,250.00');
    expect(total('on_hold')).toContain('₹52,250.00');
    expect(total('transferred')).toContain('₹65,000.00');
    // Nothing waits for an account: no accrued card, no hint.
    expect(screen.queryByTestId('total-accrued')).toBeNull();
    expect(screen.queryByText('Add your payout account to receive it')).toBeNull();

    expect((await screen.findByTestId('chart')).textContent).toBe('2026-11-26 2026-11-27');

    const table = screen.getByRole('table', { name: 'Earnings by event' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Bengaluru Monsoon Football Cup' })).toBeTruthy();
    expect(row.textContent).toContain('₹1,17,250.00');
    // The India date, not the UTC one.
    expect(row.textContent).toContain('Payout from 9 Dec 2026');
    expect(row.textContent).toContain('5–6 Dec 2026');
    expect(screen.getByText(/Payout account: Active/)).toBeTruthy();
  });

  it('downloads Matchday’s fee invoices and credit notes, a page at a time', async () => {
    const doc = (n: number, over: Partial<FeeDocument> = {}): FeeDocument => ({
      id: String(n).padStart(24, '0'),
      kind: 'fee_invoice',
      number: `MDF/2627/${String(n).padStart(6, '0')}`,
      // 20:00 UTC on 30 November is 1 December in India.
      issued_at: '2026-11-30T20:00:00.000Z',
      total: 24.95,
      tax: 3.81,
      detail: `Fee on payment pay_${n}`,
      refers_to: null,
      ...over,
    });
    const { api } = draw('Host', {
      'GET /host/earnings': () => hostEarnings(),
      'GET /host/invoices': ({ url }) =>
        url.searchParams.get('cursor')
          ? { data: [doc(1)], next_cursor: null }
          : {
              data: [
                doc(3, {
                  kind: 'credit_note',
                  number: 'MDF/2627/000003',
                  detail: 'Platform fee given back on refund r1',
                  refers_to: 'MDF/2627/000002',
                }),
                doc(2, { total: 1250.5 }),
              ],
              next_cursor: 'next',
            },
    });
    const table = await screen.findByRole('table', { name: 'Invoices from Matchday' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const note = within(rows[0]!).getByRole('link', { name: /Credit note MDF\/2627\/000003/ });
    expect(note.getAttribute('href')).toBe(`/api/v1/host/invoices/${doc(3).id}/pdf`);
    expect(rows[0]!.textContent).toContain('(against MDF/2627/000002)');
    expect(rows[0]!.textContent).toContain('−₹24.95');
    expect(rows[0]!.textContent).toContain('1 Dec 2026');
    expect(rows[1]!.textContent).toContain('Fee invoice MDF/2627/000002');
    expect(rows[1]!.textContent).toContain('₹1,250.50');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(api.count('GET /host/invoices')).toBe(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('is told to add a payout account when earnings are accrued for want of one', async () => {
    const accrued = { ...TOTALS, accrued: 117250, on_hold: 0, transferred: 0, payments: 1 };
    draw('Host', {
      'GET /host/earnings': () =>
        hostEarnings({
          account_status: null,
          totals: accrued,
          events: [{ ...hostEarnings().events[0]!, ...accrued }],
        }),
      'GET /host/invoices': () => ({ data: [], next_cursor: null }),
    });
    expect(await screen.findByTestId('total-accrued')).toBeTruthy();
    expect(total('accrued')).toContain('₹1,17,250.00');
    expect(total('gross')).toMatch(/1 payment$/);
    const hint = screen.getByRole('link', { name: 'Add your payout account to receive it' });
    expect(hint.getAttribute('href')).toBe('/app/settings#payouts');
    expect(screen.getByText(/No payout account yet/)).toBeTruthy();
  });

  it('sees the empty state before any payment', async () => {
    draw('Host', {
      'GET /host/earnings': () => hostEarnings({ totals: NONE, events: [], series: [] }),
    });
    expect(
      await screen.findByText('No payments yet: earnings appear here when participants pay.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('total-gross')).toBeNull();
    expect(screen.queryByTestId('chart')).toBeNull();
  });
});

describe('an admin', () => {
  const admin: AdminEarnings = {
    currency: 'INR',
    totals: { ...TOTALS, accrued: 20000 },
    hosts: [
      {
        ...TOTALS,
        host_id: 'a'.repeat(24),
        host_name: 'Bengaluru Sports League',
        account_status: 'activated',
      },
      {
        ...NONE,
        gross: 20600,
        net: 20000,
        accrued: 20000,
        payments: 1,
        host_id: 'b'.repeat(24),
        host_name: 'Pune Kabaddi Club',
        account_status: null,
      },
    ],
    series: SERIES,
  };

  it('sees one row per host with its account status, from the admin endpoint', async () => {
    const { api } = draw('Admin', { 'GET /admin/earnings': () => admin });
    const table = await screen.findByRole('table', { name: 'Earnings by host' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Bengaluru Sports League',
      'Pune Kabaddi Club',
    ]);
    expect(rows[0]!.textContent).toContain(PAYOUT_STATUS_TEXT.activated.label);
    expect(rows[0]!.textContent).toContain('₹1,25,000.00');
    expect(rows[1]!.textContent).toContain('Not set up');
    expect(rows[1]!.textContent).toContain('₹20,000.00');
    expect(total('gross')).toContain('₹1,25,000.00');
    // Accrued shows for admins too, without the host's call to action.
    expect(total('accrued')).toContain('₹20,000.00');
    expect(screen.queryByText('Add your payout account to receive it')).toBeNull();
    expect(api.count('GET /admin/earnings')).toBe(1);
  });
});

describe('a participant', () => {
  it('is sent to the dashboard', async () => {
    const { location } = draw('Participant', {});
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/app/dashboard'));
  });
});

describe('the short dates of the tables', () => {
  it('read an instant as its India day', () => {
    // 18:45 UTC on 30 November is 00:15 on 1 December in India.
    expect(shortDate('2026-11-30T18:45:00.000Z')).toBe('1 Dec 2026');
    expect(shortDate('2026-11-30T18:15:00.000Z')).toBe('30 Nov 2026');
  });

  it('write a range once per month and year', () => {
    expect(shortRange('2026-12-05', '2026-12-05')).toBe('5 Dec 2026');
    expect(shortRange('2026-12-05', '2026-12-06')).toBe('5–6 Dec 2026');
    expect(shortRange('2026-11-30', '2026-12-01')).toBe('30 Nov – 1 Dec 2026');
    expect(shortRange('2026-12-31', '2027-01-01')).toBe('31 Dec 2026 – 1 Jan 2027');
  });
});

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('shows a host the totals, the events and the fee documents in Hindi', async () => {
    speak('hi');
    draw('Host', {
      'GET /host/earnings': () =>
        hostEarnings({
          totals: { ...TOTALS, accrued: 1000 },
          account_status: 'needs_clarification',
        }),
      'GET /host/invoices': () => ({
        data: [
          {
            id: '3'.padStart(24, '0'),
            kind: 'credit_note',
            number: 'MDF/2627/000003',
            issued_at: '2026-11-30T20:00:00.000Z',
            total: 24.95,
            tax: 3.81,
            detail: 'Platform fee given back on refund r1',
            refers_to: 'MDF/2627/000002',
          },
        ],
        next_cursor: null,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'कमाई' })).toBeTruthy();
    expect(await screen.findByTestId('total-gross')).toBeTruthy();
    expect(total('gross')).toContain('ग्रॉस');
    expect(total('gross')).toContain('40 पेमेंट');
    expect(total('fees')).toContain('प्लेटफ़ॉर्म फ़ीस');
    expect(total('on_hold')).toContain('हर इवेंट ख़त्म होने के बाद भेजा जाता है');
    expect(screen.getByRole('link', { name: 'इसे पाने के लिए अपना पेआउट अकाउंट जोड़ें' })).toBeTruthy();
    expect(screen.getByText(/पेआउट अकाउंट: आपका ध्यान चाहिए।/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'देखें क्या चाहिए' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हर दिन का हिसाब' })).toBeTruthy();

    const table = screen.getByRole('table', { name: 'इवेंट के हिसाब से कमाई' });
    expect(within(table).getByRole('columnheader', { name: 'पेआउट' })).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/ से पेआउट$/);

    const documents = await screen.findByRole('table', { name: 'Matchday के इनवॉइस' });
    expect(
      within(documents).getByRole('link', { name: /क्रेडिट नोट MDF\/2627\/000003/ }),
    ).toBeTruthy();
    expect(documents.textContent).toContain('(MDF/2627/000002 के बदले)');
    expect(within(documents).getByRole('columnheader', { name: 'राशि (GST सहित)' })).toBeTruthy();
  });

  it('tells a host with no payment yet, in Hindi', async () => {
    speak('hi');
    draw('Host', {
      'GET /host/earnings': () =>
        hostEarnings({ totals: NONE, events: [], series: [], account_status: null }),
    });
    expect(
      await screen.findByText('अभी कोई पेमेंट नहीं: खिलाड़ियों के पेमेंट करते ही कमाई यहाँ दिखेगी।'),
    ).toBeTruthy();
    expect(screen.getByText(/अभी कोई पेआउट अकाउंट नहीं।/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सेट अप करें' })).toBeTruthy();
  });

  it('shows an admin each host’s account in Hindi', async () => {
    speak('hi');
    draw('Admin', {
      'GET /admin/earnings': () => ({
        currency: 'INR',
        totals: TOTALS,
        hosts: [
          {
            ...TOTALS,
            host_id: 'b'.repeat(24),
            host_name: 'Pune Kabaddi Club',
            account_status: null,
          },
        ],
        series: SERIES,
      }),
    });
    const table = await screen.findByRole('table', { name: 'होस्ट के हिसाब से कमाई' });
    expect(table.textContent).toContain('सेट अप नहीं');
    expect(within(table).getByRole('columnheader', { name: 'पेआउट अकाउंट' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'होस्ट के हिसाब से' })).toBeTruthy();
  });
});
