// The two writes many api/ files wrote alike (docs/style.md, 'Web data access per call'): one that makes a
// key's data stale, and one whose answer the feature stores. The shape lives here once; the file states only
// its call and the key it makes stale, or how its answer is stored.
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

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

/**
 * A write after whose success the feature updates the cache itself: it stores the answer (the record as it
 * is now, `storeProperty`) or refetches what changed (`refreshProperty`). The returned promise is awaited
 * before the mutation settles. The screen shows the error itself.
 */
export function useUpdatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  store: (queryClient: QueryClient, answer: TData) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => store(queryClient, answer),
    meta: { handlesError: true },
  });
}

/**
 * `useUpdatingMutation` for the common write: the variables are the JSON body sent with `method` to one
 * path, so the api/ file states only the method, the path, the answer's type and how the answer is stored.
 */
export function useSendingMutation<TAnswer, TBody>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  store: (queryClient: QueryClient, answer: TAnswer) => unknown,
) {
  return useUpdatingMutation((body: TBody) => apiFetch<TAnswer>(path, { method, body }), store);
}
