// GET /api/admin/clients/{id}: the client sheet (docs/roles/portal-admin.md, 'Client sheet').
import { useQuery } from '@tanstack/react-query';
import type { AdminClientSheet } from '../../../../domain/admin.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminClientsKey } from '../../../lib/query-keys.ts';

export const adminClientQuery = getQuery<AdminClientSheet, [clientId: string]>(
  apiPaths.adminClient,
  (clientId) => [...adminClientsKey(), 'sheet', clientId],
);

export const useAdminClient = (clientId: string) => useQuery(adminClientQuery(clientId));
