// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../shared/events/schemas';
import type { PublicUser } from '../../../shared/users/user';
import { fakeApi } from '../../test/component-kit';
import { inDays, makeEvent, makeUser, pageOf, renderRoutes } from '../../test/event-fixtures';
import { speak } from '../../test/speak';
import AppEventsPage from './AppEventsPage';

// /app/events (§2): the Sports filter that loads its options on first focus, and what each
// card offers a player or a host. Which events a role is given, and the sport filter itself,
// are the server's (src/server/events/search.test.ts, lifecycle.test.ts).

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: auth.user }) }));

const FOOTBALL = 'f00000000000000000000001';
const WRESTLING = 'f00000000000000000000002';

const open = makeEvent({ title: 'Bengaluru Monsoon Football Cup', sports_id: FOOTBALL });
const dangal = makeEvent({
  title: 'Pune Wrestling Dangal',
  sports_id: WRESTLING,
  sport_details: { sports_name: 'Wrestling' },
  host_id: 'host-2',
  registration_start_date: inDays(-10),
  registration_end_date: inDays(-1),
  start_date: inDays(2),
  end_date: inDays(2),
  registration_state: 'closed',
});
const finished = makeEvent({
  title: 'Kolkata Box Cricket League',
  registration_start_date: inDays(-30),
  registration_end_date: inDays(-20),
  start_date: inDays(-10),
  end_date: inDays(-9),
  registration_state: 'over',
});
const notOpen = makeEvent({
  title: 'Deccan Sprint Series',
  registration_start_date: inDays(5),
  registration_end_date: inDays(10),
  registration_state: 'not_open',
});
const all = [open, dangal, finished, notOpen];

/** Answers a list the way the server filters it, by sport. */
const bySport = (u: URL) => {
  const sport = u.searchParams.get('sports_id');
  return pageOf(all.filter((e: Event) => !sport || e.sports_id === sport));
};

function drawList(role: PublicUser['role']) {
  auth.user = makeUser(role);
  const api = fakeApi({
    'GET /events': bySport,
    'GET /events/manage': bySport,
    'GET /sports': pageOf([
      { id: FOOTBALL, sports_name: 'Football' },
      { id: WRESTLING, sports_name: 'Wrestling' },
    ]),
  });
  renderRoutes({ '/app/events': <AppEventsPage /> }, '/app/events');
  return api;
}

const card = (title: string) =>
  screen.getAllByTestId('event-card').find((c) => c.textContent?.includes(title));

describe('the app events list', () => {
  it('loads the sports on first focus only, and narrows the list to the chosen one', async () => {
    const { calls } = drawList('Admin');
    await screen.findByText('Pune Wrestling Dangal');
    expect(screen.getByText('Bengaluru Monsoon Football Cup')).toBeTruthy();
    expect(calls['GET /sports']).toBeUndefined();

    const filter = screen.getByRole('combobox', { name: 'Sports' });
    fireEvent.focus(filter);
    fireEvent.mouseDown(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Wrestling' }));
    await waitFor(() => expect(screen.queryByText('Bengaluru Monsoon Football Cup')).toBeNull());
    const cards = screen.getAllByTestId('event-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.textContent).toContain('Wrestling');

    // Options are loaded once; focusing again asks nothing more.
    fireEvent.blur(filter);
    fireEvent.focus(filter);
    expect(calls['GET /sports']).toBe(1);
    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(await screen.findByText('No options')).toBeTruthy();
  });

  it('offers a player Participate Now only while registration is open, and no editing', async () => {
    drawList('Participant');
    await screen.findByText('Bengaluru Monsoon Football Cup');
    const participate = within(card('Bengaluru Monsoon Football Cup')!).getByRole('link', {
      name: 'Participate Now',
    });
    expect(participate.getAttribute('href')).toBe(
      `/app/events/event-details/${open.id}/participate`,
    );
    for (const title of [
      'Kolkata Box Cricket League',
      'Deccan Sprint Series',
      'Pune Wrestling Dangal',
    ])
      expect(
        within(card(title)!).queryByRole('link', { name: 'Participate Now' }),
        title,
      ).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit event' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Event' })).toBeNull();
  });

  it("gives a host's own cards, an open one too, the edit icon; another host's none", async () => {
    drawList('Host');
    await screen.findByText('Bengaluru Monsoon Football Cup');
    const edit = await within(card('Bengaluru Monsoon Football Cup')!).findByRole('link', {
      name: 'Edit event',
    });
    expect(edit.getAttribute('href')).toBe(`/app/events/edit-event/${open.id}`);
    expect(
      within(card('Pune Wrestling Dangal')!).queryByRole('link', { name: 'Edit event' }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Event' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Participate Now' })).toBeNull();
  });
});

describe('the app events list in Hindi', () => {
  afterEach(() => speak('en'));

  it("speaks Hindi to a host with no events, and keeps others' event titles as typed", async () => {
    speak('hi');
    auth.user = makeUser('Host');
    fakeApi({ 'GET /events/manage': pageOf([]) });
    renderRoutes({ '/app/events': <AppEventsPage /> }, '/app/events');
    expect(await screen.findByText('अभी आपका कोई इवेंट नहीं है')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'इवेंट' })).toBeTruthy();
    expect(screen.getByText('आपकी संस्था के इवेंट, ड्राफ़्ट भी।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'इवेंट जोड़ें' })).toBeTruthy();
    expect(screen.queryByText('Add Event')).toBeNull();
  });

  it('tells a player in Hindi that every event is listed, titles as typed', async () => {
    speak('hi');
    drawList('Participant');
    expect(await screen.findByText('Bengaluru Monsoon Football Cup')).toBeTruthy();
    expect(screen.getByText('Matchday के सभी इवेंट।')).toBeTruthy();
  });
});
