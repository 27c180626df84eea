import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { HOME_EVENTS_PER_BLOCK } from '../../shared/constants';
import type { Action, Section } from '../../shared/permissions';
import { certificateQuery } from '../api/certificates';
import { eventListQuery, eventQuery, latestEventsQuery, sportOptionsQuery } from '../api/events';
import { siteConfigQuery } from '../api/site';
import { ticketQuery } from '../api/tickets';
import { cardPosterUrl } from '../components/events/poster-url';
import type * as AppPages from './app-pages';

/**
 * Every page of the app, once (issue 14). The browser's router (routes.tsx), the server's page
 * routes and renderer (server/http/web-app.ts, ssr/entry-server.tsx), the first-load prefetch
 * (boot.ts), the layout and budget checks (e2e) and the benchmarks all read this list. It is
 * plain data with lazy imports, so the boot script can read it before React and MUI load.
 */

type PageModule = { default: ComponentType };

export type RouteArgs = {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
};

export type PageRoute = {
  /** The address pattern (React Router syntax). */
  path: string;
  /** The page's chunk name, for the §8 "Loading chunk … failed" message. */
  chunk: string;
  page: () => Promise<PageModule>;
  /** Everyone; signed-out visitors only (a signed-in user goes to the dashboard); or /app. */
  area: 'public' | 'guest' | 'app';
  /** For /app pages: the §6 permission the role needs (section, and an action besides view). */
  permission?: { section: Section; action?: Action };
  /**
   * Drawn by the server and hydrated by the browser: public pages that are the same for every
   * visitor, so they can be cached (public-cache.ts) and shared.
   */
  ssr?: boolean;
  /**
   * Puts the page's data into the query cache, under the keys the page reads. The server awaits
   * it before drawing (a failure sends the plain app shell); the browser starts it beside the
   * page's chunk and preloads the image it resolves to (the page's largest).
   */
  data?: (client: QueryClient, args: RouteArgs) => Promise<string | null | undefined>;
  /**
   * Loads the reader of the query parameters the page reads, normalised: the server's cache key
   * (decision 018). Pages without one ignore every parameter. Loaded on demand, so the reader
   * stays out of the browser's first JavaScript.
   */
  cacheQuery?: () => Promise<(search: URLSearchParams) => URLSearchParams>;
  /** Addresses inside the page (dialogs opened by address), drawn by the same page. */
  subpaths?: string[];
};

/** What every page reads before its first render: the public site settings (footer, banner). */
export const rootData = (client: QueryClient) => client.fetchQuery(siteConfigQuery);

// Read only when the address has a search: the reader stays out of the first JavaScript of
// every other page (issue 13's budget).
const eventSearch = () => import('../../shared/events/search');

const home: PageRoute['data'] = async (client) => {
  const [upcoming] = await Promise.all([
    client.fetchQuery(latestEventsQuery('upcoming', HOME_EVENTS_PER_BLOCK * 2)),
    client.fetchQuery(latestEventsQuery('past', HOME_EVENTS_PER_BLOCK)),
  ]);
  return cardPosterUrl(upcoming[0]?.poster);
};

const eventList: PageRoute['data'] = async (client, { search }) => {
  const filters = search.size > 0 ? (await eventSearch()).readEventSearch(search) : {};
  const [list] = await Promise.all([
    client.fetchInfiniteQuery(eventListQuery(filters)),
    // The Sport filter's options, drawn with the panel.
    client.fetchQuery(sportOptionsQuery),
  ]);
  return cardPosterUrl(list.pages[0]?.items[0]?.poster);
};

const eventDetails: PageRoute['data'] = async (client, { params }) => {
  const event = await client.fetchQuery(eventQuery(params.eventId ?? ''));
  return event.poster;
};

// An unknown code is data too (null): the page says so, drawn by the server like a found one.
const certificate: PageRoute['data'] = async (client, { params }) => {
  await client.fetchQuery(certificateQuery(params.code ?? ''));
  return null;
};

// A ticket (issue 29): started beside the page's chunk; an unknown token is null data too.
const ticket: PageRoute['data'] = async (client, { params }) => {
  await client.fetchQuery(ticketQuery(params.token ?? ''));
  return null;
};

/**
 * The results, and the event's facts for the heading (the page does without them). The results'
 * query module loads on demand (with the page's chunk), out of every other page's first script.
 */
const eventResults: PageRoute['data'] = async (client, { params }) => {
  const id = params.eventId ?? '';
  const facts = client.fetchQuery(eventQuery(id)).catch(() => null);
  const { resultsQuery } = await import('../api/results');
  await Promise.all([client.fetchQuery(resultsQuery(id)), facts]);
  return null;
};

