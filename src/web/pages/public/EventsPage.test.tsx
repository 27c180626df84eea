// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import type { Event } from '../../../shared/events/schemas';
import { speak } from '../../test/speak';
import { fakeApi } from '../../test/component-kit';
import { inDays, makeEvent, pageOf, renderRoutes } from '../../test/event-fixtures';

// The /events search (issue 13) in the browser: the search and filters live in the address,
// typing reaches it after a pause, each change is a history entry the back button steps through,
// the list asks the API with exactly those filters, and a list that cannot load says so. Which
// events a filter keeps is the server's (src/server/events/search.test.ts); the server's drawing
// of a searched address is src/server/platform/http/server-rendering.test.ts.

// The page reads the screen's width when it loads: wide by default (the filters show at once).
const screenWidth = vi.hoisted(() => {
  const state = { wide: true };
  window.matchMedia = (query: string) =>
    ({
      matches: state.wide,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  return state;
});

// A guest's list (the cards ask who is looking).
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: null }) }));

const { default: EventsPage } = await import('./EventsPage');

const ATHLETICS = 'f00000000000000000000003';
const run = makeEvent({
  title: 'Mysuru Palace 5K Run',
  sports_id: ATHLETICS,
  sport_details: { sports_name: 'Athletics' },
});
run.categories = run.categories.map((c) => ({ ...c, price: 0 }));
const pastRun = makeEvent({
  title: 'Mumbai Marine Drive Fun Run',
  start_date: inDays(-10),
  end_date: inDays(-10),
  registration_start_date: inDays(-30),
  registration_end_date: inDays(-20),
  registration_state: 'over',
});
pastRun.categories = pastRun.categories.map((c) => ({ ...c, price: 0 }));
const football = makeEvent({ title: 'Bengaluru Monsoon Football Cup' });
const all = [run, pastRun, football];

/** Every GET /events the page made, as its query; the answers filter a little like the server. */
let asked: URLSearchParams[];

