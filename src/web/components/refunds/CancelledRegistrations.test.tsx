// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../shared/events/schemas';
import type { CancelledRegistration } from '../../../shared/refunds/cancelled-registrations';
import { fakeApi, renderWithApi } from '../../test/component-kit';
import { speak } from '../../test/speak';
import { ParticipantsTabs } from '../participations/ParticipantsTabs';
import { CancellationProgressPanel } from './CancellationProgressPanel';
import { CancelledRegistrations } from './CancelledRegistrations';

// Issue 24 item 14: the host of a cancelled event sees each cancelled registration with its
// refund's state, and the numbers move while refunds are on their way, then stop.

const HOST = { id: 'h'.repeat(24), role: 'Host' as const, name: 'Host' };
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: HOST }) }));

const EVENT_ID = 'e'.repeat(24);
const event = {
  id: EVENT_ID,
  title: 'Monsoon Open',
  host_id: HOST.id,
  cancelled_at: '2026-03-05T04:00:00.000Z',
  cancel_reason: 'The ground is waterlogged',
  categories: [
    {
      category_id: 'c'.repeat(24),
      price: 300,
      currency: 'INR',
      capacity: null,
      places_left: null,
      waitlist_count: 0,
      category_details: { name: 'Open singles', participants_in_team: 1 },
    },
  ],
} as unknown as Event;

const row = (
  id: string,
  refund: CancelledRegistration['refund'],
  extra: Partial<CancelledRegistration> = {},
): CancelledRegistration => ({
  id: id.repeat(24),
  category: { id: 'c'.repeat(24), name: 'Open singles' },
  competitor_name: `Player ${id}`,
  team_name: null,
  participant: { name: `Player ${id}`, email: `${id}@example.test` },
  amount_paid: 300,
  currency: 'INR',
  cancelled_at: '2026-03-05T04:00:00.000Z',
  reason: 'event_cancelled',
  note: 'The ground is waterlogged',
  refund,
  ...extra,
});

const progress = (refunded: number, pending: number, failed: number) => ({
  cancelled_at: event.cancelled_at,
  reason: event.cancel_reason,
  registrations_left: 0,
  refunds: {
    total: refunded + pending + failed,
    refunded,
    pending,
    failed,
    amount_total: (refunded + pending + failed) * 300,
    amount_refunded: refunded * 300,
  },
});

afterEach(() => {
  vi.useRealTimers();
  speak('en');
});

