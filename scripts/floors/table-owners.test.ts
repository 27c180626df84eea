import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one writing module (ARCHITECTURE.md, decision 034): every insert, update and
 * delete of a table in production code is in its owner's folder; others call the owner's
 * functions. The demo seeder and tests write fixture rows directly and are not looked at.
 */
const OWNERS: Record<string, string> = {
  users: 'auth',
  sessions: 'auth',
  oneTimeCodes: 'auth',
  rateLimits: 'platform',
  storedStyles: 'platform',
  whatsappMessages: 'platform',
  sports: 'sports',
  categories: 'categories',
  dependants: 'dependants',
  events: 'events',
  eventCategories: 'events',
  participations: 'registration',
  participationMembers: 'registration',
  waitlistEntries: 'registration',
  categorySwitches: 'registration',
  transfers: 'registration',
  teams: 'registration',
  teamMembers: 'registration',
  teamShares: 'registration',
  providerWebhooks: 'money',
  ledgerEntries: 'money',
  paymentAnomalies: 'money',
  refunds: 'money',
  payoutAccounts: 'money',
  payoutTransfers: 'money',
  payoutReversals: 'money',
  invoices: 'money',
  invoiceCounters: 'money',
  tickets: 'gate',
  bibs: 'gate',
  checkins: 'gate',
  eventStaff: 'gate',
  weighIns: 'gate',
  eventDayChanges: 'gate',
  draws: 'competition',
  drawEntrants: 'competition',
  bracketParts: 'competition',
  matches: 'competition',
  certificates: 'competition',
  messages: 'toolkit',
  messageRecipients: 'toolkit',
  reminderSettings: 'toolkit',
  remindersSent: 'toolkit',
};
/**
 * Writers besides the owner that are still to be folded in, each with the columns it writes:
 * the profile (users), a host's suspension (admin), a category's capacity under its lock (places).
 */
const NOT_YET_ONE_WRITER: Record<string, string[]> = {
  users: ['users', 'admin'],
  eventCategories: ['places'],
};

const SERVER = path.resolve(import.meta.dirname, '../../src/server');
const SKIPPED = new Set(['seed', 'test']);

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : productionFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** Every `.insert(table)`, `.update(table)`, `.delete(table)` as [table, top folder, file]. */
function writes(): Array<[string, string, string]> {
  const found: Array<[string, string, string]> = [];
  for (const file of productionFiles(SERVER)) {
    const folder = path.relative(SERVER, file).split(path.sep)[0]!;
    if (SKIPPED.has(folder)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g))
      if (m[1]! in OWNERS) found.push([m[1]!, folder, path.relative(SERVER, file)]);
    for (const m of text.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+(\w+)/g)) {
      const table = m[1]!.replace(/_(\w)/g, (_s, c: string) => c.toUpperCase());
      if (table in OWNERS) found.push([table, folder, path.relative(SERVER, file)]);
    }
  }
  return found;
}

describe('the one writer of each table', () => {
  it('finds the writes it checks (a scan that sees nothing proves nothing)', () => {
    const tables = new Set(writes().map(([t]) => t));
    for (const t of ['participations', 'refunds', 'tickets', 'matches', 'rateLimits'])
      expect(tables).toContain(t);
  });

  it('registrations are written by registration alone', () => {
    const others = writes().filter(
      ([t, folder]) => t === 'participations' && folder !== 'registration',
    );
    expect(others).toEqual([]);
  });

  it('every table is written only by its owner (and the writers still listed to fold in)', () => {
    const stray = writes().filter(
      ([t, folder]) => folder !== OWNERS[t] && !(NOT_YET_ONE_WRITER[t] ?? []).includes(folder),
    );
    expect(stray.map(([t, , file]) => `${t} in ${file}`)).toEqual([]);
  });
});
