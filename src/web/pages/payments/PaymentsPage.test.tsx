// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnomalyRow, PaymentRow } from '../../../shared/payments/schemas';
import type { RefundRow } from '../../../shared/refunds/schemas';
import { fakeApi, renderWithApi } from '../../test/component-kit';
import { speak } from '../../test/speak';
import PaymentsPage from './PaymentsPage';

// The admin's payments screen (/app/payments): its three tabs (every payment, the anomalies,
// the refunds) in English and in Hindi (issue 29).

vi.mock('../../components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

const PAYMENT: PaymentRow = {
  participation_id: 'p'.repeat(24),
  participant: { id: 'u'.repeat(24), name: 'Asha Rao', email: 'asha@example.test' },
  event: { id: 'e'.repeat(24), title: 'Monsoon Open' },
  category_name: 'Open singles',
  amount: 300,
  currency: 'INR',
  provider: 'razorpay',
  order_id: 'order_1',
  payment_id: 'pay_1',
  status: 'captured',
  created_at: '2026-03-05T04:00:00.000Z',
  captured_at: '2026-03-05T04:05:00.000Z',
  cancelled_at: null,
};

const ANOMALY: AnomalyRow = {
  id: 'a'.repeat(24),
  kind: 'amount_mismatch',
  detail: 'Paid 250 for an order of 300',
  provider: 'razorpay',
  order_id: 'order_2',
  payment_id: 'pay_2',
  amount: 250,
  currency: 'INR',
  expected_amount: 300,
  expected_currency: 'INR',
  participation: null,
  webhook_id: null,
  created_at: '2026-03-05T04:00:00.000Z',
  resolved_at: null,
  resolved_by: null,
  resolution_note: null,
};

const REFUND: RefundRow = {
  id: 'r'.repeat(24),
  participation_id: PAYMENT.participation_id,
  event: PAYMENT.event,
  category_name: 'Open singles',
  participant: { name: 'Asha Rao', email: 'asha@example.test' },
  amount: 300,
  currency: 'INR',
  reason: 'event_cancelled',
  note: null,
  status: 'refund_failed',
  payment_id: 'pay_1',
  provider_refund_id: null,
  attempts: 2,
  last_error: null,
  created_at: '2026-03-05T04:00:00.000Z',
  processed_at: null,
};

function drawPayments({ empty = false } = {}) {
  const page = (rows: unknown[]) => ({ data: empty ? [] : rows, next_cursor: null });
  fakeApi({
    'GET /payments': page([PAYMENT]),
    'GET /payments/anomalies': page([ANOMALY]),
    'GET /refunds': page([REFUND]),
  });
  renderWithApi(<PaymentsPage />);
}

describe('the payments screen', () => {
  afterEach(() => speak('en'));

  it('lists payments, anomalies and refunds in English', async () => {
    drawPayments();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect((await screen.findAllByText('Asha Rao')).length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'Provider ids' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /^Anomalies/ }));
    const card = await screen.findByRole('article', { name: 'Amount mismatch' });
    expect(within(card).getByText('Expected')).toBeTruthy();
    expect(within(card).getByText('No registration matches this order.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Mark resolved' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Refunds' }));
    const refund = await screen.findByTestId('admin-refund');
    expect(refund.textContent).toContain('Refund delayed');
    expect(refund.textContent).toContain('Event cancelled · Open singles');
    expect(refund.textContent).toContain('· 2 attempts');
    expect(within(refund).getByRole('button', { name: 'Retry refund' })).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    speak('hi');
    drawPayments();
    expect(screen.getByRole('heading', { level: 1, name: 'पेमेंट' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'सभी पेमेंट' })).toBeTruthy();
    expect((await screen.findAllByText('Asha Rao')).length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'प्रोवाइडर आईडी' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी' })).toBeTruthy();
    expect(screen.getAllByText(/को पेमेंट$/).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('tab', { name: /^गड़बड़ियाँ/ }));
    const card = await screen.findByRole('article', { name: 'राशि मेल नहीं खाती' });
    expect(within(card).getByText('अपेक्षित')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'सुलझा हुआ मार्क करें' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'रिफ़ंड' }));
    const refund = await screen.findByTestId('admin-refund');
    expect(refund.textContent).toContain('रिफ़ंड में देरी');
    expect(refund.textContent).toContain('इवेंट रद्द हुआ · Open singles');
    expect(refund.textContent).toContain('2 कोशिशें');
    expect(within(refund).getByRole('button', { name: 'फिर से रिफ़ंड करें' })).toBeTruthy();
  });

  it('says when there is nothing, in Hindi', async () => {
    speak('hi');
    drawPayments({ empty: true });
    expect((await screen.findAllByText('कोई डेटा नहीं मिला')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: /^गड़बड़ियाँ/ }));
    expect(await screen.findByText('कोई खुली गड़बड़ी नहीं। हर पेमेंट का हिसाब मिल रहा है।')).toBeTruthy();
  });
});
