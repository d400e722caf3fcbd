// PUT /api/auditor/properties/{id}/appointment: sets or moves the survey; the client gets an invitation.
import type { AppointmentFields, AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeAuditorClient } from './client-cache.ts';

export const scheduleAppointment = (propertyId: string, fields: AppointmentFields) =>
  apiFetch<{ client: AuditorClientDetail; message: string }>(apiPaths.auditorAppointment(propertyId), {
    method: 'PUT',
    body: fields,
  });

export const useScheduleAppointment = (propertyId: string) =>
  useUpdatingMutation(
    (fields: AppointmentFields) => scheduleAppointment(propertyId, fields),
    (queryClient, { client }) => storeAuditorClient(queryClient, client),
  );
