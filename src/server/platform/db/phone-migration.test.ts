import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeIndianPhone } from '../../../shared/auth/phone';
import { MIGRATIONS_DIR } from '../paths';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// Migration 0021 rewrites the phone numbers stored before issue 29 by the rule new ones follow
// (src/shared/auth/phone.ts): the database must store exactly what the API would have.

const updates = fs
  .readFileSync(path.join(MIGRATIONS_DIR, '0021_issue29_whatsapp.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => /^UPDATE "/m.test(s));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const TYPED = [
  '+91 98765 43210',
  '+919876543210',
  '09876543210',
  '098765 43210',
  '9876543210',
  '919876543210',
  '0091 98765 43210',
  '+91-98765-00001',
  '(022) 2345-6789',
  '12345',
  '+1 415 555 2671',
  '+44 20 7946 0958',
  '0123456789',
  '910123456789',
  '98765 4321',
];

// Typed the way the old rule let through: digits, spaces and dashes, a + in front; about ten
// digits after a prefix, so that many are Indian numbers and many only nearly.
const oldForm = fc
  .tuple(
    fc.constantFrom('', '+', '+91', '+91 ', '0', '91', '0091', '+1 ', '+44'),
    fc.array(
      fc.tuple(
        fc.constantFrom('0', '1', '5', '6', '8', '9'),
        fc.constantFrom('', '', '', ' ', '-'),
      ),
      { minLength: 9, maxLength: 11 },
    ),
  )
  .map(([prefix, digits]) => `${prefix}${digits.map(([d, sep]) => `${d}${sep}`).join('')}`)
  .filter((s) => /^\+?[0-9][0-9 -]{6,18}[0-9]$/.test(s.trim()));

describe('migration 0021 on stored phone numbers', () => {
  it('has one UPDATE for each table that holds them', () => {
    expect(updates.map((u) => /UPDATE "(\w+)"/.exec(u)?.[1])).toEqual([
      'users',
      'participation_members',
    ]);
  });

  it('stores what normalizeIndianPhone gives, and leaves the rest as typed', async () => {
    const typed = [...TYPED, ...fc.sample(oldForm, { numRuns: 400, seed: 29 })];
    const ids = typed.map((_, i) => `phonemigration${String(i).padStart(10, '0')}`);
    await database.raw(
      `INSERT INTO "users" ("id", "role", "name", "email", "phone_number", "password_hash")
       SELECT id, 'Participant', 'Phone test', id || '@example.test', phone, 'x'
       FROM unnest($1::text[], $2::text[]) AS t(id, phone)`,
      [ids, typed],
    );
    for (const update of updates) await database.raw(update);

    const { rows } = await database.raw(
      `SELECT "id", "phone_number" FROM "users" WHERE "id" LIKE 'phonemigration%'`,
    );
    const stored = new Map((rows as { id: string; phone_number: string }[]).map((r) => [r.id, r]));
    const expected = typed.map((t) => normalizeIndianPhone(t) ?? t);
    expect(ids.map((id) => stored.get(id)?.phone_number)).toEqual(expected);
    expect(expected.slice(0, 9).every((p) => /^\+91\d{10}$/.test(p))).toBe(true);
    expect(expected.filter((p) => p.startsWith('+91')).length).toBeGreaterThan(60);
  });
});
