// The public event pages' chunks, shared by the router (lazy routes) and the first-load prefetch
// (boot.ts), so both ask for the very same module.
export const publicPages = {
  home: () => import('./pages/public/HomePage'),
  events: () => import('./pages/public/EventsPage'),
  eventDetails: () => import('./pages/public/EventDetailsPage'),
};
