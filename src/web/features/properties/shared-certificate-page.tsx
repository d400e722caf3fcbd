import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime, formatUntil } from '../../../domain/format.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { PublicCard } from '../../components/public-card.tsx';
import { useSharedCertificate } from './api/get-shared-certificate.ts';
import { certificateValidUntil } from '../../../domain/certificate-validity.ts';
import { DetailItem } from '../../components/detail-item.tsx';
import { formatFileSize } from '../../lib/format-size.ts';

/**
 * The page a share link opens (/shared/{token}), without sign-in: what was shared, by whom and until
 * when, and the download. An unknown, expired or revoked link shows the server's message.
 */
export function SharedCertificatePage() {
  const { token = '' } = useParams();
  const shared = useSharedCertificate(token);
  const isRefused = shared.error instanceof ApiError && [404, 410].includes(shared.error.status);
  return (
    <PublicCard title="Megosztott energetikai tanúsítvány">
      {shared.isPending ? (
        <Busy label="A megosztás betöltése…" mih={120} />
      ) : shared.isError ? (
        <>
          <ErrorAlert error={shared.error} />
          {!isRefused && (
            <Button onClick={() => void shared.refetch()} loading={shared.isFetching} variant="default">
              Újrapróbálás
            </Button>
          )}
        </>
      ) : (
        <Stack gap="sm">
          <Text>{shared.data.sharedBy} megosztotta Önnel az alábbi energetikai tanúsítványt.</Text>
          <DetailItem label="Fájl">{shared.data.fileName}</DetailItem>
          <DetailItem label="Méret">{formatFileSize(shared.data.sizeBytes)}</DetailItem>
          <DetailItem label="Tanúsítvány feltöltve">{formatDate(shared.data.uploadedAt)}</DetailItem>
          <DetailItem label="A tanúsítvány érvényes">
            {formatUntil(formatDate(certificateValidUntil(shared.data.uploadedAt)))}
          </DetailItem>
          <Alert color="blue" role="note">
            A letöltési link {formatUntil(formatDateTime(shared.data.expiresAt))} használható.
          </Alert>
          <Button
            component="a"
            href={apiPaths.sharedCertificateFile(token)}
            download={shared.data.fileName}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Tanúsítvány letöltése
          </Button>
        </Stack>
      )}
      <Anchor component={Link} to="/" fz="sm">
        Tovább a portál kezdőoldalára
      </Anchor>
    </PublicCard>
  );
}
