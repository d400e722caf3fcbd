// POST /api/properties/{id}/notes: a note on the client, not empty, at most 500 characters
// (docs/rules/validation.md, 'Notes, calls, ratings, cancellation reasons').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteView } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeNote } from './note-cache.ts';

export const addNote = (propertyId: string, content: string) =>
  apiFetch<{ note: NoteView; message: string }>(apiPaths.propertyNotes(propertyId), {
    method: 'POST',
    body: { content },
  });

export function useAddNote(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addNote(propertyId, content),
    onSuccess: ({ note }) => storeNote(queryClient, propertyId, note),
    meta: { handlesError: true },
  });
}
