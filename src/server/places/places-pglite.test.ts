import { describe, expect, it } from 'vitest';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { settleCategory } from '../registration/waitlist/service';

// The places rules on the embedded database `npm start` runs (PGlite, one connection).
const ctx = useTestApp({ database: 'pglite' });
const call = apiCaller(() => ctx.app);

describe('places on PGlite', () => {
  it('sells the capacity once, queues the rest, and offers a lapsed hold to the first in line', async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
    const event = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      prices: [{ category_id: category.id, price: 300, capacity: 2 }],
    });
    const body = { event_id: event.id, category_id: category.id };
    const people = await Promise.all(Array.from({ length: 5 }, () => as(ctx.app, 'Participant')));
    const answers = await Promise.all(
      people.map((p) => call(p, 'POST', '/event/participate', body)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const waiting = people.filter((_, i) => answers[i]!.statusCode === 409);
    const entry = await call(waiting[0]!, 'POST', '/event/waitlist', body);
    expect(entry.statusCode).toBe(201);

    ctx.clock.advance(16 * 60_000);
    expect(await settleCategory(ctx.app.deps, event.id, category.id)).toBe(1);
    const accepted = await call(
      waiting[0]!,
      'POST',
      `/event/waitlist/${entry.json().data.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
