import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantRow } from '../../shared/admin/schemas';
import { participations, type User } from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport, makeUser } from '../seed/factories';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

/** GET /admin/participants: participant accounts, searched server-side, a page at a time. */
const ctx = useTestApp({ worker: false });
const call = apiCaller(() => ctx.app);
let admin: { user: User; cookie: string };
let priya: User;
let arjun: User;
let meena: User;

async function list(query: string) {
  const res = await call(admin, 'GET', `/admin/participants${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: ParticipantRow[]; next_cursor: string | null };
  return { rows: body.data, next: body.next_cursor };
}
const names = (rows: ParticipantRow[]) => rows.map((r) => r.name);

beforeAll(async () => {
  const db = ctx.app.db;
  admin = await as(ctx.app, 'Admin');
  await makeUser(db, { role: 'Host', name: 'Priya Host' });
  priya = await makeUser(db, {
    role: 'Participant',
    name: 'Priya Sharma',
    email: 'priya.s@example.test',
    phone_number: '9811100001',
  });
  arjun = await makeUser(db, {
    role: 'Participant',
    name: 'Arjun Nair',
    email: 'arjun_100%@example.test',
    phone_number: '9822200002',
    email_verified_at: null,
  });
  meena = await makeUser(db, {
    role: 'Participant',
    name: 'Meena Iyer',
    email: 'meena@example.test',
    phone_number: '9833300003',
  });

  // Priya: two registrations and a cancelled one (not counted).
  const host = await makeUser(db, { role: 'Host' });
  const sport = await makeSport(db);
  const event = await makeEvent(db, { host_id: host.id, sports_id: sport.id });
  for (const state of ['captured', 'created', 'cancelled'] as const) {
    const category = await makeCategory(db, { sports_id: sport.id });
    await db.insert(participations).values({
      event_id: event.id,
      category_id: category.id,
      participant_id: priya.id,
      amount_minor: 0,
      payment_status: state,
      cancelled_at: state === 'cancelled' ? new Date() : null,
    });
  }
});

describe('GET /admin/participants', () => {
  it('lists participants only, newest first, with registrations and joined date', async () => {
    const { rows, next } = await list('');
    expect(names(rows)).toEqual(['Meena Iyer', 'Arjun Nair', 'Priya Sharma']);
    expect(next).toBeNull();
    expect(rows.find((r) => r.id === priya.id)).toEqual({
      id: priya.id,
      name: 'Priya Sharma',
      email: 'priya.s@example.test',
      phone_number: '9811100001',
      email_verified: true,
      registrations: 2,
      joined_at: priya.created_at.toISOString(),
    });
    expect(rows.find((r) => r.id === arjun.id)).toMatchObject({
      registrations: 0,
      email_verified: false,
    });
  });

  it('searches name, email and phone number, ignoring case', async () => {
    expect(names((await list('?q=priya')).rows)).toEqual(['Priya Sharma']);
    expect(names((await list('?q=MEENA%40EXAMPLE')).rows)).toEqual(['Meena Iyer']);
    expect(names((await list('?q=98222')).rows)).toEqual(['Arjun Nair']);
    // A whole number as people type it (+91, a trunk 0, spaces) finds it (issue 29).
    expect(names((await list('?q=%2B91%2098222%2000002')).rows)).toEqual(['Arjun Nair']);
    expect(names((await list('?q=09811100001')).rows)).toEqual(['Priya Sharma']);
    expect(names((await list('?q=%20iyer%20')).rows)).toEqual(['Meena Iyer']);
    expect((await list('?q=nobody-matches')).rows).toEqual([]);
  });

  it('matches % and _ as typed, not as patterns', async () => {
    expect(names((await list('?q=%25')).rows)).toEqual(['Arjun Nair']);
    expect(names((await list('?q=n_1')).rows)).toEqual(['Arjun Nair']);
    // As a pattern, r_u would match 'aRJUn'.
    expect((await list('?q=r_u')).rows).toEqual([]);
  });

  it('pages with an opaque cursor until every participant was seen once', async () => {
    const first = await list('?limit=2');
    expect(names(first.rows)).toEqual(['Meena Iyer', 'Arjun Nair']);
    expect(first.next).toEqual(expect.any(String));
    const second = await list(`?limit=2&cursor=${first.next}`);
    expect(names(second.rows)).toEqual(['Priya Sharma']);
    expect(second.next).toBeNull();

    // The cursor and the search go together: a page of matches only.
    const searched = await list('?limit=1&q=example.test');
    expect(names(searched.rows)).toEqual(['Meena Iyer']);
    const rest = await list(`?limit=5&q=example.test&cursor=${searched.next}`);
    expect(names(rest.rows)).toEqual(['Arjun Nair', 'Priya Sharma']);
    expect(meena.id > arjun.id).toBe(true);
  });

  it('refuses a malformed cursor or limit with 400', async () => {
    for (const query of [
      '?cursor=garbage',
      `?cursor=${Buffer.from('["x"]').toString('base64url')}`,
      '?limit=0',
    ]) {
      const res = await call(admin, 'GET', `/admin/participants${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('error');
    }
  });

  it('is for admins only', async () => {
    const host = await as(ctx.app, 'Host');
    const participant = await as(ctx.app, 'Participant');
    expect((await call(host, 'GET', '/admin/participants')).statusCode).toBe(403);
    expect((await call(participant, 'GET', '/admin/participants')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/admin/participants')).statusCode).toBe(401);
  });
});
