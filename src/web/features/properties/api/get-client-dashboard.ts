// GET /api/client/property: the client's whole dashboard in one answer.
import { useQuery } from '@tanstack/react-query';
import type { ClientDashboard } from '../../../../domain/property.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const clientDashboardQuery = getQuery<ClientDashboard>(apiPaths.clientProperty, () => [
  'properties',
  'client-dashboard',
]);

export const useClientDashboard = () => useQuery(clientDashboardQuery());
