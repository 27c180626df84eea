import { beforeAll, describe, expect, it } from 'vitest';
import type { StartList } from '../../../shared/api/schemas/start-lists';
import { START_LIST_MSG } from '../../../shared/toolkit/start-list';
import { dependants, type CategoryRow, type EventRow, type User } from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { NAMES_BY_SCRIPT } from '../../test/indian-names';
import { pdfFonts, pdfText, pdfWords } from '../../test/pdf-text';
import { registerAndPay } from '../../test/registrations';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { startListPdf } from './start-list-pdf';

// Issue 27: an event's printable start list, per category, for its host and admins: exactly the
// category's active entrants (paid, not cancelled) by bib, names in any Indian script, a team's
// members beneath its name, the header row on every page and "Page 2 of 5".
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let hostA: Actor;
let hostB: Actor;
let admin: Actor;
let singles: CategoryRow;
let pairs: CategoryRow;
let empty: CategoryRow;
let event: EventRow;
/** Who is where, by what the list should show. */
const ids: Record<string, string> = {};

const TITLE = 'Pune District Judo Championship';

/** Pays a registration sent by `who` (the test checkout, then verify). */
async function pay(who: Actor, orderId: string) {
  const signed = await call(who, 'POST', '/payments/test/complete', {
    order_id: orderId,
    outcome: 'paid',
  });
  expect((await call(who, 'POST', '/payments/verify', signed.json().data)).statusCode).toBe(200);
}

beforeAll(async () => {
  hostA = await as(ctx.app, 'Host');
  hostB = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  const sportId = (await makeSport(ctx.app.db)).id;
  singles = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Boys U-66 kg',
    min_weight_allowed: 60,
    max_weight_allowed: 66,
  });
  pairs = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Mixed Pairs Kata',
    participants_in_team: 2,
  });
  empty = await makeCategory(ctx.app.db, { sports_id: sportId, name: 'Veterans Open' });
  const prices = [singles, pairs, empty].map((c) => ({ category_id: c.id, price: 300 }));
  event = await makeEvent(ctx.app.db, {
    host_id: hostA.user.id,
    sports_id: sportId,
    title: TITLE,
    venue_name: 'Shree Shiv Chhatrapati Sports Complex',
    prices,
  });
  const other = await makeEvent(ctx.app.db, { host_id: hostA.user.id, sports_id: sportId, prices });

  // In order of payment: bibs 1 (Devanagari), 2 (a team), 3 (Tamil), 4 (cancelled), 5 (a
  // dependant); one unpaid; one at another event.
  const hindi = await registerAndPay(ctx.app, event, singles, {
    weight: 64,
    user: { name: NAMES_BY_SCRIPT.devanagari, school_or_college: 'Fergusson College', age: 19 },
  });
  const team = await registerAndPay(ctx.app, event, pairs, { team_name: 'Kata Sisters' });
  const tamil = await registerAndPay(ctx.app, event, singles, {
    weight: 62,
    user: { name: NAMES_BY_SCRIPT.tamil, age: 17 },
  });
  const gone = await registerAndPay(ctx.app, event, singles, {
    weight: 63,
    user: { name: 'Withdrawn Rahul' },
  });
  expect((await call(gone.who, 'POST', `/event/participate/${gone.id}/cancel`)).statusCode).toBe(
    200,
  );
  // A dependant, 12 on the event's first day (their birthday), 11 today.
  const parent = await as(ctx.app, 'Participant', { name: 'Parent Kulkarni' });
  const born = `${Number(event.start_date.slice(0, 4)) - 12}${event.start_date.slice(4)}`;
  const [child] = await ctx.app.db
    .insert(dependants)
    .values({
      user_id: parent.user.id,
      name: 'Ishaan Kulkarni',
      date_of_birth: born,
      gender: 'male',
      guardian_confirmed_at: new Date(),
    })
    .returning();
  const reg = await call(parent, 'POST', '/event/participate', {
    event_id: event.id,
    category_id: singles.id,
    dependant_id: child!.id,
    weight_kg: 61,
  });
  expect(reg.statusCode, reg.body).toBe(201);
  await pay(parent, reg.json().data.order_id);
  await registerAndPay(ctx.app, event, singles, {
    pay: false,
    weight: 63,
    user: { name: 'Unpaid Uma' },
  });
  await registerAndPay(ctx.app, other, singles, {
    weight: 63,
    user: { name: 'Elsewhere Ellen' },
  });
  Object.assign(ids, { hindi: hindi.id, team: team.id, tamil: tamil.id, gone: gone.id });
});

