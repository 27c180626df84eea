import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/competition';
import type { DrawView, MatchUpdate } from '../../shared/competition/schemas';
import { ApiError, call, hasErrorCode, type CallInput } from './client';

/**
 * The competition run by its host and gate staff (issue 18): a category's draw, its entrants,
 * making the draw, results and courts. The public results are in ./results.ts.
 */

/** What a draw request sends: the format, and the options that apply to it. */
export type DrawBody = CallInput<typeof contract.makeDraw>['body'];
/** What a result sends: the winner (null: a draw), score, outcome; `confirm: false` previews. */
type ResultBody = CallInput<typeof contract.enterResult>['body'];

const competitionKeys = {
  draw: (eventId: string, categoryId: string) => ['competition', 'draw', eventId, categoryId],
  candidates: (eventId: string, categoryId: string) =>
    ['competition', 'candidates', eventId, categoryId] as const,
};

/** How often an open draw asks again: results come from several mats at once. */
const DRAW_REFRESH_MS = 15_000;

/**
 * GET a category's draw; null before it is drawn (the server's 404 says so). Silent: the page
 * shows a refusal (not on this event's staff) itself.
 */
export function useDraw(eventId: string, categoryId: string) {
  return useQuery({
    queryKey: competitionKeys.draw(eventId, categoryId),
    queryFn: async ({ signal }): Promise<DrawView | null> => {
      try {
        return await call(contract.draw, { params: { id: eventId, categoryId }, signal });
      } catch (error) {
        if (hasErrorCode(error, 'errors.competition.noDraw')) return null;
        throw error;
      }
    },
    enabled: Boolean(eventId && categoryId),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400) && count < 1,
    refetchInterval: DRAW_REFRESH_MS,
    meta: { silent: true },
  });
}

/** GET who a draw of the category would take now (the host's seeding list). */
export function useDrawCandidates(eventId: string, categoryId: string, enabled: boolean) {
  return useQuery({
    queryKey: competitionKeys.candidates(eventId, categoryId),
    queryFn: ({ signal }) =>
      call(contract.drawCandidates, { params: { id: eventId, categoryId }, signal }),
    enabled: enabled && Boolean(eventId && categoryId),
  });
}

/** After a change: the draw as the server answered it, then asked again with the entrants. */
function useDrawChanged(eventId: string, categoryId: string) {
  const queryClient = useQueryClient();
  return (view?: DrawView) => {
    if (view) queryClient.setQueryData(competitionKeys.draw(eventId, categoryId), view);
    void queryClient.invalidateQueries({ queryKey: competitionKeys.draw(eventId, categoryId) });
    void queryClient.invalidateQueries({
      queryKey: competitionKeys.candidates(eventId, categoryId),
    });
  };
}

/** POST the draw (or redo it while no result is in). Failures are toasted. */
export function useMakeDraw(eventId: string, categoryId: string) {
  const changed = useDrawChanged(eventId, categoryId);
  return useMutation({
    mutationFn: (body: DrawBody) =>
      call(contract.makeDraw, { params: { id: eventId, categoryId }, body }),
    onSuccess: (view) => changed(view),
    // A refusal (registration still open, a result came in meanwhile) means the view is stale.
    onError: () => changed(),
  });
}

/**
 * PUT a match's result; `confirm: false` only previews what a correction would change. Failures
 * are toasted.
 */
export function useEnterResult(eventId: string, categoryId: string) {
  const changed = useDrawChanged(eventId, categoryId);
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: ResultBody }): Promise<MatchUpdate> =>
      call(contract.enterResult, { params: { id: matchId }, body }),
    onSuccess: (update) => {
      if (update.applied) changed(update.draw);
    },
    onError: () => changed(),
  });
}

/** PUT the court or mat of a match (empty: none). Failures are toasted. */
export function useSetCourt(eventId: string, categoryId: string) {
  const changed = useDrawChanged(eventId, categoryId);
  return useMutation({
    mutationFn: ({ matchId, court }: { matchId: string; court: string | null }) =>
      call(contract.setCourt, { params: { id: matchId }, body: { court } }),
    onSuccess: () => changed(),
  });
}
