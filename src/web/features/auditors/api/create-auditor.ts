// POST /api/admin/auditors: the wizard's new auditor with a temporary password; the server e-mails the
// login details and a set-password link (docs/rules/emails.md, 'AUDITOR_REGISTRATION').
import type { AdminAuditorCreate, AdminAuditorDetail } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { adminAuditorsKey } from '../../../lib/query-keys.ts';

export const createAuditor = (input: AdminAuditorCreate) =>
  apiFetch<{ auditor: AdminAuditorDetail; message: string }>(apiPaths.adminAuditors(), {
    method: 'POST',
    body: input,
  });

export const useCreateAuditor = () => useRefreshingMutation(createAuditor, adminAuditorsKey(), 'onSuccess');
