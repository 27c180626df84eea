import { endpoint } from './endpoint';

/** An event's automatic reminders (issue 27), for its host and admins. */
const load = () => import('./schemas/reminders');

export const reminderSettings = endpoint(load, 'GET', '/events/:id/reminders', (s) => ({
  params: s.IdParamSchema,
  response: s.ReminderSettingsSchema,
}));

export const saveReminderSettings = endpoint(load, 'PUT', '/events/:id/reminders', (s) => ({
  params: s.IdParamSchema,
  body: s.ReminderSettingsSaveSchema,
  response: s.ReminderSettingsSchema,
}));
