// GET /api/auditor/profile: the auditor's company details, capacity, counties, active flag, calendar link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditorOwnProfile } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const getAuditorProfile = (signal?: AbortSignal) =>
  apiFetch<AuditorOwnProfile>(apiPaths.auditorProfile(), signal ? { signal } : {});

export const auditorProfileQuery = () =>
  queryOptions({
    queryKey: ['auditor-workspace', 'profile'],
    queryFn: ({ signal }) => getAuditorProfile(signal),
  });

export const useAuditorProfile = () => useQuery(auditorProfileQuery());
