// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import { TicketDialog } from './TicketDialog';

// The tickets a participant shows at the gate carry the registration's bib number (issue 27): a
// team's members share one. The numbers themselves are the server's (src/server/gate/bibs.ts).

const SINGLES = eventCategory('c'.repeat(24), 'Open Singles', { price: 499 });
const DOUBLES = eventCategory('d'.repeat(24), 'Open Doubles', { price: 899, team: 2 });
const EVENT = openEvent([SINGLES, DOUBLES]);

const ticket = (member_index: number, name: string, bib: number | null) => ({
  member_index,
  name,
  token: `token-${member_index}.signature`,
  qr_svg_url: `/api/v1/tickets/token-${member_index}.signature/qr.svg`,
  bib,
});

describe('the ticket dialog', () => {
  it('shows the bib number under the holder’s name', () => {
    const p = registration(EVENT, SINGLES, { tickets: [ticket(0, 'Kavya Player', 17)] });
    renderAt({ '/': <TicketDialog registration={p} open onClose={() => {}} /> }, '/');
    const [one] = screen.getAllByTestId('ticket');
    expect(one!.textContent).toContain('Kavya Player');
    expect(screen.getByTestId('ticket-bib').textContent).toBe('Bib 17');
    screen.getByRole('img', { name: 'Ticket QR code for Kavya Player' });
  });

  it('gives every member of a team the team’s one bib', () => {
    const p = registration(EVENT, DOUBLES, {
      team_name: 'Smashers',
      tickets: [ticket(0, 'Asha Rao', 4), ticket(1, 'Ravi Rao', 4)],
    });
    renderAt({ '/': <TicketDialog registration={p} open onClose={() => {}} /> }, '/');
    expect(screen.getAllByTestId('ticket')).toHaveLength(2);
    expect(screen.getAllByTestId('ticket-bib').map((b) => b.textContent)).toEqual([
      'Bib 4',
      'Bib 4',
    ]);
  });

  it('shows no bib line for a ticket without one', () => {
    const p = registration(EVENT, SINGLES, { tickets: [ticket(0, 'Kavya Player', null)] });
    renderAt({ '/': <TicketDialog registration={p} open onClose={() => {}} /> }, '/');
    expect(screen.getByTestId('ticket').textContent).toContain('Kavya Player');
    expect(screen.queryByTestId('ticket-bib')).toBeNull();
    expect(screen.queryByText(/Bib/)).toBeNull();
  });
});

describe('the ticket dialog in Hindi', () => {
  afterEach(() => speak('en'));

  it('titles the tickets, names the team and the bib in Hindi', () => {
    speak('hi');
    const p = registration(EVENT, DOUBLES, {
      team_name: 'Smashers',
      tickets: [ticket(0, 'Asha Rao', 4), ticket(1, 'Ravi Rao', 4)],
    });
    renderAt({ '/': <TicketDialog registration={p} open onClose={() => {}} /> }, '/');
    screen.getByRole('heading', { name: 'टिकट' });
    screen.getByText('Open Doubles · टीम Smashers · इसे गेट पर दिखाएँ');
    expect(screen.getAllByTestId('ticket-bib').map((b) => b.textContent)).toEqual([
      'बिब 4',
      'बिब 4',
    ]);
    screen.getByRole('img', { name: 'Asha Rao के टिकट का QR कोड' });
    screen.getByRole('button', { name: 'बंद करें' });
  });

  it('keeps its English words', () => {
    const p = registration(EVENT, DOUBLES, {
      team_name: 'Smashers',
      tickets: [ticket(0, 'Asha Rao', 4), ticket(1, 'Ravi Rao', 4)],
    });
    renderAt({ '/': <TicketDialog registration={p} open onClose={() => {}} /> }, '/');
    screen.getByRole('heading', { name: 'Tickets' });
    screen.getByText('Open Doubles · Team Smashers · show this at the gate');
  });
});
