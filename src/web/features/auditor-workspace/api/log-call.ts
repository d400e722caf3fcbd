// POST /api/properties/{id}/calls: a phone call, recorded as a note ('Telefonhívás – …').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOutcome, NoteView } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeNote } from '../../notes/index.ts';

export interface CallLogInput {
  outcome: CallOutcome;
  summary?: string;
}

export const logCall = (propertyId: string, call: CallLogInput) =>
  apiFetch<{ note: NoteView; message: string }>(apiPaths.propertyCalls(propertyId), {
    method: 'POST',
    body: call,
  });

export function useLogCall(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: CallLogInput) => logCall(propertyId, call),
    onSuccess: ({ note }) => storeNote(queryClient, propertyId, note),
    meta: { handlesError: true },
  });
}
