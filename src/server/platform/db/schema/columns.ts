import { type AnyPgColumn, char, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

// Columns every module's tables repeat. Each makes exactly the column it replaces (same type,
// default and constraint), so drizzle-kit sees no change.

/** The primary key: 24 hex characters, time-ordered (ids.ts). */
export const id = () =>
  char('id', { length: 24 })
    .primaryKey()
    .$defaultFn(() => newId());

/** A point in time, with time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * A column holding another row's id, with its foreign key. Nullable: add `.notNull()`. The
 * `onDelete` is always spelt out: what deleting the referenced row does is part of the design.
 */
export const idRef = (name: string, column: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  char(name, { length: 24 }).references(column, { onDelete });
