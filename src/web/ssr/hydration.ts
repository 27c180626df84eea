/**
 * Whether this render is the server's drawing or the browser's hydration of it (main.tsx says so
 * before it hydrates). Components that differ between the two (the signed-in navbar) start as the
 * server drew them and switch in a transition after: a `useSyncExternalStore` server snapshot would
 * do the switch as one synchronous render of the whole app (a long task on a phone).
 */
let hydrating = typeof window === 'undefined';

export function markHydrating(): void {
  hydrating = true;
}

export const rendersDrawnPage = (): boolean => hydrating;
