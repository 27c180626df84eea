import { API_BASE } from './constants';

/**
 * Every address of the site, once (issue 25): the pages (§2, React Router syntax) and the API's
 * endpoints that answer something other than a JSON envelope (files, a stream), relative to
 * /api/v1. The web's manifest, the server's page and file routes, the mails and the tests build
 * their links from here with `href`, so a pattern and its links cannot drift apart. The JSON
 * endpoints keep their patterns in their contract definitions (src/shared/api).
 */
export const ROUTES = {
  home: '/home',
  about: '/about',
  events: '/events',
  eventDetails: '/events/event-details/:eventId',
  /** An event's results (issue 18): brackets, pools, podiums and medals, live. */
  eventResults: '/events/event-details/:eventId/results',
  contactUs: '/contactUs',
  /** A certificate's public check (issue 18), opened from the QR code on its PDF. */
  certificate: '/certificates/:code',
  verifyEmail: '/verify-email',
  login: '/login',
  /** The spec spells the sign-up route '/singup'; '/signup' is the other reading (§2). */
  singup: '/singup',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  confirmOtp: '/confirm-otp/:email',
  resetPassword: '/reset-password/:token',
  validateOtp: '/validate-otp',
  dashboard: '/app/dashboard',
  appEvents: '/app/events',
  appEventDetails: '/app/events/event-details/:eventId',
  addEvent: '/app/events/add-event',
  editEvent: '/app/events/edit-event/:eventId',
  participate: '/app/events/event-details/:eventId/participate',
  editParticipant: '/app/events/event-details/:eventId/edit-participant/:participantId',
  checkIn: '/app/events/:eventId/check-in',
  competition: '/app/events/:eventId/competition',
  categoryForm: '/app/events/category',
  sports: '/app/sports',
  sportCategories: '/app/sports/:sportsId/categories',
  users: '/app/users',
  payments: '/app/payments',
  settings: '/app/settings',
  paymentSuccess: '/app/paymentSuccess',
} as const;

/** The API's endpoints that are not JSON envelopes, relative to /api/v1 (`apiHref` adds it). */
export const API_ROUTES = {
  /** A registration's PDF receipt (or its unpaid confirmation). */
  receipt: '/event/participate/:id/receipt',
  /** A refund's credit note (issue 16), a PDF. */
  creditNote: '/refunds/:id/credit-note',
  /** A certificate's PDF, made on each download. */
  certificatePdf: '/certificates/:code/pdf',
  /** An event's .ics file. */
  calendar: '/events/:id/calendar.ics',
  /** An event's live results: `text/event-stream`, one `results` event per change. */
  resultsStream: '/events/:id/results/stream',
  /** A ticket's QR code, an SVG image. */
  ticketQr: '/tickets/:token/qr.svg',
} as const;

/** The `:name` parts of a pattern: '/a/:x/b/:y' gives 'x' | 'y'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern's parameters: each `:name` once, nothing else. */
type RouteParams<P extends string> = [ParamNames<P>] extends [never]
  ? Record<string, never>
  : { readonly [K in ParamNames<P>]: string };

/** A query's values; empty ones (undefined, null, '') are left out. */
type RouteQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: RouteParams<P>, query?: RouteQuery]
  : [params: RouteParams<P>, query?: RouteQuery];

/**
 * A pattern's address: each `:name` filled with its value (encodeURIComponent), then the query's
 * non-empty values (each key and value encodeURIComponent, in the given order).
 */
export function href<P extends string>(pattern: P, ...[params, query]: HrefArgs<P>): string {
  const values = (params ?? {}) as Readonly<Record<string, string>>;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`href(${pattern}): no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** An API endpoint's full path (under /api/v1), built like `href`. */
export function apiHref<P extends string>(pattern: P, ...args: HrefArgs<P>): string {
  return `${API_BASE}${href(pattern, ...args)}`;
}
