import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; route loaders prefetch into it before their page has loaded. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
