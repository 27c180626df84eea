// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  PLAYER,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { RegistrationEntry } from './RegistrationEntry';

// A participant's registration on the dashboard (issue 26): its GST document to download, named
// by kind and number, once the payment has one.

const auth = vi.hoisted(() => ({ user: null as unknown }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
auth.user = PLAYER;

const SINGLES = eventCategory('c'.repeat(24), 'Open Singles', { price: 499 });
const EVENT = openEvent([SINGLES]);

const invoiceLinks = () =>
  screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.endsWith('/invoice'));

describe('a registration on the dashboard', () => {
  it('offers its tax invoice with the number', () => {
    const paid = registration(EVENT, SINGLES, {
      amount_paid: 499,
      invoice: { number: 'INV/2627/000012', kind: 'tax_invoice' },
    });
    renderAt({ '/': <RegistrationEntry registration={paid} /> }, '/');
    const [link] = invoiceLinks();
    expect(link?.textContent).toBe('Tax invoice INV/2627/000012');
    expect(link?.getAttribute('href')).toBe(`/api/v1/event/participate/${paid.id}/invoice`);
  });

  it('says "Bill of supply" for a host outside GST', () => {
    const paid = registration(EVENT, SINGLES, {
      amount_paid: 499,
      invoice: { number: 'BOS/2627/000003', kind: 'bill_of_supply' },
    });
    renderAt({ '/': <RegistrationEntry registration={paid} /> }, '/');
    expect(invoiceLinks().map((a) => a.textContent)).toEqual(['Bill of supply BOS/2627/000003']);
  });

  it('offers none before there is one', () => {
    const pending = registration(EVENT, SINGLES, { payment_status: 'created', amount_paid: 499 });
    renderAt({ '/': <RegistrationEntry registration={pending} /> }, '/');
    expect(screen.getByText('Open Singles')).toBeTruthy();
    expect(invoiceLinks()).toEqual([]);
  });
});
