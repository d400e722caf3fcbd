import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from './api-client.ts';
import { showError } from './notify.ts';

/**
 * Failed mutations show the server's Hungarian message unless the screen handles the error itself.
 * A failed load shows its error at once, with the screen's 'Újrapróbálás': no silent retries
 * (they kept every list, the operator's too, on a spinner for about 7 s before saying anything).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: false,
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
