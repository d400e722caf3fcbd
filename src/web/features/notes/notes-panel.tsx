import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPhoneCall } from '@tabler/icons-react';
import { LIMITS } from '../../../domain/constants.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { noteSchema } from '../../../domain/auditor-workspace.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useAddNote } from './api/add-note.ts';
import { useNotes } from './api/get-notes.ts';
import { bareList } from '../../components/bare-list.ts';

/** Notes recorded by the call log start with this (callNoteText). */
const CALL_NOTE_PREFIX = 'Telefonhívás –';

/**
 * The Comments tab (docs/roles/auditor.md, 'Notes and call log'): notes newest first with their author and
 * time, a new note (not empty, at most 500 characters) and the call log (the auditor's). Only auditors and
 * administrators see them (docs/product.md, 'Who sees notes'); the client sheet shows them to
 * administrators.
 */
export function NotesPanel({ propertyId, onLogCall }: { propertyId: string; onLogCall?: () => void }) {
  const notes = useNotes(propertyId);
  return (
    <Stack gap="md">
      <NoteForm propertyId={propertyId} onLogCall={onLogCall} />
      <Stack gap="xs" component="section" aria-labelledby="notes-title">
        <Title order={3} size="h5" id="notes-title">
          Korábbi megjegyzések
        </Title>
        {notes.isPending ? (
          <Busy label="Megjegyzések betöltése..." mih={80} />
        ) : notes.isError ? (
          <LoadError query={notes} title={MESSAGES.auditorWorkspace.notesLoadError} compact />
        ) : notes.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Még nincs megjegyzés ehhez az ügyfélhez.
          </Text>
        ) : (
          <Stack gap="xs" {...bareList} aria-label="Megjegyzések">
            {notes.data.map((note) => (
              <Paper key={note.id} component="li" withBorder p="sm">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Group gap={6} wrap="nowrap">
                    {note.content.startsWith(CALL_NOTE_PREFIX) && <IconPhoneCall size={16} aria-hidden />}
                    <Text fz="sm" fw={600}>
                      {note.createdByName}
                    </Text>
                  </Group>
                  <Text fz="xs" c="dimmed" component="time" dateTime={note.createdAt}>
                    {formatDateTime(note.createdAt)}
                  </Text>
                </Group>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.content}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function NoteForm({ propertyId, onLogCall }: { propertyId: string; onLogCall?: () => void }) {
  const add = useAddNote(propertyId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { content: '' },
    validate: schemaResolver(noteSchema, { sync: true }),
  });
  const length = form.getValues().content.length;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        add.mutate(values.content, {
          onSuccess: ({ message }) => {
            void showSuccess(message);
            form.reset();
          },
          onError: (error) => form.setErrors(formErrorsOf(error)),
        }),
      )}
    >
      <Stack gap="xs">
        <Textarea
          label="Új megjegyzés"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LIMITS.noteMax}
          description={`${length}/${LIMITS.noteMax} karakter`}
          {...form.getInputProps('content')}
        />
        {add.isError && (
          <Alert color="red" role="alert" title={MESSAGES.auditorWorkspace.noteSaveError}>
            {errorMessage(add.error)}
          </Alert>
        )}
        <Group justify={onLogCall ? 'space-between' : 'flex-end'}>
          {onLogCall && (
            <Button
              variant="default"
              leftSection={<IconPhoneCall size={16} aria-hidden />}
              onClick={onLogCall}
            >
              Hívás rögzítése
            </Button>
          )}
          <Button type="submit" loading={add.isPending}>
            Megjegyzés mentése
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
