// POST /api/admin/assignment-batches/{id}/start and GET /api/admin/assignment-batches/{id}: the confirmed
// plan runs as a background job; the screen follows it until it is done, then refreshes what it changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentBatch } from '../../../../domain/assignment-plan.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { useRefreshAfterAssignment } from './refresh-after-assignment.ts';

/** How often a running batch is asked about: often enough to move the bar, rare enough for 10 000 items. */
export const BATCH_POLL_MS = 1_000;

export const assignmentBatchKey = (batchId: string) => ['admin', 'assignment-batch', batchId] as const;

export const assignmentBatchQuery = getQuery<AssignmentBatch, [batchId: string]>(
  apiPaths.assignmentBatch,
  assignmentBatchKey,
  { refetchInterval: (current) => (current.state.data?.status === 'done' ? false : BATCH_POLL_MS) },
);

export const useAssignmentBatch = (batchId: string | null) =>
  useQuery({ ...assignmentBatchQuery(batchId ?? ''), enabled: batchId !== null });

/** The lists that show the assigned orders and the auditors' loads, stale once a batch is done. */
export const useRefreshAfterBatch = useRefreshAfterAssignment;

export const startAssignmentBatch = (batchId: string) =>
  apiFetch<AssignmentBatch>(apiPaths.assignmentBatchStart(batchId), { method: 'POST' });

export function useStartAssignmentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssignmentBatch,
    onSuccess: (batch) => queryClient.setQueryData(assignmentBatchKey(batch.batchId), batch),
  });
}