const startList = (who: Actor | null, query = '', eventId = event.id) =>
  call(who, 'GET', `/events/${eventId}/start-list.pdf${query}`);

/** The bib numbers in the bib column (centred in x 36–74), top to bottom, page by page. */
const bibColumn = (pdf: Buffer) =>
  pdfWords(pdf)
    .filter((w) => w.xMin > 40 && w.xMax < 74 && /^\d+$/.test(w.text))
    .map((w) => Number(w.text));

const pages = (pdf: Buffer) => pdfText(pdf).split('\f').slice(0, -1);

describe('a category’s start list', () => {
  it('is exactly its active entrants, by bib, with club, age and weight class', async () => {
    const res = await startList(hostA, `?category_id=${singles.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="matchday-start-list-${event.id}-${singles.id}.pdf"`,
    );
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    expect(text).toContain(TITLE);
    expect(text).toContain('Shree Shiv Chhatrapati Sports Complex');
    expect(text).toContain('Boys U-66 kg');
    // The paid and not cancelled, in bib order; the cancelled one's 4 is not reused or shown.
    expect(bibColumn(pdf)).toEqual([1, 3, 5]);
    expect(text).toContain(NAMES_BY_SCRIPT.devanagari);
    expect(text).toContain(NAMES_BY_SCRIPT.tamil);
    expect(text).toContain('Ishaan Kulkarni');
    for (const absent of ['Withdrawn Rahul', 'Unpaid Uma', 'Elsewhere Ellen', 'Kata Sisters'])
      expect(text).not.toContain(absent);
    expect(text).toContain('Fergusson College');
    // Weight class: the category's limits.
    expect(text.match(/60–66 kg/g)!.length).toBeGreaterThanOrEqual(3);
    // Ages on the event day: the profile's, and the dependant's from the date of birth.
    const ages = pdfWords(pdf)
      .filter((w) => w.xMin >= 326 && w.xMax <= 358 && /^\d+$/.test(w.text))
      .map((w) => Number(w.text));
    expect(ages).toEqual([19, 17, 12]);
    // Headers, and the page's number.
    for (const head of ['Bib', 'Name', 'Club', 'Age', 'Weight class', 'Checked in', 'Signature'])
      expect(text).toContain(head);
    expect(text).toContain('Page 1 of 1');
  });

  it('prints Devanagari and Tamil in their own embedded Noto Sans faces', async () => {
    const pdf = (await startList(hostA, `?category_id=${singles.id}`)).rawPayload;
    const fonts = pdfFonts(pdf);
    for (const f of fonts) {
      expect(f.embedded).toBe(true);
      expect(f.name).toMatch(/^[A-Z]{6}\+NotoSans/);
    }
    expect(fonts.some((f) => /NotoSansDevanagari/.test(f.name))).toBe(true);
    expect(fonts.some((f) => /NotoSansTamil/.test(f.name))).toBe(true);
    // Each name's words as written (conjuncts and all), where search and copy find them.
    const words = pdfWords(pdf).map((w) => w.text);
    for (const word of [
      ...NAMES_BY_SCRIPT.devanagari.split(' '),
      ...NAMES_BY_SCRIPT.tamil.split(' '),
    ])
      expect(words).toContain(word);
  });

  it('shows a team by its name with its members beneath', async () => {
    const pdf = (await startList(admin, `?category_id=${pairs.id}`)).rawPayload;
    expect(bibColumn(pdf)).toEqual([2]);
    const words = pdfWords(pdf);
    // The team's name in the table (the category's name above it has a "Kata" too).
    const team = words.find((w) => w.text === 'Sisters')!;
    const asha = words.find((w) => w.text === 'Asha')!;
    const ravi = words.find((w) => w.text === 'Ravi')!;
    expect(team).toBeDefined();
    // Beneath, in roster order, indented under the team's name.
    expect(asha.yMin).toBeGreaterThan(team.yMin);
    expect(ravi.yMin).toBeGreaterThan(asha.yMin);
    const name = words.find((w) => w.text === 'Kata' && w.yMin === team.yMin)!;
    expect(asha.xMin).toBeGreaterThan(name.xMin);
    expect(asha.xMin - name.xMin).toBeLessThan(12);
    expect(pdfText(pdf)).toContain('Asha Rao (Captain)');
  });

  it('says when a category has no paid entrants yet', async () => {
    const text = pdfText((await startList(hostA, `?category_id=${empty.id}`)).rawPayload);
    expect(text).toContain('Veterans Open');
    expect(text).toContain('No paid entrants in this category yet.');
    expect(text).toContain('0 entrants');
  });
});

