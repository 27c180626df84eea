// The public event pages' chunks, shared by the router (lazy routes) and the first-load prefetch
// (boot.ts), so both ask for the very same module.
export const publicPages = {
  home: () => import('./pages/public/HomePage'),
  // Ready when its module says so (on a wide screen, once the filter panel is in).
  events: () => import('./pages/public/EventsPage').then((m) => m.ready.then(() => m)),
  // With the actions' chunk (map, calendar, share, contact), fetched alongside the page's own.
  eventDetails: async () => {
    const [page] = await Promise.all([
      import('./pages/public/EventDetailsPage'),
      import('./components/events/EventActions'),
    ]);
    await page.actionsReady();
    return page;
  },
};