function drawEvents(url = '/events', fail = 0) {
  asked = [];
  let failures = fail;
  fakeApi({
    'GET /events': (u: URL) => {
      if (failures-- > 0) throw new Error('offline');
      asked.push(u.searchParams);
      const p = u.searchParams;
      const q = p.get('q')?.toLowerCase();
      return pageOf(
        all.filter(
          (e: Event) =>
            (!q || e.title.toLowerCase().includes(q)) &&
            (p.get('include_past') === 'true' || e.registration_state !== 'over') &&
            (p.get('fee') !== 'paid' || e.categories.some((c) => c.price > 0)) &&
            (p.get('fee') !== 'free' || e.categories.every((c) => c.price === 0)) &&
            (!p.get('sports_id') || e.sports_id === p.get('sports_id')) &&
            (!p.get('to') || e.start_date <= p.get('to')!),
        ),
      );
    },
    'GET /sports': pageOf([
      { id: 'f00000000000000000000001', sports_name: 'Football' },
      { id: ATHLETICS, sports_name: 'Athletics' },
    ]),
  });
  let back = () => {};
  function Back() {
    const navigate = useNavigate();
    back = () => void navigate(-1);
    return null;
  }
  const view = renderRoutes(
    {
      '/events': (
        <>
          <Back />
          <EventsPage />
        </>
      ),
    },
    url,
  );
  const address = () => `${view.location().pathname}${view.location().search}`;
  return { ...view, address, back: () => act(back) };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search events' });
const titles = () =>
  screen.queryAllByTestId('event-card').map((c) => c.querySelector('h2')?.textContent);
const noMatch = () => screen.queryByText('No events match your search.');
const lastAsked = () => Object.fromEntries(asked.at(-1)!);
const pastBox = () => screen.getByRole('checkbox', { name: 'Include past events' });

describe('searching /events', () => {
  it('types into the address after a pause, filters, keeps a reload, steps back, clears', async () => {
    screenWidth.wide = true;
    const view = drawEvents();
    await screen.findByText('Mysuru Palace 5K Run');
    expect(titles()).not.toContain('Mumbai Marine Drive Fun Run');

    fireEvent.change(searchBox(), { target: { value: 'r' } });
    fireEvent.change(searchBox(), { target: { value: 'ru' } });
    fireEvent.change(searchBox(), { target: { value: 'run' } });
    await waitFor(() => expect(view.address()).toBe('/events?q=run'));
    // Once, not per key: the list asked for "run" and never for "r" or "ru".
    await waitFor(() => expect(asked.map((p) => p.get('q'))).toEqual([null, 'run']));
    await waitFor(() => expect(titles()).toEqual(['Mysuru Palace 5K Run']));

    const fee = () => screen.getByLabelText('Entry fee') as HTMLSelectElement;
    fireEvent.change(await screen.findByLabelText('Entry fee'), { target: { value: 'paid' } });
    await waitFor(() => expect(view.address()).toBe('/events?q=run&fee=paid'));
    expect(await screen.findByText('No events match your search.')).toBeTruthy();
    expect(titles()).toEqual([]);
    fireEvent.change(fee(), { target: { value: 'free' } });
    await waitFor(() => expect(view.address()).toBe('/events?q=run&fee=free'));
    await waitFor(() => expect(titles()).toEqual(['Mysuru Palace 5K Run']));

    fireEvent.click(pastBox());
    await waitFor(() => expect(view.address()).toBe('/events?q=run&fee=free&include_past=true'));
    expect(lastAsked()).toMatchObject({ q: 'run', fee: 'free', include_past: 'true' });
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(titles()).toContain('Mumbai Marine Drive Fun Run');
    expect(screen.getByTestId('result-count').textContent).toBe('2 events');

    // Back steps through the earlier searches, the controls with them.
    view.back();
    await waitFor(() => expect(view.address()).toBe('/events?q=run&fee=free'));
    await waitFor(() => expect(titles()).toEqual(['Mysuru Palace 5K Run']));
    expect(pastBox()).toHaveProperty('checked', false);
    view.back();
    await waitFor(() => expect(view.address()).toBe('/events?q=run&fee=paid'));
    expect(await screen.findByText('No events match your search.')).toBeTruthy();
    view.back();
    await waitFor(() => expect(view.address()).toBe('/events?q=run'));
    await waitFor(() => expect(fee().value).toBe(''));
    expect(searchBox()).toHaveProperty('value', 'run');

    // Clear filters from the empty state empties the box and the address.
    fireEvent.change(searchBox(), { target: { value: 'zzzzqqq' } });
    expect(await screen.findByText('No events match your search.')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear.at(-1)!);
    await waitFor(() => expect(view.address()).toBe('/events'));
    expect(searchBox()).toHaveProperty('value', '');
    expect(await screen.findByText('Mysuru Palace 5K Run')).toBeTruthy();
  });

  it('draws an address it is given (a reload, a shared link) with its list and controls', async () => {
    screenWidth.wide = true;
    drawEvents('/events?q=run&fee=free&include_past=true');
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(lastAsked()).toMatchObject({ q: 'run', fee: 'free', include_past: 'true' });
    expect(searchBox()).toHaveProperty('value', 'run');
    expect(await screen.findByLabelText('Entry fee')).toHaveProperty('value', 'free');
    expect(pastBox()).toHaveProperty('checked', true);
  });

  it('asks the API for open now, the sport and the dates chosen', async () => {
    screenWidth.wide = true;
    const view = drawEvents();
    await screen.findByText('Mysuru Palace 5K Run');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Open for registration now' }));
    await waitFor(() => expect(view.address()).toBe('/events?open=true'));
    await screen.findByRole('option', { name: 'Athletics' });
    fireEvent.change(screen.getByLabelText('Sport', { exact: true }), {
      target: { value: ATHLETICS },
    });
    await waitFor(() => expect(view.address()).toBe(`/events?sports_id=${ATHLETICS}&open=true`));
    await waitFor(() => expect(lastAsked()).toMatchObject({ open: 'true', sports_id: ATHLETICS }));
    await waitFor(() => expect(titles()).toEqual(['Mysuru Palace 5K Run']));

    // A date range that ends before any event starts.
    const today = inDays(0);
    fireEvent.change(screen.getByLabelText('To', { exact: true }), { target: { value: today } });
    await waitFor(() => expect(view.address()).toContain(`to=${today}`));
    expect(lastAsked()).toMatchObject({ open: 'true', sports_id: ATHLETICS, to: today });
    expect(await screen.findByText('No events match your search.')).toBeTruthy();
  });

  it('on a phone folds the filters behind a Filters button that counts them', async () => {
    screenWidth.wide = false;
    const view = drawEvents();
    await screen.findByText('Mysuru Palace 5K Run');
    const filters = screen.getByRole('button', { name: /^Filters/ });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('City')).toBeNull();
    fireEvent.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    const city = await screen.findByLabelText('City');
    fireEvent.change(city, { target: { value: 'MUMBAI' } });
    fireEvent.keyDown(city, { key: 'Enter' });
    await waitFor(() => expect(view.address()).toBe('/events?city=MUMBAI'));
    expect(lastAsked()).toMatchObject({ city: 'MUMBAI' });
    expect(filters.textContent).toBe('Filters (1)');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() => expect(view.address()).toBe('/events?city=MUMBAI&sort=newest'));
  });

  it('says when the list cannot load, and loads it on Try again', async () => {
    screenWidth.wide = true;
    drawEvents('/events', 1);
    expect(await screen.findByText(/We could not load the events/)).toBeTruthy();
    expect(noMatch()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Mysuru Palace 5K Run')).toBeTruthy();
    expect(screen.queryByText(/We could not load the events/)).toBeNull();
  });
});

describe('/events in Hindi', () => {
  afterEach(() => speak('en'));

  it('speaks Hindi around the events, whose own titles, venues and sports stay as entered', async () => {
    screenWidth.wide = true;
    speak('hi');
    drawEvents();
    expect(await screen.findByText('Mysuru Palace 5K Run')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('इवेंट');
    expect(screen.getByRole('searchbox', { name: 'इवेंट खोजें' })).toBeTruthy();
    expect(await screen.findByLabelText('एंट्री फ़ीस')).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('2 इवेंट');
    expect(titles()).toEqual(['Mysuru Palace 5K Run', 'Bengaluru Monsoon Football Cup']);

    const [free, paid] = screen.getAllByTestId('event-card');
    expect(free!.textContent).toContain('Athletics');
    expect(free!.textContent).toContain('रजिस्ट्रेशन खुला है');
    expect(free!.textContent).toContain('एंट्री मुफ़्त');
    expect(paid!.textContent).toContain('₹4,000');
    expect(paid!.textContent).toContain('आयोजक: Bengaluru Sports League');
    expect(screen.getByRole('img', { name: 'Mysuru Palace 5K Run का पोस्टर' })).toBeTruthy();
    expect(screen.queryByText(/Registration|Entry fee|Search events/)).toBeNull();
  });
});
