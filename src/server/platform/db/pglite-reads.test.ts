import { describe, expect, it } from 'vitest';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// The hot reads are prepared statements with placeholders (a Date among them); the embedded
// database `npm start` runs on must answer them as PostgreSQL does.
const ctx = useTestApp({ database: 'pglite', env: { PUBLIC_CACHE_SECONDS: '0' } });

describe('prepared reads on PGlite', () => {
  it('lists, filters, pages and reads events, and a participant’s own registrations', async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
    const prices = [{ category_id: category.id, price: 249.5 }];
    const open = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'open',
      prices,
    });
    const over = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'over',
      prices,
    });
    const get = (url: string, cookie?: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

    const all = (await get(`/events/?sports_id=${sport.id}&sort=newest&include_past=true`)).json();
    expect(all.data.map((e: { id: string }) => e.id)).toEqual([over.id, open.id]);
    const openOnly = (await get(`/events/?sports_id=${sport.id}&status=open`)).json();
    expect(openOnly.data.map((e: { id: string }) => e.id)).toEqual([open.id]);
    const firstPage = (
      await get(`/events/?host_id=${host.user.id}&sort=newest&include_past=true&limit=1`)
    ).json();
    expect(firstPage.next_cursor).toBe(over.id);
    const secondPage = (
      await get(`/events/?host_id=${host.user.id}&sort=newest&include_past=true&cursor=${over.id}`)
    ).json();
    expect(secondPage.data.map((e: { id: string }) => e.id)).toEqual([open.id]);

    const one = (await get(`/events/${open.id}`)).json().data;
    expect(one.registration_state).toBe('open');
    expect(one.categories).toEqual([
      expect.objectContaining({ category_id: category.id, price: 249.5, currency: 'INR' }),
    ]);

    const player = await as(ctx.app, 'Participant', { age: 20, gender: 'male' });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event/participate',
      headers: { cookie: player.cookie },
      payload: { event_id: open.id, category_id: category.id },
    });
    expect(registered.statusCode).toBe(201);
    const own = (await get('/event/participate', player.cookie)).json();
    expect(own.data).toHaveLength(1);
    expect(own.data[0].event_details.title).toBe(open.title);
  });

  it('searches: words, city, fee, dates and the soonest-first cursor (migration 0008)', async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
    const cup = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'open',
      title: 'Kabaddi Monsoon Cup',
      venue_address: 'Ashok Nagar, Bengaluru 560025',
      prices: [{ category_id: category.id, price: 0 }],
    });
    const derby = await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: sport.id,
      window: 'closed',
      title: 'Kabaddi Derby',
      venue_address: 'Worli, Mumbai 400018',
      prices: [{ category_id: category.id, price: 300 }],
    });
    const get = async (query: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/events/?sports_id=${sport.id}&${query}`,
        })
      ).json<{
        data: Array<{ id: string; city: string }>;
        next_cursor: string | null;
      }>();
    const ids = async (query: string) => (await get(query)).data.map((e) => e.id);

    expect(await ids('q=kabad%20mons')).toEqual([cup.id]);
    expect(await ids('city=MUMBAI')).toEqual([derby.id]);
    expect(await ids('fee=free')).toEqual([cup.id]);
    expect(await ids('fee=paid&open=false')).toEqual([derby.id]);
    expect(await ids('open=true')).toEqual([cup.id]);
    expect(await ids(`from=${cup.start_date}&to=${cup.end_date}`)).toEqual([cup.id]);
    // Soonest first (the closed one starts first), then a page at a time by the keyset cursor.
    const first = await get('limit=1');
    expect(first.data.map((e) => [e.id, e.city])).toEqual([[derby.id, 'Mumbai']]);
    expect(await ids(`limit=1&cursor=${encodeURIComponent(first.next_cursor!)}`)).toEqual([cup.id]);
  });

  it('answers lists of one shape asked for together from one statement (decision 062)', async () => {
    const host = await as(ctx.app, 'Host');
    const sport = await makeSport(ctx.app.db);
    const day = 86_400_000;
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await makeEvent(ctx.app.db, {
          host_id: host.user.id,
          sports_id: sport.id,
          now: new Date(Date.now() + i * day),
        }),
      );
    const soonest = made.map((e) => e.id);
    const page = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/events/?sports_id=${sport.id}&${query}` });
    // Read once alone first: the new events' documents are built (and stored) by that read.
    expect((await page('limit=10')).statusCode).toBe(200);
    const first = (await page('limit=2')).json<{ next_cursor: string }>();
    const before = ctx.database.statements();
    const [a, b, c] = await Promise.all([
      page('limit=2'),
      page(`limit=2&cursor=${encodeURIComponent(first.next_cursor)}`),
      page('limit=4'),
    ]);
    expect(ctx.database.statements() - before).toBe(2);
    const ids = (res: typeof a) => res.json<{ data: { id: string }[] }>().data.map((e) => e.id);
    expect([ids(a), ids(b), ids(c)]).toEqual([
      soonest.slice(0, 2),
      soonest.slice(2, 4),
      soonest.slice(0, 4),
    ]);
  });
});
