// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Participation } from '../../../shared/participations/schemas';
import '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import { ParticipantIndividualTable } from './ParticipantIndividualTable';
import { ParticipantTeamList } from './ParticipantTeamList';

// The host's lists (issue 28): each team with its club and, for a team that formed itself, each
// member's state and (split) share's, and how many of the team's size have joined; individual
// entrants with their club.

const SINGLES = eventCategory('c'.repeat(24), 'Open Singles', { price: 499 });
const FOURS = eventCategory('d'.repeat(24), 'Men 4-a-side', { price: 1000, team: 4 });
const EVENT = openEvent([SINGLES, FOURS]);

type Member = NonNullable<Participation['team']>['members'][number];
const member = (n: number, over: Partial<Member>): Member => ({
  id: String(n).repeat(24),
  name: `Player ${n}`,
  status: 'joined',
  role: null,
  share_status: null,
  ...over,
});

const splitTeam = registration(EVENT, FOURS, {
  id: '1'.repeat(24),
  team_name: 'Smash Bros',
  club: 'Mumbai Smashers',
  payment_status: 'created',
  captured_at: null,
  team: {
    id: 'a1'.repeat(12),
    payment: 'split',
    complete: false,
    members: [
      member(1, { name: 'Kavya Rao', role: 'Captain', share_status: 'captured' }),
      member(2, { name: 'Arjun Mehta', share_status: 'created' }),
      member(3, { name: 'Meera Iyer', status: 'invited' }),
      member(4, { name: 'Dev Shah', status: 'declined' }),
      member(5, { name: 'Ravi Kumar', status: 'removed', share_status: 'refunded' }),
      member(6, { name: 'Isha Nair', role: 'Vice Captain', share_status: 'failed' }),
    ],
  },
});

const paidTeam = registration(EVENT, FOURS, {
  id: '2'.repeat(24),
  team_name: 'Net Ninjas',
  club: null,
  payment_status: 'captured',
  amount_paid: 1000,
  team: {
    id: 'b2'.repeat(12),
    payment: 'captain',
    complete: true,
    members: [1, 2, 3, 4].map((n) => member(n, { role: n === 1 ? 'Captain' : null })),
  },
});

const typedTeam = registration(EVENT, FOURS, {
  id: '3'.repeat(24),
  team_name: 'Typed Tigers',
  club: 'Pune Shuttlers',
  payment_status: 'created',
  members: [
    {
      name: 'Tara Singh',
      email: 'tara@example.test',
      phone: '9000000001',
      role: 'Captain',
      date_of_birth: null,
      gender: null,
    },
  ],
});

