import { ActionIcon, Alert, Button, Group, Loader, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileCertificate, IconFileUpload, IconFolderOpen, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useUploadCertificate } from './api/upload-certificate.ts';
import { ClientSummary } from './appointment-dialog.tsx';
import { CERTIFICATE_ACCEPT, certificateFileProblem, formatMegabytes } from './certificate-file.ts';

/** spec 01 §8 Upload: the thrown message inside the spec's sentence, or the unexpected one. */
export const uploadFailure = (error: unknown) =>
  error instanceof ApiError
    ? MESSAGES.auditorWorkspace.uploadError(error.message)
    : MESSAGES.auditorWorkspace.uploadUnexpected;

/** What a refused drop or pick means, in the spec's words. */
function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('too-many-files')) return 'Egyszerre egy fájlt tölthet fel.';
  if (codes.includes('file-too-large')) return MESSAGES.file.tooLarge;
  return MESSAGES.file.auditorType;
}

/**
 * spec 01 §2 Certificate upload dialog: drag and drop or browse, PDF or image only, the chosen file's
 * name and size with remove, 'max. 10MB'. A second upload replaces the certificate (the server keeps
 * the old one's name in the log).
 */
export function CertificateUploadDialog({
  client,
  existingCertificate,
  opened,
  onClose,
}: {
  client: AuditorClientRow | null;
  /** The current certificate's name and upload time, when this upload replaces it. */
  existingCertificate?: { name: string; uploadedAt: string } | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened && client !== null}
      onClose={onClose}
      title={client?.hasCertificate ? 'Tanúsítvány cseréje' : 'Tanúsítvány feltöltése'}
      centered
      size="lg"
    >
      {client && (
        <UploadForm
          key={client.propertyId}
          client={client}
          existingCertificate={existingCertificate ?? null}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function UploadForm({
  client,
  existingCertificate,
  onDone,
}: {
  client: AuditorClientRow;
  existingCertificate: { name: string; uploadedAt: string } | null;
  onDone: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadCertificate(client.propertyId);
  const openBrowser = useRef<() => void>(null);

  const choose = (files: File[]) => {
    upload.reset();
    const [chosen] = files;
    if (!chosen) return;
    const found = files.length > 1 ? 'Egyszerre egy fájlt tölthet fel.' : certificateFileProblem(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
  };
  const reject = (rejections: FileRejection[]) => {
    upload.reset();
    setFile(null);
    setProblem(rejectionMessage(rejections));
  };
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: ({ message }) => {
        void showSuccess(message);
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={send} aria-label="Tanúsítvány fájl feltöltése">
      <Stack gap="md">
        <ClientSummary client={client} />
        {client.hasCertificate && (
          <Alert color="yellow" role="note" title="A feltöltött fájl lecseréli a mostani tanúsítványt">
            {existingCertificate
              ? `Jelenlegi: ${existingCertificate.name} (feltöltve: ${formatDate(existingCertificate.uploadedAt)}). `
              : ''}
            A korábbi fájl neve megmarad a naplóban, a megosztási linkek az új fájlra mutatnak.
          </Alert>
        )}
        <Dropzone
          onDrop={choose}
          onReject={reject}
          accept={CERTIFICATE_ACCEPT}
          multiple={false}
          maxFiles={1}
          disabled={upload.isPending}
          openRef={openBrowser}
          // The drop area is for the mouse; keyboard and screen-reader users have the button below it
          // (a focusable drop area would be a button with the file input nested inside).
          activateOnKeyboard={false}
          tabIndex={-1}
          inputProps={{ 'aria-label': 'Tanúsítvány fájl' }}
        >
          <Stack align="center" gap={6} py="lg" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={40} color="var(--mantine-color-blue-8)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} color="var(--mantine-color-red-8)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileUpload size={40} aria-hidden />
            </Dropzone.Idle>
            <Text fw={600} ta="center">
              Húzza ide a tanúsítványt, vagy kattintson a tallózáshoz
            </Text>
            <Text fz="sm" c="dimmed" ta="center" id="certificate-file-hint">
              PDF vagy kép (JPEG, PNG, GIF), max. 10MB
            </Text>
          </Stack>
        </Dropzone>
        <Button
          variant="default"
          leftSection={<IconFolderOpen size={16} aria-hidden />}
          onClick={() => openBrowser.current?.()}
          disabled={upload.isPending}
          aria-describedby="certificate-file-hint"
          style={{ alignSelf: 'flex-start' }}
        >
          Fájl tallózása
        </Button>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {file && (
          <Paper withBorder p="sm" role="group" aria-label="Kiválasztott fájl">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileCertificate size={28} aria-hidden />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatMegabytes(file.size)}
                  </Text>
                </Stack>
              </Group>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Fájl eltávolítása"
                disabled={upload.isPending}
                onClick={() => {
                  setFile(null);
                  upload.reset();
                }}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Group>
            {upload.isPending && (
              <Progress
                mt="xs"
                value={upload.progress}
                aria-label="Feltöltés állapota"
                animated={upload.progress >= 100}
              />
            )}
          </Paper>
        )}
        {upload.isError && (
          <Alert color="red" role="alert">
            {uploadFailure(upload.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Mégsem
          </Button>
          <Button
            type="submit"
            disabled={!file || upload.isPending}
            leftSection={
              upload.isPending ? <Loader size={14} aria-hidden /> : <IconUpload size={16} aria-hidden />
            }
          >
            {upload.isPending ? 'Feltöltés...' : 'Feltöltés'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
