// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDisplayDate } from '../../../shared/date-format';
import { EVENT_CONTACT_MSG } from '../../../shared/event-contact/messages';
import type { Event } from '../../../shared/events/schemas';
import type { PublicUser } from '../../../shared/users/user';
import { GuestOnly } from '../../auth/guards';
import { speak } from '../../test/speak';
import { fakeApi } from '../../test/component-kit';
import { inDays, makeEvent, makeUser, renderRoutes } from '../../test/event-fixtures';
import EventDetailsPage from './EventDetailsPage';

// The public event page (§2, issue 13): what it shows for an event as the API answers it, its
// §4 banners, the poster's fallback, the actions row (map, calendar, share, contact) and where
// Participate Now leads a guest. The server's side (the calendar file, the mail to the host)
// is src/server/events/event-actions.test.ts.

const auth = vi.hoisted(() => ({ user: null as PublicUser | null }));
vi.mock('../../auth/auth-context', () => ({
  useAuth: () => ({
    user: auth.user,
    isAuthenticated: Boolean(auth.user),
    loading: false,
    isSessionTimeOut: false,
  }),
}));

beforeEach(() => {
  auth.user = null;
});

const PATH = '/events/event-details/:eventId';
const h1 = () => screen.findByRole('heading', { level: 1 });

function drawEvent(event: Event, routes: Record<string, React.ReactElement> = {}) {
  const api = fakeApi({
    'GET /events/:id': (u: URL) => (u.pathname.endsWith(event.id) ? event : null),
  });
  const view = renderRoutes(
    { [PATH]: <EventDetailsPage />, ...routes },
    `/events/event-details/${event.id}`,
  );
  return { ...view, api };
}

const bannerTexts = () =>
  within(screen.getByTestId('registration-banners'))
    .getAllByRole('alert')
    .map((b) => b.textContent);

describe('the public event page', () => {
  it('shows an open event: facts, times, categories, no banner, and Participate Now', async () => {
    const event = makeEvent();
    drawEvent(event);
    expect((await h1()).textContent).toBe('Bengaluru Monsoon Football Cup');
    expect(screen.queryByTestId('registration-banners')).toBeNull();
    const main = document.body;
    for (const text of [
      'Football',
      'Bangalore Football Stadium',
      'Ashok Nagar, Bengaluru 560025',
      'Bengaluru Sports League',
      '₹50,000 prize pool, trophies and medals',
      formatDisplayDate(event.start_date),
    ])
      expect(main.textContent).toContain(text);
    // The event's own clock times, and the registration times inside the registration period.
    const timings = screen.getByText('Timings').parentElement!;
    expect(timings.textContent).toContain('4:00 PM – 10:30 PM IST');
    expect(
      screen.getByText(
        `${formatDisplayDate(event.registration_start_date)} 9:00 AM – ${formatDisplayDate(event.registration_end_date)} 6:00 PM IST`,
      ),
    ).toBeTruthy();
    const categories = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole(
      'listitem',
    );
    expect(categories).toHaveLength(1);
    expect(categories[0]!.textContent).toContain('Open 11-a-side');
    expect(categories[0]!.textContent).toContain('₹4,000');
    expect(categories[0]!.textContent).toContain('Team of 11');
    expect(screen.getByRole('link', { name: 'Participate Now' })).toBeTruthy();
  });

  it('shows the §4 banner of each registration state, and no Participate Now outside it', async () => {
    const notOpen = makeEvent({
      title: 'Deccan Sprint Series',
      registration_start_date: inDays(5),
      registration_end_date: inDays(10),
      registration_state: 'not_open',
    });
    const closed = makeEvent({
      title: 'Pune Wrestling Dangal',
      registration_start_date: inDays(-10),
      registration_end_date: inDays(-1),
      start_date: inDays(3),
      end_date: inDays(3),
      registration_state: 'closed',
    });
    const over = makeEvent({
      title: 'Kolkata Box Cricket League',
      registration_start_date: inDays(-30),
      registration_end_date: inDays(-20),
      start_date: inDays(-10),
      end_date: inDays(-9),
      registration_state: 'over',
    });
    const cases: Array<[Event, string[]]> = [
      [notOpen, [`Registration will Starts on ${formatDisplayDate(inDays(5))} !!`]],
      [closed, ['Registration has been closed Now !!']],
      [over, ['Registration has been closed Now !!', 'Results has been Anounced !!']],
    ];
    for (const [event, banners] of cases) {
      const view = drawEvent(event);
      expect((await h1()).textContent).toBe(event.title);
      expect(bannerTexts(), event.title).toEqual(banners);
      expect(screen.queryByRole('link', { name: 'Participate Now' }), event.title).toBeNull();
      view.unmount();
    }
  });

  it('sends a guest from Participate Now to the login, which returns to the form', async () => {
    const event = makeEvent();
    const view = drawEvent(event, { '/login': <p>Login form</p> });
    await h1();
    fireEvent.click(screen.getByRole('link', { name: 'Participate Now' }));
    await screen.findByText('Login form');
    const participate = `/app/events/event-details/${event.id}/participate`;
    expect(view.location()).toMatchObject({ pathname: '/login', state: { from: participate } });
    view.unmount();

    // Logged in, the login page (a guest page) leaves for where the guest was headed.
    auth.user = makeUser('Participant');
    const after = renderRoutes(
      {
        '/login': (
          <GuestOnly>
            <p>Login form</p>
          </GuestOnly>
        ),
        '/app/events/event-details/:eventId/participate': <p>Participate form</p>,
      },
      { pathname: '/login', state: { from: participate } },
    );
    await screen.findByText('Participate form');
    expect(after.location().pathname).toBe(participate);
  });

  it('shows the default game image when the poster does not load', async () => {
    drawEvent(makeEvent({ title: 'Mumbai Smash Badminton Open' }));
    await h1();
    const poster = screen.getByRole('img', { name: /^Poster of/ });
    expect(poster.getAttribute('src')).toMatch(/^\/uploads\/posters\//);
    fireEvent.error(poster);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /^Poster of/ }).getAttribute('src')).toBe(
        '/default-event.svg',
      ),
    );
  });
});

