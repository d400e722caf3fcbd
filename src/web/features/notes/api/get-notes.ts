// GET /api/properties/{id}/notes: the notes and call log, newest first (auditors and administrators only).
import { useQuery } from '@tanstack/react-query';
import type { NoteView } from '../../../../domain/auditor-workspace.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const notesQuery = getQuery<NoteView[], [propertyId: string]>(apiPaths.propertyNotes, (propertyId) => [
  'auditor-workspace',
  'notes',
  propertyId,
]);

export const useNotes = (propertyId: string) => useQuery(notesQuery(propertyId));
