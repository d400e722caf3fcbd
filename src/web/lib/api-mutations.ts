// A write that makes one key's data stale (docs/style.md, 'Web data access per call'): many api/ files wrote
// the same useMutation with one invalidation, so the shape lives here once and the file states only its
// call, the key it makes stale and when.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `onSuccess` refreshes after a success only; `onSettled` after either outcome, for writes whose refusal
 * (a 409: changed meanwhile) also means the screen is out of date. The refresh is returned, so the mutation
 * settles only once it is done. The screen shows the error itself unless `handlesError` is false, then the
 * server's message is shown (lib/query-client.ts).
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKey: QueryKey,
  when: 'onSuccess' | 'onSettled',
  { handlesError = true }: { handlesError?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    [when]: () => queryClient.invalidateQueries({ queryKey: staleKey }),
    ...(handlesError ? { meta: { handlesError: true } } : {}),
  });
}
