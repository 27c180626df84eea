import { href, ROUTES } from '../../../shared/routes';

/** Where the event screens live (§2), from the one route table (shared/routes.ts). */
export const eventPaths = {
  publicDetails: (eventId: string) => href(ROUTES.eventDetails, { eventId }),
  results: (eventId: string) => href(ROUTES.eventResults, { eventId }),
  appDetails: (eventId: string) => href(ROUTES.appEventDetails, { eventId }),
  participate: (eventId: string) => href(ROUTES.participate, { eventId }),
  edit: (eventId: string) => href(ROUTES.editEvent, { eventId }),
  add: ROUTES.addEvent,
  appList: ROUTES.appEvents,
  checkIn: (eventId: string) => href(ROUTES.checkIn, { eventId }),
  /** Issue 18: draws and results, for the host and the event's gate staff. */
  competition: (eventId: string) => href(ROUTES.competition, { eventId }),
} as const;
