import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { DrawRequest, DrawView, MatchView } from '../../src/shared/competition/schemas';
import { openEvent, paidParticipant } from './paid-events';
import { demoSessionFile } from './sessions';

/** Draws made through the API (issue 18): an event of the demo host, its entrants paid, drawn. */

export type Entrant = { name: string; school: string };

async function data<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A published event with one category, `entrants` registered and paid, registration closed and
 * the category drawn. Returns the draw and the host's API context (to enter results; dispose it).
 */
export async function drawnEvent(
  request: APIRequestContext,
  baseURL: string,
  entrants: Entrant[],
  draw: Partial<DrawRequest> = {},
  /** The sport's name suggests its scoring (issue 30): 'Cricket' is scored in innings. */
  sportName?: string,
) {
  // On its day: results are taken from the start date.
  const { event, categoryId } = await openEvent(baseURL, 100, null, [], {
    startsToday: true,
    sportName,
  });
  for (const [i, who] of entrants.entries()) {
    await paidParticipant(request, baseURL, event.id, categoryId, `entrant${i}`, {}, who);
  }
  const host = await playwrightRequest.newContext({
    baseURL,
    storageState: await demoSessionFile('cancellations', 'host', baseURL),
  });
  await data(await host.post(`/api/v1/events/${event.id}/close-registration`));
  const view = await data<DrawView>(
    await host.post(`/api/v1/events/${event.id}/categories/${categoryId}/draw`, {
      data: { format: 'single_elimination', ...draw },
    }),
    201,
  );
  return { event, categoryId, draw: view, host };
}

/** Matches whose two opponents are known and that have no result yet. */
export const readyMatches = (draw: DrawView): MatchView[] =>
  draw.matches.filter((m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null);

/** The name of a match's first opponent. */
export const nameOf = (draw: DrawView, entrantId: number | null | undefined) =>
  draw.entrants.find((e) => e.id === entrantId)?.name ?? '';

/** Enters a result as the host: opponent1 wins unless told otherwise. Returns the new draw. */
export async function enterResult(
  host: APIRequestContext,
  match: MatchView,
  score: string,
  winner = match.opponent1!.id,
): Promise<DrawView> {
  const res = await host.put(`/api/v1/matches/${match.id}`, { data: { winner, score } });
  return (await data<{ draw: DrawView }>(res)).draw;
}

/** Puts a match on a court (the "Up next" list reads it). */
export async function setCourt(host: APIRequestContext, match: MatchView, court: string) {
  await data(await host.put(`/api/v1/matches/${match.id}/court`, { data: { court } }));
}
