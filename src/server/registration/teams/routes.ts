import type { App } from '../../platform/http/types';

/** Teams that form themselves (issue 28): the /teams endpoints. (Helper S1 fills this in.) */
export async function teamRoutes(_app: App) {}
