// PUT /api/admin/auditors/{id}: the edit form's real save (docs/product.md, 'Buttons that do what they say').
import type { AdminAuditorDetail, AdminAuditorUpdate } from '../../../../domain/admin.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorQuery } from './get-admin-auditor.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const useUpdateAuditor = (auditorId: string) =>
  useSendingMutation<{ auditor: AdminAuditorDetail; message: string }, AdminAuditorUpdate>(
    'PUT',
    apiPaths.adminAuditor(auditorId),
    async (queryClient, { auditor }) => {
      queryClient.setQueryData(adminAuditorQuery(auditorId).queryKey, auditor);
      await queryClient.invalidateQueries({ queryKey: adminAuditorsKey() });
    },
  );
