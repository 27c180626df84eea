import { makeDraw, drawCandidates } from '../competition/draw';
import { enterResult } from '../competition/results';
import type { CategoryRow, EventRow, User } from '../platform/db/schema';
import type { Deps } from '../platform/deps';
import type { DrawView, MatchView } from '../../shared/competition/schemas';
import type { PointsScore } from '../../shared/competition/scores';
import { bornYearsAgo } from './demo-born';
import { seedDemoRegistrations } from './demo-payments';
import { ready, sequence } from './demo-play';
import { makeUser } from './factories';

/**
 * The formats by sport on the demo (issue 30): the Kolhapur kushti championship's 57 kg men,
 * wrestled to the end as UWW does, with a repechage of those who lost to the finalists and two
 * bronze medals, every bout scored in points, technical superiority or a fall; and its cadet
 * 48 kg class, where one boy entered and was declared champion by walkover.
 */

const WRESTLERS = [
  ['Sandeep Jadhav', 'Motibag Talim'],
  ['Omkar Shinde', 'Gangavesh Talim'],
  ['Ravi Pawar', 'Shahupuri Talim'],
  ['Ganesh Kale', 'Motibag Talim'],
  ['Akash Mane', 'Gangavesh Talim'],
  ['Nikhil Salunkhe', 'Shahupuri Talim'],
  ['Tushar Desai', 'Kolhapur Kesari Akhada'],
  ['Yogesh Chavan', 'Motibag Talim'],
  ['Pratik Bhosale', 'Kolhapur Kesari Akhada'],
  ['Sachin Mohite', 'Gangavesh Talim'],
] as const;

/** A bout's score with `winner` (0: the first side) ahead: points, technical superiority or fall. */
function bout(winner: 0 | 1, random: () => number): PointsScore {
  const roll = random();
  const [ahead, behind] =
    roll < 0.25 ? [10, 0] : roll < 0.4 ? [4, 2 + Math.floor(random() * 2)] : [7, 3];
  const points: [number, number] = winner === 0 ? [ahead, behind] : [behind, ahead];
  if (roll < 0.25) return { points, decision: 'technical_superiority' };
  if (roll < 0.4) return { points, decision: 'fall', winner };
  return { points, decision: 'points' };
}

async function wrestler(deps: Deps, i: number, name: string, club: string, age: number) {
  return makeUser(deps.db, {
    role: 'Participant',
    name,
    email: `pehelwan${i + 1}@matchday.test`,
    address: 'Kolhapur',
    date_of_birth: bornYearsAgo(age, i * 11),
    gender: 'male',
    phone_number: `98220150${String(i + 1).padStart(2, '0')}`,
    school_or_college: club,
  });
}

/**
 * Every bout as it comes ready until the podium is full, the wrestler who registered first
 * winning (`strength`: entrant number to their place in the draw's list of candidates).
 */
async function wrestleOut(
  deps: Deps,
  host: User,
  start: DrawView,
  strength: Map<number, number>,
): Promise<DrawView> {
  let draw = start;
  const random = sequence(57);
  const began = deps.now().getTime() - 2 * 86_400_000;
  for (let i = 0; i < 40; i++) {
    const m: MatchView | undefined = ready(draw)[0];
    if (!m) break;
    const [a, b] = [m.opponent1!.id!, m.opponent2!.id!];
    const won = strength.get(a)! < strength.get(b)! ? a : b;
    const at: Deps = { ...deps, now: () => new Date(began + i * 12 * 60_000) };
    const update = await enterResult(at, host, m.id, {
      score: bout(won === m.opponent1!.id ? 0 : 1, random),
      outcome: 'played',
      confirm: true,
    });
    draw = update.draw;
  }
  return draw;
}

/** The options of other formats, at their defaults (the draw request's schema would fill them). */
const UNUSED_OPTIONS = {
  bronze: false,
  grand_final: 'simple',
  pool_count: 2,
  advance: 2,
  overs: null,
  rounds: null,
} as const;

export async function seedDemoWrestling(
  deps: Deps,
  demo: { event: EventRow; host: User; men57: CategoryRow; cadet48: CategoryRow },
): Promise<void> {
  const men: User[] = [];
  for (const [i, [name, club]] of WRESTLERS.entries()) {
    men.push(await wrestler(deps, i, name, club, 19 + (i % 6)));
  }
  const cadet = await wrestler(deps, WRESTLERS.length, 'Aditya Patil', 'Motibag Talim', 16);
  await seedDemoRegistrations(deps.db, [
    ...men.map((who, i) => ({
      who,
      event: demo.event,
      category: demo.men57,
      state: 'paid' as const,
      weight_kg: 54 + (i % 4),
    })),
    { who: cadet, event: demo.event, category: demo.cadet48, state: 'paid', weight_kg: 47 },
  ]);
  // The two strongest entered late and went unseeded: the six seeds have byes, and these two
  // wrestle from round one to the final, so the two they beat on the way make a repechage
  // ladder on each side.
  const listed = (await drawCandidates(deps, demo.event.id, demo.men57.id)).map(
    (c) => c.participation_id,
  );
  const order = [...listed.slice(2), ...listed.slice(0, 2)];
  const draw = await makeDraw(deps, demo.host, demo.event.id, demo.men57.id, {
    ...UNUSED_OPTIONS,
    format: 'repechage',
    seeding: 'manual',
    order,
  });
  const strength = new Map(
    draw.entrants.map((e) => [e.id, listed.indexOf(e.participation_id)] as const),
  );
  await wrestleOut(deps, demo.host, draw, strength);
  await makeDraw(deps, demo.host, demo.event.id, demo.cadet48.id, {
    ...UNUSED_OPTIONS,
    format: 'walkover',
    seeding: 'random',
  });
}
