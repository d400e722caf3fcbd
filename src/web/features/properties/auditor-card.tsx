import { Card, Stack, Text, Title } from '@mantine/core';
import type { PropertyView } from '../../../domain/property.ts';
import { DetailItem } from '../../components/detail-item.tsx';
import { EmailLink, PhoneLink } from '../../components/contact-links.tsx';

/** The assigned auditor's contact details, with real data (docs/roles/client.md, 'Certifier and map'). */
export function AuditorCard({ auditor }: { auditor: PropertyView['auditor'] }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="auditor-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="auditor-title">
          Tanúsító
        </Title>
        {auditor ? (
          <>
            <DetailItem label="Név">{auditor.name}</DetailItem>
            {auditor.companyName && <DetailItem label="Cég">{auditor.companyName}</DetailItem>}
            {auditor.phone && (
              <DetailItem label="Telefon">
                <PhoneLink phone={auditor.phone} />
              </DetailItem>
            )}
            <DetailItem label="Email">
              <EmailLink email={auditor.email} />
            </DetailItem>
          </>
        ) : (
          <Text fz="sm">Még nincs kijelölt tanúsító — hamarosan kijelölünk Önnek egyet.</Text>
        )}
      </Stack>
    </Card>
  );
}
