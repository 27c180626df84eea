import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import type { Deps } from '../platform/deps';
import { dependants, events, users, waitlistEntries } from '../platform/db/schema';
import type { StoredRefundPolicy } from '../../shared/refunds/policy';
import { formatDisplayDate } from '../../shared/date-format';
import type { CategoryRow, EventRow, User } from '../platform/db/schema';
import type { Storage } from '../platform/storage/storage';
import {
  DEMO_PASSWORD,
  makeCategory,
  makeEvent,
  makeSport,
  makeUser,
  windowDates,
  type EventWindow,
} from './factories';
import { makePoster } from './posters';
import { seedDemoCancelledEvent, seedDemoHandOver } from './demo-refunds';
import { seedDemoPayouts } from './demo-payouts';
import { seedDemoToolkit } from './demo-toolkit';
import { seedDemoTeams } from './demo-teams';
import { seedDemoAnomalies, seedDemoRegistrations, type DemoMember } from './demo-payments';
import { seedDemoCompetition } from './demo-competition';
import { seedDemoWrestling } from './demo-wrestling';
import { DEMO_GATE_STAFF, seedDemoEventDay } from './demo-event-day';
import { bornYearsAgo } from './demo-born';

type DemoCategory = {
  name: string;
  min_age?: number;
  max_age?: number;
  min_weight_allowed?: number;
  max_weight_allowed?: number;
  gender?: 'male' | 'female';
  participants_in_team: number;
};

/** Six sports with realistic categories: age bands, weight classes, team sizes, both genders. */
const DEMO_CATALOG: Record<string, DemoCategory[]> = {
  Football: [
    { name: 'Under 14 Boys 7-a-side', max_age: 14, gender: 'male', participants_in_team: 7 },
    { name: 'Under 17 Girls 7-a-side', max_age: 17, gender: 'female', participants_in_team: 7 },
    { name: 'Open 11-a-side', min_age: 16, participants_in_team: 11 },
  ],
  Cricket: [
    { name: 'Under 19 Boys', max_age: 19, gender: 'male', participants_in_team: 11 },
    { name: 'Women T20', min_age: 15, gender: 'female', participants_in_team: 11 },
    { name: 'Box Cricket 6-a-side', min_age: 14, participants_in_team: 6 },
  ],
  Badminton: [
    { name: 'Men Singles', min_age: 15, gender: 'male', participants_in_team: 1 },
    { name: 'Women Singles', min_age: 15, gender: 'female', participants_in_team: 1 },
    { name: 'Mixed Doubles', min_age: 15, participants_in_team: 2 },
    { name: 'Under 13 Singles', max_age: 13, participants_in_team: 1 },
  ],
  Athletics: [
    { name: '100 m Sprint Men', min_age: 14, gender: 'male', participants_in_team: 1 },
    { name: '100 m Sprint Women', min_age: 14, gender: 'female', participants_in_team: 1 },
    { name: '4 x 100 m Relay', min_age: 14, participants_in_team: 4 },
    { name: '5 km Run Open', min_age: 12, participants_in_team: 1 },
  ],
  Wrestling: [
    {
      name: 'Men Freestyle 57 kg',
      min_age: 17,
      gender: 'male',
      min_weight_allowed: 53,
      max_weight_allowed: 57,
      participants_in_team: 1,
    },
    {
      name: 'Men Freestyle 74 kg',
      min_age: 17,
      gender: 'male',
      min_weight_allowed: 70,
      max_weight_allowed: 74,
      participants_in_team: 1,
    },
    {
      name: 'Women Freestyle 53 kg',
      min_age: 17,
      gender: 'female',
      min_weight_allowed: 50,
      max_weight_allowed: 53,
      participants_in_team: 1,
    },
    {
      name: 'Cadet Boys 48 kg',
      min_age: 15,
      max_age: 17,
      gender: 'male',
      min_weight_allowed: 45,
      max_weight_allowed: 48,
      participants_in_team: 1,
    },
  ],
  Basketball: [
    { name: '3x3 Open', min_age: 16, participants_in_team: 3 },
    { name: 'Under 16 Girls 5-a-side', max_age: 16, gender: 'female', participants_in_team: 5 },
    { name: 'Men 5-a-side', min_age: 18, gender: 'male', participants_in_team: 5 },
  ],
};

