// The certificate file of an upload dialog (docs/roles/auditor.md, 'Certificate upload', for the auditor;
// docs/roles/admin-light.md, 'Upload for a client', for Admin Light): drag and drop or browse, the dialog's
// own check of the file, the chosen file's name and size with remove, the upload's progress, and the dialog's
// 'Mégsem' and 'Feltöltés' buttons.
import { Alert, Loader, Progress } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconFileCertificate, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FILE_MAX_BYTES } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { ChosenFile, FileDrop, rejectionMessage } from './file-drop.tsx';
import { FormActions } from './form-actions.tsx';

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

/** What the field reads of the upload it chooses the file for (useUploadCertificate and its like). */
interface UploadLike {
  isPending: boolean;
  /** The upload's progress in percent while pending. */
  progress: number;
  reset: () => void;
}

export function CertificateFileField({
  rules,
  file,
  onChange,
  upload,
}: {
  rules: CertificateFileRules;
  file: File | null;
  /** A file that passed the check, or null (removed, or refused with the reason shown here). */
  onChange: (file: File | null) => void;
  /** Its failure is cleared when another file is chosen. */
  upload: UploadLike;
}) {
  const pending = upload.isPending;
  const progress = upload.progress;
  const change = (chosen: File | null) => {
    upload.reset();
    onChange(chosen);
  };
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    const found = files.length > 1 ? MESSAGES.file.oneAtATime : rules.problem(chosen);
    setProblem(found);
    change(found ? null : chosen);
  };
  const reject = (rejections: FileRejection[]) => {
    setProblem(
      rejectionMessage(rejections, { tooLarge: MESSAGES.file.tooLarge, wrongType: rules.typeMessage }),
    );
    change(null);
  };

  return (
    <>
      <FileDrop
        onDrop={choose}
        onReject={reject}
        accept={rules.accept}
        maxSize={FILE_MAX_BYTES}
        disabled={pending}
        inputLabel="Tanúsítvány fájl"
        prompt="Húzza ide a tanúsítványt, vagy kattintson a tallózáshoz"
        hint={rules.hint}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {file && (
        <ChosenFile
          file={file}
          icon={<IconFileCertificate size={28} aria-hidden />}
          disabled={pending}
          onRemove={() => change(null)}
        >
          {pending && (
            // Animated once the bytes are sent: the server is checking and storing the file.
            <Progress mt="xs" value={progress} aria-label="Feltöltés állapota" animated={progress >= 100} />
          )}
        </ChosenFile>
      )}
    </>
  );
}

/** The upload dialog's buttons: 'Mégsem', and 'Feltöltés' once there is something to send. */
export function CertificateUploadActions({
  onCancel,
  isReady,
  isPending,
}: {
  onCancel: () => void;
  /** A file, and whatever else the dialog needs, is chosen. */
  isReady: boolean;
  isPending: boolean;
}) {
  return (
    <FormActions
      onCancel={onCancel}
      gap="sm"
      disabled={!isReady || isPending}
      leftSection={isPending ? <Loader size={14} aria-hidden /> : <IconUpload size={16} aria-hidden />}
    >
      {isPending ? 'Feltöltés...' : 'Feltöltés'}
    </FormActions>
  );
}
