import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { categories } from './catalogue';
import { idRef, timestamptz } from './columns';
import { events } from './events';

// The public read model (issue 31, decision 049): rows derived from the tables above, never a
// source of truth. PostgreSQL triggers (migration 0027) keep them right in the writing
// transaction; `npm run read-model:rebuild` derives them all again.

/**
 * Each event's public document (`GET /events/:id` without what time changes), ready to send.
 * A write to anything it shows marks it `stale` in the same transaction (a trigger); the next
 * read builds it again (events/read-model.ts), so a stale document is never sent.
 */
export const eventDocuments = pgTable('event_documents', {
  event_id: idRef('event_id', () => events.id, 'cascade').primaryKey(),
  /** The event's JSON without its closing brace, its registration state and its places. */
  body: text('body'),
  /** Where each capacity category's places go in `body` (character offsets), in order... */
  place_slots: integer('place_slots').array(),
  /** ...which category each is, and its capacity. */
  place_categories: text('place_categories').array(),
  place_capacities: integer('place_capacities').array(),
  /**
   * A digest of the four columns above, made when they are built: the answers made from this
   * document name it in their ETag instead of hashing their text (decision 066).
   */
  fingerprint: text('fingerprint'),
  stale: boolean('stale').notNull().default(true),
  built_at: timestamptz('built_at'),
});

/**
 * What takes a category's places, kept by triggers on the rows that take them: `paid`
 * registrations, the queue's `waiting` count and the expiry instants of every hold (an unpaid
 * registration's checkout, an open waitlist offer, a switch being paid), which count only until
 * they pass, so a read needs no count and no write when one expires.
 */
export const categoryPlaces = pgTable(
  'category_places',
  {
    event_id: idRef('event_id', () => events.id, 'cascade').notNull(),
    category_id: idRef('category_id', () => categories.id, 'cascade').notNull(),
    paid: integer('paid').notNull().default(0),
    waiting: integer('waiting').notNull().default(0),
    holds: timestamptz('holds')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [primaryKey({ columns: [t.event_id, t.category_id] })],
);

// node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both are sent as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (bytes) =>
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
});

/**
 * Server-drawn public pages as sent (issue 31), shared by every server: one per address and
 * language, brotli-compressed once. `source` fingerprints what the page was drawn from (the build
 * and the event's JSON as the API sends it now, state and places included), so a read that
 * computes the same fingerprint sends the stored page, and any change (a write, a window boundary,
 * an expired hold, a new build) draws it again on the next visit.
 */
export const storedPages = pgTable(
  'stored_pages',
  {
    path: text('path').notNull(),
    language: text('language').notNull(),
    event_id: idRef('event_id', () => events.id, 'cascade'),
    source: text('source').notNull(),
    status: integer('status').notNull(),
    br: bytea('br').notNull(),
    stored_at: timestamptz('stored_at').notNull().defaultNow(),
    // What makes it current without reading its event (migration 0031): the build it was drawn
    // by, its event's `page_draws.version` when read, and when time alone changes it (null: never).
    build: text('build'),
    version: bigint('version', { mode: 'number' }),
    until: timestamptz('until'),
  },
  (t) => [
    primaryKey({ columns: [t.path, t.language] }),
    // The servers' page files copy the rows stored since they last looked (decision 068): by this
    // index a look that finds nothing reads nothing (without it, every 10 s a scan of the whole
    // table, 0.7 s at 100,000 events with the JIT its estimate called for).
    index('stored_pages_stored_at').on(t.stored_at),
  ],
);

/**
 * Server-drawn pages' styles (issue 31), one row per distinct stylesheet, named by a hash of its
 * CSS: a page links `/styles/<hash>.css` instead of carrying its 60 KB of CSS, so a stored page is
 * half the bytes, and any server can send a stylesheet another server's drawing made. Written only
 * by platform/http/page-styles.ts; a stylesheet never changes under its name.
 */
export const storedStyles = pgTable('stored_styles', {
  hash: text('hash').primaryKey(),
  css: text('css').notNull(),
  br: bytea('br').notNull(),
  stored_at: timestamptz('stored_at').notNull().defaultNow(),
  // When a server last linked it (first use in each server's run): sheets no server has linked
  // since a build replaced theirs are deleted a week after it (pruneStyles, migration 0034).
  linked_at: timestamptz('linked_at').notNull().defaultNow(),
});

/**
 * Events whose stored pages are due to be drawn (issue 31): by the drawing job, not by the next
 * visitor. Triggers (migration 0029) make an event due at once (`-infinity`) when its document
 * goes stale or its places change, bumping `version`; the job then keeps it due at the next
 * instant that changes its page by time alone (a window boundary, a hold's expiry). A row the job
 * has claimed is left to it until `claimed_until` (a killed job's claim lapses), and is finished
 * only if `version` is still the one it claimed, so a change made while drawing is drawn again.
 */
export const pageDraws = pgTable(
  'page_draws',
  {
    event_id: idRef('event_id', () => events.id, 'cascade').primaryKey(),
    due_at: timestamptz('due_at').notNull(),
    // From the sequence `page_versions` (migration 0031): a number never used for another change.
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('page_versions')`),
    claimed_until: timestamptz('claimed_until'),
  },
  (t) => [index('page_draws_due_at').on(t.due_at)],
);

/**
 * The builds the drawing job has seen (issue 31): a build not listed is new, so every stored page
 * is drawn again for it, in the background, not by visitors.
 */
export const pageBuilds = pgTable('page_builds', {
  build: text('build').primaryKey(),
  seen_at: timestamptz('seen_at').notNull().defaultNow(),
});
