// The certificate file of an upload dialog (docs/roles/auditor.md, 'Certificate upload', for the auditor;
// docs/roles/admin-light.md, 'Upload for a client', for Admin Light): drag and drop or browse, the dialog's
// own check of the file, the chosen file's name and size with remove, and the upload's progress.
import { ActionIcon, Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileCertificate, IconFileUpload, IconFolderOpen, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { FILE_MAX_BYTES } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { formatFileSize } from '../lib/format-size.ts';

/** Which files an upload takes: the types with their name endings, the check, and the line that says so. */
export interface CertificateFileRules {
  accept: Record<string, string[]>;
  /** The dialog's own check of a chosen file (the server reads the bytes again); null when fine. */
  problem: (file: Pick<File, 'name' | 'type' | 'size'>) => string | null;
  /** The message for a file of another type. */
  typeMessage: string;
  /** Under the drop area, e.g. 'PDF, JPEG vagy PNG, max. 10MB'. */
  hint: string;
}

const ONE_FILE = 'Egyszerre egy fájlt tölthet fel.';

export function CertificateFileField({
  rules,
  file,
  onChange,
  pending,
  progress,
}: {
  rules: CertificateFileRules;
  file: File | null;
  /** A file that passed the check, or null (removed, or refused with the reason shown here). */
  onChange: (file: File | null) => void;
  pending: boolean;
  /** The upload's progress in percent while pending. */
  progress: number;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const openBrowser = useRef<() => void>(null);
  const hintId = useId();

  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    const found = files.length > 1 ? ONE_FILE : rules.problem(chosen);
    setProblem(found);
    onChange(found ? null : chosen);
  };
  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
    setProblem(
      codes.includes('too-many-files')
        ? ONE_FILE
        : codes.includes('file-too-large')
          ? MESSAGES.file.tooLarge
          : rules.typeMessage,
    );
    onChange(null);
  };

  return (
    <>
      <Dropzone
        onDrop={choose}
        onReject={reject}
        accept={rules.accept}
        maxSize={FILE_MAX_BYTES}
        multiple={false}
        maxFiles={1}
        disabled={pending}
        openRef={openBrowser}
        // The drop area is for the mouse; keyboard and screen-reader users have the button below it
        // (a focusable drop area would be a button with the file input nested inside).
        activateOnKeyboard={false}
        tabIndex={-1}
        inputProps={{ 'aria-label': 'Tanúsítvány fájl' }}
      >
        <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} color="var(--mantine-color-blue-8)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} color="var(--mantine-color-red-8)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={36} aria-hidden />
          </Dropzone.Idle>
          <Text fw={600} ta="center">
            Húzza ide a tanúsítványt, vagy kattintson a tallózáshoz
          </Text>
          <Text fz="sm" c="dimmed" ta="center" id={hintId}>
            {rules.hint}
          </Text>
        </Stack>
      </Dropzone>
      <Button
        variant="default"
        leftSection={<IconFolderOpen size={16} aria-hidden />}
        onClick={() => openBrowser.current?.()}
        disabled={pending}
        aria-describedby={hintId}
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
                  {formatFileSize(file.size)}
                </Text>
              </Stack>
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Fájl eltávolítása"
              disabled={pending}
              onClick={() => onChange(null)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {pending && (
            // Animated once the bytes are sent: the server is checking and storing the file.
            <Progress mt="xs" value={progress} aria-label="Feltöltés állapota" animated={progress >= 100} />
          )}
        </Paper>
      )}
    </>
  );
}
