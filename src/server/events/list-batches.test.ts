import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../platform/db/schema';
import { makeEvent, makeSport } from '../seed/factories';
import { as, apiCaller } from '../test/sessions';
import { useTestApp } from '../test/test-app';

// Decision 062: the public lists of one shape asked for together are read by one statement, and
// each visitor gets exactly the page their list alone would have read.
const ctx = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '0' } });
const call = apiCaller(() => ctx.app);
const DAY = 86_400_000;

let host: { user: User; cookie: string };
let football: string;
let chess: string;

type Page = { data: { id: string }[]; next_cursor?: string | null };

beforeAll(async () => {
  host = await as(ctx.app, 'Host');
  football = (await makeSport(ctx.app.db)).id;
  chess = (await makeSport(ctx.app.db)).id;
  const now = ctx.clock.now().getTime();
  // Fourteen events: two sports, two cities, days apart, so every order and cursor differs.
  for (let i = 0; i < 14; i++)
    await makeEvent(ctx.app.db, {
      host_id: host.user.id,
      sports_id: i % 2 === 0 ? football : chess,
      city: i % 3 === 0 ? 'Pune' : 'Mysuru',
      now: new Date(now + ((i * 5) % 14) * DAY),
    });
});

const list = (query: string) => call(null, 'GET', `/events?${query}`);
const ids = (page: Page) => page.data.map((e) => e.id);

/** Every page of a list read alone, with the cursors that lead to them. */
async function walk(query: string): Promise<{ cursor: string | null; ids: string[] }[]> {
  const pages: { cursor: string | null; ids: string[] }[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    pages.push({ cursor, ids: ids(page) });
    cursor = page.next_cursor ?? null;
  } while (cursor);
  return pages;
}

describe('public lists asked for together', () => {
  it('are read by one statement per shape, each answered with its own page', async () => {
    const shapes = [
      'sort=newest&limit=3',
      'limit=4',
      `sports_id=${football}&limit=2`,
      `sports_id=${chess}&limit=3&sort=newest`,
      'city=Pune&limit=2',
    ];
    const alone = await Promise.all(
      shapes.map(async (query) => ({ query, pages: await walk(query) })),
    );
    // Each list has several pages, so asks of one shape differ by cursor (and sport, city, limit).
    for (const { pages } of alone) expect(pages.length).toBeGreaterThan(1);
    const asks = alone.flatMap(({ query, pages }) =>
      pages.map((page) => ({
        url: page.cursor ? `${query}&cursor=${encodeURIComponent(page.cursor)}` : query,
        ids: page.ids,
      })),
    );
    const before = ctx.database.statements();
    const answers = await Promise.all(asks.map((ask) => list(ask.url)));
    const statements = ctx.database.statements() - before;
    expect(answers.map((answer) => answer.statusCode)).toEqual(asks.map(() => 200));
    expect(answers.map((answer) => ids(answer.json() as Page))).toEqual(asks.map((a) => a.ids));
    // Hot shapes: first pages and following pages of each list order; the chess and football
    // lists are one shape (a sport's list), as are the two newest-first lists with a cursor.
    const hot = new Set(
      asks.map((ask) => {
        const q = new URLSearchParams(ask.url);
        return [
          q.has('sports_id'),
          q.has('city'),
          q.get('sort') ?? 'soonest',
          q.has('cursor'),
        ].join();
      }),
    );
    expect(statements).toBe(hot.size);
    expect(asks.length).toBeGreaterThan(hot.size + 5);
  });

  it('keep a whole event out of a list it does not match, with a cursor from another list', async () => {
    // A football list's cursor read beside a chess list: each keeps to its own sport.
    const [footballPages, chessPages] = await Promise.all([
      walk(`sports_id=${football}&limit=2`),
      walk(`sports_id=${chess}&limit=2`),
    ]);
    const cursor = footballPages[1]!.cursor!;
    const [mine, theirs] = await Promise.all([
      list(`sports_id=${football}&limit=2&cursor=${encodeURIComponent(cursor)}`),
      list(`sports_id=${chess}&limit=2&cursor=${encodeURIComponent(cursor)}`),
    ]);
    expect(ids(mine.json() as Page)).toEqual(footballPages[1]!.ids);
    const chessIds = new Set(chessPages.flatMap((page) => page.ids));
    for (const id of ids(theirs.json() as Page)) expect(chessIds.has(id)).toBe(true);
  });
});
