// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, AUTH_STORAGE_KEY } from '../../shared/constants';
import type { SiteConfig } from '../../shared/site-config';
import type { PublicUser } from '../../shared/users/user';
import { setApiTransport } from '../api/client';
import { allowStoredAuth } from '../auth/auth-state';
import { desktopMedia, drawApp as drawWholeApp, h1, testUser } from '../test/app-router';
import { PAGES } from './manifest';

// The whole app's router in jsdom (the routes the browser builds, its guards, layouts and pages)
// against a fake API: where an address lands, what the public shell shows, the test-mode banner
// and the stored auth. What only a real browser shows (layout at 375 px, hydration, a console
// free of errors) stays in e2e/shell.spec.ts and e2e/test-mode-banner.spec.ts.

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock('../components/toast', () => ({ toast }));

const BANNER = 'Test mode — no real payments';
const SITE: SiteConfig = {
  support_email: 'help@matchday.test',
  support_phone: '+91 90000 11111',
  referee_whatsapp: '',
  payments_test_mode: true,
};

/** Lists the pages read, answered empty. */
const LISTS = new Set(['GET /events', 'GET /events/manage', 'GET /sports']);

/**
 * The fake server: the site settings, who is signed in (`me`, asked by every load; a promise
 * answers when the test says), and empty lists for what the pages read. `calls` counts requests.
 */
function serve({
  me = null,
  site = SITE,
}: { me?: PublicUser | null | Promise<PublicUser | null>; site?: SiteConfig } = {}) {
  const calls: Record<string, number> = {};
  setApiTransport(async (url, init) => {
    const path = new URL(url, 'http://matchday.test').pathname.slice(API_BASE.length);
    const key = `${init.method} ${path}`;
    calls[key] = (calls[key] ?? 0) + 1;
    if (key === 'GET /config') return Response.json({ message: 'success', data: site });
    if (key === 'GET /auth/verify-token')
      return Response.json({ message: 'success', data: await me });
    if (LISTS.has(key)) return Response.json({ message: 'success', data: [], next_cursor: null });
    return Response.json({ message: 'error', error: 'Not Found' }, { status: 404 });
  });
  return { calls };
}

/** Here the path keeps its query string: a redirect that added one would show. */
const drawApp = (url: string) => drawWholeApp(url, { withSearch: true });

beforeEach(() => {
  window.matchMedia = desktopMedia;
  localStorage.clear();
  // A visit to /home keeps the stored copy cleared for the page load; each test is a new load.
  allowStoredAuth();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('where an address lands (the browser router)', () => {
  it('/ lands on /home', async () => {
    serve();
    const app = drawApp('/');
    await h1('Discover Your Sport');
    expect(app.path()).toBe('/home');
  });

  it('/app/dashboard and any other /app path send a guest to /login', async () => {
    for (const url of ['/app/dashboard', '/app/whatever/else']) {
      serve();
      const app = drawApp(url);
      await h1('Login');
      expect(app.path(), url).toBe('/login');
      cleanup();
    }
  });

  it('both sign-up spellings open the sign-up page', async () => {
    for (const url of ['/singup', '/signup']) {
      serve();
      const app = drawApp(url);
      await h1('Create New Account');
      expect(app.path()).toBe(url);
      cleanup();
    }
  });
});

describe('pages a participant may not use (§6, as the sidebar shows them)', () => {
  for (const url of [
    '/app/events/add-event',
    '/app/events/edit-event/000000000000000000000000',
    '/app/events/category',
  ]) {
    it(`${url} sends a participant to the dashboard`, async () => {
      serve({ me: testUser('Participant') });
      const app = drawApp(url);
      await h1('Dashboard');
      expect(app.path()).toBe('/app/dashboard');
      expect(
        screen.queryByRole('button', { name: /Publish Event|Save Changes|Submit/ }),
      ).toBeNull();
      // Sent away quietly: no message about the page they asked for.
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.info).not.toHaveBeenCalled();
    });
  }

  it('the events page they may view still opens', async () => {
    serve({ me: testUser('Participant') });
    const app = drawApp('/app/events');
    await h1('Events');
    expect(app.path()).toBe('/app/events');
  });

  it('a host may open the add-event page', async () => {
    serve({ me: testUser('Host') });
    const app = drawApp('/app/events/add-event');
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Publish Event' })).toBeTruthy(),
      {
        timeout: 5000,
      },
    );
    expect(app.path()).toBe('/app/events/add-event');
  });
});

