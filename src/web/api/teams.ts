import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../shared/api/teams';
import type { Team, TeamCreate, TeamJoin } from '../../shared/teams/schemas';
import { call, retryUnlessMissing } from './client';
import { useInvalidateParticipations } from './participations';

/** Teams that form themselves (issue 28): the caller's teams, one team, a code's preview. */

export const teamKeys = {
  all: ['teams'] as const,
  mine: () => ['teams', 'mine'] as const,
  detail: (id: string) => ['teams', 'detail', id] as const,
  preview: (code: string) => ['teams', 'preview', code] as const,
};

/** GET /teams: the teams the caller is on, and those they are invited to (the dashboard). */
export function useMyTeams({ enabled = true } = {}) {
  return useQuery({
    queryKey: teamKeys.mine(),
    queryFn: ({ signal }) => call(contract.myTeams, { signal }),
    enabled,
    meta: { silent: true },
  });
}

/** GET /teams/{id}: its members, the event's host and admins; the page shows a refusal itself. */
export function useTeam(id: string | undefined) {
  return useQuery({
    queryKey: teamKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(contract.team, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    retry: retryUnlessMissing,
    meta: { silent: true },
  });
}

/** GET /teams/join/{code}: what a code's holder sees before joining. */
export function useTeamPreview(code: string | undefined) {
  return useQuery({
    queryKey: teamKeys.preview(code ?? ''),
    queryFn: ({ signal }) => call(contract.teamPreview, { params: { code: code! }, signal }),
    enabled: Boolean(code),
    retry: retryUnlessMissing,
    meta: { silent: true },
  });
}

/**
 * A team changed: its answer is the team as it is now (kept for its page), and every list that
 * may show it (the caller's teams, previews, registrations) is read again.
 */
function useTeamChanged() {
  const queryClient = useQueryClient();
  const participations = useInvalidateParticipations();
  return (team?: Team) => {
    if (team) queryClient.setQueryData(teamKeys.detail(team.id), team);
    void queryClient.invalidateQueries({
      queryKey: teamKeys.all,
      // The page's own team is fresh from the answer.
      predicate: (q) => !team || q.queryKey[2] !== team.id,
    });
    void participations();
  };
}

/** POST /teams: the caller starts a team and is its captain. Silent: the form shows refusals. */
export function useCreateTeam() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (body: TeamCreate) => call(contract.createTeam, { body }),
    onSuccess: (team) => changed(team),
    meta: { silent: true },
  });
}

/** POST /teams/join. Silent: the join page shows the server's reason (refused by the rules). */
export function useJoinTeam() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (body: TeamJoin) => call(contract.joinTeam, { body }),
    onSuccess: (team) => changed(team),
    meta: { silent: true },
  });
}

/** POST /teams/{id}/invites {email}. Silent: the invite form shows a refusal on its field. */
export function useInviteToTeam(id: string) {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (email: string) => call(contract.inviteToTeam, { params: { id }, body: { email } }),
    onSuccess: (team) => changed(team),
    meta: { silent: true },
  });
}

/** POST /teams/{id}/decline: the invited caller turns it down. Toasts failures. */
export function useDeclineTeam() {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (id: string) => call(contract.declineTeam, { params: { id } }),
    onSuccess: (team) => changed(team),
  });
}

/** DELETE /teams/{id}/members/{memberId}: the captain (or host) removes, a member leaves. */
export function useRemoveTeamMember(id: string) {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (memberId: string) =>
      call(contract.removeTeamMember, { params: { id, userId: memberId } }),
    onSuccess: (team) => changed(team),
  });
}

/** PUT /teams/{id}/roles {vice_captain}. Toasts failures. */
export function useSetTeamRoles(id: string) {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: (viceCaptain: string | null) =>
      call(contract.setTeamRoles, { params: { id }, body: { vice_captain: viceCaptain } }),
    onSuccess: (team) => changed(team),
  });
}

/**
 * POST /teams/{id}/checkout (the captain pays the team) or …/share (a member's own share): both
 * answer the Checkout of POST /event/participate. Toasts failures.
 */
export function useTeamPayment(id: string, kind: 'checkout' | 'share') {
  const changed = useTeamChanged();
  return useMutation({
    mutationFn: () =>
      call(kind === 'checkout' ? contract.teamCheckout : contract.teamShare, { params: { id } }),
    // The place is held now (split: the hold's end shows on the page).
    onSettled: () => changed(),
  });
}
