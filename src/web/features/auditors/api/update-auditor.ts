// PUT /api/admin/auditors/{id}: the edit form's real save (docs/product.md, 'Buttons that do what they say').
import type { AdminAuditorDetail, AdminAuditorUpdate } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorQuery } from './get-admin-auditor.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const updateAuditor = (auditorId: string, input: AdminAuditorUpdate) =>
  apiFetch<{ auditor: AdminAuditorDetail; message: string }>(apiPaths.adminAuditor(auditorId), {
    method: 'PUT',
    body: input,
  });

export const useUpdateAuditor = (auditorId: string) =>
  useUpdatingMutation(
    (input: AdminAuditorUpdate) => updateAuditor(auditorId, input),
    async (queryClient, { auditor }) => {
      queryClient.setQueryData(adminAuditorQuery(auditorId).queryKey, auditor);
      await queryClient.invalidateQueries({ queryKey: adminAuditorsKey() });
    },
  );
