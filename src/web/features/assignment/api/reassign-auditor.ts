// POST /api/admin/properties/{id}/reassignment and /auditor-removal: another auditor takes
// the property, or it waits for one again. Everything that shows the property, the auditors' load or the
// counters is fetched again, as after an assignment.
import type { ReassignAuditorInput, RemoveAuditorInput } from '../../../../domain/reassignment.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { useAssignmentMutation } from './refresh-after-assignment.ts';

export type ReassignmentInput =
  | ({ kind: 'reassign'; propertyId: string } & ReassignAuditorInput)
  | ({ kind: 'remove'; propertyId: string } & RemoveAuditorInput);

export const reassignAuditor = (input: ReassignmentInput) => {
  if (input.kind === 'reassign') {
    const { fromAuditorId, auditorId, reason } = input;
    return apiFetch<{ message: string }>(apiPaths.reassignment(input.propertyId), {
      method: 'POST',
      body: { fromAuditorId, auditorId, reason },
    });
  }
  const { fromAuditorId, reason } = input;
  return apiFetch<{ message: string }>(apiPaths.auditorRemoval(input.propertyId), {
    method: 'POST',
    body: { fromAuditorId, reason },
  });
};

export const useReassignAuditor = () => useAssignmentMutation(reassignAuditor);
