import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { events, storedPages, type EventRow } from '../db/schema';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';
import { pageFiles } from './page-files';
import type { App } from './types';

// Decision 068: each server copies the stored pages current by their rows into files of its own
// machine, knows them current, and sends them with no read until their event changes or time
// changes them. Two servers on one database, each with its own folder; the few seconds' memory
// off, so no answer here comes from it; the copy runs when a test asks (its timer set to an hour).
const web = fakeWebBuild('matchday-page-files-');
const dirOf = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `matchday-${name}-`));
const dirA = dirOf('files-a');
const dirB = dirOf('files-b');
const ctx = useTestApp({
  env: {
    WEB_DIR: web.dir,
    PUBLIC_CACHE_SECONDS: '0',
    PAGE_FILES_DIR: dirA,
    PAGE_FILES_SYNC_SECONDS: '3600',
  },
  worker: false,
});
const serverOn = async (dir: string) => {
  const app = await buildApp(
    { ...ctx.config, pageFilesDir: dir },
    { database: ctx.database, logger: false, now: ctx.clock.now, worker: false },
  );
  await app.ready();
  return app;
};
let b: App;
beforeAll(async () => {
  b = await serverOn(dirB);
});
afterAll(async () => {
  await b?.close();
  for (const dir of [web.dir, dirA, dirB]) fs.rmSync(dir, { recursive: true, force: true });
});

let hostId: string;
let sportId: string;
let event: EventRow;
beforeAll(async () => {
  hostId = (await as(ctx.app, 'Host')).user.id;
  sportId = (await makeSport(ctx.app.db, 'Kabaddi')).id;
});
beforeEach(async () => {
  ctx.clock.reset();
  const category = await makeCategory(ctx.app.db, { sports_id: sportId });
  event = await makeEvent(ctx.app.db, {
    host_id: hostId,
    sports_id: sportId,
    title: 'Nashik Kabaddi Cup',
    prices: [{ category_id: category.id, price: 150 }],
  });
});

const pagePath = (id = event.id) => `/events/event-details/${id}`;
const get = (app: App, id?: string) =>
  app.inject({ method: 'GET', url: pagePath(id), headers: { 'accept-encoding': 'br' } });
const text = (res: Awaited<ReturnType<typeof get>>) =>
  zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
const copy = (app: App, full?: boolean) => app.deps.eventPages!.copyFiles(full);
const filesIn = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.br'));
const stored = async (id = event.id) =>
  (
    await ctx.app.db
      .select({ source: storedPages.source, br: storedPages.br })
      .from(storedPages)
      .where(and(eq(storedPages.path, pagePath(id)), eq(storedPages.language, 'en')))
  )[0]!;
/** The statements a visit to the page sent, with its answer. */
const visit = async (app: App, id?: string) => {
  const before = ctx.database.statements();
  const res = await get(app, id);
  return { res, statements: ctx.database.statements() - before };
};
/**
 * Copies until the server sends the page with no read: the event's creation may still be on its
 * way as a notification, which makes a server refuse what it read before it.
 */
const knownBy = async (app: App, id?: string) => {
  await expect
    .poll(async () => {
      await copy(app, true);
      return (await visit(app, id)).statements;
    })
    .toBe(0);
};

