import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconFolderOpen, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/messages.ts';
import { formatFileSize } from '../lib/format-size.ts';

/**
 * Why the drop area refused a file, in the screen's words: more than one file, one over the size limit, or one
 * of a type the screen does not take.
 */
export function rejectionMessage(
  rejections: FileRejection[],
  messages: { tooLarge: string; wrongType: string },
): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('too-many-files')) return MESSAGES.file.oneAtATime;
  return codes.includes('file-too-large') ? messages.tooLarge : messages.wrongType;
}

/**
 * One file, dropped on the area or chosen with 'Fájl tallózása'. The drop area is for the mouse; keyboard and
 * screen-reader users have the button below it (a focusable drop area would be a button with the file input
 * nested inside). The button is described by the hint, the accepted types and size.
 */
export function FileDrop({
  onDrop,
  onReject,
  accept,
  maxSize,
  disabled,
  inputLabel,
  prompt,
  hint,
}: Pick<DropzoneProps, 'onDrop' | 'onReject' | 'accept' | 'maxSize'> & {
  disabled: boolean;
  /** The file input's name for screen readers ('Kuponfájl'). */
  inputLabel: string;
  /** The area's call to action ('Húzza ide a kuponfájlt, vagy kattintson a tallózáshoz'). */
  prompt: string;
  hint: string;
}) {
  const openBrowser = useRef<() => void>(null);
  const hintId = useId();
  return (
    <>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        accept={accept}
        maxSize={maxSize}
        multiple={false}
        maxFiles={1}
        disabled={disabled}
        openRef={openBrowser}
        activateOnKeyboard={false}
        tabIndex={-1}
        inputProps={{ 'aria-label': inputLabel }}
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
            {prompt}
          </Text>
          <Text fz="sm" c="dimmed" ta="center" id={hintId}>
            {hint}
          </Text>
        </Stack>
      </Dropzone>
      <Button
        variant="default"
        leftSection={<IconFolderOpen size={16} aria-hidden />}
        onClick={() => openBrowser.current?.()}
        disabled={disabled}
        aria-describedby={hintId}
        style={{ alignSelf: 'flex-start' }}
      >
        Fájl tallózása
      </Button>
    </>
  );
}

/** The chosen file: its kind's icon, name and size, 'Fájl eltávolítása', and the upload's progress below. */
export function ChosenFile({
  file,
  icon,
  disabled,
  onRemove,
  children,
}: {
  file: File;
  icon: ReactNode;
  disabled: boolean;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" role="group" aria-label="Kiválasztott fájl">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {icon}
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
          disabled={disabled}
          onClick={onRemove}
        >
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {children}
    </Paper>
  );
}