describe('the start list as JSON (the print-friendly page)', () => {
  const json = (who: Actor | null, query = '') =>
    call(who, 'GET', `/events/${event.id}/start-list${query}`);

  it('is the PDF’s list: the same entrants in the same bib order, with what the PDF prints', async () => {
    const before = ctx.clock.now().getTime();
    const res = await json(hostA, `?category_id=${singles.id}`);
    const after = ctx.clock.now().getTime();
    expect(res.statusCode, res.body).toBe(200);
    const list: StartList = res.json().data;
    expect(list.title).toBe(TITLE);
    expect(list.venue).toContain('Shree Shiv Chhatrapati Sports Complex');
    const printed = new Date(list.printed_at).getTime();
    expect(printed).toBeGreaterThanOrEqual(before);
    expect(printed).toBeLessThanOrEqual(after);
    // Every category to choose from, by name, though only the chosen one's section is listed.
    expect(list.categories.map((c) => c.name)).toEqual([
      'Boys U-66 kg',
      'Mixed Pairs Kata',
      'Veterans Open',
    ]);
    expect(list.sections.map((s) => [s.category_id, s.category, s.weight_class])).toEqual([
      [singles.id, 'Boys U-66 kg', '60–66 kg'],
    ]);
    const entrants = list.sections[0]!.entrants;
    const pdf = (await startList(hostA, `?category_id=${singles.id}`)).rawPayload;
    expect(entrants.map((e) => e.bib)).toEqual(bibColumn(pdf));
    expect(entrants.map((e) => [e.bib, e.name, e.club, e.age, e.weight])).toEqual([
      [1, NAMES_BY_SCRIPT.devanagari, 'Fergusson College', 19, '60–66 kg'],
      [3, NAMES_BY_SCRIPT.tamil, null, 17, '60–66 kg'],
      [5, 'Ishaan Kulkarni', null, 12, '60–66 kg'],
    ]);
    for (const e of entrants) expect(pdfText(pdf)).toContain(e.name);
  });

  it('lists every category with entrants in the PDF’s order, a team with its members', async () => {
    const list: StartList = (await json(admin)).json().data;
    const pdf = (await startList(admin)).rawPayload;
    expect(list.sections.map((s) => s.category)).toEqual(['Boys U-66 kg', 'Mixed Pairs Kata']);
    expect(list.sections.flatMap((s) => s.entrants.map((e) => e.bib))).toEqual(bibColumn(pdf));
    const [team] = list.sections[1]!.entrants;
    expect(team!.name).toBe('Kata Sisters');
    expect(team!.age).toBeNull();
    expect(team!.members.map((m) => [m.name, m.role])).toEqual([
      ['Asha Rao', 'Captain'],
      ['Ravi Rao', null],
    ]);
  });

  it('is for the event’s host and admins only', async () => {
    expect((await json(hostB)).statusCode).toBe(403);
    expect((await json(hostB, `?category_id=${singles.id}`)).statusCode).toBe(403);
    expect((await json(await as(ctx.app, 'Participant'))).statusCode).toBe(403);
    expect((await json(null)).statusCode).toBe(401);
    const unknown = await json(hostA, `?category_id=${'b'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(START_LIST_MSG.unknownCategory);
  });
});

describe('the whole event’s start list', () => {
  it('has one section per category with entrants, each from a new page, numbered throughout', async () => {
    const res = await startList(hostA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="matchday-start-list-${event.id}.pdf"`,
    );
    const [first, second, ...more] = pages(res.rawPayload);
    expect(more).toEqual([]);
    // By category name: Boys U-66 kg, then Mixed Pairs Kata; Veterans Open has no one.
    expect(first).toContain('Boys U-66 kg');
    expect(first).toContain(NAMES_BY_SCRIPT.devanagari);
    expect(first).not.toContain('Kata Sisters');
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain('Mixed Pairs Kata');
    expect(second).toContain('Kata Sisters');
    expect(second).not.toContain(NAMES_BY_SCRIPT.devanagari);
    expect(second).toContain('Page 2 of 2');
    expect(pdfText(res.rawPayload)).not.toContain('Veterans Open');
  });
});