/** The demo accounts README lists; all share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@matchday.test',
  host: 'host@matchday.test',
  host2: 'arena@matchday.test',
  /** Suspended by the admin (decision 016): its login is refused. */
  suspendedHost: 'deccan@matchday.test',
  participant: 'player@matchday.test',
  participant2: 'runner@matchday.test',
  parent: 'parent@matchday.test',
  /** Reads Matchday in Hindi (issue 29): her mails come in Hindi, and her pages once she logs in. */
  hindiParent: 'sunita@matchday.test',
  /** Gate staff of the Pune Wrestling Dangal (issue 17): its check-in page, nothing else. */
  gateStaff: DEMO_GATE_STAFF,
} as const;

type DemoEvent = {
  title: string;
  sport: keyof typeof DEMO_CATALOG;
  host: 'host' | 'host2';
  window: EventWindow;
  venue_name: string;
  venue_address: string;
  rewards: string;
  description: string;
  /** Rupees per category, in the sport's category order; 0 is free, omitted is not offered. */
  prices: Array<number | undefined>;
  /** Places per category, in the same order (issue 15); omitted is unlimited. */
  capacities?: Array<number | undefined>;
  /** The event's own start and end time (venue time); 8:00 AM – 6:00 PM when left out. */
  times?: [string, string];
  /** Published unless 'draft' (seen only by its host and admins). */
  status?: 'draft';
  /** The host's refund policy (issue 16); the default when left out. */
  refund_policy?: StoredRefundPolicy;
};

