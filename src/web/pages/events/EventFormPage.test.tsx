// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MSG } from '../../../shared/events/messages';
import { EVENT_TAX_MSG, EVENT_TEAM_MSG, type Event } from '../../../shared/events/schemas';
import { GST_DEFAULTS } from '../../../shared/money/gst';
import { INDIAN_STATES } from '../../../shared/money/tax-ids';
import type { PublicUser } from '../../../shared/users/user';
import { FakeRefusal, fakeApi } from '../../test/component-kit';
import {
  inDays,
  makeCategory,
  makeEvent,
  makeUser,
  pageOf,
  renderRoutes,
} from '../../test/event-fixtures';
import { speak } from '../../test/speak';
import EventFormPage from './EventFormPage';

// The add-event form (§2, §5): the date rules under their fields before anything is sent, the
// warnings about a window that opens at once or a start in the past, the admin's Host field,
// a refused poster, and the venue's state and GST terms (issue 26). The server applies the same rules (src/server/events/events.test.ts,
// lifecycle.test.ts, uploads/poster-formats.test.ts); the host's whole journey is e2e.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({ useAuth: () => ({ user: auth.user }) }));

const football = { id: 'f00000000000000000000001', sports_name: 'Football' };
const wrestling = { id: 'f00000000000000000000002', sports_name: 'Wrestling' };
const open11 = makeCategory('Open 11-a-side', { participants_in_team: 11, is_team_sport: true });
const under14 = makeCategory('Under 14 Boys 7-a-side', { participants_in_team: 7 });
const freestyle = makeCategory('Men Freestyle 65 kg', { sports_id: wrestling.id });
const shootout = makeCategory('Penalty Shootout');
const POSTER = '/uploads/posters/0123456789abcdef01234567.webp';

/** The requests the form sent: POST /events bodies. */
let posted: Array<Record<string, unknown>>;

