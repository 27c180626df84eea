/**
 * The registration feature's face: what other features may use of it. Inside the folder,
 * registering lives in register.ts (orders in orders.ts) and reading in read.ts.
 */

// The lookups the gate's Move makes before moving a registration to another event category.
export { findEventCategory, holdsEntryIn } from './read';
// A registration with its tickets: the ticket page's read (issue 29).
export { loadParticipation, withTickets } from './read';
// The category rules a weigh-in checks a new weight against (the gate's Move).
export { checkEligibility } from './eligibility';
// The event-day marks and moves the gate decides; registration writes them.
export { clearNoShowMark, markAsNoShows, markOut, moveToCategory } from './event-day';