/** Events in every registration state across the demo sports and both hosts, and a draft. */
const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Bengaluru Monsoon Football Cup',
    sport: 'Football',
    host: 'host',
    window: 'open',
    venue_name: 'Bangalore Football Stadium',
    venue_address: 'Ashok Nagar, Bengaluru 560025',
    rewards: '₹50,000 prize pool, trophies and medals',
    description:
      'Three days of seven-a-side and eleven-a-side football under the lights. Every team plays at least three matches.',
    prices: [1500, 1800, 4000],
    times: ['16:00', '22:30'],
    // Its page spells the policy out (issue 16).
    refund_policy: {
      steps: [
        { days_before: 10, percent: 100 },
        { days_before: 4, percent: 50 },
      ],
      fee_minor: 5000,
    },
  },
  {
    title: 'Chennai Marina Sunrise 5K',
    sport: 'Athletics',
    host: 'host',
    window: 'open',
    venue_name: 'Marina Beach Promenade',
    venue_address: 'Kamarajar Salai, Chennai 600005',
    rewards: 'Finisher medals',
    description: 'A sunrise 5 km along the beach. Cancelled by the host: every entry was refunded.',
    prices: [undefined, undefined, undefined, 900],
    times: ['06:00', '09:00'],
  },
  {
    title: 'Bengaluru Corporate Futsal League',
    sport: 'Football',
    host: 'host',
    window: 'not_open',
    status: 'draft',
    venue_name: 'Koramangala Indoor Arena',
    venue_address: '80 Feet Road, Koramangala, Bengaluru 560034',
    rewards: 'League trophy and player of the season award',
    description: 'Five-a-side evenings for office teams. Still a draft: fixtures being planned.',
    prices: [undefined, undefined, 3500],
    times: ['18:30', '22:00'],
  },
  {
    title: 'Mumbai Smash Badminton Open',
    sport: 'Badminton',
    host: 'host2',
    window: 'open',
    venue_name: 'NSCI Dome',
    venue_address: 'Worli, Mumbai 400018',
    rewards: 'Cash prizes for finalists and branded rackets',
    description: 'A BWF-style open on six synthetic courts with certified umpires.',
    prices: [499, 499, 799, 0],
    // Women Singles shows its places left (issue 15).
    capacities: [undefined, 16],
  },
  {
    title: 'Deccan Sprint Series',
    sport: 'Athletics',
    host: 'host',
    window: 'not_open',
    venue_name: 'Kanteerava Stadium',
    venue_address: 'Kasturba Road, Bengaluru 560001',
    rewards: 'Medals and timing certificates for every finisher',
    description: 'Electronic timing, wind gauges and heats by age group.',
    prices: [299, 299, 999, 199],
  },
  {
    title: 'Pune Wrestling Dangal',
    sport: 'Wrestling',
    host: 'host2',
    window: 'closed',
    venue_name: 'Shivchhatrapati Sports Complex',
    venue_address: 'Balewadi, Pune 411045',
    rewards: 'Silver mace for the champions and cash awards',
    description:
      'Freestyle bouts on Olympic mats with official weigh-ins on the morning of each day.',
    prices: [600, 600, 600, 400],
  },
  {
    title: 'Kolhapur Kushti Championship',
    sport: 'Wrestling',
    host: 'host',
    window: 'over',
    venue_name: 'Khasbag Maidan',
    venue_address: 'Mangalwar Peth, Kolhapur 416012',
    rewards: 'Gada for the champion, medals for two bronzes',
    description:
      'Freestyle on mats under UWW rules: repechage for those who lose to a finalist, two bronze medals.',
    prices: [500, undefined, undefined, 300],
  },
  {
    title: 'Kolkata Box Cricket League',
    sport: 'Cricket',
    host: 'host',
    window: 'over',
    venue_name: 'Salt Lake Box Arena',
    venue_address: 'Sector V, Salt Lake, Kolkata 700091',
    rewards: 'Winning team takes ₹25,000',
    description: 'Fast six-a-side cricket, eight overs a side, with live scoring.',
    prices: [undefined, undefined, 2400],
  },
  {
    title: 'Chennai 3x3 Hoops Jam',
    sport: 'Basketball',
    host: 'host2',
    window: 'open',
    venue_name: 'Jawaharlal Nehru Indoor Stadium',
    venue_address: 'Periamet, Chennai 600003',
    rewards: 'Trophies, jerseys and a pro clinic',
    description: 'FIBA 3x3 rules, twelve-minute games, DJ and food stalls all day.',
    prices: [900, 1200, 1500],
  },
  {
    title: "Delhi Women's T20 Trophy",
    sport: 'Cricket',
    host: 'host',
    window: 'not_open',
    venue_name: 'Roshanara Club Ground',
    venue_address: 'Roshanara Road, Delhi 110007',
    rewards: '₹1,00,000 for the champions',
    description: 'Twenty-over league and knock-outs for club and college sides.',
    prices: [undefined, 5000],
  },
  {
    title: 'Goa Beach Football Fiesta',
    sport: 'Football',
    host: 'host2',
    window: 'over',
    venue_name: 'Miramar Beach Arena',
    venue_address: 'Miramar, Panaji, Goa 403001',
    rewards: 'Trophies and a beach party',
    description: 'Sand, sun and seven-a-side football by the sea.',
    prices: [1000, 1000],
  },
  {
    title: 'Hyderabad Junior Shuttle Challenge',
    sport: 'Badminton',
    host: 'host',
    // Begun yesterday, over tomorrow: the juniors' double elimination is under way (results are
    // only taken from the start date).
    window: 'under_way',
    venue_name: 'Gachibowli Indoor Stadium',
    venue_address: 'Gachibowli, Hyderabad 500032',
    rewards: 'Scholarships for the top three juniors',
    description: 'A ranking event for under-13 players scouted by state coaches.',
    prices: [undefined, undefined, undefined, 350],
  },
  {
    title: 'Mysuru Palace 5K Run',
    sport: 'Athletics',
    host: 'host2',
    window: 'open',
    venue_name: 'Mysuru Palace Grounds',
    venue_address: 'Sayyaji Rao Road, Mysuru 570001',
    rewards: 'Finisher medals and timing certificates',
    description: 'A flat, fast 5 km loop around the palace at sunrise. Free for every runner.',
    prices: [undefined, undefined, undefined, 0],
    times: ['06:00', '09:00'],
  },
  // More of the same cities, free and paid, open and finished: the /events filters find groups.
  {
    title: 'Bengaluru Sunday 3x3 Hoops',
    sport: 'Basketball',
    host: 'host',
    window: 'open',
    venue_name: 'Cubbon Park Courts',
    venue_address: 'Kasturba Road, Bengaluru 560001',
    rewards: 'Team jerseys for the winners',
    description: 'Pick-up style 3x3 on Sunday mornings. Bring a team of three; entry is free.',
    prices: [0],
    // Sold out, with a waitlist (seedDemoWaitlist).
    capacities: [3],
    times: ['07:00', '12:00'],
  },
  {
    title: 'Mumbai Monsoon Football Sevens',
    sport: 'Football',
    host: 'host2',
    window: 'not_open',
    venue_name: 'Cooperage Ground',
    venue_address: 'Colaba, Mumbai 400005',
    rewards: '₹40,000 prize pool and medals',
    description: 'Seven-a-side football in the rain, for juniors and open teams.',
    prices: [1200, 1200, undefined],
    times: ['15:00', '21:00'],
  },
  {
    title: 'Mumbai Marine Drive Fun Run',
    sport: 'Athletics',
    host: 'host2',
    window: 'over',
    venue_name: 'Marine Drive Promenade',
    venue_address: 'Marine Drive, Mumbai 400020',
    rewards: 'Finisher medals for everyone',
    description: 'A free 5 km run along the sea at dawn.',
    prices: [undefined, undefined, undefined, 0],
    times: ['05:30', '08:00'],
  },
  {
    // A title with no space to break at: cards, pages and mails must wrap it, not overflow.
    title: 'Thiruvananthapuram-Inter-District-Junior-Badminton-Championship-2026',
    sport: 'Badminton',
    host: 'host2',
    window: 'not_open',
    venue_name: 'Jimmy George Indoor Stadium',
    venue_address: 'Vellayambalam, Thiruvananthapuram 695010',
    rewards: 'Trophies and district team selection',
    // And a 200-character word (a pasted link): the description must wrap too.
    description: `Singles and doubles for district players, seeded from the state ranking. Draw: https://ksba.example/draws/${'thiruvananthapuram-junior-'.repeat(8).slice(0, 173)}`,
    prices: [350, 350, 600, 0],
    times: ['08:00', '19:00'],
  },
];

