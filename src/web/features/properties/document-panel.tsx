import { Box, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate, formatUntil } from '../../../domain/format.ts';
import type { PropertyDocument, PropertyView } from '../../../domain/property.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LegalDocumentLink } from '../../components/legal-document-link.tsx';
import { useDownloadDocument } from './api/download-document.ts';
import { CertificateActions } from './certificate-actions.tsx';
import { certificateValidUntil } from '../../../domain/certificate-validity.ts';
import { formatFileSize } from '../../lib/format-size.ts';
import { CertificateBadge } from './status-badges.tsx';
import { bareList } from '../../components/bare-list.ts';

const DOCUMENT_TYPE_LABELS: Record<PropertyDocument['type'], string> = {
  certificate: 'Energetikai tanúsítvány (korábbi változat)',
  contract: 'Szerződés',
  privacy_policy: 'Adatkezelési tájékoztató',
  weekly_report: 'Heti jelentés',
};

function DocumentRow({
  title,
  meta,
  aside,
  isFirst = false,
}: {
  title: ReactNode;
  meta?: ReactNode;
  aside?: ReactNode;
  isFirst?: boolean;
}) {
  return (
    <Box
      component="li"
      pt={isFirst ? 0 : 'md'}
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <IconFileText size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} fz="sm" component="div">
              {title}
            </Text>
            {meta && (
              <Text fz="xs" c="dimmed" component="div" style={{ overflowWrap: 'anywhere' }}>
                {meta}
              </Text>
            )}
          </Stack>
        </Group>
        {aside}
      </Group>
    </Box>
  );
}

/**
 * docs/roles/client.md, 'Documents': the certificate with its badge, download and share; the terms and the
 * privacy policy as PDFs; and any other document of the property.
 */
export function DocumentPanel({ property }: { property: PropertyView }) {
  const certificate = property.certificate;
  const others = property.documents.filter((document) => document.id !== certificate?.id);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="documents-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="documents-title">
          Dokumentumok
        </Title>
        <Stack gap="md" {...bareList}>
          <DocumentRow
            isFirst
            title={
              <Group gap="xs">
                Energetikai tanúsítvány <CertificateBadge badge={property.certificateBadge} />
              </Group>
            }
            meta={
              certificate ? (
                <>
                  {certificate.name} · {formatFileSize(certificate.sizeBytes)} · Feltöltve:{' '}
                  {formatDate(certificate.uploadedAt)} · Érvényes:{' '}
                  {formatUntil(formatDate(certificateValidUntil(certificate.uploadedAt)))}
                </>
              ) : property.status === 'new' ? (
                'A tanúsítvány igénylése után készül el.'
              ) : (
                'A tanúsító a helyszíni felmérés után tölti fel.'
              )
            }
            aside={<CertificateActions property={property} />}
          />
          <DocumentRow
            title={
              <LegalDocumentLink document="terms" fz="sm" fw={600}>
                Általános szerződési feltételek
              </LegalDocumentLink>
            }
            meta="PDF"
          />
          <DocumentRow
            title={
              <LegalDocumentLink document="privacy" fz="sm" fw={600}>
                Adatkezelési tájékoztató
              </LegalDocumentLink>
            }
            meta="PDF"
          />
          {others.map((document) => (
            <OtherDocumentRow key={document.id} document={document} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

function OtherDocumentRow({ document }: { document: PropertyDocument }) {
  const download = useDownloadDocument(document);
  return (
    <DocumentRow
      title={DOCUMENT_TYPE_LABELS[document.type]}
      meta={`${document.name} · ${formatFileSize(document.sizeBytes)} · Feltöltve: ${formatDate(document.uploadedAt)}`}
      aside={
        <Stack gap="xs">
          <Button
            size="sm"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            Letöltés<VisuallyHidden>: {document.name}</VisuallyHidden>
          </Button>
          <ErrorAlert error={download.error} />
        </Stack>
      }
    />
  );
}
