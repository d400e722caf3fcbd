// POST /api/admin/properties/{id}/assignment: the chosen auditor takes the property (one of two
// simultaneous assignments wins; the other answers 409 no_property_to_assign, docs/rules/errors.md,
// 'Assignment'). Every list that shows the property, the auditor's load or the counters is fetched again.
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { useAssignmentMutation } from './refresh-after-assignment.ts';

export interface AssignmentInput {
  propertyId: string;
  auditorId: string;
}

export const assignAuditor = ({ propertyId, auditorId }: AssignmentInput) =>
  apiFetch<{ message: string }>(apiPaths.assignment(propertyId), { method: 'POST', body: { auditorId } });

export const useAssignAuditor = () => useAssignmentMutation(assignAuditor);
