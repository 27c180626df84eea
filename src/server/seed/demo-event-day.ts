import type { CategoryRow, EventRow, User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { checkIn } from '../gate/service';
import { inviteStaff } from '../gate/staff';
import { moveAfterWeighIn, outAfterWeighIn, recordWeighIn } from '../gate/weighin';
import { makeUser } from './factories';
import { seedDemoRegistrations } from './demo-payments';
import { bornYearsAgo } from './demo-born';

/** The gate staff member of the demo's event day; a participant, like every invited staff. */
export const DEMO_GATE_STAFF = 'gate@matchday.test';

type Wrestler = {
  name: string;
  age: number;
  /** Where they registered, and the weight they gave then (what they believed). */
  category: 'Men Freestyle 57 kg' | 'Men Freestyle 74 kg' | 'Cadet Boys 48 kg';
  registered_kg: number;
  /** Their morning at the gate; left out: not here yet. */
  day?: {
    /** Checked in this many minutes before the seed ran, by the host or the gate staff. */
    in: [minutesAgo: number, by: 'host' | 'gate'];
    /** What the scale said, a few minutes after the check-in. */
    weighed?: number;
    /** The host's decision on a weigh-in outside the limits; left out: still undecided. */
    decision?: { moveTo: Wrestler['category'] } | 'out';
  };
};

/**
 * Twelve wrestlers of the Pune dangal (new accounts wrestler1…12@matchday.test), in three weight
 * classes. About half are in: most weighed within their limits, one over them still waiting for
 * the host (Move / Did not make weight on the gate page), one moved up a class, one out. The rest
 * are expected, so the host can still mark no-shows on the demo.
 */
const WRESTLERS: Wrestler[] = [
  {
    name: 'Aniket Jadhav',
    age: 22,
    category: 'Men Freestyle 57 kg',
    registered_kg: 56,
    day: { in: [96, 'host'], weighed: 56.2 },
  },
  {
    name: 'Sagar Pawar',
    age: 24,
    category: 'Men Freestyle 57 kg',
    registered_kg: 55,
    day: { in: [88, 'gate'], weighed: 55.4 },
  },
  {
    name: 'Rahul Shinde',
    age: 21,
    category: 'Men Freestyle 57 kg',
    registered_kg: 57,
    day: { in: [81, 'gate'], weighed: 58.3 },
  },
  { name: 'Omkar Patil', age: 19, category: 'Men Freestyle 57 kg', registered_kg: 54 },
  { name: 'Pratik More', age: 26, category: 'Men Freestyle 57 kg', registered_kg: 56 },
  {
    name: 'Vikas Kadam',
    age: 27,
    category: 'Men Freestyle 74 kg',
    registered_kg: 73,
    day: { in: [74, 'gate'], weighed: 73.1 },
  },
  {
    name: 'Suraj Gaikwad',
    age: 23,
    category: 'Men Freestyle 74 kg',
    registered_kg: 74,
    day: { in: [67, 'host'], weighed: 76.8, decision: 'out' },
  },
  { name: 'Rohit Deshmukh', age: 25, category: 'Men Freestyle 74 kg', registered_kg: 71 },
  { name: 'Harshad Salunkhe', age: 20, category: 'Men Freestyle 74 kg', registered_kg: 72 },
  {
    name: 'Yash Kulkarni',
    age: 17,
    category: 'Cadet Boys 48 kg',
    registered_kg: 48,
    day: { in: [58, 'gate'], weighed: 54.2, decision: { moveTo: 'Men Freestyle 57 kg' } },
  },
  {
    name: 'Atharva Bhosale',
    age: 16,
    category: 'Cadet Boys 48 kg',
    registered_kg: 47,
    day: { in: [50, 'host'], weighed: 47.3 },
  },
  { name: 'Tanmay Chavan', age: 15, category: 'Cadet Boys 48 kg', registered_kg: 46 },
];

const PUNE_AREAS = ['Kothrud', 'Hadapsar', 'Shivajinagar', 'Pimpri', 'Aundh', 'Baner'];

/**
 * Event day on the demo (issue 17): paid registrations of new wrestlers (as the other demo
 * registrations, with tickets and ledger rows), gate staff invited by the host, and the gate's
 * morning so far, made by the real services (check-in, weigh-in, move, out) on a clock set back
 * to when each happened. No no-shows: the host marks those live.
 */
export async function seedDemoEventDay(
  deps: Deps,
  demo: { event: EventRow; host: User; categories: CategoryRow[] },
): Promise<void> {
  const { event, host } = demo;
  const category = (name: Wrestler['category']) => demo.categories.find((c) => c.name === name)!;
  const start = deps.now().getTime();
  const at = (minutesAgo: number): Deps => ({
    ...deps,
    now: () => new Date(start - minutesAgo * 60_000),
  });

  const gate = await makeUser(deps.db, {
    role: 'Participant',
    name: 'Sanjay Kale',
    email: DEMO_GATE_STAFF,
    address: 'Balewadi, Pune',
    date_of_birth: bornYearsAgo(34),
    gender: 'male',
    phone_number: '9822011000',
  });
  // Invited two days ago; the invitation mail (with the check-in link) is queued as it would be.
  await inviteStaff(at(2 * 24 * 60), host, event.id, gate.email);

  const wrestlers: User[] = [];
  for (const [i, w] of WRESTLERS.entries())
    wrestlers.push(
      await makeUser(deps.db, {
        role: 'Participant',
        name: w.name,
        email: `wrestler${i + 1}@matchday.test`,
        address: `${PUNE_AREAS[i % PUNE_AREAS.length]}, Pune`,
        date_of_birth: bornYearsAgo(w.age, i * 3),
        gender: 'male',
        phone_number: `98220110${String(i + 1).padStart(2, '0')}`,
      }),
    );
  const ids = await seedDemoRegistrations(
    deps.db,
    WRESTLERS.map((w, i) => ({
      who: wrestlers[i]!,
      event,
      category: category(w.category),
      state: 'paid' as const,
      weight_kg: w.registered_kg,
    })),
  );

  for (const [i, w] of WRESTLERS.entries()) {
    if (!w.day) continue;
    const participation_id = ids[i]!;
    const [minutesAgo, by] = w.day.in;
    const actor = by === 'host' ? host : gate;
    await checkIn(at(minutesAgo), actor, { event_id: event.id, participation_id, member_index: 0 });
    if (w.day.weighed === undefined) continue;
    await recordWeighIn(at(minutesAgo - 3), actor, {
      participation_id,
      member_index: 0,
      weight_kg: w.day.weighed,
    });
    const decision = w.day.decision;
    if (decision === 'out') await outAfterWeighIn(at(minutesAgo - 10), host, participation_id);
    else if (decision)
      await moveAfterWeighIn(at(minutesAgo - 10), host, participation_id, {
        category_id: category(decision.moveTo).id,
      });
  }
}
