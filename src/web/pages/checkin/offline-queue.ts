import { createStore, get, set } from 'idb-keyval';
import type { Scan } from '../../api/checkin';

/**
 * Scans made while the venue's network is down (issue 17), kept in IndexedDB on the device so a
 * reload or a flat battery loses none, and sent in order when the connection returns. Each keeps
 * the moment it was scanned; the server resolves two devices' copies to one check-in.
 */

const store = createStore('matchday-gate', 'scans');
const KEY = 'pending';

export type PendingScan = Scan & { label: string };

export async function pendingScans(): Promise<PendingScan[]> {
  return (await get<PendingScan[]>(KEY, store)) ?? [];
}

export async function queueScan(scan: PendingScan): Promise<PendingScan[]> {
  const next = [...(await pendingScans()), scan];
  await set(KEY, next, store);
  return next;
}

/** Replaces the queue with what is left after a sync. */
export async function keepScans(left: PendingScan[]): Promise<void> {
  await set(KEY, left, store);
}

/** One id per device, so the server can tell which phone a synced scan came from. */
export function deviceId(): string {
  const saved = localStorage.getItem('matchday-device');
  if (saved) return saved;
  const made = `device-${crypto.randomUUID().slice(0, 8)}`;
  localStorage.setItem('matchday-device', made);
  return made;
}
