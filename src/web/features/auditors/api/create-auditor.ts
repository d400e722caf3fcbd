// POST /api/admin/auditors: the wizard's new auditor with a temporary password; the server e-mails the
// login details and a set-password link (docs/rules/emails.md, 'AUDITOR_REGISTRATION').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAuditorCreate, AdminAuditorDetail } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const createAuditor = (input: AdminAuditorCreate) =>
  apiFetch<{ auditor: AdminAuditorDetail; message: string }>(apiPaths.adminAuditors(), {
    method: 'POST',
    body: input,
  });

export function useCreateAuditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuditor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAuditorsKey() }),
    meta: { handlesError: true },
  });
}
