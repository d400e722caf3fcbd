// POST /api/admin/assignment-plans: the campaign plan for the filtered waiting orders, kept on the server as
// the admin's draft; nothing is assigned yet (docs/roles/portal-admin.md, 'Automatic pairing').
import { useMutation } from '@tanstack/react-query';
import type { AssignmentPlan, AssignmentPlanRequest } from '../../../../domain/assignment-plan.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const planAssignments = (request: AssignmentPlanRequest) =>
  apiFetch<AssignmentPlan>(apiPaths.assignmentPlans(), { method: 'POST', body: request });

export const usePlanAssignments = () => useMutation({ mutationFn: planAssignments });
