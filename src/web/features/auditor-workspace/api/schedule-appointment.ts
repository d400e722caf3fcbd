// PUT /api/auditor/properties/{id}/appointment: sets or moves the survey; the client gets an invitation.
import type { AppointmentFields, AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeAuditorClient } from './client-cache.ts';

export const useScheduleAppointment = (propertyId: string) =>
  useSendingMutation<{ client: AuditorClientDetail; message: string }, AppointmentFields>(
    'PUT',
    apiPaths.auditorAppointment(propertyId),
    (queryClient, { client }) => storeAuditorClient(queryClient, client),
  );