function drawForm(role: PublicUser['role'], upload: unknown = { url: POSTER }) {
  auth.user = makeUser(role);
  posted = [];
  fakeApi({
    'GET /sports': pageOf([football, wrestling]),
    'GET /category': (u: URL) =>
      pageOf(
        u.searchParams.get('sports_id') === wrestling.id
          ? [freestyle]
          : [open11, under14, shootout],
      ),
    'GET /user/all/Host': pageOf([
      {
        id: 'a00000000000000000000001',
        name: 'Kabir Shah',
        organisation_name: 'Arena Events Mumbai',
      },
    ]),
    'POST /event/upload': upload,
    'POST /events': (_u: URL, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return makeEvent({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', title: String(body.title) });
    },
  });
  return renderRoutes(
    {
      '/app/events/add-event': <EventFormPage />,
      '/app/events/event-details/:eventId': <p>Event details</p>,
    },
    '/app/events/add-event',
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function choose(combobox: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function setDates(start: number, end: number, regStart: number, regEnd: number) {
  fill('Registration Start Date *', inDays(regStart));
  fill('Registration End Date *', inDays(regEnd));
  fill(/^Start Date/, inDays(start));
  fill(/^End Date/, inDays(end));
}

const STATE = /^State \/ union territory/;

/**
 * Every required field, poster included, for an event registration opens for in 20 days; the
 * venue's state unless `state` is null.
 */
async function fillValid(title: string, state: string | null = 'KA') {
  fill(/^Title/, title);
  await choose(/^Sport/, 'Football');
  await setDates(40, 40, 20, 30);
  fill(/^Venue Name/, 'Test Hall');
  fill(/^Venue Address/, 'MG Road, Bengaluru 560001');
  if (state) fill(STATE, state);
  fireEvent.click(await screen.findByRole('checkbox', { name: /^Open 11-a-side/ }));
  fill('Price for Open 11-a-side', '0');
  const png = new File(['png'], 'poster.png', { type: 'image/png' });
  fireEvent.change(field('Poster'), { target: { files: [png] } });
  await screen.findByRole('img', { name: 'Poster preview' });
  fill(/^Rewards/, 'Medals');
}

beforeEach(() => {
  auth.user = null;
});

// MUI's form in jsdom is slow on a busy machine (a test types into some twenty fields).
describe('the event form', { timeout: 60_000 }, () => {
  it('shows the §5 date rules under their fields once left, and sends nothing', async () => {
    drawForm('Host');
    await screen.findByRole('combobox', { name: /^Sport/ });
    fill(/^Start Date/, '2030-05-10');
    fill(/^End Date/, '2030-05-05');
    fireEvent.blur(field(/^End Date/));
    fill('Registration Start Date *', '2030-05-01');
    fill('Registration End Date *', '2030-05-12');
    fireEvent.blur(field('Registration End Date *'));
    await waitFor(() => expect(field(/^End Date/).getAttribute('aria-invalid')).toBe('true'));
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    await waitFor(() => expect(described(field(/^End Date/))).toContain(EVENT_MSG.eventOrder));
    await waitFor(() =>
      expect(described(field('Registration End Date *'))).toContain(
        EVENT_MSG.registrationAfterStart,
      ),
    );
    press('Publish Event');
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(described(field(/^End Date/))).toContain(EVENT_MSG.eventOrder);
    // Fixing the dates clears the rule's text.
    fill(/^End Date/, '2030-05-11');
    await waitFor(() => expect(screen.queryByText(EVENT_MSG.eventOrder)).toBeNull());
    expect(posted).toEqual([]);
  });

  it('warns that a window already open opens at once, and refuses to publish a past start', async () => {
    drawForm('Host');
    await fillValid('Jayanagar Draft Cup');
    await setDates(30, 30, -1, 20);
    expect((await screen.findByTestId('opens-at-once')).textContent).toBe(
      EVENT_MSG.opensImmediately,
    );
    fill('Registration Start Date *', inDays(10));
    await waitFor(() => expect(screen.queryByTestId('opens-at-once')).toBeNull());

    // A past start, every other field valid: said before pressing, and Publish sends nothing.
    await setDates(-2, -1, -10, -5);
    expect((await screen.findByTestId('starts-in-past')).textContent).toContain(
      EVENT_MSG.startInPast,
    );
    press('Publish Event');
    expect(await screen.findByText(EVENT_MSG.startInPast, { exact: true })).toBeTruthy();
    expect(posted).toEqual([]);
    await setDates(30, 30, 10, 20);
    await waitFor(() => expect(screen.queryByTestId('starts-in-past')).toBeNull());
  });

  it("lists the chosen sport's categories, each price field enabled once ticked", async () => {
    drawForm('Host');
    expect(screen.getByText('Choose a sport to see its categories.')).toBeTruthy();
    await choose(/^Sport/, 'Wrestling');
    const group = await screen.findByRole('group', { name: 'Categories' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(group).getByRole('checkbox', { name: /^Men Freestyle 65 kg/ })).toBeTruthy();
    await choose(/^Sport/, 'Football');
    await screen.findByRole('checkbox', { name: /^Under 14 Boys 7-a-side/ });
    expect(screen.getByLabelText('Price for Under 14 Boys 7-a-side')).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /^Under 14 Boys 7-a-side/ }));
    expect(screen.getByLabelText('Price for Under 14 Boys 7-a-side')).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('makes an admin choose the host, and publishes for that host', async () => {
    const view = drawForm('Admin');
    await fillValid('Whitefield Shuttle Open');
    press('Publish Event');
    expect(await screen.findByText(EVENT_MSG.hostRequired)).toBeTruthy();
    expect(posted).toEqual([]);
    expect(view.location().pathname).toBe('/app/events/add-event');

    await choose(/^Host/, 'Arena Events Mumbai (Kabir Shah)');
    press('Publish Event');
    await screen.findByText('Event details');
    expect(view.location().pathname).toBe('/app/events/event-details/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      title: 'Whitefield Shuttle Open',
      host_id: 'a00000000000000000000001',
      status: 'published',
      poster: POSTER,
      categories: [{ category_id: open11.id, price: 0 }],
      venue_state: 'KA',
    });
  });

  it('requires the venue state, and sends its code with the default GST terms as null', async () => {
    drawForm('Host');
    await fillValid('Gachibowli Kabaddi Cup', null);
    const select = field(STATE) as HTMLSelectElement;
    expect(select.required).toBe(true);
    // Every state and union territory by name, after the empty choice.
    expect([...select.options].slice(1).map((o) => o.text)).toEqual(
      INDIAN_STATES.map((s) => s.name),
    );
    press('Publish Event');
    expect(await screen.findByText(EVENT_TAX_MSG.venueState)).toBeTruthy();
    expect(posted).toEqual([]);

    fill(STATE, 'TG');
    await waitFor(() => expect(screen.queryByText(EVENT_TAX_MSG.venueState)).toBeNull());
    expect(screen.getByTestId('gst-summary').textContent).toBe(
      `SAC ${GST_DEFAULTS.sac} · GST ${GST_DEFAULTS.rate_percent} % · ${GST_DEFAULTS.description}`,
    );
    press('Publish Event');
    await screen.findByText('Event details');
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ venue_state: 'TG', gst: null });
  });

  it('sends changed GST terms, once they pass their rules', async () => {
    drawForm('Host');
    await fillValid('Gachibowli Kabaddi Cup');
    const toggle = screen.getByRole('button', { name: 'Change GST terms' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Hide GST terms' }).getAttribute('aria-expanded'),
    ).toBe('true');
    fill(/^SAC/, '99A');
    fill(/^GST rate/, '5');
    press('Publish Event');
    expect(await screen.findByText(EVENT_TAX_MSG.sac)).toBeTruthy();
    expect(posted).toEqual([]);

    fill(/^SAC/, '999692');
    press('Publish Event');
    await screen.findByText('Event details');
    expect(posted[0]).toMatchObject({
      venue_state: 'KA',
      gst: { sac: '999692', description: GST_DEFAULTS.description, rate_percent: 5 },
    });
  });

  it('says a refused poster is no image, and keeps no poster', async () => {
    drawForm('Host', new FakeRefusal(415, EVENT_MSG.invalidFile));
    await screen.findByRole('combobox', { name: /^Sport/ });
    const bytes = new File(['this is not a picture'], 'poster.png', { type: 'image/png' });
    fireEvent.change(field('Poster'), { target: { files: [bytes] } });
    expect(await screen.findByText(EVENT_MSG.invalidFile)).toBeTruthy();
    expect(screen.getByText('No poster yet')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Poster preview' })).toBeNull();
  });

  it("sends a team category's payment, substitutes and roster lock, and none for an individual one", async () => {
    drawForm('Host');
    await fillValid('Koramangala Sevens');
    const team = screen.getByRole('group', { name: 'Team settings for Open 11-a-side' });
    // The usual settings to start with: the captain pays, no substitutes, no lock of its own.
    expect(
      within(team).getByRole('radio', { name: 'The captain pays for the team' }),
    ).toHaveProperty('checked', true);
    expect(within(team).getByRole('spinbutton', { name: 'Substitutes' })).toHaveProperty(
      'value',
      '0',
    );
    fireEvent.click(within(team).getByRole('radio', { name: 'Each player pays an equal share' }));
    fireEvent.change(within(team).getByRole('spinbutton', { name: 'Substitutes' }), {
      target: { value: '3' },
    });
    const lock = within(team).getByLabelText('Roster locks at');
    // After the event's start (in 40 days): refused under the field, nothing sent.
    fireEvent.change(lock, { target: { value: `${inDays(41)}T09:00` } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Penalty Shootout/ }));
    fill('Price for Penalty Shootout', '150');
    expect(screen.queryByRole('group', { name: 'Team settings for Penalty Shootout' })).toBeNull();
    press('Publish Event');
    expect(await screen.findByText(EVENT_TEAM_MSG.rosterLockAfterStart)).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(lock, { target: { value: `${inDays(25)}T18:30` } });
    press('Publish Event');
    await screen.findByText('Event details');
    expect(posted).toHaveLength(1);
    const [teamEntry, individual] = posted[0]!.categories as Array<Record<string, unknown>>;
    expect(teamEntry).toEqual({
      category_id: open11.id,
      price: 0,
      capacity: null,
      team_payment: 'split',
      substitutes: 3,
      roster_locks_at: `${inDays(25)}T18:30:00+05:30`,
    });
    expect(individual).toEqual({ category_id: shootout.id, price: 150, capacity: null });
  });

  it("loads a team category's settings on edit, the lock in India time, and saves them", async () => {
    const host = makeUser('Host', { id: 'a00000000000000000000009' });
    auth.user = host;
    const saved: Array<Record<string, unknown>> = [];
    const offered = (c: typeof open11, over: Partial<Event['categories'][number]>) => ({
      category_id: c.id,
      price: 2000,
      currency: 'INR',
      capacity: null,
      places_left: null,
      waitlist_count: 0,
      team_payment: 'captain' as const,
      substitutes: 0,
      roster_locks_at: null,
      category_details: { ...c, sport_details: undefined },
      ...over,
    });
    const lockDay = inDays(15);
    const event = makeEvent({
      id: 'b00000000000000000000001',
      sports_id: football.id,
      host_id: host.id,
      venue_state: 'KA',
      gst: { ...GST_DEFAULTS },
      categories: [
        // 12:30 UTC is 18:00 in India.
        offered(open11, {
          team_payment: 'split',
          substitutes: 2,
          roster_locks_at: `${lockDay}T12:30:00.000Z`,
        }),
        offered(shootout, { price: 100 }),
      ],
    });
    fakeApi({
      'GET /sports': pageOf([football, wrestling]),
      'GET /category': pageOf([open11, under14, shootout]),
      [`GET /events/${event.id}/manage`]: event,
      [`PUT /events/${event.id}`]: (_u: URL, init: RequestInit) => {
        saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return event;
      },
    });
    renderRoutes(
      {
        '/app/events/edit-event/:eventId': <EventFormPage />,
        '/app/events/event-details/:eventId': <p>Event details</p>,
      },
      `/app/events/edit-event/${event.id}`,
    );
    const team = await screen.findByRole('group', { name: 'Team settings for Open 11-a-side' });
    expect(
      within(team).getByRole('radio', { name: 'Each player pays an equal share' }),
    ).toHaveProperty('checked', true);
    expect(within(team).getByRole('spinbutton', { name: 'Substitutes' })).toHaveProperty(
      'value',
      '2',
    );
    expect(within(team).getByLabelText('Roster locks at')).toHaveProperty(
      'value',
      `${lockDay}T18:00`,
    );
    expect(screen.queryByRole('group', { name: 'Team settings for Penalty Shootout' })).toBeNull();

    fireEvent.change(within(team).getByRole('spinbutton', { name: 'Substitutes' }), {
      target: { value: '4' },
    });
    press('Save Changes');
    await screen.findByText('Event details');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.categories).toEqual([
      {
        category_id: open11.id,
        price: 2000,
        capacity: null,
        team_payment: 'split',
        substitutes: 4,
        roster_locks_at: `${lockDay}T18:00:00+05:30`,
      },
      { category_id: shootout.id, price: 100, capacity: null },
    ]);
  });
});

describe('the event form in Hindi', { timeout: 60_000 }, () => {
  afterEach(() => speak('en'));

  it('speaks Hindi: headings, fields, team settings, refund steps, GST and poster', async () => {
    speak('hi');
    drawForm('Host');
    expect(screen.getByRole('heading', { name: 'इवेंट जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'समय-सारणी' })).toBeTruthy();
    expect(screen.getByText('कैटेगरी देखने के लिए खेल चुनें।')).toBeTruthy();
    expect(field(/^रजिस्ट्रेशन बंद होने की तारीख/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ड्राफ़्ट सेव करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'इवेंट पब्लिश करें' })).toBeTruthy();
    expect(screen.getByText('अभी कोई पोस्टर नहीं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GST शर्तें बदलें' })).toBeTruthy();

    // The sport's categories are data: their names stay as typed, around Hindi words.
    await choose(/^खेल/, 'Football');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Open 11-a-side/ }));
    expect(screen.getByLabelText('Open 11-a-side की फ़ीस')).toHaveProperty('disabled', false);
    const team = screen.getByRole('group', { name: 'Open 11-a-side की टीम सेटिंग' });
    expect(within(team).getByRole('radio', { name: 'कप्तान पूरी टीम की फ़ीस देगा' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(team).getByText('11 खिलाड़ियों की टीम के अलावा कितने और जुड़ सकते हैं')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'अपने नियम' }));
    expect(await screen.findByRole('group', { name: 'चरण 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'चरण 1 हटाएँ' })).toBeTruthy();
    expect(
      screen.getByText('ज़्यादा से ज़्यादा 5 चरण। इवेंट के पास वाला चरण पहले वाले से ज़्यादा रिफ़ंड नहीं दे सकता।'),
    ).toBeTruthy();

    // A past start is refused in Hindi, before anything is sent.
    fill(/^शुरू होने की तारीख/, inDays(-2));
    expect((await screen.findByTestId('starts-in-past')).textContent).toBe(
      'इवेंट शुरू होने की तारीख बीती हुई नहीं हो सकती। आप इसे ड्राफ़्ट के रूप में सेव कर सकते हैं, पर पब्लिश नहीं कर सकते।',
    );
    expect(screen.queryByText('Save Draft')).toBeNull();
    expect(posted).toEqual([]);
  });

  it("names the venue's states in Hindi order, and previews the refund sentence in Hindi", async () => {
    speak('hi');
    drawForm('Host');
    // The venue's state by its Hindi name, in Hindi order; the code is what is sent.
    const state = field(/^राज्य \/ केंद्र शासित प्रदेश/) as HTMLSelectElement;
    const states = [...state.options].slice(1);
    expect(states).toHaveLength(36);
    expect(states.map((o) => o.text)).toEqual(
      states.map((o) => o.text).sort(new Intl.Collator('hi-IN').compare),
    );
    expect(states.find((o) => o.value === 'MH')?.text).toBe('महाराष्ट्र');
    expect(states.find((o) => o.value === 'TG')?.text).toBe('तेलंगाना');
    expect(states.map((o) => o.text).join(' ')).not.toMatch(/[A-Za-z]/);

    // The default policy's preview: the event page's refund sentence, with a Hindi date.
    fill(/^रजिस्ट्रेशन बंद होने की तारीख/, '2030-05-01');
    fill(/^शुरू होने की तारीख/, '2030-05-10');
    expect((await screen.findByTestId('refund-policy-preview')).textContent).toContain(
      '01 मई, 2030 तक पूरा रिफ़ंड; इसके बाद कोई रिफ़ंड नहीं।',
    );
  });
});
