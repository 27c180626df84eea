import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
} from 'react-router';

/**
 * The data a server-drawn page was drawn with travels in the HTML as a JSON data block (not a
 * script that runs, so the CSP needs no exception): the query cache's entries and the router's
 * state. The browser starts from both, so its first render, the hydration, draws the same page
 * without asking the API again.
 */
const SERVER_STATE_ID = 'server-state';

type ServerQuery = { key: QueryKey; data: unknown };
type ServerState = { queries: ServerQuery[]; router: HydrationState };
/** A route's error as JSON: only "nothing there" (a 404 response) is drawn by the server. */
type ServerError = { status: number; statusText: string; data: unknown };

function routeErrors(errors: HydrationState['errors']): Record<string, ServerError> | null {
  if (!errors) return null;
  const out: Record<string, ServerError> = {};
  for (const [id, error] of Object.entries(errors))
    if (isRouteErrorResponse(error))
      out[id] = { status: error.status, statusText: error.statusText, data: error.data };
  return out;
}

/** The errors back as React Router's own responses, so `isRouteErrorResponse` knows them. */
function adoptErrors(errors: HydrationState['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors as Record<string, ServerError>).map(([id, e]) => [
      id,
      new ErrorResponse(e.status, e.statusText, e.data),
    ]),
  );
}

/** The data block's markup; `<` is escaped so no value can close it. */
export function serverStateScript(client: QueryClient, router: HydrationState): string {
  const queries: ServerQuery[] = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey, data: q.state.data }));
  const state: ServerState = {
    queries,
    router: { ...router, errors: routeErrors(router.errors) },
  };
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/**
 * Moves the server's query data into `client` and returns the router's state, or null when the
 * page was not drawn by the server (or its block is damaged: the browser then draws it).
 */
export function adoptServerState(client: QueryClient): { router: HydrationState } | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as ServerState;
    // Current when the page was sent, however long ago it was drawn: a stored page is sent only
    // while it matches what it was drawn from (issue 31). So its data counts as fetched now.
    const now = Date.now();
    for (const q of state.queries) client.setQueryData(q.key, q.data, { updatedAt: now });
    return { router: { ...state.router, errors: adoptErrors(state.router.errors) } };
  } catch {
    return null;
  }
}