describe('page files (decision 068)', () => {
  it('a server sends a page another server stored, from its files, reading nothing', async () => {
    const drawn = await get(ctx.app);
    expect(drawn.statusCode).toBe(200);
    const page = await stored();
    expect(filesIn(dirA).some((name) => name.includes(page.source))).toBe(true);

    await knownBy(b);
    const file = filesIn(dirB).find((name) => name.includes(page.source))!;
    expect(fs.readFileSync(path.join(dirB, file)).equals(page.br)).toBe(true);
    const { res, statements } = await visit(b);
    expect(statements).toBe(0);
    expect(res.headers.etag).toBe(`W/"${page.source}"`);
    expect(text(res)).toBe(text(drawn));
    expect(text(res)).toContain('Nashik Kabaddi Cup');
  });

  it('a change is heard: the next visit sends the new drawing, whose file replaces the old', async () => {
    await get(ctx.app);
    await knownBy(b);
    const before = (await stored()).source;
    await ctx.app.db
      .update(events)
      .set({ title: 'Nashik Kabaddi Open' })
      .where(eq(events.id, event.id));
    await expect.poll(async () => text(await get(b))).toContain('Nashik Kabaddi Open');
    const after = (await stored()).source;
    expect(after).not.toBe(before);
    const names = filesIn(dirB);
    expect(names.some((name) => name.includes(after))).toBe(true);
    expect(names.some((name) => name.includes(before))).toBe(false);
  });

  it('lapses when time changes the page: the registration closes', async () => {
    await get(ctx.app);
    await knownBy(b);
    expect(text((await visit(b)).res)).toContain('"registration_state":"open"');
    ctx.clock.advance(event.registration_closes_at!.getTime() - ctx.clock.now().getTime() + 1);
    const closed = await visit(b);
    expect(closed.statements).toBeGreaterThan(0);
    expect(text(closed.res)).toContain('"registration_state":"closed"');
  });

  it('copies the pages stored since it last looked', async () => {
    await get(ctx.app);
    await knownBy(b);
    const category = await makeCategory(ctx.app.db, { sports_id: sportId });
    const other = await makeEvent(ctx.app.db, {
      host_id: hostId,
      sports_id: sportId,
      title: 'Satara Kabaddi Cup',
      prices: [{ category_id: category.id, price: 100 }],
    });
    await get(ctx.app, other.id);
    const { source } = await stored(other.id);
    await expect
      .poll(async () => {
        await copy(b);
        return filesIn(dirB).some((name) => name.includes(source));
      })
      .toBe(true);
    await expect.poll(async () => (await visit(b, other.id)).statements).toBe(0);
    expect(text((await visit(b, other.id)).res)).toContain('Satara Kabaddi Cup');
  });

  it('reads a page from the store again when its file is gone', async () => {
    const drawn = text(await get(ctx.app));
    await knownBy(b);
    const { source } = await stored();
    for (const name of filesIn(dirB).filter((n) => n.includes(source)))
      fs.rmSync(path.join(dirB, name));
    const { res, statements } = await visit(b);
    expect(res.statusCode).toBe(200);
    expect(statements).toBeGreaterThan(0);
    expect(text(res)).toBe(drawn);
  });

  it('a restarted server keeps its files; a full copy deletes those of no current drawing', async () => {
    await get(ctx.app);
    await knownBy(b);
    const { source } = await stored();
    const file = path.join(
      dirB,
      filesIn(dirB).find((name) => name.includes(source))!,
    );
    const written = fs.statSync(file).mtimeMs;
    const stray = path.join(dirB, `${'x'.repeat(22)}.en.no-such-drawing.br`);
    fs.writeFileSync(stray, 'old');
    const cut = path.join(dirB, `${'y'.repeat(22)}.en.123-4.tmp`);
    fs.writeFileSync(cut, 'half');

    const again = await serverOn(dirB);
    try {
      expect(fs.existsSync(cut)).toBe(false);
      await knownBy(again);
      expect(fs.statSync(file).mtimeMs).toBe(written);
      expect(fs.existsSync(stray)).toBe(false);
    } finally {
      await again.close();
    }
  });
});

describe('pageFiles', () => {
  const br = (text: string) => Buffer.from(text);
  it('holds one drawing per address and language, replacing the earlier one', async () => {
    const dir = dirOf('files-unit');
    try {
      const files = pageFiles(dir);
      await files.write('/e/1', 'en', 's1', br('one'));
      await files.write('/e/1', 'hi', 's2', br('ek'));
      expect(files.read('/e/1', 'en', 's1')?.toString()).toBe('one');
      expect(files.read('/e/1', 'en', 's2')).toBeUndefined();
      await files.write('/e/1', 'en', 's3', br('two'));
      expect(files.read('/e/1', 'en', 's1')).toBeUndefined();
      expect(files.source('/e/1', 'en')).toBe('s3');
      expect(fs.readdirSync(dir)).toHaveLength(2);

      const long = `/events?${'q=कबड्डी&'.repeat(30)}`;
      await files.write(long, 'hi', 's4', br('lambi'));
      expect(fs.readdirSync(dir)).toHaveLength(3);

      const reopened = pageFiles(dir);
      expect(reopened.read('/e/1', 'hi', 's2')?.toString()).toBe('ek');
      expect(reopened.read(long, 'hi', 's4')?.toString()).toBe('lambi');
      expect(
        await reopened.keepOnly(
          new Map([
            ['hi /e/1', 's2'],
            [`hi ${long}`, 's4'],
          ]),
        ),
      ).toBe(1);
      expect(reopened.read('/e/1', 'en', 's3')).toBeUndefined();
      await reopened.write(long, 'hi', 's5', br('nayi'));
      expect(await reopened.keepOnly(new Map([['hi /e/1', 's2']]))).toBe(1);
      expect(reopened.size()).toBe(1);
      expect(fs.readdirSync(dir)).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
