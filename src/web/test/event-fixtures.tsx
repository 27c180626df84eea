import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  type InitialEntry,
  type Location,
} from 'react-router';
import type { Category } from '../../shared/catalog/schemas';
import type { Event } from '../../shared/events/schemas';
import type { PublicUser } from '../../shared/users/user';
import { theme } from '../theme';

/**
 * Events and the pages around them in component tests (jsdom): an event as the API answers it,
 * and a page drawn at an address among the routes it links to, with the address readable.
 */

// MUI pages in jsdom on a busy two-core machine (CI runs the suites side by side): a first
// render that loads a lazy chunk can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

/** A date `days` from today as YYYY-MM-DD (the registration window is read against now). */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let ids = 0;
/** A fresh 24-hex id. */
const newId = () => (++ids).toString(16).padStart(24, '0');

export function makeCategory(name: string, extra: Partial<Category> = {}): Category {
  return {
    id: newId(),
    name,
    sports_id: 'sport-football',
    sport_details: { sports_name: 'Football' },
    min_age: null,
    max_age: null,
    min_weight_allowed: null,
    max_weight_allowed: null,
    gender: null,
    participants_in_team: 1,
    is_team_sport: false,
    ...extra,
  };
}

const withoutSport = ({ sport_details: _sport, ...category }: Category) => category;

/** An event whose registration is open now, unless `over` says otherwise. */
export function makeEvent(over: Partial<Event> = {}): Event {
  const football = makeCategory('Open 11-a-side', {
    participants_in_team: 11,
    is_team_sport: true,
  });
  return {
    id: newId(),
    title: 'Bengaluru Monsoon Football Cup',
    start_date: inDays(20),
    end_date: inDays(21),
    registration_start_date: inDays(-5),
    registration_end_date: inDays(10),
    registration_start_time: '09:00',
    registration_end_time: '18:00',
    event_start_time: '16:00',
    event_end_time: '22:30',
    rewards: '₹50,000 prize pool, trophies and medals',
    description: 'Floodlit football.',
    poster: '/uploads/posters/0123456789abcdef01234567.webp',
    venue_name: 'Bangalore Football Stadium',
    venue_address: 'Ashok Nagar, Bengaluru 560025',
    city: 'Bengaluru',
    sports_id: 'sport-football',
    sport_details: { sports_name: 'Football' },
    host_id: 'host-1',
    host_details: { organisation_name: 'Bengaluru Sports League', name: 'Rohan Mehta' },
    categories: [
      {
        category_id: football.id,
        price: 4000,
        currency: 'INR',
        capacity: null,
        places_left: null,
        waitlist_count: 0,
        team_payment: 'captain',
        substitutes: 0,
        roster_locks_at: null,
        category_details: withoutSport(football),
      },
    ],
    status: 'published',
    registration_state: 'open',
    waitlist_offer_hours: null,
    refund_policy: null,
    refund_policy_text: 'Full refund up to 7 days before the event.',
    cancelled_at: null,
    cancel_reason: null,
    ...over,
  };
}

export function makeUser(role: PublicUser['role'], extra: Partial<PublicUser> = {}): PublicUser {
  return {
    id: role === 'Host' ? 'host-1' : `${role.toLowerCase()}-1`,
    name: `${role} Person`,
    email: `${role.toLowerCase()}@matchday.test`,
    role,
    user_name: null,
    phone_number: '9876501234',
    address: null,
    organisation_name: role === 'Host' ? 'Bengaluru Sports League' : null,
    account_number: null,
    bank_name: null,
    ifsc_code: null,
    account_holder_name: null,
    date_of_birth: null,
    date_of_birth_estimated: false,
    age: null,
    height: null,
    gender: null,
    school_or_college: null,
    email_verified: true,
    pending_email: null,
    whatsapp_opt_in: false,
    language: 'en',
    ...extra,
  };
}

/** A GET /events page answer. */
export const pageOf = <T,>(data: T[], next_cursor: string | null = null) => ({ data, next_cursor });

/**
 * Draws `routes` at `url` (a path, or a location with its state) with a fresh query cache (no retries) and the app's theme;
 * `location()` is where the router is now.
 */
export function renderRoutes(routes: Record<string, ReactElement>, url: InitialEntry) {
  let location: Location | undefined;
  function Where() {
    location = useLocation();
    return null;
  }
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Where />
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, client, location: () => location! };
}
