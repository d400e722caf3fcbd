// POST /api/properties/{id}/appointment/cancel: the client cancels the survey; the auditor is told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyView } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export const cancelAppointment = (propertyId: string, reason: string) =>
  apiFetch<{ property: PropertyView; message: string }>(apiPaths.cancelAppointment(propertyId), {
    method: 'POST',
    body: reason.trim() === '' ? {} : { reason },
  });

export function useCancelAppointment(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelAppointment(propertyId, reason),
    onSuccess: ({ property }) => storeProperty(queryClient, property),
    meta: { handlesError: true },
  });
}