describe('the public shell', () => {
  it('navbar links reach each public page; a guest is offered Login, not Dashboard', async () => {
    serve();
    const app = drawApp('/home');
    await h1('Discover Your Sport');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const pages: Array<[string, string, string]> = [
      ['About Us', '/about', 'About Matchday'],
      ['Events', '/events', 'Events'],
      ['Contact Us', '/contactUs', 'Contact Us'],
      ['Home', '/home', 'Discover Your Sport'],
    ];
    for (const [link, path, heading] of pages) {
      fireEvent.click(within(nav).getByRole('link', { name: link }));
      await h1(heading);
      expect(app.path()).toBe(path);
    }
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('the footer shows the contact details from the site settings', async () => {
    serve();
    drawApp('/home');
    await h1('Discover Your Sport');
    const footer = document.querySelector('footer')!;
    // The links' text and where they lead (the address has a line-break chance after its @).
    const contacts = () =>
      within(footer)
        .getAllByRole('link')
        .filter((l) => /^(mailto|tel):/.test(l.getAttribute('href') ?? ''))
        .map((l) => [l.textContent, l.getAttribute('href')]);
    await waitFor(() =>
      expect(contacts()).toEqual([
        ['+91 90000 11111', 'tel:+919000011111'],
        ['help@matchday.test', 'mailto:help@matchday.test'],
      ]),
    );
    expect(within(footer).getByRole('link', { name: 'About Us' })).toBeTruthy();
    // The social placeholders are a caption, not controls.
    expect(within(footer).getByText('Social channels coming soon')).toBeTruthy();
    expect(within(footer).queryAllByRole('button')).toEqual([]);
  });

  it('a page chunk that fails to load shows the route error with the chunk named', async () => {
    const about = PAGES.find((p) => p.chunk === 'about')!;
    vi.spyOn(about, 'page').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    serve();
    drawApp('/about');
    await h1('Unexpected Application Error!');
    expect(screen.getByRole('alert').textContent).toContain(
      "Loading chunk 'about' failed (error): Failed to fetch dynamically imported module",
    );
  });
});

describe('the stored auth and /home (§2)', () => {
  const stored = () => localStorage.getItem(AUTH_STORAGE_KEY);

  it('a guest visiting /home has it cleared', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: null }));
    serve();
    drawApp('/home');
    await h1('Discover Your Sport');
    await waitFor(() => expect(stored()).toBeNull());
  });

  it('a signed-in visit to /home clears it and keeps it cleared after the session check answers', async () => {
    // Signed in on the dashboard: the copy is stored.
    serve({ me: testUser('Participant') });
    drawApp('/app/dashboard');
    await h1('Dashboard');
    await waitFor(() => expect(JSON.parse(stored()!).user.role).toBe('Participant'));
    cleanup();

    // A new load of /home, whose "who am I?" answers only after the page has drawn.
    let answer!: (u: PublicUser) => void;
    const { calls } = serve({ me: new Promise<PublicUser>((resolve) => (answer = resolve)) });
    drawApp('/home');
    await h1('Discover Your Sport');
    await waitFor(() => expect(stored()).toBeNull());
    await act(async () => answer(testUser('Participant')));
    // The answer is drawn (the navbar offers the dashboard), and the copy stays cleared.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(calls['GET /auth/verify-token']).toBe(1);
    expect(stored()).toBeNull();
  });
});

describe('the test-mode banner', () => {
  const bannerShown = () =>
    screen.queryAllByRole('status').some((el) => el.textContent?.includes(BANNER));

  it('is in the first drawing of /home and /login, before the page’s header', async () => {
    for (const url of ['/home', '/login']) {
      serve();
      drawApp(url);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      // Already there when the heading first is: the page is not pushed down later.
      expect(bannerShown(), url).toBe(true);
      const status = screen.getAllByRole('status').find((el) => el.textContent?.includes(BANNER))!;
      const header = screen.getAllByRole('banner')[0]!;
      expect(
        status.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING,
        url,
      ).toBeTruthy();
      expect(
        status.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      cleanup();
    }
  });

  it('is above the app area’s top bar', async () => {
    serve({ me: testUser('Participant') });
    drawApp('/app/dashboard');
    await h1('Dashboard');
    const status = screen.getAllByRole('status').find((el) => el.textContent?.includes(BANNER))!;
    expect(status).toBeTruthy();
    const bar = screen.getAllByRole('banner')[0]!;
    expect(status.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown when the site runs a real payment provider', async () => {
    for (const [url, me] of [
      ['/home', null],
      ['/login', null],
      ['/app/dashboard', testUser('Participant')],
    ] as const) {
      serve({ site: { ...SITE, payments_test_mode: false }, me });
      drawApp(url);
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(bannerShown(), url).toBe(false);
      expect(document.body.textContent).not.toContain(BANNER);
      cleanup();
    }
  });
});
