/** Where the event screens live (§2). */
export const eventPaths = {
  publicDetails: (id: string) => `/events/event-details/${id}`,
  results: (id: string) => `/events/event-details/${id}/results`,
  appDetails: (id: string) => `/app/events/event-details/${id}`,
  participate: (id: string) => `/app/events/event-details/${id}/participate`,
  edit: (id: string) => `/app/events/edit-event/${id}`,
  add: '/app/events/add-event',
  appList: '/app/events',
  checkIn: (id: string) => `/app/events/${id}/check-in`,
  /** Issue 18: draws and results, for the host and the event's gate staff. */
  competition: (id: string) => `/app/events/${id}/competition`,
} as const;
