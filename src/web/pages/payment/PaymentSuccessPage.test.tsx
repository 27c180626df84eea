// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTICIPATION_MSG } from '../../../shared/participations/schemas';
import { fakeApi } from '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import PaymentSuccessPage from './PaymentSuccessPage';

// §2 /app/paymentSuccess for a free entry: a registration, not a payment (moved here from
// e2e/participation.spec.ts, issue 25; the server captures a free category at once without an
// order: src/server/registration/participations.test.ts).

const UNDER_13 = eventCategory('c'.repeat(24), 'Under 13 Singles', { price: 0 });
const EVENT = openEvent([UNDER_13]);

function drawFor(p: ReturnType<typeof registration>) {
  fakeApi({ 'GET /event/participate/:id': p });
  renderAt(
    { '/app/paymentSuccess': <PaymentSuccessPage /> },
    `/app/paymentSuccess?participation=${p.id}`,
  );
}

describe('the confirmation page', () => {
  it('says a free entry is registered: no order, no payment, a confirmation to download', async () => {
    const free = registration(EVENT, UNDER_13);
    drawFor(free);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Registration Confirmed',
    );
    expect(screen.getByTestId('success-text').textContent).toBe(
      PARTICIPATION_MSG.registeredText(EVENT.title, free.id),
    );
    expect(screen.queryAllByText(/Paid on|order id|Payment Successful/)).toEqual([]);
    expect(screen.getByText('Free', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Test checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download Confirmation' }).getAttribute('href')).toBe(
      `/api/v1/event/participate/${free.id}/receipt`,
    );
  });

  it('says a paid entry is a payment, with its order id and a receipt', async () => {
    const paid = registration(EVENT, UNDER_13, {
      order_id: 'order_Paid123',
      payment_id: 'pay_Paid123',
      amount_paid: 499,
    });
    drawFor(paid);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Payment Successful',
    );
    expect(screen.getByTestId('success-text').textContent).toBe(
      PARTICIPATION_MSG.successText(EVENT.title, 'order_Paid123'),
    );
    expect(screen.getByText('Paid on')).toBeTruthy();
    expect(screen.queryByText('Free', { exact: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download Receipt' })).toBeTruthy();
  });
});

describe('the confirmation page in Hindi', () => {
  afterEach(() => speak('en'));

  it('heads and labels a payment in Hindi, with the event and order as they are', async () => {
    speak('hi');
    const paid = registration(EVENT, UNDER_13, {
      order_id: 'order_Paid123',
      payment_id: 'pay_Paid123',
      amount_paid: 499,
    });
    drawFor(paid);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('पेमेंट सफल रहा');
    expect(screen.getByTestId('success-text').textContent).toBe(
      `इवेंट ${EVENT.title} के लिए पेमेंट सफल रहा। आपकी ऑर्डर आईडी order_Paid123 है`,
    );
    expect(screen.getByText('पेमेंट की तारीख')).toBeTruthy();
    expect(screen.getByText('Under 13 Singles')).toBeTruthy();
    expect(screen.getByText('₹499.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रसीद डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'और इवेंट देखें' })).toBeTruthy();
    expect(screen.queryByText(/Payment Successful|Paid on|Download Receipt/)).toBeNull();
  });
});
