import { beforeAll, describe, expect, it } from 'vitest';
import type { SwitchOption } from '../../../shared/changes/switch-options';
import {
  dependants,
  participations,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { registerAndPay } from '../../test/registrations';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 24 item 12: the switch dialog offers only the categories a registration may move to,
// each other one with its reason, decided by the switch's own rules on the server.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let event: EventRow;
const c = {} as Record<
  'open' | 'open2' | 'women' | 'girls' | 'u13' | 'pairs' | 'light' | 'heavy' | 'full',
  CategoryRow
>;

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sports_id = (await makeSport(ctx.app.db)).id;
  const make = (name: string, extra: Partial<CategoryRow> = {}) =>
    makeCategory(ctx.app.db, { sports_id, name, ...extra });
  c.open = await make('Open');
  c.open2 = await make('Open 2');
  c.women = await make('Women', { gender: 'female' });
  c.girls = await make('Girls open', { gender: 'female' });
  c.u13 = await make('Boys under 13', { gender: 'male', max_age: 13 });
  c.pairs = await make('Pairs', { participants_in_team: 2 });
  c.light = await make('Light', { min_weight_allowed: 55, max_weight_allowed: 60 });
  c.heavy = await make('Heavy', { min_weight_allowed: 61, max_weight_allowed: 70 });
  c.full = await make('Full');
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: [
      { category_id: c.open.id, price: 500 },
      { category_id: c.open2.id, price: 800 },
      { category_id: c.women.id, price: 500 },
      { category_id: c.girls.id, price: 400 },
      { category_id: c.u13.id, price: 300 },
      { category_id: c.pairs.id, price: 900 },
      { category_id: c.light.id, price: 500 },
      { category_id: c.heavy.id, price: 500 },
      { category_id: c.full.id, price: 500, capacity: 1 },
    ],
  });
  await registerAndPay(ctx.app, event, c.full);
});

const optionsOf = async (who: Actor | null, id: string) =>
  call(who, 'GET', `/event/participate/${id}/switch-options`);
const byName = (options: SwitchOption[]) => Object.fromEntries(options.map((o) => [o.name, o]));
const adult = { gender: 'male' as const, age: 30 };

describe('where a registration may move', () => {
  it('every other category, the ones it may not enter with their reasons', async () => {
    const { who, id } = await registerAndPay(ctx.app, event, c.open, { user: adult });
    const res = await optionsOf(who, id);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().data as SwitchOption[];
    expect(options.map((o) => o.name).sort()).toEqual(
      ['Open 2', 'Women', 'Girls open', 'Boys under 13', 'Pairs', 'Light', 'Heavy', 'Full'].sort(),
    );
    const o = byName(options);
    expect(o['Open 2']).toMatchObject({ eligible: true, reason: null, price: 800 });
    expect(o['Light']).toMatchObject({ eligible: true, reason: null, needs_weight: true });
    expect(o['Women']).toMatchObject({ eligible: false, reason: 'Women and girls only' });
    expect(o['Boys under 13']).toMatchObject({
      eligible: false,
      reason: 'Ages up to 13: you are 30',
    });
    expect(o['Pairs']).toMatchObject({ eligible: false, reason: 'Teams of 2 only' });
    expect(o['Full']).toMatchObject({ eligible: false, reason: 'Sold out', places_left: 0 });

    // The switch itself agrees: each category refused here is refused there, and one offered
    // is taken.
    for (const refused of options.filter((x) => !x.eligible)) {
      const tried = await call(who, 'POST', `/event/participate/${id}/switch`, {
        category_id: refused.category_id,
      });
      expect([400, 409], `${refused.name}: ${tried.body}`).toContain(tried.statusCode);
    }
    const moved = await call(who, 'POST', `/event/participate/${id}/switch`, {
      category_id: c.open2.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it("names a dependant's age and a weight class's limits", async () => {
    const parent = await as(ctx.app, 'Participant', adult);
    // Diya is 14 on the event's first day (born on 1 January fourteen years before it).
    const [diya] = await ctx.app.db
      .insert(dependants)
      .values({
        user_id: parent.user.id,
        name: 'Diya',
        date_of_birth: `${Number(event.start_date.slice(0, 4)) - 14}-01-01`,
        gender: 'female',
        guardian_confirmed_at: new Date(),
      })
      .returning();
    const entered = await call(parent, 'POST', '/event/participate', {
      event_id: event.id,
      category_id: c.girls.id,
      dependant_id: diya!.id,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const o = byName((await optionsOf(parent, entered.json().data.participation.id)).json().data);
    expect(o['Boys under 13']!.reason).toBe('Ages up to 13: Diya is 14');
    expect(o['Women']).toMatchObject({ eligible: true, reason: null });
    expect(o['Open']).toMatchObject({ eligible: true });

    const light = await registerAndPay(ctx.app, event, c.light, { user: adult, weight: 58 });
    const w = byName((await optionsOf(light.who, light.id)).json().data);
    expect(w['Heavy']).toMatchObject({
      eligible: false,
      needs_weight: false,
      reason: '61–70 kg: you weigh 58 kg',
    });
  });

  it("is the registration's participant's only, while registration is open", async () => {
    const { id } = await registerAndPay(ctx.app, event, c.open, { user: adult });
    expect((await optionsOf(await as(ctx.app, 'Participant'), id)).statusCode).toBe(404);
    expect((await optionsOf(host, id)).statusCode).toBe(403);
    expect((await optionsOf(null, id)).statusCode).toBe(401);

    const closed = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: c.open.sports_id,
      window: 'closed',
      prices: [{ category_id: c.open.id, price: 0 }],
    });
    const late = await as(ctx.app, 'Participant', adult);
    const [row] = await ctx.app.db
      .insert(participations)
      .values({
        event_id: closed.id,
        category_id: c.open.id,
        participant_id: late.user.id,
        amount_minor: 0,
        payment_status: 'captured',
        captured_at: new Date(),
      })
      .returning();
    const refused = await optionsOf(late, row!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Registration is not open for this event');
  });
});
