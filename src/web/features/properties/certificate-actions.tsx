import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconShare } from '@tabler/icons-react';
import type { PropertyView } from '../../../domain/property.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useDownloadCertificate } from './api/download-certificate.ts';
import { ShareDialog } from './share-dialog.tsx';

/**
 * Download and share of the certificate (docs/roles/client.md, 'Documents'): enabled only when the server
 * says the certificate can be downloaded; sharing is the owner's (staff see the page read-only).
 */
export function CertificateActions({
  property,
  size = 'sm',
}: {
  property: PropertyView;
  size?: 'sm' | 'md';
}) {
  const download = useDownloadCertificate(property.id);
  const [shareOpen, shareDialog] = useDisclosure(false);
  const isEnabled = property.canDownloadCertificate;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size={size}
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!isEnabled}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Letöltés
        </Button>
        {property.isOwner && (
          <Button
            size={size}
            variant="default"
            leftSection={<IconShare size={16} aria-hidden />}
            disabled={!isEnabled}
            onClick={shareDialog.open}
          >
            Megosztás
          </Button>
        )}
      </Group>
      <ErrorAlert error={download.error} />
      {property.isOwner && isEnabled && (
        <ShareDialog property={property} opened={shareOpen} onClose={shareDialog.close} />
      )}
    </Stack>
  );
}
