import { Alert, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_CERTIFICATE_MIME_TYPES, type UploadClient } from '../../../domain/certificates.ts';
import { acceptedFiles, chosenFileProblem } from '../../../domain/certificate-files.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import {
  CertificateFileField,
  CertificateUploadActions,
  type CertificateFileRules,
} from '../../components/certificate-file-field.tsx';
import { useUploadClients } from './api/search-upload-clients.ts';
import { useUploadForClient } from './api/upload-for-client.ts';

/** The dialog's own check of a chosen file; the server reads the bytes and counts the size again. */
export const adminFileProblem = (file: Pick<File, 'name' | 'type' | 'size'>) =>
  chosenFileProblem(file, ADMIN_CERTIFICATE_MIME_TYPES, MESSAGES.file.adminType);

/** What Admin Light's upload takes (docs/roles/admin-light.md, 'Upload for a client'). */
const ADMIN_CERTIFICATE_FILE: CertificateFileRules = {
  accept: acceptedFiles(ADMIN_CERTIFICATE_MIME_TYPES),
  problem: adminFileProblem,
  typeMessage: MESSAGES.file.adminType,
  hint: 'PDF, JPEG vagy PNG, max. 10MB',
};

/** The 'Feltöltési hiba' banner: the server's Hungarian reason, or our own texts for the rest. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return MESSAGES.certificates.uploadForbidden;
    if (error.code === 'internal_error') return MESSAGES.certificates.recordFailed;
    return error.message || MESSAGES.certificates.uploadUnknown;
  }
  return error instanceof Error
    ? MESSAGES.certificates.uploadUnexpected(error.message)
    : MESSAGES.certificates.uploadUnknown;
}

/**
 * The upload dialog (docs/roles/admin-light.md, 'Upload for a client'): a client picker searched on the
 * server (name, e-mail or address; the choice is shown), drag and drop or browse, remove the file, 'Mégsem'
 * and 'Feltöltés' (only with a client and a file). Completing the property is the server's (the auditor's
 * upload path).
 */
export function UploadCertificateDialog({
  opened,
  onClose,
  onUploaded,
  onFailed,
}: {
  opened: boolean;
  onClose: () => void;
  onUploaded: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Tanúsítvány feltöltése ügyfélnek" centered size="lg">
      {opened && <UploadForm onDone={onClose} onUploaded={onUploaded} onFailed={onFailed} />}
    </Modal>
  );
}

function UploadForm({
  onDone,
  onUploaded,
  onFailed,
}: {
  onDone: () => void;
  onUploaded: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const clients = useUploadClients(debounced, true);
  const [client, setClient] = useState<UploadClient | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadForClient();
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!client || !file || upload.isPending) return;
    upload.mutate(
      { clientId: client.clientId, file },
      {
        onSuccess: ({ message }) => {
          onUploaded(message);
          onDone();
        },
        onError: (error) => onFailed(uploadErrorMessage(error)),
      },
    );
  };
  const items = clients.data?.items ?? [];

  return (
    <form noValidate onSubmit={send} aria-label="Tanúsítvány feltöltése ügyfélnek">
      <Stack gap="md">
        <TextInput
          label="Ügyfél keresése"
          description="Név, email cím vagy cím alapján"
          placeholder="pl. Kovács, kovacs@…, Andrássy út"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={clients.isFetching ? <Loader size={14} aria-hidden /> : null}
          type="search"
          maxLength={100}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {clients.isError ? (
          <Alert color="red" role="alert" title={MESSAGES.clients.listLoadError}>
            {errorMessage(clients.error)}
          </Alert>
        ) : (
          <Radio.Group
            label="Ügyfél"
            value={client?.clientId ?? null}
            onChange={(id) => setClient(items.find((item) => item.clientId === id) ?? client)}
          >
            <ScrollArea.Autosize mah={220} type="auto" mt={6}>
              <Stack gap={6}>
                {items.length === 0 && !clients.isPending && (
                  <Text fz="sm" c="dimmed">
                    Nincs a keresésnek megfelelő ügyfél.
                  </Text>
                )}
                {items.map((item) => (
                  <Radio.Card
                    key={item.clientId}
                    value={item.clientId}
                    disabled={item.blockedReason !== null}
                    p="xs"
                    radius="sm"
                    aria-label={`${item.name} (${item.displayId})`}
                    style={item.blockedReason ? { cursor: 'not-allowed' } : undefined}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator disabled={item.blockedReason !== null} mt={2} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fz="sm" fw={600}>
                          {item.name}{' '}
                          <Text span fz="xs" c="dimmed" ff="monospace">
                            {item.displayId}
                          </Text>
                        </Text>
                        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {item.email}
                          {item.address ? ` · ${item.address}` : ''}
                        </Text>
                        {item.blockedReason ? (
                          <Text fz="xs" c="red.9">
                            {item.blockedReason}
                          </Text>
                        ) : (
                          item.hasCertificate && (
                            <Text fz="xs" fw={500}>
                              Már van tanúsítványa: a feltöltés lecseréli.
                            </Text>
                          )
                        )}
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        {client && (
          <Text fz="sm" role="status">
            Kiválasztott ügyfél:{' '}
            <Text span fw={600}>
              {client.name} ({client.displayId})
            </Text>
          </Text>
        )}
        <CertificateFileField rules={ADMIN_CERTIFICATE_FILE} file={file} onChange={setFile} upload={upload} />
        {upload.isError && (
          <Alert color="red" role="alert" title={MESSAGES.certificates.uploadBanner}>
            {uploadErrorMessage(upload.error)}
          </Alert>
        )}
        <CertificateUploadActions
          onCancel={onDone}
          isReady={!!client && !!file}
          isPending={upload.isPending}
        />
      </Stack>
    </form>
  );
}
