import type { App } from '../../platform/http/types';

/** Issue 27, reminders: its routes (to be built). */
export async function reminderRoutes(_app: App) {}
