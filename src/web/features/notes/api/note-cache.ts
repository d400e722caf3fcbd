// A saved note shows at the top at once; the list is then refetched through its own factory.
import type { QueryClient } from '@tanstack/react-query';
import type { NoteView } from '../../../../domain/auditor-workspace.ts';
import { notesQuery } from './get-notes.ts';

export async function storeNote(queryClient: QueryClient, propertyId: string, note: NoteView) {
  const { queryKey } = notesQuery(propertyId);
  queryClient.setQueryData(queryKey, (notes) => [note, ...(notes ?? []).filter((n) => n.id !== note.id)]);
  await queryClient.invalidateQueries({ queryKey });
}
