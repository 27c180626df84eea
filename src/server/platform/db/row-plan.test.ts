import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { dashboardPagesQuery } from '../../registration/serialize';
import * as schema from './schema';
import { withRowPlan } from './row-plan';

const db = drizzle.mock({ schema });
type Field = { path: string[]; field: unknown };
// Drizzle's own row mapping: exported by its build, not by its types.
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: Field[], row: unknown[], joins: Record<string, boolean>) => unknown;
};
type Internals = {
  fields: Field[];
  joinsNotNullableMap: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** A row of `fields` as node-postgres hands it over: timestamps as text, JSON parsed. */
function rowFor(fields: Internals['fields'], fill: (index: number) => unknown = () => undefined) {
  return fields.map(({ field }, index) => {
    const chosen = fill(index);
    if (chosen !== undefined) return chosen;
    const type = (field as { columnType?: string }).columnType;
    if (type === 'PgTimestamp') return '2026-11-29 10:00:00.123+00';
    if (type === 'PgInteger') return index;
    if (type === 'PgBoolean') return true;
    if (type === undefined) return [{ name: 'आरव', position: index }];
    return `v${index}`;
  });
}

describe('a prepared select mapped by its plan', () => {
  // The dashboard's statement: nested objects, SQL fields, timestamps and a left join.
  const prepared = dashboardPagesQuery(db, 'dashboard_pages') as unknown as Internals;
  const { fields, joinsNotNullableMap } = prepared;
  const decoded = (row: unknown[]) => prepared.customResultMapper!([row])[0];

  it('is planned when prepared per database', () => {
    expect(typeof prepared.customResultMapper).toBe('function');
  });

  it('maps a row as Drizzle does, values and nesting alike', () => {
    const row = rowFor(fields);
    const mine = decoded(row) as { created_at: unknown; event: { title: unknown } };
    expect(mine).toEqual(mapResultRow(fields, row, joinsNotNullableMap));
    // Decoded by each column: an instant becomes a Date, nested fields land in their object.
    expect(mine.created_at).toEqual(new Date('2026-11-29T10:00:00.123Z'));
    expect(mine.event.title).toMatch(/^v\d+$/);
  });

  it('makes a left-joined object null when the join found nothing, as Drizzle does', () => {
    const dependantAt = fields.findIndex((f) => f.path[0] === 'dependant');
    expect(dependantAt).toBeGreaterThan(-1);
    const row = rowFor(fields, (i) => (fields[i]!.path[0] === 'dependant' ? null : undefined));
    const mine = decoded(row) as Record<string, unknown>;
    expect(mine.dependant).toBeNull();
    expect(mine).toEqual(mapResultRow(fields, row, joinsNotNullableMap));
    // An inner join's object keeps its nulls: the event is there, its poster is not.
    const eventAt = fields.findIndex((f) => f.path[0] === 'event');
    const noPoster = rowFor(fields, (i) => (i === eventAt ? null : undefined));
    expect(decoded(noPoster)).toEqual(mapResultRow(fields, noPoster, joinsNotNullableMap));
    expect((decoded(noPoster) as { event: unknown }).event).not.toBeNull();
  });

  it('leaves a statement with a mapper of its own, or no fields, as it is', () => {
    const mapper = (rows: unknown[][]) => rows;
    const own = { fields: [], customResultMapper: mapper };
    expect(withRowPlan(own).customResultMapper).toBe(mapper);
    const bare = db.execute(sql`select 1`) as unknown as { customResultMapper?: unknown };
    expect(withRowPlan(bare).customResultMapper).toBeUndefined();
    const one = db
      .select({ id: schema.events.id })
      .from(schema.events)
      .where(eq(schema.events.id, sql.placeholder('id')))
      .prepare('plan_test') as unknown as Internals;
    withRowPlan(one);
    expect(one.customResultMapper!([['e1']])).toEqual([{ id: 'e1' }]);
  });
});
