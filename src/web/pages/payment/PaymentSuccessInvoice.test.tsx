// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import PaymentSuccessPage from './PaymentSuccessPage';

// The confirmation page (issue 26): beside the receipt, the payment's GST document, named by
// kind and number, once it has one.

const SINGLES = eventCategory('c'.repeat(24), 'Open Singles', { price: 499 });
const EVENT = openEvent([SINGLES]);

function drawFor(p: ReturnType<typeof registration>) {
  fakeApi({ 'GET /event/participate/:id': p });
  renderAt(
    { '/app/paymentSuccess': <PaymentSuccessPage /> },
    `/app/paymentSuccess?participation=${p.id}`,
  );
}

const paid = (invoice: ReturnType<typeof registration>['invoice']) =>
  registration(EVENT, SINGLES, {
    order_id: 'order_Paid123',
    payment_id: 'pay_Paid123',
    amount_paid: 499,
    invoice,
  });

describe('the confirmation page', () => {
  it('links the tax invoice with its number, beside the receipt', async () => {
    const p = paid({ number: 'INV/2627/000012', kind: 'tax_invoice' });
    drawFor(p);
    const link = await screen.findByRole('link', { name: 'Tax invoice INV/2627/000012' });
    expect(link.getAttribute('href')).toBe(`/api/v1/event/participate/${p.id}/invoice`);
    expect(screen.getByRole('link', { name: 'Download Receipt' })).toBeTruthy();
  });

  it('says "Bill of supply" for that kind', async () => {
    drawFor(paid({ number: 'BOS/2627/000003', kind: 'bill_of_supply' }));
    expect(
      await screen.findByRole('link', { name: 'Bill of supply BOS/2627/000003' }),
    ).toBeTruthy();
  });

  it('has no invoice link while the payment has none', async () => {
    drawFor(paid(null));
    expect(await screen.findByRole('link', { name: 'Download Receipt' })).toBeTruthy();
    expect(
      screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.endsWith('/invoice')),
    ).toEqual([]);
  });
});
