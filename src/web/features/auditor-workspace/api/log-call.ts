// POST /api/properties/{id}/calls: a phone call, recorded as a note ('Telefonhívás – …').
import type { z } from 'zod';
import type { callLogSchema, NoteView } from '../../../../domain/auditor-workspace.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeNote } from '../../notes/index.ts';

export type CallLogInput = z.input<typeof callLogSchema>;

export const useLogCall = (propertyId: string) =>
  useSendingMutation<{ note: NoteView; message: string }, CallLogInput>(
    'POST',
    apiPaths.propertyCalls(propertyId),
    (queryClient, { note }) => storeNote(queryClient, propertyId, note),
  );
