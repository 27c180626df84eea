import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';
import { toast } from './components/toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the failure itself (a form's field texts, a page's state). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * The one place failures are told (decision 019): an API refusal or a network failure is toasted
 * once, after the query's last try, unless the query or mutation is `silent`. Other errors are
 * programming errors, not messages for the user.
 */
function tell(error: Error, meta: { silent?: boolean } | undefined): void {
  if (meta?.silent || !(error instanceof ApiError) || error.cancelled) return;
  toast.error(error.message);
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * For the few calls made outside a query or mutation (the auth forms, the gate's sync): the
 * call's data or its `ApiError`, told like a mutation's unless `silent`. Never rejects on an
 * API failure.
 */
export async function settle<T>(
  promise: Promise<T>,
  meta: { silent?: boolean } = {},
): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    tell(error, meta);
    return { ok: false, error };
  }
}

/** The app's one query cache; route loaders prefetch into it before their page has loaded. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => tell(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => tell(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

/** A mutation's `mutateAsync` as an `Outcome`: its cache has told the failure (or it is silent). */
export const attempt = <T>(promise: Promise<T>) => settle(promise, { silent: true });
