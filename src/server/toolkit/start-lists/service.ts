import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatDisplayDate, formatEventTimes } from '../../../shared/date-format';
import { ageOn, restrictsWeight, weightRuleText } from '../../../shared/participations/eligibility';
import { START_LIST_MSG } from '../../../shared/toolkit/start-list';
import type { Db } from '../../platform/db/client';
import {
  bibs,
  categories,
  dependants,
  eventCategories,
  participationMembers,
  participations,
  users,
  type User,
} from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import type {
  StartList,
  StartListEntrant,
  StartListSection,
} from '../../../shared/api/schemas/start-lists';
import { managedEvent } from '../managed-event';

/**
 * An event's start list (issue 27, decision 037), read at `now`: its active entrants (paid, not
 * cancelled) by category, each sorted by bib number. One category's when `categoryId` is given
 * (404 when the event neither offers it nor has registrations in it); else every category with an
 * entrant, by name, or the offered ones when no one has entered yet. The one source of both the
 * JSON (the print-friendly page) and the PDF.
 */
export async function startList(
  db: Db,
  actor: User,
  eventId: string,
  categoryId: string | undefined,
  now: Date,
): Promise<StartList> {
  const event = await managedEvent(db, actor, eventId);
  const active = and(
    eq(participations.event_id, event.id),
    eq(participations.payment_status, 'captured'),
    isNull(participations.cancelled_at),
  );
  const offered = db
    .select({ id: eventCategories.category_id })
    .from(eventCategories)
    .where(eq(eventCategories.event_id, event.id));
  const entered = db
    .selectDistinct({ id: participations.category_id })
    .from(participations)
    .where(eq(participations.event_id, event.id));
  const all = await db
    .select()
    .from(categories)
    .where(inArray(categories.id, sql`(${offered} UNION ${entered})`))
    .orderBy(asc(categories.name), asc(categories.id));
  const cats = categoryId ? all.filter((c) => c.id === categoryId) : all;
  if (categoryId && cats.length === 0)
    throw new AppError('not_found', START_LIST_MSG.unknownCategory);

  const rows = await db
    .select({
      id: participations.id,
      category_id: participations.category_id,
      team_name: participations.team_name,
      weight_kg: participations.weight_kg,
      bib: bibs.number,
      participant_name: users.name,
      club: users.school_or_college,
      profile_born: users.date_of_birth,
      profile_age: users.age,
      dependant_name: dependants.name,
      dependant_born: dependants.date_of_birth,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.participant_id))
    .leftJoin(dependants, eq(dependants.id, participations.dependant_id))
    .leftJoin(bibs, eq(bibs.participation_id, participations.id))
    .where(and(active, categoryId ? eq(participations.category_id, categoryId) : undefined))
    .orderBy(sql`${bibs.number} ASC NULLS LAST`, asc(participations.id));

  const ageOnDay = (born: string | null) => (born ? ageOn(born, event.start_date) : null);
  const rosters = new Map<string, StartListEntrant['members']>();
  if (rows.length > 0)
    for (const m of await db
      .select()
      .from(participationMembers)
      .where(
        inArray(
          participationMembers.participation_id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(participationMembers.participation_id), asc(participationMembers.position))) {
      const list = rosters.get(m.participation_id) ?? [];
      list.push({ name: m.name, role: m.role, age: ageOnDay(m.date_of_birth) });
      rosters.set(m.participation_id, list);
    }

  const sections = cats.map((c): StartListSection => {
    const weightClass = restrictsWeight(c) ? weightRuleText(c) : null;
    const entrants = rows
      .filter((r) => r.category_id === c.id)
      .map((r): StartListEntrant => {
        const members = rosters.get(r.id) ?? [];
        const team = r.team_name !== null || members.length > 0;
        return {
          bib: r.bib,
          name: r.team_name ?? r.dependant_name ?? r.participant_name,
          members,
          club: r.club?.trim() || null,
          // From the date of birth of the dependant, else of the account holder (issue 29; an
          // account from before dates of birth, not yet migrated, has only an age).
          age: team
            ? null
            : r.dependant_name
              ? ageOnDay(r.dependant_born)
              : (ageOnDay(r.profile_born) ?? r.profile_age),
          weight: weightClass ?? (r.weight_kg === null ? null : `${r.weight_kg} kg`),
        };
      });
    return { category_id: c.id, category: c.name, weight_class: weightClass, entrants };
  });
  const withEntrants = sections.filter((s) => s.entrants.length > 0);

  const start = formatDisplayDate(event.start_date);
  const end = formatDisplayDate(event.end_date);
  const days = start === end ? start : `${start} to ${end}`;
  const times = formatEventTimes(event.event_start_time, event.event_end_time);
  return {
    event_id: event.id,
    title: event.title,
    when: times ? `${days} · ${times}` : days,
    venue: `${event.venue_name}, ${event.venue_address}`,
    printed_at: now.toISOString(),
    categories: all.map((c) => ({ id: c.id, name: c.name })),
    sections: categoryId || withEntrants.length === 0 ? sections : withEntrants,
  };
}
