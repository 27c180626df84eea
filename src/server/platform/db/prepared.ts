import type { Db } from './client';
import { withRowPlan } from './row-plan';

/**
 * A query built and prepared once per database handle and name: hot reads skip Drizzle's query
 * building and PostgreSQL's parsing (a named statement is parsed once per pooled connection).
 * The name must identify the query's text; queries that differ in shape need different names.
 * Its rows are mapped by a plan made once (row-plan.ts), not worked out again for every row.
 */
export function preparedPerDb<Q>(build: (db: Db, name: string) => Q) {
  const byDb = new WeakMap<Db, Map<string, Q>>();
  return (db: Db, name: string): Q => {
    let queries = byDb.get(db);
    if (!queries) byDb.set(db, (queries = new Map()));
    let query = queries.get(name);
    if (!query) queries.set(name, (query = withRowPlan(build(db, name))));
    return query;
  };
}
