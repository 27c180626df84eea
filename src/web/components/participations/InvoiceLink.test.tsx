// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import { InvoiceLink } from './InvoiceLink';
import { ParticipantIndividualTable } from './ParticipantIndividualTable';
import { ParticipantTeamList } from './ParticipantTeamList';

// A registration's GST document (issue 26) where the host sees registrations: the link shows,
// with its kind and number, only when the registration has one. The PDF itself is the server's
// (src/server/money/invoices).

const SINGLES = eventCategory('c'.repeat(24), 'Open Singles', { price: 499 });
const DOUBLES = eventCategory('d'.repeat(24), 'Open Doubles', { price: 899, team: 2 });
const EVENT = openEvent([SINGLES, DOUBLES]);

/** A registration of its own player, `name`. */
const entrant = (name: string) => ({
  competitor_name: name,
  participant_details: {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
    phone_number: '9876543210',
    role: 'Participant' as const,
  },
});

const invoiced = registration(EVENT, SINGLES, {
  id: '1'.repeat(24),
  ...entrant('Kavya Player'),
  amount_paid: 499,
  invoice: { number: 'INV/2627/000012', kind: 'tax_invoice' },
});
const billed = registration(EVENT, SINGLES, {
  id: '2'.repeat(24),
  ...entrant('Arjun Rao'),
  amount_paid: 499,
  invoice: { number: 'BOS/2627/000003', kind: 'bill_of_supply' },
});
const without = registration(EVENT, SINGLES, {
  id: '3'.repeat(24),
  ...entrant('Meera Iyer'),
  payment_status: 'created',
  invoice: null,
});

const invoiceLinks = (scope: HTMLElement = document.body) =>
  within(scope)
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('href')?.endsWith('/invoice'));

describe('the invoice link', () => {
  it('names a tax invoice with its number and downloads its PDF', () => {
    renderAt({ '/': <InvoiceLink registration={invoiced} /> }, '/');
    const link = screen.getByRole('link', { name: 'Tax invoice INV/2627/000012' });
    expect(link.getAttribute('href')).toBe(`/api/v1/event/participate/${invoiced.id}/invoice`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('says "Bill of supply" for that kind', () => {
    renderAt({ '/': <InvoiceLink registration={billed} variant="button" /> }, '/');
    expect(screen.getByRole('link', { name: 'Bill of supply BOS/2627/000003' })).toBeTruthy();
    expect(screen.queryByText(/Tax invoice/)).toBeNull();
  });

  it('is not there without an invoice', () => {
    renderAt({ '/': <InvoiceLink registration={without} /> }, '/');
    expect(invoiceLinks()).toEqual([]);
  });
});

describe("the host's participants", () => {
  it('show each invoiced registration its own document, in the table', () => {
    renderAt(
      {
        '/': (
          <ParticipantIndividualTable
            participations={[invoiced, billed, without]}
            categoryName="Open Singles"
          />
        ),
      },
      '/',
    );
    const rows = screen.getAllByRole('row').slice(1);
    const row = (name: string) => rows.find((r) => r.textContent?.includes(name))!;
    expect(invoiceLinks(row('Kavya Player')).map((a) => a.textContent)).toEqual([
      'Tax invoice INV/2627/000012',
    ]);
    expect(invoiceLinks(row('Arjun Rao')).map((a) => a.getAttribute('href'))).toEqual([
      `/api/v1/event/participate/${billed.id}/invoice`,
    ]);
    expect(invoiceLinks(row('Meera Iyer'))).toEqual([]);
  });

  it('and in the team list', () => {
    const team = registration(EVENT, DOUBLES, {
      id: '4'.repeat(24),
      team_name: 'Smash Bros',
      amount_paid: 899,
      invoice: { number: 'INV/2627/000013', kind: 'tax_invoice' },
    });
    const unpaid = registration(EVENT, DOUBLES, {
      id: '5'.repeat(24),
      team_name: 'Net Ninjas',
      payment_status: 'created',
    });
    renderAt(
      { '/': <ParticipantTeamList eventId={EVENT.id} participations={[team, unpaid]} /> },
      '/',
    );
    const [first, second] = screen.getAllByTestId('team-row');
    expect(invoiceLinks(first).map((a) => a.textContent)).toEqual(['Tax invoice INV/2627/000013']);
    expect(invoiceLinks(second)).toEqual([]);
  });
});

describe('the invoice link in Hindi', () => {
  afterEach(() => speak('en'));

  it('names the kind of document in Hindi, with its number', () => {
    speak('hi');
    renderAt(
      {
        '/': (
          <>
            <InvoiceLink registration={invoiced} />
            <InvoiceLink registration={billed} variant="button" />
          </>
        ),
      },
      '/',
    );
    expect(screen.getByRole('link', { name: 'टैक्स इनवॉइस INV/2627/000012' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बिल ऑफ़ सप्लाई BOS/2627/000003' })).toBeTruthy();
  });
});
