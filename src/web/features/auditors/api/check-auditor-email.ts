// POST /api/admin/auditors/email-check: whether the wizard's or the edit form's e-mail address is free,
// asked when the person leaves the wizard's first step.
import { useMutation } from '@tanstack/react-query';
import type { AdminAuditorEmailCheck, AdminAuditorEmailCheckResult } from '../../../../domain/admin.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const checkAuditorEmail = (input: AdminAuditorEmailCheck) =>
  apiFetch<AdminAuditorEmailCheckResult>(apiPaths.adminAuditorEmailCheck(), {
    method: 'POST',
    body: input,
  });

export const useCheckAuditorEmail = () =>
  useMutation({ mutationFn: checkAuditorEmail, meta: { handlesError: true } });