describe('who may print it', () => {
  it('its host and admins; not another host, a participant or a guest', async () => {
    expect((await startList(hostA)).statusCode).toBe(200);
    expect((await startList(admin)).statusCode).toBe(200);
    expect((await startList(hostB)).statusCode).toBe(403);
    expect((await startList(hostB, `?category_id=${singles.id}`)).statusCode).toBe(403);
    expect((await startList(await as(ctx.app, 'Participant'))).statusCode).toBe(403);
    expect((await startList(null)).statusCode).toBe(401);
  });

  it('refuses an unknown event or category, and a malformed category id', async () => {
    expect((await startList(hostA, '', 'a'.repeat(24))).statusCode).toBe(404);
    const unknown = await startList(hostA, `?category_id=${'b'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(START_LIST_MSG.unknownCategory);
    const bad = await startList(hostA, '?category_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('category_id');
  });
});

describe('a long start list', () => {
  it('repeats the header row on every page and numbers them "Page 2 of 3"', async () => {
    const entrants = Array.from({ length: 70 }, (_, i) => ({
      bib: i + 1,
      name: i % 7 === 0 ? `Team ${i + 1}` : `Player ${i + 1}`,
      members:
        i % 7 === 0
          ? [
              { name: `Member ${i + 1}a`, role: 'Captain', age: 15 },
              { name: `Member ${i + 1}b`, role: null, age: 16 },
            ]
          : [],
      club: i % 3 === 0 ? 'Kendriya Vidyalaya No. 2, Ganeshkhind Road, Pune' : null,
      age: i % 7 === 0 ? null : 14,
      weight: null,
    }));
    const list: StartList = {
      event_id: 'e'.repeat(24),
      title: TITLE,
      when: '12 December, 2026',
      venue: 'Balewadi, Pune',
      printed_at: '2026-11-27T04:30:00.000Z',
      categories: [{ id: 'c'.repeat(24), name: 'Under 15 Open' }],
      sections: [
        { category_id: 'c'.repeat(24), category: 'Under 15 Open', weight_class: null, entrants },
      ],
    };
    const pdf = await startListPdf(list);
    const all = pages(pdf);
    expect(all.length).toBeGreaterThanOrEqual(3);
    all.forEach((page, i) => {
      expect(page).toContain('Signature');
      expect(page).toContain('Weight class');
      expect(page).toContain('Under 15 Open');
      expect(page).toContain(`Page ${i + 1} of ${all.length}`);
      expect(page).toContain('printed 27 November, 2026, 10:00 AM IST');
      if (i > 0) expect(page).toContain('continued');
    });
    // Every entrant once, in bib order.
    expect(bibColumn(pdf)).toEqual(entrants.map((e) => e.bib));
  });
});
