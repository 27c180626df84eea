// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../shared/teams/schemas';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import { PLAYER, renderAt } from '../../test/participation-fixtures';
import { scriptedApi } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import { captainRow, makeTeam, member, TEAM_ID } from '../../test/team-fixtures';
import { TeamsSection } from './TeamsSection';

// The dashboard's Teams (issue 28): invites to answer, and teams still forming with what the
// participant owes them.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
vi.mock('../../components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

const MEERA: PublicUser = { ...PLAYER, id: 'b'.repeat(24), name: 'Meera Iyer' };

beforeEach(() => {
  auth.user = MEERA;
});

/** Meera's invite to the team: her row is open, she is not on it yet. */
function invitedTeam(): Team {
  const row = member('Meera Iyer', { status: 'invited', user_id: MEERA.id });
  return makeTeam({
    members: [captainRow(), row],
    viewer: { member_id: row.id, is_captain: false, manages: false, invited: true },
  });
}

function drawSection(teams: () => Team[], more: Parameters<typeof scriptedApi>[0] = {}) {
  const api = scriptedApi({ 'GET /teams': teams, ...more });
  const view = renderAt(
    { '/app/dashboard': <TeamsSection />, '/app/teams/:teamId': <h1>Team page</h1> },
    '/app/dashboard',
  );
  return { api, view };
}

describe('the Teams section of the dashboard', () => {
  it('an invite offers Join, which joins by the team’s code and opens the team', async () => {
    const { api, view } = drawSection(() => [invitedTeam()], {
      'POST /teams/join': () => makeTeam(),
    });
    const card = await screen.findByTestId('team-invite');
    expect(card.textContent).toContain('Worli Warriors');
    expect(card.textContent).toContain(`Captain ${PLAYER.name}`);
    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await screen.findByRole('heading', { name: 'Team page' });
    expect(view.location().pathname).toBe(`/app/teams/${TEAM_ID}`);
    expect(api.sent('POST /teams/join')).toEqual([{ code: 'K7PX2QMA', weight_kg: null }]);
  });

  it('an invite offers Decline, which declines it and leaves the list', async () => {
    let declined = false;
    const urls: string[] = [];
    drawSection(() => (declined ? [] : [invitedTeam()]), {
      'POST /teams/:id/decline': ({ url }) => {
        declined = true;
        urls.push(url.pathname);
        return invitedTeam();
      },
    });
    const card = await screen.findByTestId('team-invite');
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByTestId('team-invite')).toBeNull());
    expect(urls).toEqual([`/api/v1/teams/${TEAM_ID}/decline`]);
  });

  it('a forming split team shows who has joined and the share still to pay', async () => {
    const meera = member('Meera Iyer', { user_id: MEERA.id });
    const team = makeTeam({
      payment: 'split',
      share_amount: 333.33,
      members: [captainRow(), meera],
      viewer: { member_id: meera.id, is_captain: false, manages: false, invited: false },
    });
    drawSection(() => [team]);
    const card = await screen.findByTestId('team-forming');
    expect(card.textContent).toContain('Forming 2/3');
    expect(card.textContent).toContain('2 of 3 joined');
    expect(card.textContent).toContain('Your share ₹333.33 to pay');
    expect(within(card).getByRole('link', { name: 'Open team to pay' }).getAttribute('href')).toBe(
      `/app/teams/${TEAM_ID}`,
    );
  });

  it('shows nothing when there are no teams', async () => {
    const { api } = drawSection(() => []);
    await waitFor(() => expect(api.count('GET /teams')).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Teams' })).toBeNull();
  });
});

describe('the Teams section in Hindi', () => {
  afterEach(() => speak('en'));

  it('heads the invites and forming teams, with what is owed, in Hindi', async () => {
    speak('hi');
    const meera = member('Meera Iyer', { user_id: MEERA.id });
    const forming = makeTeam({
      payment: 'split',
      share_amount: 333.33,
      members: [captainRow(), meera],
      viewer: { member_id: meera.id, is_captain: false, manages: false, invited: false },
    });
    drawSection(() => [invitedTeam(), { ...forming, id: 'f'.repeat(24) }]);
    expect(await screen.findByRole('heading', { name: 'टीमें' })).toBeTruthy();
    const invite = await screen.findByTestId('team-invite');
    expect(within(invite).getByText('न्योता')).toBeTruthy();
    expect(invite.textContent).toContain(`कप्तान ${PLAYER.name}`);
    const card = screen.getByTestId('team-forming');
    expect(card.textContent).toContain('3 में से 2 जुड़े');
    expect(card.textContent).toContain('आपका हिस्सा ₹333.33 देना बाकी');
    expect(within(card).getByRole('link', { name: 'पेमेंट के लिए टीम खोलें' })).toBeTruthy();
  });
});