/**
 * The /app area's pages load through one module of their own (app-pages.ts): Vite writes each
 * lazy page's preload list where its import() is, and in this module those lists would grow the
 * first JavaScript of every public page with each new app chunk.
 */
const appPage = async (name: keyof typeof AppPages) => (await import('./app-pages'))[name]();
const events = () => import('../pages/public/EventsPage');
const eventForm = () => appPage('eventForm');
const participantForm = () => appPage('participantForm');
const signup = () => import('../pages/auth/SignupPage');

export const PAGES: readonly PageRoute[] = [
  {
    path: '/home',
    chunk: 'home',
    page: () => import('../pages/public/HomePage'),
    area: 'public',
    ssr: true,
    data: home,
  },
  {
    path: '/about',
    chunk: 'about',
    page: () => import('../pages/public/AboutPage'),
    area: 'public',
    ssr: true,
  },
  {
    path: '/events',
    chunk: 'events',
    // A wide screen shows the filter panel at once: the page is ready when it is in.
    page: () => events().then((m) => m.ready.then(() => m)),
    area: 'public',
    ssr: true,
    data: eventList,
    cacheQuery: async () => {
      const { eventSearchParams, readEventSearch } = await eventSearch();
      return (search) => eventSearchParams(readEventSearch(search));
    },
  },
  {
    path: '/events/event-details/:eventId',
    chunk: 'event-details',
    // With the actions' chunk (map, calendar, share, contact), so the first render has them.
    page: async () => {
      const page = await import('../pages/public/EventDetailsPage');
      await page.actionsReady();
      return page;
    },
    area: 'public',
    ssr: true,
    data: eventDetails,
  },
  {
    // Issue 18: brackets, pools, podiums and medals, live. The category shown is in the address.
    path: '/events/event-details/:eventId/results',
    chunk: 'results',
    page: () => import('../pages/results/ResultsPage'),
    area: 'public',
    ssr: true,
    data: eventResults,
    cacheQuery: async () => (await import('../pages/results/category-param')).categorySearch,
  },
  {
    path: '/contactUs',
    chunk: 'contact',
    page: () => import('../pages/public/ContactPage'),
    area: 'public',
    ssr: true,
  },
  {
    // A certificate's public check (issue 18), opened from the QR code on its PDF.
    path: '/certificates/:code',
    chunk: 'certificate',
    page: () => import('../pages/certificates/CertificatePage'),
    area: 'public',
    ssr: true,
    data: certificate,
  },
  {
    // A ticket's page (issue 29), opened from its QR code: one person's, its status changes at the
    // gate, so the browser draws it (not kept in the server's page cache) and it is noindex.
    path: '/tickets/:token',
    chunk: 'ticket',
    page: () => import('../pages/tickets/TicketPage'),
    area: 'public',
    data: ticket,
  },
  {
    // Ranking points per sport and category (issue 30): drawn by the browser (no data loader).
    path: '/rankings',
    chunk: 'rankings',
    page: () => import('../pages/rankings/RankingsPage'),
    area: 'public',
  },
  // The verification link works logged in or out (a changed email is verified in-session).
  {
    path: '/verify-email',
    chunk: 'verify-email',
    page: () => import('../pages/auth/VerifyEmailPage'),
    area: 'public',
  },
  {
    path: '/login',
    chunk: 'login',
    page: () => import('../pages/auth/LoginPage'),
    area: 'guest',
  },
  // The spec spells the sign-up route '/singup'; '/signup' is the other reading (§2).
  { path: '/singup', chunk: 'signup', page: signup, area: 'guest' },
  { path: '/signup', chunk: 'signup', page: signup, area: 'guest' },
  {
    path: '/forgot-password',
    chunk: 'forgot-password',
    page: () => import('../pages/auth/ForgotPasswordPage'),
    area: 'guest',
  },
  {
    path: '/confirm-otp/:email',
    chunk: 'confirm-otp',
    page: () => import('../pages/auth/ConfirmOtpPage'),
    area: 'guest',
  },
  {
    path: '/reset-password/:token',
    chunk: 'reset-password',
    page: () => import('../pages/auth/ResetPasswordPage'),
    area: 'guest',
  },
  {
    path: '/validate-otp',
    chunk: 'validate-otp',
    page: () => import('../pages/auth/ValidateOtpPage'),
    area: 'guest',
  },
  {
    path: '/app/dashboard',
    chunk: 'dashboard',
    page: () => appPage('dashboard'),
    area: 'app',
  },
  {
    path: '/app/events',
    chunk: 'app-events',
    page: () => appPage('appEvents'),
    area: 'app',
    permission: { section: 'Events' },
  },
  {
    path: '/app/events/event-details/:eventId',
    chunk: 'app-event-details',
    page: () => appPage('appEventDetails'),
    area: 'app',
    permission: { section: 'Events' },
  },
  {
    path: '/app/events/add-event',
    chunk: 'event-form',
    page: eventForm,
    area: 'app',
    permission: { section: 'Events', action: 'create' },
  },
  {
    path: '/app/events/edit-event/:eventId',
    chunk: 'event-form',
    page: eventForm,
    area: 'app',
    permission: { section: 'Events', action: 'edit' },
  },
  {
    path: '/app/events/event-details/:eventId/participate',
    chunk: 'participant-form',
    page: participantForm,
    area: 'app',
    permission: { section: 'Events' },
  },
  {
    path: '/app/events/event-details/:eventId/edit-participant/:participantId',
    chunk: 'participant-form',
    page: participantForm,
    area: 'app',
    permission: { section: 'Events' },
  },
  {
    // The gate (issue 17): the server lets in the event's host, admins and its gate staff.
    path: '/app/events/:eventId/check-in',
    chunk: 'check-in',
    page: () => appPage('checkIn'),
    area: 'app',
    permission: { section: 'Events' },
  },
  {
    // Draws and results (issue 18): the server lets the host and admins draw, and its gate staff
    // read draws and enter results.
    path: '/app/events/:eventId/competition',
    chunk: 'competition',
    page: () => appPage('competition'),
    area: 'app',
    permission: { section: 'Events' },
  },
  {
    // A print-friendly start list (issue 27): hosts and admins (Participants); the server answers
    // only the event's own host and admins.
    path: '/app/events/:eventId/start-list',
    chunk: 'start-list',
    page: () => appPage('startList'),
    area: 'app',
    permission: { section: 'Participants' },
  },
  {
    path: '/app/events/category',
    chunk: 'category-form',
    page: () => appPage('categoryForm'),
    area: 'app',
    permission: { section: 'Category', action: 'create' },
  },
  {
    // A team that forms itself (issue 28): the server lets in its members, the event's host and
    // admins. Signed in: a guest who opens a shared link logs in (or signs up) and comes back.
    path: '/app/teams/:teamId',
    chunk: 'team',
    page: () => appPage('team'),
    area: 'app',
  },
  {
    // The link a captain shares: the team's preview and Join.
    path: '/app/teams/join/:code',
    chunk: 'team-join',
    page: () => appPage('teamJoin'),
    area: 'app',
  },
  {
    path: '/app/sports',
    chunk: 'sports',
    page: () => appPage('sports'),
    area: 'app',
    permission: { section: 'Sports' },
    subpaths: ['add-sports', ':sportsId/edit'],
  },
  {
    path: '/app/sports/:sportsId/categories',
    chunk: 'sport-categories',
    page: () => appPage('sportCategories'),
    area: 'app',
    permission: { section: 'Sports' },
    subpaths: ['add-category', ':categoryId/edit'],
  },
  {
    path: '/app/users',
    chunk: 'users',
    page: () => appPage('users'),
    area: 'app',
    permission: { section: 'Users' },
    subpaths: ['users-details/:userId'],
  },
  {
    path: '/app/payments',
    chunk: 'payments',
    page: () => appPage('payments'),
    area: 'app',
    permission: { section: 'Payments' },
  },
  {
    // Issue 26: hosts see their own (Payouts), admins all hosts' (Payments): the page chooses,
    // as no one permission names both.
    path: '/app/earnings',
    chunk: 'earnings',
    page: () => appPage('earnings'),
    area: 'app',
  },
  {
    path: '/app/settings',
    chunk: 'settings',
    page: () => appPage('settings'),
    area: 'app',
  },
  {
    path: '/app/paymentSuccess',
    chunk: 'payment-success',
    page: () => appPage('paymentSuccess'),
    area: 'app',
  },
];

/**
 * What an address that names nothing draws (issue 24): any unknown path, and a page whose data
 * names nothing (its read answered 404: an unknown or private event). The server answers 404.
 */
export const NOT_FOUND = {
  /** The catch-all route's id. */
  id: 'not-found',
  chunk: 'not-found',
  page: () => import('../pages/public/NotFoundPage'),
} as const;

/** Where the bare site address leads (§2). */
export const HOME_PATH = '/home';
export const APP_HOME_PATH = '/app/dashboard';
