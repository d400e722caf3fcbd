// PUT /api/admin/auditors/{id}: the edit form's real save (docs/product.md, 'Buttons that do what they say').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAuditorDetail, AdminAuditorUpdate } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorQuery } from './get-admin-auditor.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const updateAuditor = (auditorId: string, input: AdminAuditorUpdate) =>
  apiFetch<{ auditor: AdminAuditorDetail; message: string }>(apiPaths.adminAuditor(auditorId), {
    method: 'PUT',
    body: input,
  });

export function useUpdateAuditor(auditorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminAuditorUpdate) => updateAuditor(auditorId, input),
    onSuccess: async ({ auditor }) => {
      queryClient.setQueryData(adminAuditorQuery(auditorId).queryKey, auditor);
      await queryClient.invalidateQueries({ queryKey: adminAuditorsKey() });
    },
    meta: { handlesError: true },
  });
}
