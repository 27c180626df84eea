import type { App } from '../../platform/http/types';

/** Issue 27, messages: its routes (to be built). */
export async function messageRoutes(_app: App) {}
