import { QueryClient } from '@tanstack/react-query';
import { ApiError, TransportError } from './api-client';
import { onSessionEnd } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Answers like 404 or 403 do not change on a retry; only a lost connection might.
      retry: (failureCount, error) => failureCount < 2 && (!(error instanceof ApiError) || error instanceof TransportError),
      refetchOnWindowFocus: false,
    },
  },
});

// The next user of this browser must not see the previous user's records.
onSessionEnd(() => queryClient.clear());
