// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dependant } from '../../../shared/dependants/schemas';
import { TEAM_MSG } from '../../../shared/teams/schemas';
import type { PublicUser } from '../../../shared/users/user';
import '../../test/component-kit';
import { PLAYER, renderAt } from '../../test/participation-fixtures';
import { refuse, scriptedApi, type ApiRequest } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import JoinTeamPage from './JoinTeamPage';
import { makePreview, makeTeam, TEAM_ID } from '../../test/team-fixtures';

// The join link's page (issue 28): what the holder of a code sees, who they enter (themself or a
// dependant), and the server's reason when the category's rules refuse them. The rules
// themselves are the server's (src/server/registration/teams/*.test.ts).

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => auth }));
vi.mock('../../components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

const CODE = 'K7PX2QMA';
const AARAV: Dependant = {
  id: 'd'.repeat(24),
  user_id: PLAYER.id,
  name: 'Aarav Player',
  date_of_birth: '2014-04-02',
  gender: 'male',
  guardian_confirmed_at: '2026-01-01T00:00:00.000Z',
  registrations: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  auth.user = PLAYER;
});

function drawJoin(routes: Record<string, (r: ApiRequest) => unknown>) {
  const api = scriptedApi({
    'GET /teams/join/:code': () => makePreview(),
    'GET /user/:id/dependants': () => [],
    ...routes,
  });
  const view = renderAt(
    {
      '/app/teams/join/:code': <JoinTeamPage />,
      '/app/teams/:teamId': <h1>Team page</h1>,
    },
    `/app/teams/join/${CODE}`,
  );
  return { api, view };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Join Worli Warriors' });

describe('the join page', () => {
  it('shows the team before joining, then joins and opens the team', async () => {
    const { api, view } = drawJoin({
      'GET /teams/join/:code': () =>
        makePreview({ payment: 'split', share_amount: 333.33, joined: 2 }),
      'POST /teams/join': () => makeTeam(),
    });
    await heading();
    const preview = screen.getByTestId('team-preview').textContent;
    expect(preview).toContain('Mumbai Smash Badminton Open');
    expect(preview).toContain('Open Triples');
    expect(preview).toContain('Arjun Captain');
    expect(preview).toContain('2 of 3 joined');
    expect(preview).toContain('Your share ₹333.33');
    // No dependants: no "Who will play?".
    expect(screen.queryByRole('radiogroup')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Join Worli Warriors' }));
    await screen.findByRole('heading', { name: 'Team page' });
    expect(view.location().pathname).toBe(`/app/teams/${TEAM_ID}`);
    expect(api.sent('POST /teams/join')).toEqual([
      { code: CODE, dependant_id: null, weight_kg: null },
    ]);
  });

  it('enters the dependant chosen under "Who will play?"', async () => {
    const { api } = drawJoin({
      'GET /user/:id/dependants': () => [AARAV],
      'POST /teams/join': () => makeTeam(),
    });
    await heading();
    const group = await screen.findByRole('radiogroup', { name: 'Who will play?' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Aarav Player' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join Worli Warriors' }));
    await screen.findByRole('heading', { name: 'Team page' });
    expect(api.sent('POST /teams/join')).toEqual([
      { code: CODE, dependant_id: AARAV.id, weight_kg: null },
    ]);
  });

  it('asks for the weight where the category needs it', async () => {
    const { api } = drawJoin({
      'GET /teams/join/:code': () => makePreview({ weight_required: true }),
      'POST /teams/join': () => makeTeam(),
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Join Worli Warriors' }));
    expect(await screen.findByText(TEAM_MSG.weightRequired)).toBeTruthy();
    expect(api.count('POST /teams/join')).toBe(0);
    fireEvent.change(screen.getByRole('spinbutton', { name: /Your weight/ }), {
      target: { value: '62' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join Worli Warriors' }));
    await screen.findByRole('heading', { name: 'Team page' });
    expect(api.sent('POST /teams/join')).toEqual([
      { code: CODE, dependant_id: null, weight_kg: 62 },
    ]);
  });

  it('shows the reason the server refuses', async () => {
    const reason = TEAM_MSG.refused('this category is for women');
    const { view } = drawJoin({ 'POST /teams/join': () => refuse(400, reason) });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Join Worli Warriors' }));
    await waitFor(() => expect(screen.getByTestId('join-refusal').textContent).toBe(reason));
    expect(view.location().pathname).toBe(`/app/teams/join/${CODE}`);
  });

  it('sends a member to the team instead of offering Join', async () => {
    drawJoin({ 'GET /teams/join/:code': () => makePreview({ member: true }) });
    await heading();
    expect(screen.getByText(`${TEAM_MSG.alreadyMember}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the team' }).getAttribute('href')).toBe(
      `/app/teams/${TEAM_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Join Worli Warriors' })).toBeNull();
  });

  it('says when a code names no team', async () => {
    drawJoin({ 'GET /teams/join/:code': () => refuse(404, TEAM_MSG.codeNotFound) });
    expect(await screen.findByText(TEAM_MSG.codeNotFound)).toBeTruthy();
  });
});

describe('the join page, in Hindi', () => {
  beforeEach(() => speak('hi'));
  afterEach(() => speak('en'));

  it('shows the team, who will play and the weight in Hindi', async () => {
    drawJoin({
      'GET /teams/join/:code': () =>
        makePreview({ payment: 'split', share_amount: 333.33, joined: 2, weight_required: true }),
      'GET /user/:id/dependants': () => [AARAV],
    });
    await screen.findByRole('heading', { level: 1, name: 'Worli Warriors में जुड़ें' });
    const preview = screen.getByTestId('team-preview').textContent;
    expect(preview).toContain('कप्तान');
    expect(preview).toContain('3 में से 2 जुड़े');
    expect(preview).toContain('आपका हिस्सा ₹333.33');
    expect(await screen.findByRole('radiogroup', { name: 'कौन खेलेगा?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: `मैं (${PLAYER.name})` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Worli Warriors में जुड़ें' }));
    expect(await screen.findByText('इस कैटेगरी में टीम से जुड़ने के लिए आपका वज़न ज़रूरी है')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /आपका वज़न/ })).toBeTruthy();
  });

  it('says in Hindi when the code names no team', async () => {
    drawJoin({ 'GET /teams/join/:code': () => refuse(404, 'No team') });
    expect(await screen.findByRole('heading', { level: 1, name: 'टीम में जुड़ें' })).toBeTruthy();
    expect(
      screen.getByText('इस कोड की कोई टीम नहीं है। लिंक जाँचें या अपने कप्तान से नया लिंक माँगें'),
    ).toBeTruthy();
  });

  it('says in Hindi when the team is full', async () => {
    drawJoin({ 'GET /teams/join/:code': () => makePreview({ joined: 3 }) });
    expect(await screen.findByText('यह टीम भर चुकी है: इसमें 3 सदस्य हो सकते हैं')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Worli Warriors में जुड़ें' })).toBeNull();
  });
});
