import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as dependants from '../../shared/api/dependants';
import * as contract from '../../shared/api/users';
import type { ProfileRequest } from '../../shared/auth/schemas';
import type { DependantCreate, DependantUpdate } from '../../shared/dependants/schemas';
import { call } from './client';

/** The user resource of §7: GET and PUT /user/{id}. */

export const userKeys = {
  all: ['users'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(contract.user, { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });
}

/**
 * PUT /user/{id}. A refusal is toasted and its field texts go on the form's fields; a success
 * refreshes the cached user.
 */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileRequest) => call(contract.updateUser, { params: { id }, body }),
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(id), user),
  });
}

/**
 * A changed email waiting for its link (issue 24): POST .../email-change/resend mails a new one,
 * DELETE .../email-change drops the change. Refusals are toasted.
 */
export function useResendEmailChange(id: string) {
  return useMutation({ mutationFn: () => call(contract.resendEmailChange, { params: { id } }) });
}

export function useCancelEmailChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(contract.cancelEmailChange, { params: { id } }),
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(id), user),
  });
}

/**
 * A participant's dependants, under the user path: GET/POST/PUT/DELETE /user/{id}/dependants
 * (issue 13). Kept with the user resource, so the pages using them share one chunk.
 */

const dependantKeys = {
  all: ['dependants'] as const,
  of: (userId: string) => ['dependants', userId] as const,
};

export function useDependants(userId: string | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: dependantKeys.of(userId ?? ''),
    queryFn: ({ signal }) => call(dependants.dependants, { params: { id: userId! }, signal }),
    enabled: Boolean(userId) && enabled,
  });
}

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dependantKeys.of(userId) });
}

/** POST; silent: the form puts the refusal's field texts on its fields. */
export function useCreateDependant(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (body: DependantCreate) =>
      call(dependants.createDependant, { params: { id: userId }, body }),
    onSuccess: () => void refresh(),
    meta: { silent: true },
  });
}

export function useUpdateDependant(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DependantUpdate }) =>
      call(dependants.updateDependant, { params: { id: userId, dependantId: id }, body }),
    onSuccess: () => void refresh(),
    meta: { silent: true },
  });
}

/** DELETE; failures (409 with registrations) are toasted. */
export function useDeleteDependant(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (id: string) =>
      call(dependants.deleteDependant, { params: { id: userId, dependantId: id } }),
    onSuccess: () => void refresh(),
  });
}
