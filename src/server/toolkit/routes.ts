import type { App } from '../platform/http/types';
import { exportRoutes } from './exports/routes';
import { messageRoutes } from './messages/routes';
import { reminderRoutes } from './reminders/routes';
import { startListRoutes } from './start-lists/routes';
import { statsRoutes } from './stats/routes';

/**
 * The host's toolkit (issue 27): exports, start lists, messages, reminders and sales figures of an
 * event, for its host and admins. Each part registers its own routes.
 */
export async function toolkitRoutes(app: App) {
  await app.register(exportRoutes);
  await app.register(startListRoutes);
  await app.register(messageRoutes);
  await app.register(reminderRoutes);
  await app.register(statsRoutes);
}
