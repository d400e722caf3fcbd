import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client.ts';
import { showError } from './notify.ts';

/** Failed mutations show the server's Hungarian message unless the screen handles the error itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesError) return;
        void showError(errorMessage(error));
      },
    }),
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { handlesError?: boolean };
  }
}