async function seedCatalog(db: Db) {
  const bySport: Record<string, { id: string; categories: CategoryRow[] }> = {};
  for (const [sportName, list] of Object.entries(DEMO_CATALOG)) {
    const sport = await makeSport(db, sportName);
    const made: CategoryRow[] = [];
    for (const category of list)
      made.push(await makeCategory(db, { sports_id: sport.id, ...category }));
    bySport[sportName] = { id: sport.id, categories: made };
  }
  return bySport;
}

async function seedEvents(
  db: Db,
  storage: Storage,
  catalog: Awaited<ReturnType<typeof seedCatalog>>,
  hosts: Record<'host' | 'host2', User>,
) {
  const now = new Date();
  const made: Record<string, EventRow> = {};
  for (const e of DEMO_EVENTS) {
    const sport = catalog[e.sport]!;
    const dates = windowDates(e.window, now);
    const poster = await makePoster(storage, {
      title: e.title,
      sport: e.sport,
      dateLine:
        dates.start_date === dates.end_date
          ? formatDisplayDate(dates.start_date)
          : `${formatDisplayDate(dates.start_date)} – ${formatDisplayDate(dates.end_date)}`,
      venue: `${e.venue_name}, ${e.venue_address
        .split(',')
        .at(-1)
        ?.trim()
        .replace(/\s\d+$/, '')}`,
    });
    const prices = e.prices.flatMap((price, i) =>
      price === undefined
        ? []
        : [{ category_id: sport.categories[i]!.id, price, capacity: e.capacities?.[i] ?? null }],
    );
    const {
      sport: _s,
      host,
      window,
      prices: _p,
      capacities: _c,
      refund_policy,
      times = ['08:00', '18:00'],
      ...fields
    } = e;
    made[e.title] = await makeEvent(db, {
      ...fields,
      event_start_time: times[0],
      event_end_time: times[1],
      status: e.status ?? 'published',
      window,
      now,
      host_id: hosts[host].id,
      sports_id: sport.id,
      poster,
      prices,
    });
    if (refund_policy)
      await db.update(events).set({ refund_policy }).where(eq(events.id, made[e.title]!.id));
  }
  return made;
}

