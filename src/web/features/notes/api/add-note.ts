// POST /api/properties/{id}/notes: a note on the client, not empty, at most 500 characters
// (docs/rules/validation.md, 'Notes, calls, ratings, cancellation reasons').
import type { NoteView } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeNote } from './note-cache.ts';

export const addNote = (propertyId: string, content: string) =>
  apiFetch<{ note: NoteView; message: string }>(apiPaths.propertyNotes(propertyId), {
    method: 'POST',
    body: { content },
  });

export const useAddNote = (propertyId: string) =>
  useUpdatingMutation(
    (content: string) => addNote(propertyId, content),
    (queryClient, { note }) => storeNote(queryClient, propertyId, note),
  );