describe('the public event page in Hindi', () => {
  afterEach(() => speak('en'));

  it('speaks Hindi around the event, and keeps what the host typed as typed', async () => {
    speak('hi');
    const base = makeEvent();
    const event = makeEvent({
      categories: [{ ...base.categories[0]!, capacity: 16, places_left: 3 }],
    });
    drawEvent(event);
    expect((await h1()).textContent).toBe('Bengaluru Monsoon Football Cup');
    expect(screen.getByRole('link', { name: 'अभी भाग लें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'कैटेगरी' })).toBeTruthy();
    const [category] = within(screen.getByRole('list', { name: 'कैटेगरी' })).getAllByRole('listitem');
    expect(category!.textContent).toContain('Open 11-a-side');
    expect(category!.textContent).toContain('₹4,000');
    expect(category!.textContent).toContain('प्रति टीम');
    expect(screen.getByTestId('places-left').textContent).toBe('3 जगहें बाकी');
    const venue = screen.getByText('स्थान').parentElement!;
    expect(venue.textContent).toContain('Bangalore Football Stadium');
    expect(venue.textContent).toContain('Ashok Nagar, Bengaluru 560025');
    for (const english of ['Participate Now', 'per team', 'places left', 'Venue', 'Categories'])
      expect(document.body.textContent).not.toContain(english);
  });
});

describe("the event's refund policy, in the page's language (issue 29)", () => {
  afterEach(() => speak('en'));

  // Steps 14 and 11 days before a start on 20 December 2026: refunds end with the 5th and 8th.
  const withPolicy = () =>
    makeEvent({
      start_date: '2026-12-20',
      end_date: '2026-12-20',
      registration_end_date: '2026-12-12',
      refund_policy: {
        steps: [
          { days_before: 14, percent: 100 },
          { days_before: 11, percent: 50 },
        ],
        fee: 50,
      },
      // The server's English words, which the API keeps sending for others.
      refund_policy_text:
        'Full refund until 05 December, 2026; 50 % until 08 December, 2026; no refund after. A cancellation fee of ₹50 is kept from a refund.',
    });
  const policy = async () => (await screen.findByTestId('refund-policy')).textContent;

  it('says it in English as the server words it', async () => {
    const event = withPolicy();
    drawEvent(event);
    expect(await policy()).toBe(event.refund_policy_text);
  });

  it('says it in Hindi, with Hindi dates and the fee in rupees', async () => {
    speak('hi');
    drawEvent(withPolicy());
    expect(await policy()).toBe(
      '05 दिसंबर, 2026 तक पूरा रिफ़ंड; 08 दिसंबर, 2026 तक 50% रिफ़ंड; इसके बाद कोई रिफ़ंड नहीं। हर रिफ़ंड में से ₹50 कैंसलेशन फ़ीस काटी जाएगी।',
    );
  });

  it('says the default policy and no refunds at all in Hindi', async () => {
    speak('hi');
    const { unmount } = drawEvent(makeEvent({ registration_end_date: '2026-12-12' }));
    expect(await policy()).toBe('12 दिसंबर, 2026 तक पूरा रिफ़ंड; इसके बाद कोई रिफ़ंड नहीं।');
    unmount();
    drawEvent(makeEvent({ refund_policy: { steps: [], fee: 0 } }));
    expect(await policy()).toBe('इस इवेंट में कोई रिफ़ंड नहीं मिलेगा।');
  });
});

describe('the event actions row', () => {
  const actions = () => screen.findByRole('group', { name: 'Event actions' });
  const pageUrl = (event: Event) => `${window.location.origin}/events/event-details/${event.id}`;

  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('links the venue on Google Maps in a new tab, and the calendar file', async () => {
    const event = makeEvent();
    drawEvent(event);
    const row = await actions();
    const map = await within(row).findByRole('link', { name: /^Map of the venue/ });
    const url = new URL(map.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe(`${event.venue_name}, ${event.venue_address}`);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toMatch(/noopener/);
    const calendar = within(row).getByRole('link', { name: 'Add to calendar (.ics file)' });
    expect(calendar.getAttribute('href')).toBe(`/api/v1/events/${event.id}/calendar.ics`);
    expect(calendar.hasAttribute('download')).toBe(true);
  });

  it('without a share sheet, Share offers Copy link (copies the address) and WhatsApp', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const event = makeEvent();
    drawEvent(event);
    fireEvent.click(await within(await actions()).findByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('menu');
    const whatsapp = within(menu).getByRole('menuitem', { name: 'WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`${event.title}\n${pageUrl(event)}`);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText(EVENT_CONTACT_MSG.linkCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(pageUrl(event));
  });

  it('hands the page to the system share sheet where there is one, with no menu', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const event = makeEvent();
    drawEvent(event);
    fireEvent.click(await within(await actions()).findByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: event.title,
        text: event.title,
        url: pageUrl(event),
      }),
    );
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Contact organiser checks the form, then sends the message and closes', async () => {
    const event = makeEvent();
    const sent: unknown[] = [];
    fakeApi({
      'GET /events/:id': event,
      'POST /events/:id/contact': (_u: URL, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return null;
      },
    });
    renderRoutes({ [PATH]: <EventDetailsPage /> }, `/events/event-details/${event.id}`);
    fireEvent.click(
      await within(await actions()).findByRole('button', { name: 'Contact organiser' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contact organiser' });
    expect(
      within(dialog).getByText(event.title, { selector: 'strong' }).parentElement!.textContent,
    ).toBe(
      `Your message about ${event.title} goes to Bengaluru Sports League by email. They reply to the address you give here.`,
    );
    const send = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const type = (name: string, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    send();
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    expect(within(dialog).getByText('Message is required')).toBeTruthy();

    type('Your name', 'Asha Player');
    type('Your email', 'not-an-email');
    type('Message', 'Too short');
    send();
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText(EVENT_CONTACT_MSG.messageLength)).toBeTruthy();
    expect(sent).toEqual([]);

    type('Your email', 'asha@example.test');
    type('Message', 'Can our under-14 team register late?');
    send();
    expect(await screen.findByText(EVENT_CONTACT_MSG.sent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        name: 'Asha Player',
        email: 'asha@example.test',
        message: 'Can our under-14 team register late?',
        website: '',
      },
    ]);
  });
});
