import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawView } from '../../shared/competition/schemas';
import {
  dependants,
  participations,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 28: the organisation a draw keeps apart is the registration's club, else the account
// holder's school; a dependant has no school but may have a club.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

let host: { user: User; cookie: string };
let sportId: string;
let event: EventRow;
let singles: CategoryRow;
let juniors: CategoryRow;

/** A paid registration written directly (the payment flow is tested elsewhere). */
async function entrant(
  category: CategoryRow,
  { club, school, child = false }: { club: string | null; school: string | null; child?: boolean },
) {
  const holder = await makeUser(ctx.app.db, { role: 'Participant', school_or_college: school });
  const [dependant] = child
    ? await ctx.app.db
        .insert(dependants)
        .values({
          user_id: holder.id,
          name: 'Ishaan Kulkarni',
          date_of_birth: '2014-04-01',
          gender: 'male',
          guardian_confirmed_at: new Date(),
        })
        .returning()
    : [];
  const [row] = await ctx.app.db
    .insert(participations)
    .values({
      event_id: event.id,
      category_id: category.id,
      participant_id: holder.id,
      dependant_id: dependant?.id ?? null,
      club,
      amount_minor: 10_000,
      payment_status: 'captured',
      captured_at: new Date(),
    })
    .returning({ id: participations.id });
  return row!.id;
}

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  sportId = (await makeSport(ctx.app.db)).id;
  singles = await makeCategory(ctx.app.db, { sports_id: sportId });
  juniors = await makeCategory(ctx.app.db, { sports_id: sportId });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sportId,
    window: 'closed',
    prices: [
      { category_id: singles.id, price: 100 },
      { category_id: juniors.id, price: 100 },
    ],
  });
});

const drawOf = async (category: CategoryRow) => {
  const res = await call(host, 'POST', `/events/${event.id}/categories/${category.id}/draw`, {
    format: 'single_elimination',
    seeding: 'random',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as DrawView;
};

/** The first round's pairs, as the two entrants' participation ids. */
function firstRoundPairs(draw: DrawView): Array<[string, string]> {
  const byEntrant = new Map(draw.entrants.map((e) => [e.id, e.participation_id]));
  return draw.matches
    .filter((m) => m.round_id === draw.rounds[0]!.id && m.opponent1 && m.opponent2)
    .map((m) => [byEntrant.get(m.opponent1!.id!)!, byEntrant.get(m.opponent2!.id!)!]);
}

describe('a draw keeps clubs apart', () => {
  it('8 entrants of 4 clubs, whose holders share one school: no first-round pair of one club', async () => {
    const clubOf = new Map<string, string>();
    for (const club of ['Alpha Club', 'Beta Club', 'Gamma Club', 'Delta Club']) {
      for (const child of [false, club === 'Delta Club']) {
        // Every holder is of one school: a draw by school alone would pair clubmates freely.
        const id = await entrant(singles, { club, school: 'Common School', child });
        clubOf.set(id, club);
      }
    }
    // Redrawn a few times: each random draw must separate them (no result yet, so it may).
    for (let attempt = 0; attempt < 3; attempt++) {
      const draw = await drawOf(singles);
      expect(
        Object.fromEntries(draw.entrants.map((e) => [e.participation_id, e.organisation])),
      ).toEqual(Object.fromEntries(clubOf));
      const pairs = firstRoundPairs(draw);
      expect(pairs).toHaveLength(4);
      for (const [a, b] of pairs) expect(clubOf.get(a), `${a} v ${b}`).not.toBe(clubOf.get(b));
      expect(draw.round_one_conflicts).toBe(0);
    }
  });

  it('entrants without a club are still kept apart by their school', async () => {
    const schoolOf = new Map<string, string>();
    for (const school of ['Delhi Public School', 'Delhi Public School', 'Kendriya Vidyalaya']) {
      schoolOf.set(await entrant(juniors, { club: null, school }), school);
    }
    // A club wins over the holder's school.
    const clubbed = await entrant(juniors, {
      club: 'Kendriya Vidyalaya',
      school: 'Delhi Public School',
    });
    schoolOf.set(clubbed, 'Kendriya Vidyalaya');
    for (let attempt = 0; attempt < 3; attempt++) {
      const draw = await drawOf(juniors);
      expect(
        Object.fromEntries(draw.entrants.map((e) => [e.participation_id, e.organisation])),
      ).toEqual(Object.fromEntries(schoolOf));
      const pairs = firstRoundPairs(draw);
      expect(pairs).toHaveLength(2);
      for (const [a, b] of pairs) expect(schoolOf.get(a)).not.toBe(schoolOf.get(b));
      expect(draw.round_one_conflicts).toBe(0);
    }
  });
});
