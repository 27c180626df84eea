import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Certificate, MyCertificate } from '../../shared/competition/certificates';
import type { DrawView } from '../../shared/competition/schemas';
import {
  certificates,
  drawEntrants,
  type CategoryRow,
  type EventRow,
  type User,
} from '../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../seed/factories';
import { startEventOn } from '../test/event-day';
import { settleJobs } from '../test/jobs';
import { pdfText } from '../test/pdf-text';
import { registerAndPay } from '../test/registrations';
import { apiCaller, as } from '../test/sessions';
import { useTestApp } from '../test/test-app';
import { certificateByCode } from './certificate-view';

// Issue 30: certificates follow the formats. A lone entrant's walkover gold is marked as such
// (its title, PDF, verification and the holder's list); a double bronze gives two bronzes.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let host: Actor;
let event: EventRow;
let lone: CategoryRow;
let senior: CategoryRow;
let champion: Actor;

const drawUrl = (c: CategoryRow) => `/events/${event.id}/categories/${c.id}/draw`;

/** The public verification of a certificate, through the API. */
async function verify(code: string): Promise<Certificate> {
  const res = await call(null, 'GET', `/certificates/${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Certificate;
}

/** A draw's certificates as the verification page reads them (by default through the API). */
async function certificatesOf(drawId: string, read = verify): Promise<Certificate[]> {
  const rows = await ctx.app.db
    .select({ code: certificates.code })
    .from(certificates)
    .where(eq(certificates.draw_id, drawId));
  return Promise.all(rows.map((r) => read(r.code)));
}

async function pdfOf(code: string, query = '') {
  const res = await call(null, 'GET', `/certificates/${code}/pdf${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  host = await as(ctx.app, 'Host', { organisation_name: 'Pune Wrestling Club' });
  const sport = await makeSport(ctx.app.db, 'Wrestling');
  lone = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Cadet 48 kg' });
  senior = await makeCategory(ctx.app.db, { sports_id: sport.id, name: 'Senior 57 kg' });
  event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    title: 'Pune Mat Open',
    prices: [
      { category_id: lone.id, price: 100 },
      { category_id: senior.id, price: 100 },
    ],
  });
  champion = (await registerAndPay(ctx.app, event, lone)).who;
  for (let i = 0; i < 4; i++) await registerAndPay(ctx.app, event, senior);
  expect((await call(host, 'POST', `/events/${event.id}/close-registration`)).statusCode).toBe(200);
  event = await startEventOn(ctx.app.db, event.id);
});

describe('a lone entrant declared champion by walkover', () => {
  let draw: DrawView;
  let gold: Certificate;

  beforeAll(async () => {
    const made = await call(host, 'POST', drawUrl(lone), { format: 'walkover' });
    expect(made.statusCode, made.body).toBe(201);
    draw = made.json().data;
    expect(draw.state).toBe('final');
    await settleJobs(ctx.app);
    gold = (await certificatesOf(draw.id))[0]!;
  });

  it('gets one certificate of achievement, gold, marked as won by walkover', async () => {
    expect(await certificatesOf(draw.id)).toHaveLength(1);
    expect(gold).toMatchObject({
      valid: true,
      kind: 'achievement',
      rank: 1,
      walkover: true,
      title: 'Certificate of achievement — 1st place / Gold (walkover)',
      category: 'Cadet 48 kg',
      sport: 'Wrestling',
    });
    // The holder's own list says so too (the dashboard's).
    const mine = (await call(champion, 'GET', '/certificates/mine')).json().data as MyCertificate[];
    expect(mine).toEqual([
      expect.objectContaining({ code: gold.code, walkover: true, title: gold.title }),
    ]);
  });

  it('is mailed with the walkover in its title', async () => {
    const mail = await ctx.mail.waitFor(champion.user.email, 'Your certificate');
    expect(mail.text).toContain(
      `${champion.user.name}: Certificate of achievement — 1st place / Gold (walkover)`,
    );
  });

  it('prints "by walkover" on its PDF, in English and in Hindi', async () => {
    const en = await pdfOf(gold.code);
    expect(en).toContain('Certificate of achievement');
    expect(en).toContain('1st place / Gold');
    expect(en).toContain('for 1st place, by walkover, in');
    expect(en).not.toContain('for 1st place in');
    const hi = await pdfOf(gold.code, '?lang=hi');
    expect(hi).toContain('पहला स्थान / गोल्ड');
    expect(hi).toContain('ने इस प्रतियोगिता में वॉकओवर से पहला स्थान हासिल किया');
    expect(hi).not.toMatch(/walkover/i);
  });
});

describe('a double bronze (no bronze bout) played out', () => {
  let draw: DrawView;

  beforeAll(async () => {
    const made = await call(host, 'POST', drawUrl(senior), { format: 'double_bronze' });
    expect(made.statusCode, made.body).toBe(201);
    draw = made.json().data;
    const ready = (d: DrawView) =>
      d.matches.filter(
        (m) => m.opponent1?.id != null && m.opponent2?.id != null && m.status >= 2 && m.status < 4,
      );
    for (let guard = 0; guard < 10 && ready(draw).length; guard++) {
      const m = ready(draw)[0]!;
      const res = await call(host, 'PUT', `/matches/${m.id}`, { winner: m.opponent1!.id });
      expect(res.statusCode, res.body).toBe(200);
      draw = res.json().data.draw;
    }
    expect(draw.state).toBe('final');
    await settleJobs(ctx.app);
  });

  it('gives two bronze certificates of achievement, none by walkover', async () => {
    const list = await certificatesOf(draw.id);
    expect(list.map((c) => c.rank).sort()).toEqual([1, 2, 3, 3]);
    expect(list.every((c) => c.kind === 'achievement' && c.walkover === false)).toBe(true);
    const bronzes = list.filter((c) => c.rank === 3);
    for (const c of bronzes) {
      expect(c.title).toBe('Certificate of achievement — 3rd place / Bronze');
      const text = await pdfOf(c.code);
      expect(text).toContain('3rd place / Bronze');
      expect(text).toContain('for 3rd place in');
      expect(text).not.toMatch(/walkover/i);
    }
    expect(new Set(bronzes.map((c) => c.name)).size).toBe(2);
  });

  it("reads the walkover of each entrant's own place: one uncontested bronze, not the other", async () => {
    // As a repechage's bronze nobody was left to contest is stored (standings-store.ts).
    const bronze = draw.standings.find((s) => s.rank === 3)!;
    const entrant = draw.entrants.find((e) => e.id === bronze.entrant_id)!;
    const flag = (walkover: boolean) =>
      ctx.app.db
        .update(drawEntrants)
        .set({ walkover })
        .where(
          and(
            eq(drawEntrants.draw_id, draw.id),
            eq(drawEntrants.participation_id, entrant.participation_id),
          ),
        );
    await flag(true);
    try {
      // Read from the store: the API's public answers are cached a while.
      const list = await certificatesOf(draw.id, (code) => certificateByCode(ctx.app.db, code));
      expect(list).toHaveLength(4);
      const marked = list.filter((c) => c.walkover);
      expect(marked).toHaveLength(1);
      expect(marked[0]).toMatchObject({
        name: entrant.name,
        rank: 3,
        title: 'Certificate of achievement — 3rd place / Bronze (walkover)',
      });
      expect(await pdfOf(marked[0]!.code)).toContain('for 3rd place, by walkover, in');
    } finally {
      await flag(false);
    }
  });
});
