import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { apiPaths } from './paths.ts';
import type { PublicConfig } from '../../domain/public-config.ts';

export const getPublicConfig = (signal?: AbortSignal) =>
  apiFetch<PublicConfig>(apiPaths.publicConfig(), signal ? { signal } : {});

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQuery());