async function seedDemo(deps: Deps, storage: Storage): Promise<void> {
  const { db } = deps;
  const catalog = await seedCatalog(db);
  const admin = await makeUser(db, {
    role: 'Admin',
    name: 'Asha Admin',
    email: DEMO_ACCOUNTS.admin,
    address: 'Matchday HQ, Bengaluru',
  });
  const host = await makeUser(db, {
    role: 'Host',
    name: 'Rohan Mehta',
    email: DEMO_ACCOUNTS.host,
    address: '12 MG Road, Bengaluru',
    organisation_name: 'Bengaluru Sports League',
    account_number: '123456789012',
    bank_name: 'State Bank of India',
    ifsc_code: 'SBIN0001234',
    account_holder_name: 'Bengaluru Sports League',
  });
  const host2 = await makeUser(db, {
    role: 'Host',
    name: 'Meera Iyer',
    email: DEMO_ACCOUNTS.host2,
    address: '4 Marine Drive, Mumbai',
    organisation_name: 'Arena Events Mumbai',
    account_number: '998877665544',
    bank_name: 'HDFC Bank',
    ifsc_code: 'HDFC0000456',
    account_holder_name: 'Arena Events Mumbai',
  });
  // Suspended three days ago; it has no events, so the public pages are the same without it.
  const suspendedAt = new Date(Date.now() - 3 * 24 * 3_600_000);
  await makeUser(db, {
    role: 'Host',
    name: 'Vikram Desai',
    email: DEMO_ACCOUNTS.suspendedHost,
    address: '9 FC Road, Pune',
    organisation_name: 'Deccan Kabaddi Club',
    account_number: '556677889900',
    bank_name: 'Bank of Maharashtra',
    ifsc_code: 'MAHB0000789',
    account_holder_name: 'Deccan Kabaddi Club',
    created_at: new Date(suspendedAt.getTime() - 20 * 24 * 3_600_000),
    suspended_at: suspendedAt,
    suspension_reason:
      'Players reported that the prize money of its last tournament was not paid. Suspended while we look into it.',
    suspended_by: admin.id,
  });
  const player = await makeUser(db, {
    role: 'Participant',
    name: 'Kabir Singh',
    email: DEMO_ACCOUNTS.participant,
    address: '7 Park Street, Kolkata',
    // Issue 29: an account from before dates of birth: its age became an estimate to check.
    age: 19,
    date_of_birth: bornYearsAgo(19, 0),
    date_of_birth_estimated: true,
    height: 178,
    gender: 'male',
    school_or_college: 'St. Xavier’s College',
  });
  const runner = await makeUser(db, {
    role: 'Participant',
    name: 'Ananya Rao',
    email: DEMO_ACCOUNTS.participant2,
    address: '22 Jubilee Hills, Hyderabad',
    date_of_birth: bornYearsAgo(16),
    height: 162,
    gender: 'female',
    school_or_college: 'Hyderabad Public School',
  });
  const parent = await makeUser(db, {
    role: 'Participant',
    name: 'Priya Sharma',
    email: DEMO_ACCOUNTS.parent,
    address: '15 Indiranagar, Bengaluru',
    date_of_birth: bornYearsAgo(39),
    gender: 'female',
    school_or_college: 'Parent',
  });
  await makeUser(db, {
    role: 'Participant',
    name: 'सुनीता देवी',
    email: DEMO_ACCOUNTS.hindiParent,
    address: '22 Hazratganj, Lucknow',
    date_of_birth: bornYearsAgo(41),
    gender: 'female',
    school_or_college: 'Parent',
    language: 'hi',
  });
  const events = await seedEvents(db, storage, catalog, { host, host2 });
  // Her children, with ages that stay true whenever the demo is seeded: Aarav is 11 at every
  // demo event, so Under 13 Singles takes him; Diya is 14, too old for it (decision 015).
  const [aarav] = await db
    .insert(dependants)
    .values([
      {
        user_id: parent.id,
        name: 'Aarav Sharma',
        date_of_birth: yearsAgo(11, 120),
        gender: 'male',
        guardian_confirmed_at: new Date(Date.now() - 30 * 86_400_000),
      },
      {
        user_id: parent.id,
        name: 'Diya Sharma',
        date_of_birth: yearsAgo(14, 200),
        gender: 'female',
        guardian_confirmed_at: new Date(Date.now() - 30 * 86_400_000),
      },
    ])
    .returning();
  const badminton = events['Mumbai Smash Badminton Open']!;
  const womenSingles = catalog.Badminton!.categories.find((c) => c.name === 'Women Singles')!;
  await seedDemoAnomalies(db, { admin, runner, event: badminton, category: womenSingles });
  const category = (sport: string, name: string) =>
    catalog[sport]!.categories.find((c) => c.name === name)!;
  await seedDemoRegistrations(db, [
    // Paid two days ago for an event whose registration has closed: upcoming on the dashboard,
    // in the host's list, on the ledger.
    {
      who: player,
      event: events['Pune Wrestling Dangal']!,
      category: category('Wrestling', 'Men Freestyle 74 kg'),
      state: 'paid',
      weight_kg: 72,
    },
    // A free entry: captured at once, no money, no ledger row.
    {
      who: player,
      event: events['Mysuru Palace 5K Run']!,
      category: category('Athletics', '5 km Run Open'),
      state: 'paid',
    },
    // A parent's registration for her son: paid, in a junior category of an event under way.
    {
      who: parent,
      dependant: aarav!,
      event: events['Hyderabad Junior Shuttle Challenge']!,
      category: category('Badminton', 'Under 13 Singles'),
      state: 'paid',
    },
    // Deleted by the host while unpaid: kept as cancelled with its order (and the player may
    // register again).
    {
      who: player,
      event: badminton,
      category: category('Badminton', 'Men Singles'),
      state: 'cancelled',
    },
  ]);
  await seedDemoCancelledEvent(
    db,
    events['Chennai Marina Sunrise 5K']!,
    category('Athletics', '5 km Run Open'),
    [player, parent],
    host,
  );
  await seedDemoHandOver(db, events['Mysuru Palace 5K Run']!, player, parent);
  await seedDemoWaitlist(
    db,
    events['Bengaluru Sunday 3x3 Hoops']!,
    category('Basketball', '3x3 Open'),
    parent,
  );
  // Event day (issue 17) at the wrestling dangal, whose registration has closed: new wrestlers
  // checked in and weighed, one flagged, one moved, one out; gate staff invited by its host.
  await seedDemoEventDay(deps, {
    event: events['Pune Wrestling Dangal']!,
    host: host2,
    categories: catalog.Wrestling!.categories,
  });
  // The competition (issue 18): the Kolkata league's results are in (the demo participant's
  // team among them); the Hyderabad juniors' double elimination is under way.
  await seedDemoCompetition(deps, {
    boxCricket: {
      event: events['Kolkata Box Cricket League']!,
      host,
      category: category('Cricket', 'Box Cricket 6-a-side'),
      captain: player,
    },
    shuttle: {
      event: events['Hyderabad Junior Shuttle Challenge']!,
      host,
      category: category('Badminton', 'Under 13 Singles'),
    },
  });
  // The formats by sport (issue 30): a kushti championship wrestled to two bronzes through the
  // repechage, and a lone cadet declared champion by walkover.
  await seedDemoWrestling(deps, {
    event: events['Kolhapur Kushti Championship']!,
    host,
    men57: category('Wrestling', 'Men Freestyle 57 kg'),
    cadet48: category('Wrestling', 'Cadet Boys 48 kg'),
  });
  await seedDemoPayouts(deps, {
    host,
    league: {
      event: events['Kolkata Box Cricket League']!,
      category: category('Cricket', 'Box Cricket 6-a-side'),
    },
  });
  await seedDemoToolkit(deps, {
    host,
    juniors: events['Hyderabad Junior Shuttle Challenge']!,
    hoops: events['Bengaluru Sunday 3x3 Hoops']!,
  });
  // Teams that form themselves (issue 28): one paid by its three shares, one still forming.
  await seedDemoTeams(deps, {
    event: events['Chennai 3x3 Hoops Jam']!,
    threes: category('Basketball', '3x3 Open'),
    captain: player,
    member: runner,
  });
}

