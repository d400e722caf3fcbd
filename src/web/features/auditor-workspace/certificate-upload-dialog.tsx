import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { CertificateFileField, CertificateUploadActions } from '../../components/certificate-file-field.tsx';
import { showSuccess } from '../../lib/notify.ts';
import { useUploadCertificate } from './api/upload-certificate.ts';
import { ClientSummary } from './appointment-dialog.tsx';
import { AUDITOR_CERTIFICATE_FILE } from './certificate-file.ts';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

/**
 * The thrown message inside the dialog's sentence ('Hiba a feltöltés során: …', docs/roles/auditor.md,
 * 'Certificate upload'), or the unexpected one.
 */
export const uploadFailure = (error: unknown) =>
  error instanceof ApiError
    ? MESSAGES.auditorWorkspace.uploadError(error.message)
    : MESSAGES.auditorWorkspace.uploadUnexpected;

/**
 * docs/roles/auditor.md, 'Certificate upload': drag and drop or browse, PDF or image only, the chosen file's
 * name and size with remove, 'max. 10MB'. A second upload replaces the certificate (the server keeps
 * the old one's name in the log).
 */
export function CertificateUploadDialog({
  client,
  existingCertificate,
  ...dialog
}: {
  client: AuditorClientRow | null;
  /** The current certificate's name and upload time, when this upload replaces it. */
  existingCertificate?: { name: string; uploadedAt: string } | null;
} & DialogProps) {
  return (
    <SubjectModal
      subject={client}
      {...dialog}
      title={client?.hasCertificate ? 'Tanúsítvány cseréje' : 'Tanúsítvány feltöltése'}
      size="lg"
    >
      {(client) => (
        <UploadForm
          key={client.propertyId}
          client={client}
          existingCertificate={existingCertificate ?? null}
          onDone={dialog.onClose}
        />
      )}
    </SubjectModal>
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
  const upload = useUploadCertificate(client.propertyId);
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
        <CertificateFileField
          rules={AUDITOR_CERTIFICATE_FILE}
          file={file}
          onChange={setFile}
          upload={upload}
        />
        {upload.isError && (
          <Alert color="red" role="alert">
            {uploadFailure(upload.error)}
          </Alert>
        )}
        <CertificateUploadActions onCancel={onDone} isReady={!!file} isPending={upload.isPending} />
      </Stack>
    </form>
  );
}
