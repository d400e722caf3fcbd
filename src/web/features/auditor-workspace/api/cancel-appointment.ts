// DELETE /api/auditor/properties/{id}/appointment: the auditor calls the survey off; the client is told.
import type { AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeAuditorClient } from './client-cache.ts';

export const cancelAuditorAppointment = (propertyId: string) =>
  apiFetch<{ client: AuditorClientDetail; message: string }>(apiPaths.auditorAppointment(propertyId), {
    method: 'DELETE',
  });

export const useCancelAuditorAppointment = (propertyId: string) =>
  useUpdatingMutation(
    () => cancelAuditorAppointment(propertyId),
    (queryClient, { client }) => storeAuditorClient(queryClient, client),
  );