describe("the host's Cancelled tab", () => {
  it('opens on a cancelled event with each refund’s state, date in India time and reason', async () => {
    fakeApi({
      'GET /events/:id/cancellation': progress(1, 1, 1),
      'GET /events/:id/cancelled-registrations': {
        data: [
          row('a', { status: 'refunded', amount: 300, at: '2026-03-05T10:15:00.000Z' }),
          row('b', { status: 'refund_pending', amount: 300, at: '2026-03-05T04:00:00.000Z' }),
          row('c', { status: 'refund_failed', amount: 300, at: '2026-03-05T11:00:00.000Z' }),
          row('d', null, { amount_paid: 0 }),
          row('f', null, { reason: 'participant_cancelled', note: null }),
        ],
        next_cursor: null,
      },
    });
    renderWithApi(<ParticipantsTabs event={event} />);

    expect(screen.getByRole('tab', { name: 'Cancelled' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const cards = await screen.findAllByTestId('cancelled-registration');
    expect(cards).toHaveLength(5);
    const [made, pending, failed, unpaid, self] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(made.textContent).toContain('Player a');
    expect(made.textContent).toContain('Paid ₹300.00');
    expect(made.textContent).toContain('Event cancelled: “The ground is waterlogged”');
    expect(within(made).getByTestId('refund-state').textContent).toBe('Refunded');
    // 10:15 UTC is 3:45 PM in India.
    expect(made.textContent).toContain('₹300.00 on 05 March, 2026, 3:45 PM');
    expect(within(pending).getByTestId('refund-state').textContent).toBe('Refund on its way');
    expect(pending.textContent).toContain('owed since 05 March, 2026, 9:30 AM');
    expect(within(failed).getByTestId('refund-state').textContent).toBe('Refund failed');
    expect(failed.textContent).toContain('refused on 05 March, 2026, 4:30 PM');
    expect(unpaid.textContent).toContain('Not paid: nothing to refund');
    expect(self.textContent).toContain('Cancelled by the participant');
    expect(self.textContent).toContain('No refund due under the refund policy');
  });

  it('reads the refunds again while they are on their way, and stops once all are final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let final = false;
    const api = fakeApi({
      'GET /events/:id/cancellation': () => (final ? progress(2, 0, 1) : progress(0, 3, 0)),
      'GET /events/:id/cancelled-registrations': () => ({
        data: final
          ? [
              row('a', { status: 'refunded', amount: 300, at: '2026-03-05T10:15:00.000Z' }),
              row('b', { status: 'refunded', amount: 300, at: '2026-03-05T10:16:00.000Z' }),
              row('c', { status: 'refund_failed', amount: 300, at: '2026-03-05T10:17:00.000Z' }),
            ]
          : ['a', 'b', 'c'].map((id) =>
              row(id, { status: 'refund_pending', amount: 300, at: '2026-03-05T04:00:00.000Z' }),
            ),
        next_cursor: null,
      }),
    });
    renderWithApi(
      <>
        <CancellationProgressPanel event={event} />
        <CancelledRegistrations eventId={EVENT_ID} live={false} />
      </>,
    );
    const panel = await screen.findByTestId('cancellation-progress');
    expect(panel.textContent).toContain('0 of 3 refunds made · ₹0.00 of ₹900.00');
    expect(panel.textContent).toContain('On their way: 3');
    expect(panel.textContent).toContain('3 refunds are with the payment provider');
    await screen.findAllByText('Refund on its way');

    // Still on their way: asked again at the next tick, and again.
    const before = api.calls['GET /events/:id/cancellation']!;
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(api.calls['GET /events/:id/cancellation']).toBeGreaterThan(before);

    final = true;
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(panel.textContent).toContain('2 of 3 refunds made · ₹600.00 of ₹900.00');
    expect(panel.textContent).toContain('Failed: 1');
    expect(panel.textContent).toContain('1 refund was refused by the payment provider');
    expect(panel.textContent).not.toContain('with the payment provider;');
    expect(screen.getAllByText('Refunded')).toHaveLength(2);
    expect(screen.getByText('Refund failed')).toBeTruthy();

    // Every refund final: no more reads.
    const settled = { ...api.calls };
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls).toEqual(settled);
  });

  it('speaks Hindi: the panel, each refund’s state and why the registration ended', async () => {
    speak('hi');
    fakeApi({
      'GET /events/:id/cancellation': { ...progress(1, 1, 1), registrations_left: 2 },
      'GET /events/:id/cancelled-registrations': {
        data: [
          row('a', { status: 'refunded', amount: 300, at: '2026-03-05T10:15:00.000Z' }),
          row('c', { status: 'refund_failed', amount: 300, at: '2026-03-05T11:00:00.000Z' }),
          row('d', null, { amount_paid: 0 }),
          row('f', null, { reason: 'participant_cancelled', note: null }),
        ],
        next_cursor: null,
      },
    });
    renderWithApi(
      <>
        <CancellationProgressPanel event={event} />
        <CancelledRegistrations eventId={EVENT_ID} live={false} />
      </>,
    );
    const panel = await screen.findByTestId('cancellation-progress');
    expect(panel.textContent).toContain('इवेंट रद्द: रिफ़ंड जारी हैं');
    expect(panel.textContent).toContain('3 में से 1 रिफ़ंड हो गए · ₹900.00 में से ₹300.00');
    expect(panel.textContent).toContain('रास्ते में: 1');
    expect(panel.textContent).toContain('2 रजिस्ट्रेशन अभी रद्द होने बाकी…');
    expect(panel.textContent).toContain('1 रिफ़ंड पेमेंट प्रोवाइडर ने ठुकरा दिया');

    const cards = await screen.findAllByTestId('cancelled-registration');
    const [made, failed, unpaid, self] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(made.textContent).toContain('₹300.00 दिए');
    expect(made.textContent).toContain('इवेंट रद्द हुआ: “The ground is waterlogged”');
    expect(within(made).getByTestId('refund-state').textContent).toBe('रिफ़ंड हो गया');
    // The amount, then when it was refunded (the date as the formatters write it), then "को".
    expect(made.textContent).toMatch(/₹300\.00 \S.*2026.* को/);
    expect(within(failed).getByTestId('refund-state').textContent).toBe('रिफ़ंड फ़ेल');
    expect(unpaid.textContent).toContain('पेमेंट नहीं हुआ: रिफ़ंड के लिए कुछ नहीं');
    expect(self.textContent).toContain('खिलाड़ी ने रद्द किया');
    expect(self.textContent).toContain('रिफ़ंड के नियमों के हिसाब से कोई रिफ़ंड नहीं बनता');
  });
});
