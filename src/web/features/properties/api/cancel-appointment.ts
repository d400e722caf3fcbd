// POST /api/properties/{id}/appointment/cancel: the client cancels the survey; the auditor is told.
import type { PropertyView } from '../../../../domain/property.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeProperty } from './property-cache.ts';

export const cancelAppointment = (propertyId: string, reason: string) =>
  apiFetch<{ property: PropertyView; message: string }>(apiPaths.cancelAppointment(propertyId), {
    method: 'POST',
    body: reason.trim() === '' ? {} : { reason },
  });

export const useCancelAppointment = (propertyId: string) =>
  useUpdatingMutation(
    (reason: string) => cancelAppointment(propertyId, reason),
    (queryClient, { property }) => storeProperty(queryClient, property),
  );
