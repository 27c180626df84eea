import * as contract from '../../../shared/api/reminders';
import { actorOf } from '../../auth/access';
import { ok } from '../../platform/http/envelope';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/http/types';
import { readReminderSettings, saveReminderSettings } from './settings';

const tags = ['toolkit'];

/** An event's automatic reminders (issue 27): which are on, for its host and admins. */
export async function reminderRoutes(app: App) {
  await route(
    app,
    contract.reminderSettings,
    {
      tags,
      summary: "The event's automatic reminders: each on or off, and how many went out",
      access: ['Participants', 'view'],
    },
    async (request) =>
      ok(await readReminderSettings(app.deps, actorOf(request), request.params.id)),
  );

  await route(
    app,
    contract.saveReminderSettings,
    {
      tags,
      summary: 'Turn the event’s automatic reminders on or off (all four at once)',
      access: ['Participants', 'edit'],
    },
    async (request) =>
      ok(await saveReminderSettings(app.deps, actorOf(request), request.params.id, request.body)),
  );
}
