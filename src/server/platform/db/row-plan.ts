import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/**
 * Drizzle's row mapping, planned once per prepared statement. Drizzle's own `mapResultRow` asks
 * for every field of every row what kind of thing was selected (`is()` walks prototype chains,
 * up to three times) and which object it goes into: 26 µs a row for the dashboard's 47 fields,
 * against 10 µs with the answers worked out once. The result is the same object: each field
 * decoded by its column or SQL decoder into its path, and an object of a left-joined table's
 * columns null when the join found nothing (Drizzle's rule: its first column is null and all its
 * columns are that table's).
 */

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type Field = { path: string[]; field: unknown };
type Prepared = {
  fields?: Field[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** The decoder an SQL fragment carries (private in Drizzle's types, as the fields are). */
const decoderIn = (fragment: SQL) => (fragment as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderIn(field);
  if (is(field, Subquery)) return decoderIn((field._ as unknown as { sql: SQL }).sql);
  return decoderIn((field as { sql: SQL }).sql);
}

/** The objects a missing left join makes null: by name, the index of their first column. */
function nullableObjects(fields: Field[], joins: Record<string, boolean> | undefined) {
  if (!joins) return [];
  const tables = new Map<string, { first: number; table: string | false }>();
  fields.forEach(({ path, field }, index) => {
    if (!is(field, Column) || path.length !== 2) return;
    const table = getTableName(field.table);
    const seen = tables.get(path[0]!);
    if (!seen) tables.set(path[0]!, { first: index, table });
    else if (seen.table !== table) seen.table = false;
  });
  return [...tables]
    .filter(([, { table }]) => table !== false && !joins[table])
    .map(([name, { first }]) => ({ name, first }));
}

function planRows(fields: Field[], joins: Record<string, boolean> | undefined) {
  const columns = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  const nullable = nullableObjects(fields, joins);
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { path, decoder } = columns[i]!;
      const raw = row[i];
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++)
        node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
      node[path.at(-1)!] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { name, first } of nullable) if (row[first] === null) result[name] = null;
    return result;
  };
}

/**
 * Gives a prepared Drizzle select (node-postgres or PGlite) the planned mapping; a statement
 * without selected fields, or with a mapper of its own, is left as it is. The fields are Drizzle's
 * own (private, so checked for shape): a Drizzle that changes them falls back to its own mapping.
 */
export function withRowPlan<Q>(query: Q): Q {
  const prepared = query as Prepared;
  const { fields, joinsNotNullableMap } = prepared;
  if (!Array.isArray(fields) || prepared.customResultMapper) return query;
  if (!fields.every((f) => Array.isArray(f.path) && f.path.length > 0)) return query;
  const map = planRows(fields, joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(map);
  return query;
}