/**
 * Issue 15: the free 3x3 Open of the Bengaluru Sunday hoops (3 places) is sold out: two teams
 * registered, and the third place offered from its waitlist to the demo parent's team (accept it
 * on her dashboard), with one more team waiting behind it.
 */
async function seedDemoWaitlist(db: Db, event: EventRow, threes: CategoryRow, parent: User) {
  const member = (
    name: string,
    gender: 'male' | 'female',
    age: number,
    role: DemoMember['role'] = null,
  ): DemoMember => ({
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@players.matchday.test`,
    phone: '9876501234',
    role,
    date_of_birth: yearsAgo(age, 40),
    gender,
  });
  const pair = (
    team: string,
    a: [string, 'male' | 'female'],
    b: [string, 'male' | 'female'],
    c: [string, 'male' | 'female'],
  ) => ({
    name: team,
    members: [
      member(a[0], a[1], 24, 'Captain'),
      member(b[0], b[1], 22, 'Vice Captain'),
      member(c[0], c[1], 20),
    ],
  });
  const captain = (name: string, email: string) =>
    makeUser(db, {
      role: 'Participant',
      name,
      email,
      date_of_birth: bornYearsAgo(24),
      gender: 'female',
      address: 'Mumbai',
    });
  const sneha = await captain('Sneha Patil', 'sneha@matchday.test');
  const kavya = await captain('Kavya Menon', 'kavya@matchday.test');
  const ishita = await captain('Ishita Das', 'ishita@matchday.test');
  await seedDemoRegistrations(db, [
    {
      who: sneha,
      event,
      category: threes,
      state: 'paid',
      team: pair(
        'Koramangala Ballers',
        ['Sneha Patil', 'female'],
        ['Rohit Patil', 'male'],
        ['Vivek Rao', 'male'],
      ),
    },
    {
      who: kavya,
      event,
      category: threes,
      state: 'paid',
      team: pair(
        'HSR Hoopers',
        ['Kavya Menon', 'female'],
        ['Aditya Rao', 'male'],
        ['Meghna Iyer', 'female'],
      ),
    },
  ]);
  const hour = 3_600_000;
  const now = Date.now();
  const entry = (
    who: User,
    team: ReturnType<typeof pair>,
    status: 'offered' | 'waiting',
    joinedHoursAgo: number,
  ) => ({
    event_id: event.id,
    category_id: threes.id,
    participant_id: who.id,
    team_name: team.name,
    members: team.members,
    status,
    offered_at: status === 'offered' ? new Date(now - 4 * hour) : null,
    offer_expires_at: status === 'offered' ? new Date(now + 20 * hour) : null,
    created_at: new Date(now - joinedHoursAgo * hour),
    updated_at: new Date(now - joinedHoursAgo * hour),
  });
  // Inserted in the order they joined (ids are time-ordered, the queue's order).
  await db
    .insert(waitlistEntries)
    .values(
      entry(
        parent,
        pair(
          'Indiranagar Aces',
          ['Priya Sharma', 'female'],
          ['Arun Sharma', 'male'],
          ['Nikhil Sharma', 'male'],
        ),
        'offered',
        30,
      ),
    );
  await db
    .insert(waitlistEntries)
    .values(
      entry(
        ishita,
        pair(
          'Whitefield Flyers',
          ['Ishita Das', 'female'],
          ['Neel Das', 'male'],
          ['Rahul Verma', 'male'],
        ),
        'waiting',
        20,
      ),
    );
}

/** A calendar date `years` years and `days` days before today (a date of birth). */
function yearsAgo(years: number, days: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * Seeds only a database with no users, so restarts and real data are never touched. Takes the
 * app's deps: event day is made by the real services (check-in, weigh-in, gate staff).
 */
export async function seedDemoIfEmpty(
  deps: Deps,
  storage: Storage,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(deps, storage);
  log?.info(`demo data seeded; demo accounts use the password ${DEMO_PASSWORD}`);
  return true;
}
