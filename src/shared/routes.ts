/**
 * Every address of the site, once (issue 25): the pages (§2, React Router syntax) and the API's
 * endpoints that answer something other than a JSON envelope (files, a stream), relative to
 * /api/v1. The web's manifest, the server's page and file routes, the mails and the tests build
 * their links from these with `href` (href.ts, apart so the pages' first JavaScript does not
 * carry it), so a pattern and its links cannot drift apart. The JSON
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
  /** A ticket's page (issue 29), opened from its QR code: the token is the secret. */
  ticket: '/tickets/:token',
  /** Ranking points per sport and category (issue 30): `?sport=&category=`. */
  rankings: '/rankings',
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
  /** An event's print-friendly start list (issue 27): `?category=` for one category. */
  startList: '/app/events/:eventId/start-list',
  categoryForm: '/app/events/category',
  /** A team that forms itself (issue 28): its roster, invites, link and payment. */
  team: '/app/teams/:teamId',
  /** The link a captain shares: the team's preview and Join. */
  teamJoin: '/app/teams/join/:code',
  sports: '/app/sports',
  sportCategories: '/app/sports/:sportsId/categories',
  users: '/app/users',
  payments: '/app/payments',
  /** Issue 26: a host's earnings (Payouts), or across hosts for admins (Payments). */
  earnings: '/app/earnings',
  settings: '/app/settings',
  paymentSuccess: '/app/paymentSuccess',
} as const;
