import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MSG } from '../../../shared/toolkit/export-cells';
import {
  bibs,
  checkins,
  drawEntrants,
  draws,
  invoices,
  participations,
  tickets,
  weighIns,
  type CategoryRow,
  type EventRow,
  type User,
} from '../../platform/db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { registerAndPay } from '../../test/registrations';
import { apiCaller, as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

// Issue 27, exports (docs/decisions/036): an event's registrations as CSV and Excel, for its host
// and admins only, with exactly its rows; formulas neutralised in the CSV; typed Excel cells.
const ctx = useTestApp();
const call = apiCaller(() => ctx.app);
type Actor = { user: User; cookie: string };

let hostA: Actor;
let hostB: Actor;
let admin: Actor;
let singles: CategoryRow;
let pairs: CategoryRow;
let eventA: EventRow;
let otherEventA: EventRow;
let eventB: EventRow;
const ids = {} as Record<
  'formula' | 'hindi' | 'tamil' | 'team' | 'otherEvent' | 'otherHost',
  string
>;

const FORMULA_NAME = '=HYPERLINK("x")';
const DEVANAGARI = 'अनन्या शर्मा';
const TAMIL = 'கார்த்திக் சுப்பிரமணியன்';
const TEAM = 'Smash, "Bros"\nPune';
const PAID_AT = new Date('2026-11-20T04:30:00Z'); // 10:00 in India
const CHECKED_IN_AT = new Date('2026-11-27T03:15:00Z'); // 08:45 in India

beforeAll(async () => {
  hostA = await as(ctx.app, 'Host');
  hostB = await as(ctx.app, 'Host');
  admin = await as(ctx.app, 'Admin');
  const sportId = (await makeSport(ctx.app.db)).id;
  singles = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Under 60 kg: [Open]',
    min_weight_allowed: 50,
    max_weight_allowed: 60,
  });
  pairs = await makeCategory(ctx.app.db, {
    sports_id: sportId,
    name: 'Pairs',
    participants_in_team: 2,
  });
  const prices = [
    { category_id: singles.id, price: 1250 },
    { category_id: pairs.id, price: 500 },
  ];
  const event = (host: Actor, title: string) =>
    makeEvent(ctx.app.db, { host_id: host.user.id, sports_id: sportId, prices, title });
  eventA = await event(hostA, 'Pune Open 2026');
  otherEventA = await event(hostA, 'Pune Winter Cup');
  eventB = await event(hostB, 'Chennai Classic');

  const reg = async (e: EventRow, c: CategoryRow, name: string, opts = {}) =>
    (await registerAndPay(ctx.app, e, c, { user: { name }, ...opts })).id;
  ids.formula = await reg(eventA, singles, FORMULA_NAME, { weight: 55 });
  ids.hindi = await reg(eventA, singles, DEVANAGARI, { weight: 58 });
  ids.tamil = await reg(eventA, singles, TAMIL, { pay: false, weight: 52 });
  ids.team = await reg(eventA, pairs, 'Team Owner', { team_name: TEAM });
  ids.otherEvent = await reg(otherEventA, singles, 'Other Event Person', { weight: 55 });
  ids.otherHost = await reg(eventB, singles, 'Other Host Person', { weight: 55 });

  // Event day and the draw, written straight to their tables.
  const db = ctx.app.db;
  await db
    .update(participations)
    .set({ captured_at: PAID_AT })
    .where(eq(participations.id, ids.formula));
  const [ticket] = await db.select().from(tickets).where(eq(tickets.participation_id, ids.formula));
  await db.insert(checkins).values({
    event_id: eventA.id,
    ticket_id: ticket!.id,
    checked_in_by: hostA.user.id,
    scanned_at: CHECKED_IN_AT,
  });
  await db.insert(weighIns).values([
    {
      event_id: eventA.id,
      participation_id: ids.formula,
      member_index: 0,
      weight_g: 55_500,
      recorded_by: hostA.user.id,
      recorded_at: CHECKED_IN_AT,
    },
    {
      event_id: eventA.id,
      participation_id: ids.hindi,
      member_index: 0,
      weight_g: 61_200,
      recorded_by: hostA.user.id,
      recorded_at: CHECKED_IN_AT,
    },
  ]);
  const [draw] = await db
    .insert(draws)
    .values({
      event_id: eventA.id,
      category_id: singles.id,
      format: 'round_robin',
      settings: {} as never,
      drawn_by: hostA.user.id,
    })
    .returning();
  await db.insert(drawEntrants).values({
    draw_id: draw!.id,
    bm_id: 0,
    participation_id: ids.formula,
    name: FORMULA_NAME,
    seed: 3,
    final_rank: 2,
  });
});

