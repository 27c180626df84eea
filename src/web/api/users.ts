import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileRequest } from '../../shared/auth/schemas';
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
