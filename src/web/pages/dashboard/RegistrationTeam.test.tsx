// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import {
  eventCategory,
  openEvent,
  PLAYER,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { speak } from '../../test/speak';
import { RegistrationEntry } from './RegistrationEntry';

// A team that formed itself (issue 28) among a member's registrations: their own ticket, the
// team's page, and none of the captain's changes to the registration.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));

const TRIPLES = eventCategory('c'.repeat(24), 'Open Triples', { price: 1000, team: 3 });
const EVENT = openEvent([TRIPLES]);
const TEAM_ID = '7'.repeat(24);
const MEERA: PublicUser = { ...PLAYER, id: 'b'.repeat(24), name: 'Meera Iyer' };

/** The team's paid registration (the captain's), as GET /event/participate lists it to a member. */
const teamRegistration = () =>
  registration(EVENT, TRIPLES, {
    team_name: 'Worli Warriors',
    amount_paid: 1000,
    team: { id: TEAM_ID, payment: 'split', complete: true, members: [] },
    tickets: [
      { member_index: 1, name: 'Meera Iyer', token: 't1', qr_svg_url: '/qr/t1.svg', bib: 12 },
    ],
  });

describe("a member's team registration on the dashboard", () => {
  it('links to the team, shows their ticket, and offers none of the captain’s changes', () => {
    auth.user = MEERA;
    renderAt({ '/': <RegistrationEntry registration={teamRegistration()} /> }, '/');
    expect(screen.getByText(`Team Worli Warriors · Captain ${PLAYER.name}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team page' }).getAttribute('href')).toBe(
      `/app/teams/${TEAM_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Show ticket' })).toBeTruthy();
    // The team's price is the captain's payment, not the member's.
    expect(screen.queryByText('₹1,000.00')).toBeNull();
    for (const action of ['Change category', 'Hand on', 'Cancel registration'])
      expect(screen.queryByRole('button', { name: action }), action).toBeNull();
  });

  it('leaves its captain the cancel, still without switching or handing on', () => {
    auth.user = PLAYER;
    renderAt({ '/': <RegistrationEntry registration={teamRegistration()} /> }, '/');
    expect(screen.getByText('₹1,000.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hand on' })).toBeNull();
  });
});

describe('a registration on the dashboard in Hindi', () => {
  afterEach(() => speak('en'));

  it("names a member's team, its page and their ticket in Hindi", () => {
    speak('hi');
    auth.user = MEERA;
    renderAt({ '/': <RegistrationEntry registration={teamRegistration()} /> }, '/');
    expect(screen.getByText(`टीम Worli Warriors · कप्तान ${PLAYER.name}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'टीम पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'टिकट दिखाएँ' })).toBeTruthy();
  });

  it("offers a player's own registration its changes in Hindi", () => {
    speak('hi');
    auth.user = PLAYER;
    const own = registration(EVENT, TRIPLES, { amount_paid: 0 });
    renderAt({ '/': <RegistrationEntry registration={own} /> }, '/');
    expect(screen.getByText('मुफ़्त')).toBeTruthy();
    for (const action of ['कैटेगरी बदलें', 'रजिस्ट्रेशन रद्द करें'])
      expect(screen.getByRole('button', { name: action }), action).toBeTruthy();
  });

  it('offers a pending registration its payment in Hindi', () => {
    speak('hi');
    auth.user = PLAYER;
    const unpaid = registration(EVENT, TRIPLES, { payment_status: 'created', amount_paid: 1000 });
    renderAt({ '/': <RegistrationEntry registration={unpaid} onPay={() => {}} /> }, '/');
    expect(screen.getByRole('button', { name: 'पेमेंट पूरा करें' })).toBeTruthy();
  });
});
