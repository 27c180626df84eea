import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query data a server-drawn page was drawn with travels in the HTML as a JSON data block
 * (not a script that runs, so the CSP needs no exception). The browser starts from it: its first
 * render draws the same page without asking the API again.
 */
const SERVER_STATE_ID = 'server-state';

type ServerQuery = { key: QueryKey; data: unknown; at: number };

/** The data block's markup for every query in `client`; `<` is escaped so no value can close it. */
export function serverStateScript(client: QueryClient): string {
  const queries: ServerQuery[] = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt }));
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** Moves the server's query data into `client`; true when the page came server-drawn. */
export function adoptServerState(client: QueryClient): boolean {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element) return false;
  element.remove();
  try {
    for (const q of JSON.parse(element.textContent ?? '') as ServerQuery[])
      client.setQueryData(q.key, q.data, { updatedAt: q.at });
    return true;
  } catch {
    return false; // a damaged block: the page fetches its data as usual
  }
}
