import type { App } from '../../platform/http/types';

/** Issue 27, stats: its routes (to be built). */
export async function statsRoutes(_app: App) {}
