import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError, NotFoundError, TransportError } from './api-client';
import { onSessionEnd } from './session';

/** Every area's list keys are [area, 'list', query]. */
const isList = (query: Query) => query.queryKey[1] === 'list';

export const queryClient: QueryClient = new QueryClient({
  // A change answered 404 means a record is gone: the lists still showing it must refresh.
  mutationCache: new MutationCache({
    onError: (error) => {
      if (error instanceof NotFoundError) void queryClient.invalidateQueries({ predicate: isList });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Answers like 404 or 403 do not change on a retry; only a lost connection might.
      retry: (failureCount, error) =>
        failureCount < 2 && (!(error instanceof ApiError) || error instanceof TransportError),
      // Lists show what others changed meanwhile (e.g. a deleted row) when the user comes back to the tab;
      // detail queries do not, an open form keeps its values anyway.
      refetchOnWindowFocus: (query) => isList(query),
    },
  },
});

// The next user of this browser must not see the previous user's records.
onSessionEnd(() => queryClient.clear());
