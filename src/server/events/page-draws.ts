import { sql } from 'drizzle-orm';
import { LANGUAGES } from '../../shared/i18n/languages';
import type { Db } from '../platform/db/client';
import { pruneStyles } from '../platform/http/page-styles';
import type { Deps } from '../platform/deps';
import { pageChangesAt } from './read-model';

// Issue 31: events' public pages are drawn when they change, by a job, so a visitor (a crawler
// walking every event) finds them stored. Triggers (migration 0029) make an event due in the
// transaction of any write that changes its document or its places; this module draws the due
// ones and keeps each due again at the next instant time alone changes its page. A visit never
// depends on it: a page not yet drawn is drawn by its visitor, as before.

/** How long a claim holds: a job killed mid-batch leaves its events to a later run after this. */
const CLAIM_MS = 5 * 60_000;
/** Events claimed at a time: their pages are drawn one after another. */
const BATCH = 20;

type Claimed = { event_id: string; version: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Claims up to `limit` due events no live claim holds, oldest due first. */
export async function claimDuePages(db: Db, now: Date, limit = BATCH): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update page_draws d set claimed_until = ${new Date(now.getTime() + CLAIM_MS)}
    where d.event_id in (
      select event_id from page_draws
      where due_at <= ${now} and (claimed_until is null or claimed_until <= ${now})
      order by due_at limit ${limit} for update skip locked)
    returning d.event_id, d.version::int as version`);
  return rowsOf<Claimed>(result);
}

/**
 * Done with a claimed event, if nothing changed it since the claim (else it stays due, and is
 * drawn again): due next at the first instant after `now` that changes its page by time alone
 * (the registration opening, closing or the event ending; a hold on its places expiring), or
 * never. `gone`: the event is not public; its row goes (publishing it makes it due again).
 */
export async function finishPageDraw(db: Db, claim: Claimed, now: Date, gone: boolean) {
  if (gone) {
    await db.execute(sql`delete from page_draws
      where event_id = ${claim.event_id} and version = ${claim.version}`);
    return;
  }
  await db.execute(sql`
    update page_draws d set claimed_until = null,
      due_at = coalesce(${pageChangesAt(sql`d.event_id`, now)}, 'infinity')
    where d.event_id = ${claim.event_id} and d.version = ${claim.version}`);
}

/**
 * Once per build: a build not seen before (a deploy) makes every event with a stored page due,
 * as those pages name the old build's assets. (Events never drawn are due already: each became
 * due when its document was first written.)
 */
export async function markBuildDue(db: Db, build: string): Promise<boolean> {
  const inserted = rowsOf(
    await db.execute(sql`insert into page_builds (build) values (${build})
      on conflict do nothing returning build`),
  );
  if (inserted.length === 0) return false;
  await db.execute(sql`
    insert into page_draws (event_id, due_at)
      select distinct event_id, '-infinity'::timestamptz from stored_pages where event_id is not null
    on conflict (event_id) do update
      set due_at = '-infinity', version = nextval('page_versions'), claimed_until = null`);
  return true;
}

/**
 * What a run did: events finished, pages drawn or found current, pages whose drawing failed (their
 * events stay claimed and are tried again when the claim lapses); `more`: it stopped at its budget
 * with events still due.
 */
export type DrawnPages = {
  events: number;
  drawn: number;
  current: number;
  failed: number;
  more: boolean;
};

/**
 * Draws the pages of every due event in every language, `batch` events at a time, until none is
 * due or `budgetMs` has passed (the rest is the next run's). Idempotent: drawing a page twice
 * stores the same page.
 */
export async function drawDuePages(
  deps: Pick<Deps, 'db' | 'eventPages' | 'now'>,
  budgetMs = 50_000,
  batch = BATCH,
): Promise<DrawnPages> {
  const done: DrawnPages = { events: 0, drawn: 0, current: 0, failed: 0, more: false };
  const pages = deps.eventPages;
  if (!pages) return done;
  await markBuildDue(deps.db, await pages.build());
  // Stylesheets only an old build's pages linked, once that build is long replaced.
  await pruneStyles(deps.db, deps.now());
  const until = Date.now() + budgetMs;
  for (;;) {
    const claimed = await claimDuePages(deps.db, deps.now(), batch);
    if (claimed.length === 0) break;
    for (const claim of claimed) {
      let gone = false;
      let failed = false;
      for (const language of LANGUAGES) {
        const outcome = await pages.draw(claim.event_id, language);
        if (outcome === 'gone') gone = true;
        else {
          done[outcome]++;
          if (outcome === 'failed') failed = true;
        }
      }
      // A failed drawing (a render error: the visitor got the bare shell) is not finished: the
      // claim lapses and a later run tries again, while the rest of the batch goes on.
      if (failed) continue;
      await finishPageDraw(deps.db, claim, deps.now(), gone);
      done.events++;
    }
    if (Date.now() >= until) {
      // A full batch may have left others due; a short one was the last.
      done.more = claimed.length === batch;
      break;
    }
  }
  return done;
}
