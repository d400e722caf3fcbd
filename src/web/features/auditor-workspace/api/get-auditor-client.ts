// GET /api/auditor/properties/{id}: one assigned client for the detail dialog.
import { useQuery } from '@tanstack/react-query';
import type { AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const auditorClientQuery = getQuery<AuditorClientDetail, [propertyId: string]>(
  apiPaths.auditorClient,
  (propertyId) => ['auditor-workspace', 'client', propertyId],
);

export const useAuditorClient = (propertyId: string) => useQuery(auditorClientQuery(propertyId));
