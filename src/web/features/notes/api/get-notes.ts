// GET /api/properties/{id}/notes: the notes and call log, newest first (auditors and administrators only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteView } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const getNotes = (propertyId: string, signal?: AbortSignal) =>
  apiFetch<NoteView[]>(apiPaths.propertyNotes(propertyId), signal ? { signal } : {});

export const notesQuery = (propertyId: string) =>
  queryOptions({
    queryKey: ['auditor-workspace', 'notes', propertyId],
    queryFn: ({ signal }) => getNotes(propertyId, signal),
  });

export const useNotes = (propertyId: string) => useQuery(notesQuery(propertyId));
