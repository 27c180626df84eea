import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileRequest } from '../../shared/auth/schemas';
import type { Dependant, DependantCreate, DependantUpdate } from '../../shared/dependants/schemas';
import type { PublicUser } from '../../shared/users/user';
import { api, unwrap } from './client';

/** The user resource of §7: GET and PUT /user/{id}. */

export const userKeys = {
  all: ['users'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

export function useUser(id: string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => unwrap(api.get<PublicUser>(`/user/${id}`, undefined, { signal })),
    enabled: Boolean(id),
  });
}

/**
 * PUT /user/{id}. Resolves with the envelope (never rejects) so the form can put per-field
 * errors on its fields; a success refreshes the cached user.
 */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileRequest) => api.put<PublicUser>(`/user/${id}`, body),
    onSuccess: (result) => {
      if (result.message === 'success') queryClient.setQueryData(userKeys.detail(id), result.data);
    },
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

const base = (userId: string) => `/user/${userId}/dependants`;

export function useDependants(userId: string | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: dependantKeys.of(userId ?? ''),
    queryFn: ({ signal }) => unwrap(api.get<Dependant[]>(base(userId!), undefined, { signal })),
    enabled: Boolean(userId) && enabled,
  });
}

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dependantKeys.of(userId) });
}

/** POST; resolves with the envelope so the form can put field errors on its fields. */
export function useCreateDependant(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (body: DependantCreate) =>
      api.post<Dependant>(base(userId), body, { silent: true }),
    onSuccess: (result) => {
      if (result.message === 'success') void refresh();
    },
  });
}

export function useUpdateDependant(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DependantUpdate }) =>
      api.put<Dependant>(`${base(userId)}/${id}`, body, { silent: true }),
    onSuccess: (result) => {
      if (result.message === 'success') void refresh();
    },
  });
}

/** DELETE; failures (409 with registrations) are toasted by the client. */
export function useDeleteDependant(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${base(userId)}/${id}`),
    onSuccess: (result) => {
      if (result.message === 'success') void refresh();
    },
  });
}