function drawTeams() {
  renderAt(
    {
      '/': (
        <ParticipantTeamList eventId={EVENT.id} participations={[splitTeam, paidTeam, typedTeam]} />
      ),
    },
    '/',
  );
  return screen.getAllByTestId('team-row');
}

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe("the host's team list", () => {
  it("shows a split team's members with their state and their share's", () => {
    const [split] = drawTeams();
    expect(within(split!).getByText('Club: Mumbai Smashers')).toBeTruthy();
    expect(within(split!).getByText('Pending')).toBeTruthy();
    expect(within(split!).getByTestId('team-joined').textContent).toBe(
      '3 of 4 joined · Each player pays an equal share',
    );
    expect(lines(within(split!).getByRole('list', { name: 'Members of Smash Bros' }))).toEqual([
      'Kavya Rao (Captain) · Joined · Share Paid',
      'Arjun Mehta · Joined · Share Pending',
      'Meera Iyer · Invited',
      'Dev Shah · Declined',
      'Ravi Kumar · Removed · Share Refunded',
      'Isha Nair (Vice Captain) · Joined · Share Pending',
    ]);
    // Its roster is changed on its team page, not by editing typed members.
    expect(
      within(split!).getByRole('link', { name: 'Team page of Smash Bros' }).getAttribute('href'),
    ).toBe(`/app/teams/${'a1'.repeat(12)}`);
    expect(within(split!).queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('shows Paid for a captured team, complete, with no share states', () => {
    const [, paid] = drawTeams();
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).queryByText('Pending')).toBeNull();
    expect(within(paid!).queryByText(/^Club:/)).toBeNull();
    expect(within(paid!).getByTestId('team-joined').textContent).toBe(
      '4 of 4 joined · Complete · The captain pays for the team',
    );
    expect(lines(within(paid!).getByRole('list', { name: 'Members of Net Ninjas' }))).toEqual([
      'Player 1 (Captain) · Joined',
      'Player 2 · Joined',
      'Player 3 · Joined',
      'Player 4 · Joined',
    ]);
    expect(within(paid!).getByRole('button', { name: /remove/i })).toBeTruthy();
  });

  it('keeps a typed team as before, with its club and Edit', () => {
    const [, , typed] = drawTeams();
    expect(within(typed!).getByText('Club: Pune Shuttlers')).toBeTruthy();
    expect(within(typed!).getByText('Tara Singh (Captain)')).toBeTruthy();
    expect(within(typed!).queryByTestId('team-joined')).toBeNull();
    expect(
      within(typed!).getByRole('link', { name: 'Edit Typed Tigers' }).getAttribute('href'),
    ).toBe(`/app/events/event-details/${EVENT.id}/edit-participant/${typedTeam.id}`);
  });
});

describe("the host's individual table", () => {
  it("shows each entrant's club", () => {
    const withClub = registration(EVENT, SINGLES, { id: '4'.repeat(24), club: 'Thane Racquets' });
    const without = registration(EVENT, SINGLES, {
      id: '5'.repeat(24),
      club: null,
      competitor_name: 'Arjun Rao',
      participant_details: {
        name: 'Arjun Rao',
        email: 'arjun@example.test',
        phone_number: '9876543211',
        role: 'Participant',
      },
    });
    renderAt(
      {
        '/': (
          <ParticipantIndividualTable
            participations={[withClub, without]}
            categoryName="Open Singles"
          />
        ),
      },
      '/',
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const club = headers.indexOf('Club');
    expect(club).toBe(1);
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[club]?.textContent);
    expect(cells).toEqual(['Thane Racquets', '—']);
  });
});

describe("the host's lists in Hindi", () => {
  afterEach(() => speak('en'));

  it("shows a team's roster, its states and shares in Hindi", () => {
    speak('hi');
    const [split, paid, typed] = drawTeams();
    expect(within(split!).getByText('क्लब: Mumbai Smashers')).toBeTruthy();
    expect(within(split!).getByTestId('team-joined').textContent).toBe(
      '4 में से 3 जुड़े · हर खिलाड़ी बराबर हिस्सा देता है',
    );
    expect(lines(within(split!).getByRole('list', { name: 'Smash Bros के सदस्य' }))).toEqual([
      'Kavya Rao (कप्तान) · जुड़ गए · हिस्से का पेमेंट हो गया',
      'Arjun Mehta · जुड़ गए · हिस्से का पेमेंट बाकी',
      'Meera Iyer · न्योता भेजा',
      'Dev Shah · मना किया',
      'Ravi Kumar · हटाए गए · हिस्सा रिफ़ंड हुआ',
      'Isha Nair (उप-कप्तान) · जुड़ गए · हिस्से का पेमेंट बाकी',
    ]);
    expect(within(split!).getByRole('link', { name: 'Smash Bros का टीम पेज' })).toBeTruthy();
    expect(within(paid!).getByTestId('team-joined').textContent).toBe(
      '4 में से 4 जुड़े · पूरी · कप्तान पूरी टीम का पेमेंट करता है',
    );
    expect(within(typed!).getByText('Tara Singh (कप्तान)')).toBeTruthy();
    expect(within(typed!).getByRole('link', { name: 'Typed Tigers एडिट करें' })).toBeTruthy();
  });

  it('heads the individual table in Hindi', () => {
    speak('hi');
    const one = registration(EVENT, SINGLES, { id: '4'.repeat(24), payment_status: 'created' });
    renderAt(
      {
        '/': <ParticipantIndividualTable participations={[one]} categoryName="Open Singles" />,
      },
      '/',
    );
    const table = screen.getByRole('table', { name: 'Open Singles के खिलाड़ी' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['नाम', 'क्लब', 'ईमेल', 'फ़ोन नंबर', 'भूमिका', 'विकल्प']);
    expect(within(table).getByText('खिलाड़ी')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'रजिस्ट्रेशन हटाएँ' })).toBeTruthy();
  });
});
