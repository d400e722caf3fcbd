import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { formatDate, formatUntil } from '../../../domain/format.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { CertificateActions } from './certificate-actions.tsx';
import { certificateValidUntil } from '../../../domain/certificate-validity.ts';
import { DetailItem } from '../../components/detail-item.tsx';

/** The ready certificate, first on the dashboard: its file, validity, download and share. */
export function CertificateCard({ property }: { property: PropertyView }) {
  const certificate = property.certificate;
  if (!certificate) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="certificate-title" bg="green.0">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="green.8" aria-hidden>
            <IconCertificate size={26} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} size="h3" id="certificate-title">
              Elkészült az energetikai tanúsítványa
            </Title>
            <Text fz="sm">Töltse le, vagy küldje el egy linkkel például a bankjának.</Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <DetailItem label="Fájl">{certificate.name}</DetailItem>
          <DetailItem label="Feltöltve">{formatDate(certificate.uploadedAt)}</DetailItem>
          <DetailItem label="Érvényes">
            {formatUntil(formatDate(certificateValidUntil(certificate.uploadedAt)))}
          </DetailItem>
        </SimpleGrid>
        <CertificateActions property={property} size="md" />
      </Stack>
    </Card>
  );
}
