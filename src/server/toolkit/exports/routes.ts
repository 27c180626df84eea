import type { App } from '../../platform/http/types';

/** Issue 27, exports: its routes (to be built). */
export async function exportRoutes(_app: App) {}