const exportOf = (who: Actor | null, event: EventRow, format: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/events/${event.id}/export?format=${format}`,
    headers: who ? { cookie: who.cookie } : {},
  });

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; lines end CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else {
      field += ch;
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe('CSV', () => {
  it('has exactly the event’s registrations, typed columns, UTF-8 with a BOM', async () => {
    const res = await exportOf(hostA, eventA, 'csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="matchday-pune-open-2026-registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header!.slice(0, 3)).toEqual(['Registration ID', 'Category', 'Participant']);
    expect(header).toContain('Invoice number');
    expect(rows.map((r) => r[0]).sort()).toEqual(
      [ids.formula, ids.hindi, ids.tamil, ids.team].sort(),
    );
    expect(res.body).not.toContain('Other Event Person');
    expect(res.body).not.toContain('Other Host Person');

    const col = (name: string) => header!.indexOf(name);
    const row = (id: string) => rows.find((r) => r[0] === id)!;
    const first = row(ids.formula);
    expect(first[col('Amount (₹)')]).toBe('1250.00');
    expect(first[col('Payment status')]).toBe('Paid');
    expect(first[col('Paid at (IST)')]).toBe('2026-11-20 10:00');
    expect(first[col('Checked in at (IST)')]).toBe('2026-11-27 08:45');
    expect(first[col('Weigh-in (kg)')]).toBe('55.5');
    expect(first[col('Weigh-in result')]).toBe('Within limits');
    expect(row(ids.hindi)[col('Weigh-in result')]).toBe('Outside limits (50–60 kg)');
    expect(first[col('Draw seed')]).toBe('3');
    expect(first[col('Final rank')]).toBe('2');
    const [bib] = await ctx.app.db
      .select()
      .from(bibs)
      .where(eq(bibs.participation_id, ids.formula));
    expect(first[col('Bib')]).toBe(String(bib!.number));
    const [invoice] = await ctx.app.db
      .select()
      .from(invoices)
      .where(inArray(invoices.participation_id, [ids.formula]));
    expect(invoice).toBeDefined();
    expect(first[col('Invoice number')]).toBe(invoice!.number);
    expect(row(ids.tamil)[col('Payment status')]).toBe('Pending');
    expect(row(ids.tamil)[col('Paid at (IST)')]).toBe('');
    expect(row(ids.team)[col('Team members')]).toBe('Asha Rao (Captain), Ravi Rao');
  });

  it('neutralises formulas at a cell start and quotes commas, quotes and line breaks', async () => {
    const res = await exportOf(hostA, eventA, 'csv');
    const text = res.rawPayload.subarray(3).toString('utf8');
    // The raw text: the formula quoted (it has quotes) behind an apostrophe; the team quoted whole.
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain('"Smash, ""Bros""\nPune"');
    const [header, ...rows] = parseCsv(text);
    const col = (name: string) => header!.indexOf(name);
    expect(rows.find((r) => r[0] === ids.formula)![col('Participant')]).toBe(`'${FORMULA_NAME}`);
    expect(rows.find((r) => r[0] === ids.team)![col('Team')]).toBe(TEAM);
    // Every field that starts like a formula carries the apostrophe.
    for (const field of rows.flat()) expect(field).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('comes compressed as a browser asks, the same file inside', async () => {
    const plain = (await exportOf(hostA, eventA, 'csv')).rawPayload;
    for (const [encoding, unpack] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/events/${eventA.id}/export?format=csv`,
        headers: { cookie: hostA.cookie, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(unpack(res.rawPayload).equals(plain)).toBe(true);
    }
  });

  it('keeps Devanagari and Tamil names as written', async () => {
    const text = (await exportOf(hostA, eventA, 'csv')).rawPayload.toString('utf8');
    expect(text).toContain(DEVANAGARI);
    expect(text).toContain(TAMIL);
  });

  it('is an admin’s to download too, and another event’s holds only its own row', async () => {
    const res = await exportOf(admin, otherEventA, 'csv');
    expect(res.statusCode).toBe(200);
    const [, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows.map((r) => r[0])).toEqual([ids.otherEvent]);
  });
});

describe('Excel', () => {
  it('round-trips: sheets, bold frozen header, typed cells, members, Indian scripts', async () => {
    const res = await exportOf(hostA, eventA, 'xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/registrations-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    // Category sheets by name; "Under 60 kg: [Open]" loses what Excel forbids.
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'All',
      'Pairs',
      'Under 60 kg Open',
      'Members',
    ]);

    const all = book.getWorksheet('All')!;
    const header = all.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Registration ID', 'Category', 'Participant']);
    expect(all.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(all.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(all.rowCount).toBe(5);
    const headers = header.slice(1) as string[];
    const cell = (sheet: ExcelJS.Worksheet, id: string, name: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) {
        if (sheet.getRow(r).getCell(1).value === id)
          return sheet.getRow(r).getCell(headers.indexOf(name) + 1);
      }
      throw new Error(`no row ${id}`);
    };
    const paidAt = cell(all, ids.formula, 'Paid at (IST)');
    expect(paidAt.type).toBe(ExcelJS.ValueType.Date);
    // The India wall clock, as Excel shows it (its dates have no zone).
    expect((paidAt.value as Date).toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(paidAt.numFmt).toBe('dd-mm-yyyy hh:mm');
    const amount = cell(all, ids.formula, 'Amount (₹)');
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.value).toBe(1250);
    expect(amount.numFmt).toBe('[$₹-4009]#,##,##0.00');
    expect(cell(all, ids.formula, 'Weigh-in (kg)').value).toBe(55.5);
    // Text stays text in Excel: a string cell never runs as a formula.
    expect(cell(all, ids.formula, 'Participant').value).toBe(FORMULA_NAME);
    expect(cell(all, ids.hindi, 'Participant').value).toBe(DEVANAGARI);
    expect(cell(all, ids.tamil, 'Participant').value).toBe(TAMIL);
    expect(cell(all, ids.team, 'Team').value).toBe(TEAM);

    const single = book.getWorksheet('Under 60 kg Open')!;
    const singleIds = single.getColumn(1).values.slice(2);
    expect([...singleIds].sort()).toEqual([ids.formula, ids.hindi, ids.tamil].sort());
    const pairSheet = book.getWorksheet('Pairs')!;
    expect(pairSheet.getColumn(1).values.slice(2)).toEqual([ids.team]);

    const members = book.getWorksheet('Members')!;
    expect((members.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      'Registration ID',
      'Category',
      'Team',
      'Member',
    ]);
    expect(members.rowCount).toBe(3);
    expect(members.getRow(2).getCell(4).value).toBe('Asha Rao');
    expect(members.getRow(2).getCell(5).value).toBe('Captain');
    expect(members.getRow(3).getCell(4).value).toBe('Ravi Rao');
    expect(members.getRow(3).getCell(1).value).toBe(ids.team);

    const text = JSON.stringify(book.worksheets.map((s) => s.getSheetValues()));
    expect(text).not.toContain('Other Event Person');
    expect(text).not.toContain('Other Host Person');
  });
});

describe('access', () => {
  it('is the event’s host’s and admins’: others 403, a guest 401, unknown 404, bad format 400', async () => {
    const participant = await as(ctx.app, 'Participant');
    expect((await exportOf(hostB, eventA, 'csv')).statusCode).toBe(403);
    expect((await exportOf(hostB, eventA, 'xlsx')).statusCode).toBe(403);
    expect((await exportOf(participant, eventA, 'csv')).statusCode).toBe(403);
    expect((await exportOf(null, eventA, 'csv')).statusCode).toBe(401);
    expect((await exportOf(hostA, eventB, 'csv')).statusCode).toBe(403);
    const unknown = await call(hostA, 'GET', `/events/${'f'.repeat(24)}/export?format=csv`);
    expect(unknown.statusCode).toBe(404);
    const bad = await exportOf(hostA, eventA, 'pdf');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(EXPORT_MSG.format);
    expect((await exportOf(admin, eventB, 'xlsx')).statusCode).toBe(200);
  });
});
