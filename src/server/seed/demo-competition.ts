import { makeDraw } from '../competition/draw';
import { enterResult, setCourt } from '../competition/results';
import type { CategoryRow, EventRow, User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import { queueDemoResult } from './demo-live';
import { games, ready, sequence, winnerOf } from './demo-play';
import { seedDemoRegistrations, type DemoMember } from './demo-payments';
import { makeUser } from './factories';
import { resultsOpenAt } from '../../shared/competition/results-open';
import type { DrawView } from '../../shared/competition/schemas';
import type { Innings } from '../../shared/competition/scores';
import { bornYearsAgo } from './demo-born';

/**
 * The competition on the demo (issue 18), made by the real services on a clock set back to when
 * each thing happened: a finished round robin of box-cricket teams scored in innings, three of
 * them level on points and head to head so net run rate decides the table (podium, medal table,
 * certificates; the demo participant captains one), and a double elimination of juniors half
 * played, with courts and what is up next (the demo parent's son is in it).
 */

async function play(
  deps: Deps,
  host: User,
  draw: DrawView,
  count: number,
  score: (random: () => number) => string,
  random: () => number,
  minutesAgo: (i: number) => number,
): Promise<DrawView> {
  const start = deps.now().getTime();
  for (let i = 0; i < count; i++) {
    const m = ready(draw)[0];
    if (!m) break;
    const at: Deps = { ...deps, now: () => new Date(start - minutesAgo(i) * 60_000) };
    const update = await enterResult(at, host, m.id, {
      winner: winnerOf(draw, m, random),
      score: score(random),
      outcome: 'played',
      confirm: true,
    });
    draw = update.draw;
  }
  return draw;
}

const BOX_TEAMS = [
  { team: 'Park Street Panthers', club: 'St. Xavier’s College' },
  { team: 'Salt Lake Strikers', club: 'Salt Lake Cricket Club' },
  { team: 'Howrah Hurricanes', club: 'Howrah Sporting' },
  { team: 'Behala Blasters', club: 'Salt Lake Cricket Club' },
  { team: 'Dum Dum Daredevils', club: 'Howrah Sporting' },
];
const FIRST = ['Arjun', 'Rohan', 'Sourav', 'Debashis', 'Anirban', 'Ishaan', 'Ritwik', 'Sayan'];
const LAST = ['Ghosh', 'Banerjee', 'Das', 'Mukherjee', 'Sen', 'Bose', 'Chatterjee', 'Dutta'];

function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** Eight overs a side (the league's description says so). */
const BOX_OVERS = 8;

const inn = (runs: number, wickets: number, overs: string): Innings => ({ runs, wickets, overs });

/**
 * The league's ten matches, each team by its place in BOX_TEAMS and its innings. Panthers (0),
 * Strikers (1) and Hurricanes (2) each beat Blasters (3) and Daredevils (4), and one another in a
 * circle (0 beat 1, 1 beat 2, 2 beat 0): 9 points each, 3 each between them. Net run rate ranks
 * them, an all-out innings counting all eight overs: Hurricanes (+3.827), Panthers (+1.568),
 * Strikers (+0.406), not their seed order.
 */
const BOX_RESULTS: Array<[number, Innings, number, Innings]> = [
  [0, inn(92, 3, '8'), 1, inn(78, 6, '8')],
  [1, inn(101, 2, '8'), 2, inn(96, 5, '8')],
  [0, inn(70, 7, '8'), 2, inn(71, 4, '6.3')],
  [0, inn(88, 5, '8'), 3, inn(72, 8, '8')],
  [0, inn(95, 4, '8'), 4, inn(60, 9, '8')],
  [1, inn(84, 4, '8'), 3, inn(80, 5, '8')],
  [1, inn(79, 6, '8'), 4, inn(61, 10, '7.4')],
  [2, inn(118, 1, '8'), 3, inn(54, 10, '6.2')],
  [4, inn(74, 8, '8'), 2, inn(75, 2, '4.5')],
  [3, inn(83, 6, '8'), 4, inn(70, 7, '8')],
];

/** Five teams' six-a-side round robin at the (over) Kolkata league, all results in. */
async function seedBoxCricket(
  deps: Deps,
  demo: { event: EventRow; host: User; category: CategoryRow; captain: User },
) {
  const captains: User[] = [demo.captain];
  for (const [i, t] of BOX_TEAMS.entries()) {
    if (i === 0) continue;
    captains.push(
      await makeUser(deps.db, {
        role: 'Participant',
        name: `${FIRST[i]} ${LAST[i]}`,
        email: `captain${i}@matchday.test`,
        address: 'Kolkata',
        date_of_birth: bornYearsAgo(24 + i, i * 7),
        gender: 'male',
        phone_number: `98300120${String(i).padStart(2, '0')}`,
        school_or_college: t.club,
      }),
    );
  }
  const members = (t: number): DemoMember[] =>
    Array.from({ length: 6 }, (_, k) => ({
      name: k === 0 ? captains[t]!.name : `${FIRST[(t + k) % 8]} ${LAST[(t * 3 + k) % 8]}`,
      email: k === 0 ? captains[t]!.email : `player${t}${k}@players.matchday.test`,
      phone: `98300130${t}${k}`,
      role: k === 0 ? 'Captain' : k === 1 ? 'Vice Captain' : null,
      date_of_birth: yearsAgo(20 + k),
      gender: 'male',
    }));
  const ids = await seedDemoRegistrations(
    deps.db,
    BOX_TEAMS.map((t, i) => ({
      who: captains[i]!,
      event: demo.event,
      category: demo.category,
      state: 'paid' as const,
      team: { name: t.team, members: members(i) },
    })),
  );
  const earlier: Deps = { ...deps, now: () => new Date(deps.now().getTime() - 20 * 86_400_000) };
  let draw = await makeDraw(earlier, demo.host, demo.event.id, demo.category.id, {
    format: 'round_robin',
    seeding: 'manual',
    order: ids,
    bronze: false,
    grand_final: 'simple',
    pool_count: 2,
    advance: 2,
    overs: BOX_OVERS,
    rounds: null,
  });
  const start = deps.now().getTime();
  for (let i = 0; i < BOX_RESULTS.length && ready(draw).length; i++) {
    const m = ready(draw)[0]!;
    const [a, b] = [m.opponent1!.id!, m.opponent2!.id!];
    const played = BOX_RESULTS.find(([x, , y]) => (x === a && y === b) || (x === b && y === a))!;
    const innings = played[0] === a ? [played[1], played[3]] : [played[3], played[1]];
    const at: Deps = { ...deps, now: () => new Date(start - (20 * 24 * 60 - i * 35) * 60_000) };
    // No winner: the runs say who won.
    draw = (
      await enterResult(at, demo.host, m.id, {
        score: { innings },
        outcome: 'played',
        confirm: true,
      })
    ).draw;
  }
  return draw;
}

const SHUTTLERS = [
  ['Advik Reddy', 'Gachibowli Shuttlers'],
  ['Ishaan Rao', 'Secunderabad Smashers'],
  ['Vihaan Goud', 'Gachibowli Shuttlers'],
  ['Reyansh Naidu', 'Banjara Hills BC'],
  ['Aadhya Varma', 'Secunderabad Smashers'],
  ['Saanvi Kumar', 'Kukatpally Academy'],
  ['Anika Shetty', 'Banjara Hills BC'],
  ['Kiaan Chowdary', 'Gachibowli Shuttlers'],
  ['Myra Iyer', 'Kukatpally Academy'],
  ['Dhruv Menon', null],
  ['Tara Pillai', 'Secunderabad Smashers'],
] as const;

/** The Hyderabad juniors' double elimination: under way, courts assigned, more to come. */
async function seedShuttleDay(
  deps: Deps,
  demo: { event: EventRow; host: User; category: CategoryRow },
) {
  const players: User[] = [];
  for (const [i, [name, club]] of SHUTTLERS.entries()) {
    players.push(
      await makeUser(deps.db, {
        role: 'Participant',
        name,
        email: `junior${i + 1}@matchday.test`,
        address: 'Hyderabad',
        date_of_birth: bornYearsAgo(12, i * 5),
        gender: i % 3 === 1 ? 'female' : 'male',
        phone_number: `98490140${String(i + 1).padStart(2, '0')}`,
        school_or_college: club,
      }),
    );
  }
  await seedDemoRegistrations(
    deps.db,
    players.map((who) => ({ who, event: demo.event, category: demo.category, state: 'paid' })),
  );
  // The morning of its first day, but never before that day began (results wait for it).
  const start = deps.now().getTime();
  const sinceDayBegan = Math.floor((start - resultsOpenAt(demo.event).getTime()) / 60_000);
  const morning: Deps = {
    ...deps,
    now: () => new Date(start - Math.min(150, sinceDayBegan) * 60_000),
  };
  // Random seeding spreads the academies over the bracket (the demo parent's son is in it too).
  let draw = await makeDraw(morning, demo.host, demo.event.id, demo.category.id, {
    format: 'double_elimination',
    seeding: 'random',
    bronze: false,
    grand_final: 'double',
    pool_count: 2,
    advance: 2,
    overs: null,
    rounds: null,
  });
  const random = sequence(7);
  draw = await play(deps, demo.host, draw, 9, games, random, (i) =>
    Math.min(120 - i * 12, sinceDayBegan),
  );
  // The next four matches are called to courts: "Up next" on the public page.
  for (const [i, m] of ready(draw).slice(0, 4).entries()) {
    await setCourt(deps, demo.host, m.id, `Court ${i + 1}`);
  }
  return draw;
}

export async function seedDemoCompetition(
  deps: Deps,
  demo: {
    boxCricket: { event: EventRow; host: User; category: CategoryRow; captain: User };
    shuttle: { event: EventRow; host: User; category: CategoryRow };
  },
): Promise<void> {
  await seedBoxCricket(deps, demo.boxCricket);
  const shuttle = await seedShuttleDay(deps, demo.shuttle);
  // From here the juniors play on by themselves, a result at a time, for whoever is watching.
  await queueDemoResult(deps, shuttle);
}
