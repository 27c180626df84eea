// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../shared/teams/schemas';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import {
  checkoutOf,
  eventCategory,
  openEvent,
  PLAYER,
  registration,
  renderAt,
} from '../../test/participation-fixtures';
import { refuse, scriptedApi, type ApiRequest } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { captainRow, makeTeam, member, TEAM_ID } from '../../test/team-fixtures';
import TeamPage from './TeamPage';

// The team's page (issue 28) as its captain and its members see it: the link to share, invites,
// the roster's actions and the payment each may make. What the server allows is
// src/server/registration/teams/*.test.ts; here, what the page offers and what it sends.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../../components/toast', () => ({ toast }));

const MEMBER: PublicUser = { ...PLAYER, id: 'b'.repeat(24), name: 'Meera Iyer' };

beforeEach(() => {
  auth.user = PLAYER;
  vi.clearAllMocks();
});

/** The page for `team`, with the fake API answering GET /teams/:id with it and `more` besides. */
function drawTeam(team: Team, more: Record<string, (r: ApiRequest) => unknown> = {}) {
  const api = scriptedApi({ 'GET /teams/:id': () => team, ...more });
  const view = renderAt(
    {
      '/app/teams/:teamId': <TeamPage />,
      '/app/dashboard': <h1>Dashboard page</h1>,
    },
    `/app/teams/${team.id}`,
  );
  return { api, view };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Worli Warriors' });
const rosterRow = (name: RegExp) =>
  screen.getAllByTestId('roster-member').find((r) => name.test(r.textContent ?? ''))!;

describe('the team page, for its captain', () => {
  it('shows the join link and code, and WhatsApp gets the link encoded in its message', async () => {
    drawTeam(makeTeam());
    await heading();
    expect(screen.getByTestId('join-code').textContent).toBe('K7PX2QMA');
    expect(screen.getByTestId('join-link').textContent).toBe(
      'https://matchday.test/app/teams/join/K7PX2QMA',
    );
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const href = whatsapp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toBe(
      'Join Worli Warriors for Mumbai Smash Badminton Open\nhttps://matchday.test/app/teams/join/K7PX2QMA',
    );
    // The link's own characters are escaped inside the parameter, not left to end it.
    expect(href).toContain(encodeURIComponent('https://matchday.test/app/teams/join/K7PX2QMA'));
    // The roster lock in India time (12:30 UTC is 6 PM there).
    expect(screen.getByText(/The roster locks on 01 December, 2026, 6:00 PM/)).toBeTruthy();
  });

  it('invites by email and shows the invite on the roster', async () => {
    const team = makeTeam();
    const invited = makeTeam({
      members: [...team.members, member('asha@example.test', { status: 'invited', user_id: null })],
    });
    const { api } = drawTeam(team, { 'POST /teams/:id/invites': () => invited });
    await heading();
    fireEvent.change(screen.getByRole('textbox', { name: "Player's email" }), {
      target: { value: 'asha@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(api.sent('POST /teams/:id/invites')).toEqual([{ email: 'asha@example.test' }]),
    );
    await waitFor(() => expect(within(rosterRow(/asha@/)).getByText(/^Invited/)).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith('Invite sent to asha@example.test');
  });

  it('removes a member only after confirming', async () => {
    const meera = member('Meera Iyer');
    const team = makeTeam({ members: [captainRow(), meera] });
    const urls: string[] = [];
    const { api } = drawTeam(team, {
      'DELETE /teams/:id/members/:userId': ({ url }) => {
        urls.push(url.pathname);
        return makeTeam({ members: [team.members[0]!, { ...meera, status: 'removed' }] });
      },
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meera Iyer?' });
    // Keeping them sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('DELETE /teams/:id/members/:userId')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Meera Iyer' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Meera Iyer?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(urls).toEqual([`/api/v1/teams/${TEAM_ID}/members/${meera.id}`]));
    await waitFor(() => expect(within(rosterRow(/Meera/)).getByText(/^Removed/)).toBeTruthy());
  });

  it('makes a joined member Vice Captain', async () => {
    const meera = member('Meera Iyer');
    const team = makeTeam({ members: [captainRow(), meera] });
    const { api } = drawTeam(team, {
      'PUT /teams/:id/roles': () =>
        makeTeam({ members: [team.members[0]!, { ...meera, role: 'Vice Captain' }] }),
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Make Meera Iyer Vice Captain' }));
    await waitFor(() =>
      expect(api.sent('PUT /teams/:id/roles')).toEqual([{ vice_captain: meera.id }]),
    );
    await waitFor(() => expect(within(rosterRow(/Meera/)).getByText('Vice Captain')).toBeTruthy());
    // The Vice Captain cannot be made so again; the captain has no actions on themself.
    expect(screen.queryByRole('button', { name: 'Make Meera Iyer Vice Captain' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Remove ${PLAYER.name}` })).toBeNull();
  });

  it('says each state in words', async () => {
    const team = makeTeam({
      members: [
        captainRow(),
        member('Meera Iyer'),
        member('Ravi Nair', { status: 'invited' }),
        member('Sana Khan', { status: 'declined' }),
        member('Dev Rao', { status: 'removed' }),
      ],
    });
    drawTeam(team);
    await heading();
    expect(screen.getByTestId('team-status').textContent).toBe('Forming 2/3');
    const words = (name: RegExp) =>
      within(rosterRow(name)).getByText(/^(Invited|Joined|Declined|Removed)/).textContent;
    expect(words(/Meera/)).toMatch(/^Joined/);
    expect(words(/Ravi/)).toMatch(/^Invited/);
    expect(words(/Sana/)).toMatch(/^Declined/);
    expect(words(/Dev/)).toMatch(/^Removed/);
    // Only open rows have actions.
    expect(screen.queryByRole('button', { name: 'Remove Sana Khan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Ravi Nair' })).toBeTruthy();
  });

  it('in captain mode, offers the captain the whole price', async () => {
    drawTeam(makeTeam({ payment: 'captain', price: 1000 }));
    await heading();
    expect(screen.getByRole('button', { name: 'Pay ₹1,000.00 for the team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay your share/ })).toBeNull();
  });
});

describe('the team page, for a member', () => {
  /** A split team of three at ₹1,000 seen by Meera, who has joined but not paid. */
  function splitTeamForMeera(over: Partial<Team> = {}) {
    const meera = member('Meera Iyer', { user_id: MEMBER.id, email: null });
    return makeTeam({
      payment: 'split',
      share_amount: 333.33,
      members: [captainRow({ email: null, share: { amount: 333.34, status: 'captured' } }), meera],
      viewer: { member_id: meera.id, is_captain: false, manages: false, invited: false },
      ...over,
    });
  }

  it('offers Leave and their own share, and none of the captain’s actions', async () => {
    auth.user = MEMBER;
    drawTeam(splitTeamForMeera());
    await heading();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay your share ₹333.33' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Vice Captain$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite by email' })).toBeNull();
    // The captain's share shows as paid; Meera's not yet.
    expect(within(rosterRow(/Kavya/)).getByText(/Share: Paid/)).toBeTruthy();
    expect(within(rosterRow(/Meera/)).getByText(/Share: —/)).toBeTruthy();
  });

  it('pays their share in the checkout the participate page uses', async () => {
    auth.user = MEMBER;
    const EVENT = openEvent([
      eventCategory('c'.repeat(24), 'Open Triples', { price: 1000, team: 3 }),
    ]);
    const p = registration(EVENT, EVENT.categories[0]!, {
      payment_status: 'created',
      amount_paid: 333.33,
      captured_at: null,
    });
    const { api } = drawTeam(splitTeamForMeera(), {
      'POST /teams/:id/share': () => checkoutOf(p, 'order_share_1'),
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Pay your share ₹333.33' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(within(dialog).getByTestId('checkout-amount').textContent).toBe('₹333.33');
    expect(api.count('POST /teams/:id/share')).toBe(1);
    expect(api.count('POST /teams/:id/checkout')).toBe(0);
  });

  it('in captain mode, asks a member for nothing', async () => {
    auth.user = MEMBER;
    drawTeam(splitTeamForMeera({ payment: 'captain', share_amount: null }));
    await heading();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByText(/The captain pays ₹1,000\.00 for the whole team/)).toBeTruthy();
  });

  it('leaves after confirming, and goes to the dashboard', async () => {
    auth.user = MEMBER;
    const team = splitTeamForMeera();
    const urls: string[] = [];
    drawTeam(team, {
      'DELETE /teams/:id/members/:userId': ({ url }) => {
        urls.push(url.pathname);
        return team;
      },
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Worli Warriors?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave team' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(urls).toEqual([`/api/v1/teams/${TEAM_ID}/members/${team.viewer.member_id}`]);
  });

  it('tells someone not on the team that the page is not theirs', async () => {
    scriptedApi({ 'GET /teams/:id': () => refuse(403, 'Forbidden') });
    renderAt({ '/app/teams/:teamId': <TeamPage /> }, `/app/teams/${TEAM_ID}`);
    expect(await screen.findByText(/for its members and the event’s host/)).toBeTruthy();
  });
});

describe('the team page, in Hindi', () => {
  beforeEach(() => speak('hi'));
  afterEach(() => speak('en'));

  it('shows its captain the link, the roster and the payment in Hindi', async () => {
    const team = makeTeam({
      members: [captainRow(), member('Meera Iyer'), member('Ravi Nair', { status: 'invited' })],
    });
    drawTeam(team);
    await heading();
    expect(screen.getByRole('heading', { level: 2, name: 'अपने खिलाड़ियों को जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'खिलाड़ियों की लिस्ट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'डैशबोर्ड' })).toBeTruthy();
    expect(screen.getByTestId('team-status').textContent).toBe('बन रही है 2/3');
    expect(screen.getByText(/^टीम लिस्ट .+ को लॉक होगी।$/)).toBeTruthy();
    // The message WhatsApp gets is in the captain's language; the names stay as typed.
    const href = screen.getByRole('link', { name: 'WhatsApp पर भेजें' }).getAttribute('href')!;
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toMatch(
      /^Mumbai Smash Badminton Open के लिए Worli Warriors में जुड़ें\n/,
    );
    expect(screen.getByRole('button', { name: 'न्योता भेजें' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'खिलाड़ी का ईमेल' })).toBeTruthy();

    expect(within(rosterRow(/Kavya/)).getByText('कप्तान')).toBeTruthy();
    expect(rosterRow(/Kavya/).textContent).toContain(`${PLAYER.name} (आप)`);
    expect(within(rosterRow(/Meera/)).getByText(/^जुड़ गए/)).toBeTruthy();
    expect(within(rosterRow(/Ravi/)).getByText(/^न्योता भेजा/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'टीम के लिए ₹1,000.00 दें' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Meera Iyer को हटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer को हटाएँ?' });
    expect(dialog.textContent).toContain('वे टीम से हट जाएँगे और टीम में उनकी जगह चली जाएगी।');
    expect(within(dialog).getByRole('button', { name: 'रहने दें' })).toBeTruthy();
  });

  it('offers a member their share and Leave in Hindi', async () => {
    auth.user = MEMBER;
    const meera = member('Meera Iyer', { user_id: MEMBER.id, email: null });
    drawTeam(
      makeTeam({
        payment: 'split',
        share_amount: 333.33,
        members: [
          captainRow({ email: null, share: { amount: 333.34, status: 'captured' } }),
          meera,
        ],
        viewer: { member_id: meera.id, is_captain: false, manages: false, invited: false },
      }),
    );
    await heading();
    expect(
      screen.getByText('हर खिलाड़ी ₹1,000.00 का बराबर हिस्सा देता है। 3 में से 1 हिस्सों का पेमेंट हो गया।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अपना हिस्सा ₹333.33 दें' })).toBeTruthy();
    expect(within(rosterRow(/Kavya/)).getByText(/हिस्सा: पेमेंट हो गया/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'टीम छोड़ें' }));
    const dialog = await screen.findByRole('dialog', { name: 'Worli Warriors छोड़ें?' });
    expect(dialog.textContent).toContain('कप्तान आपको फिर से न्योता भेज सकते हैं।');
  });

  it('tells someone not on the team, in Hindi', async () => {
    scriptedApi({ 'GET /teams/:id': () => refuse(403, 'Forbidden') });
    renderAt({ '/app/teams/:teamId': <TeamPage /> }, `/app/teams/${TEAM_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'टीम' })).toBeTruthy();
    expect(screen.getByText(/यह पेज टीम के सदस्यों और इवेंट के होस्ट के लिए है/)).toBeTruthy();
  });
});
