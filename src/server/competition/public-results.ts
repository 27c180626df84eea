import { asc, eq } from 'drizzle-orm';
import { medalOf } from '../../shared/competition/labels';
import type { DrawView, Results } from '../../shared/competition/schemas';
import { MSG } from '../../shared/messages';
import type { Db } from '../platform/db/client';
import { categories, eventCategories, events } from '../platform/db/schema';
import { AppError } from '../platform/http/app-error';
import { versionOf } from './live';
import { drawViewsOfEvent } from './view';

/** Organisations on the medal table; entrants without one are counted together. */
const INDEPENDENT = 'Independent';

/** Medals by organisation over the finished draws: gold first, then silver, then bronze. */
function medalTable(drawViews: DrawView[]): Results['medals'] {
  const table = new Map<string, { gold: number; silver: number; bronze: number }>();
  for (const draw of drawViews) {
    if (draw.state !== 'final') continue;
    for (const s of draw.standings) {
      const medal = medalOf(s.rank);
      if (!medal) continue;
      const name = s.organisation ?? INDEPENDENT;
      const row = table.get(name) ?? { gold: 0, silver: 0, bronze: 0 };
      row[medal] += 1;
      table.set(name, row);
    }
  }
  return [...table]
    .map(([organisation, m]) => ({ organisation, ...m }))
    .sort(
      (a, b) =>
        b.gold - a.gold ||
        b.silver - a.silver ||
        b.bronze - a.bronze ||
        a.organisation.localeCompare(b.organisation),
    );
}

/** A published event's results: every category, drawn or not, and the medal table. */
export async function publicResults(db: Db, eventId: string): Promise<Results> {
  const [event] = await db
    .select({ id: events.id, title: events.title, status: events.status })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event || event.status !== 'published') throw new AppError('not_found', MSG.notFound);
  const [offered, drawViews] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(eventCategories)
      .innerJoin(categories, eq(categories.id, eventCategories.category_id))
      .where(eq(eventCategories.event_id, eventId))
      .orderBy(asc(categories.name)),
    drawViewsOfEvent(db, eventId),
  ]);
  const byCategory = new Map(drawViews.map((d) => [d.category_id, d]));
  const body = {
    event_id: event.id,
    title: event.title,
    categories: offered.map((c) => ({
      category_id: c.id,
      category_name: c.name,
      draw: byCategory.get(c.id) ?? null,
    })),
    medals: medalTable(drawViews),
  };
  return { ...body, version: versionOf(JSON.stringify(body)) };
}
