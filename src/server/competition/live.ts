import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/** The channel every server LISTENs on; the payload is the event whose results changed. */
export const RESULTS_CHANNEL = 'matchday_results';

/**
 * Tells every server that an event's results changed. Inside the transaction that changes them:
 * PostgreSQL delivers the notification at commit, and never for a rolled-back one.
 */
export async function announceResults(tx: Db, eventId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${RESULTS_CHANNEL}, ${eventId})`);
}

/** A short fingerprint of a results body: the stream sends a new body only when it changed. */
export function versionOf(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 16);
}

type Viewer = (body: string) => void;
type Watch = { viewers: Set<Viewer>; body?: string; timer?: NodeJS.Timeout };

/** Results entered close together (a correction's re-flow, two mats at once) make one read. */
const COALESCE_MS = 150;

/**
 * Live results for many viewers (issue 18): per event watched on this server, one read per
 * change, its JSON made once and written to every viewer. A thousand viewers cost one query set
 * per update, not a thousand; each server of a fleet does the same on the database's NOTIFY.
 */
export function createResultsHub(
  read: (eventId: string) => Promise<string>,
  log: FastifyBaseLogger,
) {
  const watched = new Map<string, Watch>();

  const refresh = (eventId: string) => {
    const watch = watched.get(eventId);
    if (!watch || watch.timer) return;
    watch.timer = setTimeout(() => {
      watch.timer = undefined;
      read(eventId).then(
        (body) => {
          if (body === watch.body) return;
          watch.body = body;
          for (const viewer of watch.viewers) viewer(body);
        },
        (error: unknown) => log.warn({ err: error, eventId }, 'live results: read failed'),
      );
    }, COALESCE_MS);
  };

  return {
    /** A NOTIFY's payload: one event, or '' after a reconnect (anything may have changed). */
    changed(payload: string) {
      if (payload) refresh(payload);
      else for (const eventId of watched.keys()) refresh(eventId);
    },
    /**
     * Adds a viewer; it gets the current results at once (`current`, when the caller has just
     * read them, else a read). Returns how to remove it.
     */
    async watch(eventId: string, viewer: Viewer, current?: string): Promise<() => void> {
      let watch = watched.get(eventId);
      if (!watch) watched.set(eventId, (watch = { viewers: new Set() }));
      const w = watch;
      w.viewers.add(viewer);
      const remove = () => {
        w.viewers.delete(viewer);
        if (w.viewers.size === 0 && watched.get(eventId) === w) {
          clearTimeout(w.timer);
          watched.delete(eventId);
        }
      };
      try {
        if (current !== undefined && w.body === undefined) w.body = current;
        viewer(w.body ?? (w.body = await read(eventId)));
      } catch (error) {
        remove();
        throw error;
      }
      return remove;
    },
    viewerCount(): number {
      let n = 0;
      for (const w of watched.values()) n += w.viewers.size;
      return n;
    },
  };
}
