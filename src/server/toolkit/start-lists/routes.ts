import type { App } from '../../platform/http/types';

/** Issue 27, start-lists: its routes (to be built). */
export async function startListRoutes(_app: App) {}
