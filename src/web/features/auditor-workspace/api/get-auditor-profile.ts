// GET /api/auditor/profile: the auditor's company details, capacity, counties, active flag, calendar link.
import { useQuery } from '@tanstack/react-query';
import type { AuditorOwnProfile } from '../../../../domain/auditor-workspace.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const auditorProfileQuery = getQuery<AuditorOwnProfile>(apiPaths.auditorProfile, () => [
  'auditor-workspace',
  'profile',
]);

export const useAuditorProfile = () => useQuery(auditorProfileQuery());
