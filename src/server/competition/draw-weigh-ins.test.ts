import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawView } from '../../shared/competition/schemas';
import type { CategoryRow, EventRow, User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Issue 24, item 11: a draw took a wrestler whose weigh-in was over the class's limit and still
// waiting for the host's decision (Move, or Did not make weight). Drawing a weight class with such
// weigh-ins now answers 409 naming them; once each is decided, the draw is made without them.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);

let host: { user: User; cookie: string };
let class57: CategoryRow;
let class62: CategoryRow;
let event: EventRow;
const ids: Record<string, string> = {};

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  const sports_id = (await makeSport(ctx.app.db)).id;
  class57 = await makeCategory(ctx.app.db, {
    sports_id,
    min_weight_allowed: 52,
    max_weight_allowed: 57,
  });
  class62 = await makeCategory(ctx.app.db, {
    sports_id,
    min_weight_allowed: 57,
    max_weight_allowed: 62,
  });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id,
    prices: [
      { category_id: class57.id, price: 100 },
      { category_id: class62.id, price: 100 },
    ],
  });
  for (const name of ['Arjun Mehta', 'Bilal Khan', 'Chetan Rao', 'Dev Iyer']) {
    const { id } = await registerAndPay(ctx.app, event, class57, { weight: 56, user: { name } });
    ids[name] = id;
  }
  expect((await call(host, 'POST', `/events/${event.id}/close-registration`)).statusCode).toBe(200);
  const weighIn = async (name: string, weight_kg: number) => {
    const res = await call(host, 'POST', '/event/weighin', {
      participation_id: ids[name],
      weight_kg,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await weighIn('Arjun Mehta', 56.8); // within
  await weighIn('Bilal Khan', 58.3); // over, undecided
  await weighIn('Chetan Rao', 59.1); // over, undecided
  // Dev Iyer is not weighed: nothing to decide.
});

const drawUrl = () => `/events/${event.id}/categories/${class57.id}/draw`;

describe('a weight class with weigh-ins over its limits', () => {
  it('is not drawn while any waits for a decision: 409 naming them, nothing written', async () => {
    const res = await call(host, 'POST', drawUrl(), { format: 'round_robin' });
    expect(res.statusCode, res.body).toBe(409);
    const error = res.json().error as string;
    expect(error).toContain('Bilal Khan (58.3 kg)');
    expect(error).toContain('Chetan Rao (59.1 kg)');
    expect(error).not.toContain('Arjun Mehta');
    expect(error).not.toContain('Dev Iyer');
    expect(error).toContain('52–57 kg');
    const read = await call(host, 'GET', drawUrl());
    expect(read.statusCode).toBe(404);
  });

  it('is drawn once the host has moved one and marked the other out, without either', async () => {
    const moved = await call(host, 'POST', `/event/weighin/${ids['Bilal Khan']}/move`, {
      category_id: class62.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // One decided, one still waiting: still refused, naming only that one.
    const still = await call(host, 'POST', drawUrl(), { format: 'round_robin' });
    expect(still.statusCode).toBe(409);
    expect(still.json().error).toContain('Chetan Rao (59.1 kg)');
    expect(still.json().error).not.toContain('Bilal Khan');

    const out = await call(host, 'POST', `/event/weighin/${ids['Chetan Rao']}/out`);
    expect(out.statusCode, out.body).toBe(200);
    const res = await call(host, 'POST', drawUrl(), { format: 'round_robin' });
    expect(res.statusCode, res.body).toBe(201);
    const drawn = (res.json().data as DrawView).entrants.map((e) => e.name).sort();
    expect(drawn).toEqual(['Arjun Mehta', 'Dev Iyer']);
  });
});
