import { eq } from 'drizzle-orm';
import {
  DEFAULT_REMINDERS,
  REMINDER_KINDS,
  type ReminderChoice,
} from '../../../shared/toolkit/reminders';
import { reminderSettings, type User } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { sentCounts } from './due';
import { managedEvent } from '../managed-event';

async function view(deps: Deps, eventId: string) {
  const [row] = await deps.db
    .select()
    .from(reminderSettings)
    .where(eq(reminderSettings.event_id, eventId));
  const choice = { ...DEFAULT_REMINDERS };
  if (row) for (const kind of REMINDER_KINDS) choice[kind] = row[kind];
  return { ...choice, sent: await sentCounts(deps.db, eventId) };
}

/** GET /events/:id/reminders: the event's choice (all on when none is saved) and what went out. */
export async function readReminderSettings(deps: Deps, actor: User, eventId: string) {
  await managedEvent(deps.db, actor, eventId);
  return view(deps, eventId);
}

/** PUT /events/:id/reminders: all four, saved at once; a reminder turned off is not sent again. */
export async function saveReminderSettings(
  deps: Deps,
  actor: User,
  eventId: string,
  choice: ReminderChoice,
) {
  await managedEvent(deps.db, actor, eventId);
  const values = Object.fromEntries(REMINDER_KINDS.map((k) => [k, choice[k]])) as ReminderChoice;
  await deps.db
    .insert(reminderSettings)
    .values({ event_id: eventId, ...values, updated_at: deps.now() })
    .onConflictDoUpdate({
      target: reminderSettings.event_id,
      set: { ...values, updated_at: deps.now() },
    });
  return view(deps, eventId);
}
