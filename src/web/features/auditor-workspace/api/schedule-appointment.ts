// PUT /api/auditor/properties/{id}/appointment: sets or moves the survey; the client gets an invitation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentFields, AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeAuditorClient } from './client-cache.ts';

export const scheduleAppointment = (propertyId: string, fields: AppointmentFields) =>
  apiFetch<{ client: AuditorClientDetail; message: string }>(apiPaths.auditorAppointment(propertyId), {
    method: 'PUT',
    body: fields,
  });

export function useScheduleAppointment(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AppointmentFields) => scheduleAppointment(propertyId, fields),
    onSuccess: ({ client }) => storeAuditorClient(queryClient, client),
    meta: { handlesError: true },
  });
}
