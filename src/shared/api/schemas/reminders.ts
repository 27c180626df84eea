import { z } from 'zod';
import { REMINDER_KINDS, type ReminderKind } from '../../toolkit/reminders';

export { IdParamSchema } from './common';

/** The reminders endpoints' schemas (issue 27; loaded by the server, see ../endpoint.ts). */

const eachKind = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, value])) as Record<ReminderKind, T>,
  );

/** PUT /events/:id/reminders: all four, each on or off; nothing else. */
export const ReminderSettingsSaveSchema = eachKind(z.boolean()).strict();

/** An event's reminders: each on or off (all on until the host chooses), and how many went out. */
export const ReminderSettingsSchema = eachKind(z.boolean()).extend({
  sent: eachKind(z.number().int()),
});
