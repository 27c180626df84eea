import type { App } from '../platform/http/types';

/** A registration's club (issue 28): GET /events/:id/clubs. (Helper S3 fills this in.) */
export async function clubRoutes(_app: App) {}
