import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/db/client';

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
type Watch = {
  viewers: Set<Viewer>;
  body?: string;
  /** The first read, shared by every viewer that arrives before there is a body. */
  first?: Promise<string>;
  timer?: NodeJS.Timeout;
  /** Reads started and the latest applied: a slow older read never replaces a newer body. */
  reads: number;
  applied: number;
};

/** Results entered close together (a correction's re-flow, two mats at once) make one read. */
const COALESCE_MS = 150;

/**
 * Live results for many viewers (issue 18): per event watched on this server, one read per
 * change, its JSON made once and written to every viewer. A thousand viewers cost one query set
 * per update, not a thousand, and arriving together they share one first read; each server of a
 * fleet does the same on the database's NOTIFY.
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
      const n = ++watch.reads;
      read(eventId).then(
        (body) => {
          if (n < watch.applied || body === watch.body) return;
          watch.applied = n;
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
     * Adds a viewer; it gets the current results before this resolves. Rejects (the viewer
     * removed) when they cannot be read, e.g. an unknown event. Returns how to remove it.
     */
    async watch(eventId: string, viewer: Viewer): Promise<() => void> {
      let watch = watched.get(eventId);
      if (!watch) watched.set(eventId, (watch = { viewers: new Set(), reads: 0, applied: 0 }));
      const w = watch;
      w.viewers.add(viewer);
      const stop = () => {
        w.viewers.delete(viewer);
        if (w.viewers.size === 0 && watched.get(eventId) === w) {
          clearTimeout(w.timer);
          watched.delete(eventId);
        }
      };
      if (w.body === undefined) {
        try {
          if (!w.first) {
            const n = ++w.reads;
            w.first = read(eventId).finally(() => (w.first = undefined));
            const body = await w.first;
            // A change read meanwhile is newer than this.
            if (n >= w.applied) [w.applied, w.body] = [n, body];
          } else await w.first;
        } catch (error) {
          stop();
          throw error;
        }
      }
      viewer(w.body!);
      return stop;
    },
    viewerCount(): number {
      let n = 0;
      for (const w of watched.values()) n += w.viewers.size;
      return n;
    },
  };
}
