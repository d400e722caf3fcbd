import { Button, Grid, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconDownload,
  IconFileCertificate,
  IconMessage,
  IconUpload,
} from '@tabler/icons-react';
import type { AuditorClientDetail, AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { formatArea, formatDate } from '../../../domain/format.ts';
import { formatAppointment } from '../../../domain/statuses.ts';
import { Busy } from '../../components/busy.tsx';
import { DetailItem } from '../../components/detail-item.tsx';
import { ProcessTimeline } from '../../components/process-timeline.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { useDownloadClientCertificate } from './api/download-certificate.ts';
import { useAuditorClient } from './api/get-auditor-client.ts';
import { formatFileSize } from '../../lib/format-size.ts';
import { ClientStatus } from './client-status.tsx';
import { NotesPanel } from '../notes/index.ts';
import { ContactPerson, EmailLink, PhoneLink } from '../../components/contact-links.tsx';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

export type DetailTab = 'details' | 'notes';

export interface DetailActions {
  onSchedule: (client: AuditorClientDetail) => void;
  onUpload: (client: AuditorClientDetail) => void;
  onLogCall: (client: AuditorClientDetail) => void;
}

/**
 * docs/roles/auditor.md, 'Client detail': the Details tab (the five-step timeline, contact person,
 * appointment, certificate download) and the Comments tab (notes and the call log).
 */
export function ClientDetailDialog({
  client,
  tab,
  onTabChange,
  actions,
  ...dialog
}: {
  client: AuditorClientRow | null;
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
  actions: DetailActions;
} & DialogProps) {
  return (
    <SubjectModal
      subject={client}
      {...dialog}
      title={client ? `Ügyfél részletei: ${client.clientName}` : 'Ügyfél részletei'}
      size="xl"
    >
      {(client) => (
        <Tabs value={tab} onChange={(value) => onTabChange(value === 'notes' ? 'notes' : 'details')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details" leftSection={<IconFileCertificate size={16} aria-hidden />}>
              Részletek
            </Tabs.Tab>
            <Tabs.Tab value="notes" leftSection={<IconMessage size={16} aria-hidden />}>
              Megjegyzések
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <DetailsTab propertyId={client.propertyId} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="notes">
            <NotesTab propertyId={client.propertyId} actions={actions} />
          </Tabs.Panel>
        </Tabs>
      )}
    </SubjectModal>
  );
}

function useDetail(propertyId: string) {
  const detail = useAuditorClient(propertyId);
  const fallback = detail.isPending ? (
    <Busy label="Ügyfél adatainak betöltése..." mih={200} />
  ) : detail.isError ? (
    <LoadError query={detail} title="Az ügyfél adatainak betöltése nem sikerült" compact />
  ) : null;
  return { data: detail.data, fallback };
}

function NotesTab({ propertyId, actions }: { propertyId: string; actions: DetailActions }) {
  const { data, fallback } = useDetail(propertyId);
  if (!data) return fallback;
  return <NotesPanel propertyId={propertyId} onLogCall={() => actions.onLogCall(data)} />;
}

function DetailsTab({ propertyId, actions }: { propertyId: string; actions: DetailActions }) {
  const { data: client, fallback } = useDetail(propertyId);
  if (!client) return fallback;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <ClientStatus client={client} />
          </Group>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <DetailItem label="Email">
                <EmailLink email={client.clientEmail} wrap />
              </DetailItem>
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <DetailItem label="Telefon">
                <PhoneLink phone={client.clientPhone} />
              </DetailItem>
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 8 }}>
              <DetailItem label="Ingatlan címe">{client.address}</DetailItem>
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <DetailItem label="Alapterület">{formatArea(client.area)}</DetailItem>
            </Grid.Col>
            <Grid.Col span={12}>
              <DetailItem label="Kapcsolattartó">
                <ContactPerson contact={client.contactPerson} />
              </DetailItem>
            </Grid.Col>
          </Grid>
          <AppointmentSection client={client} onSchedule={() => actions.onSchedule(client)} />
          <CertificateSection client={client} onUpload={() => actions.onUpload(client)} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="timeline-title">
          <Title order={3} size="h5" id="timeline-title" mb="sm">
            Folyamat
          </Title>
          <ProcessTimeline status={client.status} dates={client} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function AppointmentSection({ client, onSchedule }: { client: AuditorClientDetail; onSchedule: () => void }) {
  const canSchedule = client.status === 'auditor_assigned' || client.status === 'appointment_scheduled';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="detail-appointment-title">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden />
          <Title order={3} size="h5" id="detail-appointment-title">
            Helyszíni felmérés
          </Title>
        </Group>
        <Text fz="sm" fw={client.appointmentDate ? 700 : 400}>
          {formatAppointment(client.appointmentDate)}
        </Text>
        {canSchedule && (
          <Button
            size="xs"
            variant={client.appointmentDate ? 'default' : 'filled'}
            onClick={onSchedule}
            style={{ alignSelf: 'flex-start' }}
          >
            {client.appointmentDate ? 'Időpont módosítása' : 'Időpont egyeztetése'}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function CertificateSection({ client, onUpload }: { client: AuditorClientDetail; onUpload: () => void }) {
  const download = useDownloadClientCertificate(client.propertyId);
  // The server decides by its clock: only once the survey appointment has started (docs/product.md,
  // 'Upload after the survey').
  const blocked = client.uploadBlockedReason;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="detail-certificate-title">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconFileCertificate size={18} aria-hidden />
          <Title order={3} size="h5" id="detail-certificate-title">
            Tanúsítvány
          </Title>
        </Group>
        {client.certificate ? (
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {client.certificate.name}
            </Text>{' '}
            · {formatFileSize(client.certificate.sizeBytes)} · feltöltve:{' '}
            {formatDate(client.certificate.uploadedAt)}
          </Text>
        ) : (
          <Text fz="sm">{blocked ?? 'Még nincs feltöltve.'}</Text>
        )}
        <Group gap="xs">
          {client.certificate && (
            <Button
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(client.certificate?.name ?? 'tanusitvany.pdf')}
            >
              Letöltés
            </Button>
          )}
          {blocked === null && (
            <Button
              size="xs"
              variant={client.certificate ? 'default' : 'filled'}
              leftSection={<IconUpload size={14} aria-hidden />}
              onClick={onUpload}
            >
              {client.certificate ? 'Tanúsítvány cseréje' : 'Tanúsítvány feltöltése'}
            </Button>
          )}
        </Group>
        <ErrorAlert error={download.error} />
      </Stack>
    </Paper>
  );
}
