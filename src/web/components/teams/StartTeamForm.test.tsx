// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../../shared/teams/schemas';
import '../../test/component-kit';
import { eventCategory, openEvent, PLAYER, renderAt } from '../../test/participation-fixtures';
import { refuse, scriptedApi, type ApiRequest } from '../../test/scripted-api';
import { speak } from '../../test/speak';
import ParticipantFormPage from '../../pages/events/ParticipantFormPage';
import { makeTeam, TEAM_ID } from '../../test/team-fixtures';

// The participate page for a team category (issue 28): the player chooses to start a team (and
// invite the players) or to type every player in now, today's form; someone already on a team
// here is sent to it.

vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: PLAYER }) }));
vi.mock('../../components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

const TRIPLES = eventCategory('c'.repeat(24), 'Open Triples', { price: 1000, team: 3 });
const EVENT = openEvent([TRIPLES]);
const PARTICIPATE = `/app/events/event-details/${EVENT.id}/participate`;

function drawParticipate(routes: Record<string, (r: ApiRequest) => unknown> = {}) {
  const api = scriptedApi({
    'GET /events/:id': () => EVENT,
    'GET /user/:id/dependants': () => [],
    'GET /event/participate/event-category-participant': () => null,
    'GET /teams': () => [] as Team[],
    'GET /events/:id/clubs': () => ['Worli Sports Club'],
    ...routes,
  });
  const view = renderAt(
    {
      '/app/events/event-details/:eventId/participate': <ParticipantFormPage />,
      '/app/teams/:teamId': <h1>Team page</h1>,
    },
    PARTICIPATE,
  );
  return { api, view };
}

const startRadio = () => screen.findByRole('radio', { name: /^Start a team and invite/ });

describe('the participate page, for a team category', () => {
  it('keeps today’s form until the player chooses to start a team', async () => {
    drawParticipate();
    expect((await startRadio()) as HTMLInputElement).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: /^Enter every player/ })).toHaveProperty(
      'checked',
      true,
    );
    // Today's typed roster: a row per player, and the checkout's button.
    expect(screen.getAllByRole('group', { name: /^Player \d+$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeTruthy();
  });

  it('starting a team posts it and opens the team’s page', async () => {
    const { api, view } = drawParticipate({
      'POST /teams': () => makeTeam({ team_name: 'Worli Warriors' }),
    });
    fireEvent.click(await startRadio());
    expect(screen.queryAllByRole('group', { name: /^Player \d+$/ })).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Team Name' }), {
      target: { value: 'Worli Warriors' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Club' }), {
      target: { value: 'Worli Sports Club' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start team' }));
    await screen.findByRole('heading', { name: 'Team page' });
    expect(view.location().pathname).toBe(`/app/teams/${TEAM_ID}`);
    expect(api.sent('POST /teams')).toEqual([
      {
        event_id: EVENT.id,
        category_id: TRIPLES.category_id,
        team_name: 'Worli Warriors',
        club: 'Worli Sports Club',
        weight_kg: null,
      },
    ]);
    expect(api.count('POST /event/participate')).toBe(0);
  });

  it('names a refused field where it was typed', async () => {
    const { api } = drawParticipate({
      'POST /teams': () => refuse(400, 'Validation failed', { team_name: 'Team Name is taken' }),
    });
    fireEvent.click(await startRadio());
    fireEvent.click(screen.getByRole('button', { name: 'Start team' }));
    // The form's own rule first: nothing is sent without a name.
    expect(await screen.findByText('Team Name is required')).toBeTruthy();
    expect(api.count('POST /teams')).toBe(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Team Name' }), {
      target: { value: 'Worli Warriors' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start team' }));
    expect(await screen.findByText('Team Name is taken')).toBeTruthy();
  });

  it('sends someone already on a team here to it', async () => {
    drawParticipate({ 'GET /teams': () => [makeTeam()] });
    const open = await screen.findByRole('link', { name: 'Open your team' });
    expect(open.getAttribute('href')).toBe(`/app/teams/${TEAM_ID}`);
    expect(screen.queryByRole('radio', { name: /^Start a team/ })).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).toBeNull(),
    );
  });
});

describe('the participate page, for a team category, in Hindi', () => {
  afterEach(() => speak('en'));

  it('offers both ways in, then the team form with its summary', async () => {
    speak('hi');
    drawParticipate();
    expect(await screen.findByRole('group', { name: 'आप अपनी टीम कैसे जोड़ेंगे?' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /^टीम बनाएँ और खिलाड़ियों को न्योता दें/ }));
    expect(screen.getByRole('radio', { name: /^हर खिलाड़ी की जानकारी अभी भरें/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'टीम का नाम' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'आपकी टीम' })).toBeTruthy();
    expect(
      screen.getByText('अभी कुछ नहीं देना है: जब आप तैयार हों, टीम के पेज से पूरी टीम के ₹1,000.00 दें।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'टीम बनाएँ' })).toBeTruthy();
  });

  it('sends someone already on a team here to it, in Hindi', async () => {
    speak('hi');
    drawParticipate({ 'GET /teams': () => [makeTeam()] });
    expect(await screen.findByRole('link', { name: 'अपनी टीम खोलें' })).toBeTruthy();
    expect(screen.getByText('आपकी टीम अपने पेज से पेमेंट करती है।')).toBeTruthy();
    expect(screen.getByText(/^आप Open Triples में एक टीम में हैं।/)).toBeTruthy();
  });
});
