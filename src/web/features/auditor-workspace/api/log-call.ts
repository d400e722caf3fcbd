// POST /api/properties/{id}/calls: a phone call, recorded as a note ('Telefonhívás – …').
import type { CallOutcome, NoteView } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
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

export const useLogCall = (propertyId: string) =>
  useUpdatingMutation(
    (call: CallLogInput) => logCall(propertyId, call),
    (queryClient, { note }) => storeNote(queryClient, propertyId, note),
  );
