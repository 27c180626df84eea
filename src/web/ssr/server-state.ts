import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The query data a server-rendered page was drawn with travels in the HTML as a JSON data block
 * (not a script that runs, so the CSP needs no exception). The browser starts from it: its first
 * render draws the same page without asking the API again.
 */
export const SERVER_STATE_ID = 'server-state';

/** The data block's markup; `<` is escaped so no value can close the element. */
export function serverStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** Moves the server's query data into `client`; true when the page came server-rendered. */
export function adoptServerState(client: QueryClient): boolean {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element) return false;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? '') as DehydratedState);
    return true;
  } catch {
    return false; // a damaged block: the page fetches its data as usual
  }
}
