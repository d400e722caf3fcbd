// The signed-in person, shared by the router's guards, the layout and every feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../domain/account.ts';
import { apiFetch } from './api-client.ts';
import { apiPaths } from './paths.ts';

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }): Promise<Me | null> =>
      (await apiFetch<{ me: Me | null }>(apiPaths.session(), { signal })).me,
    staleTime: 60_000,
  });

export const useSession = () => useQuery(sessionQuery());
