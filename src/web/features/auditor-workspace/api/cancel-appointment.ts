// DELETE /api/auditor/properties/{id}/appointment: the auditor calls the survey off; the client is told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeAuditorClient } from './client-cache.ts';

export const cancelAuditorAppointment = (propertyId: string) =>
  apiFetch<{ client: AuditorClientDetail; message: string }>(apiPaths.auditorAppointment(propertyId), {
    method: 'DELETE',
  });

export function useCancelAuditorAppointment(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelAuditorAppointment(propertyId),
    onSuccess: ({ client }) => storeAuditorClient(queryClient, client),
    meta: { handlesError: true },
  });
}
