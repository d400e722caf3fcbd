import { Alert, Button, Grid, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconCalendarEvent,
  IconDownload,
  IconExternalLink,
  IconFileCertificate,
  IconFiles,
  IconUserPlus,
  IconUserShare,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { AdminClientSheet } from '../../../domain/admin.ts';
import { UNKNOWN_COUNTY } from '../../../domain/counties.ts';
import { EMPTY_CELL, formatArea, formatDate, formatDateTime, formatUntil } from '../../../domain/format.ts';
import { formatAppointment } from '../../../domain/statuses.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { canReassign } from '../../../domain/reassignment.ts';
import { Busy } from '../../components/busy.tsx';
import { DetailItem } from '../../components/detail-item.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { ProcessTimeline } from '../../components/process-timeline.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { StatusProgress } from '../../components/status-progress.tsx';
import { formatFileSize } from '../../lib/format-size.ts';
import { apiPaths } from '../../lib/paths.ts';
import { NotesPanel } from '../notes/index.ts';
import { useDownloadCertificate, useDownloadDocument } from './api/download-files.ts';
import { useAdminClient } from './api/get-admin-client.ts';
import { canAssign } from './clients-table.tsx';
import { OverdueMarker } from './overdue-marker.tsx';
import { bareList } from '../../components/bare-list.ts';
import { ContactPerson, EmailLink, PhoneLink } from '../../components/contact-links.tsx';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';
import { Stars } from '../../components/stars.tsx';

export interface SheetClient {
  clientId: string;
  name: string;
}

/**
 * docs/roles/portal-admin.md, 'Client sheet': client, property, contact person, the certificate (preview
 * and download, valid for 10 years), other documents, progress and the five-step timeline, appointment,
 * auditor card, the client's rating and the auditors' notes (administrators may add one).
 */
export function ClientSheetDialog({
  client,
  onAssign,
  onReassign,
  ...dialog
}: {
  client: SheetClient | null;
  /** Given to the portal admin only: opens the assignment dialog for the sheet's property. */
  onAssign?: (sheet: AdminClientSheet) => void;
  /** Given to the portal admin only: opens the change-or-remove-auditor dialog. */
  onReassign?: (sheet: AdminClientSheet) => void;
} & DialogProps) {
  return (
    <SubjectModal
      subject={client}
      {...dialog}
      title={client ? `Ügyféllap: ${client.name}` : 'Ügyféllap'}
      size="64rem"
    >
      {(client) => <SheetContent clientId={client.clientId} onAssign={onAssign} onReassign={onReassign} />}
    </SubjectModal>
  );
}

function SheetContent({
  clientId,
  onAssign,
  onReassign,
}: {
  clientId: string;
  onAssign: ((sheet: AdminClientSheet) => void) | undefined;
  onReassign: ((sheet: AdminClientSheet) => void) | undefined;
}) {
  const sheet = useAdminClient(clientId);
  if (sheet.isPending) return <Busy label="Ügyféllap betöltése..." mih={240} />;
  if (sheet.isError) return <LoadError query={sheet} title={MESSAGES.loadError} />;
  const data = sheet.data;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Text ff="monospace" fz="sm" fw={600}>
          {data.displayId}
        </Text>
        <StatusBadge status={data.status} tt="none" />
        {data.isOverdue && <OverdueMarker />}
        <StatusProgress status={data.status} w={180} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ClientSection data={data} />
            <PropertySection data={data} />
            <CertificateSection data={data} />
            <DocumentsSection data={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Section title="Folyamat" id="sheet-timeline">
              <ProcessTimeline status={data.status} dates={{ ...data, orderedAt: data.orderDate }} />
            </Section>
            <Section
              title="Helyszíni felmérés"
              id="sheet-appointment"
              icon={<IconCalendarEvent size={18} aria-hidden />}
            >
              <Text fz="sm" fw={data.appointmentDate ? 700 : 400}>
                {formatAppointment(data.appointmentDate)}
              </Text>
              {data.auditorFirstcallDate && (
                <Text fz="xs" c="dimmed">
                  Első kapcsolatfelvétel: {formatDateTime(data.auditorFirstcallDate)}
                </Text>
              )}
            </Section>
            <AuditorSection data={data} onAssign={onAssign} onReassign={onReassign} />
            {data.rating && (
              <Section title="Az ügyfél értékelése" id="sheet-rating">
                <Stars value={data.rating.stars} label={`5 csillagból ${data.rating.stars}`} />
                {data.rating.comment && <Text fz="sm">„{data.rating.comment}”</Text>}
              </Section>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {data.propertyId && (
        <Section title="Megjegyzések" id="sheet-notes">
          <NotesPanel propertyId={data.propertyId} />
        </Section>
      )}
    </Stack>
  );
}

function Section({
  title,
  id,
  icon,
  children,
}: {
  title: string;
  id: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={3} size="h5" id={id}>
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function ClientSection({ data }: { data: AdminClientSheet }) {
  return (
    <Section title="Ügyfél adatai" id="sheet-client">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <DetailItem label="Név">{data.name}</DetailItem>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <DetailItem label="Email">
            <EmailLink email={data.email} wrap />
          </DetailItem>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <DetailItem label="Telefon">
            <PhoneLink phone={data.phone} />
          </DetailItem>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <DetailItem label="Regisztráció">{formatDate(data.registrationDate)}</DetailItem>
        </Grid.Col>
        {data.profileAddress && (
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <DetailItem label="Lakcím">{data.profileAddress}</DetailItem>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <DetailItem label="Kuponkód">{data.couponCode ?? MESSAGES.clients.noCoupon}</DetailItem>
        </Grid.Col>
      </Grid>
    </Section>
  );
}

function PropertySection({ data }: { data: AdminClientSheet }) {
  const contact = data.contactPerson;
  return (
    <Section title="Ingatlan és kapcsolattartó" id="sheet-property">
      {data.address ? (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 8 }}>
            <DetailItem label="Cím">{data.address}</DetailItem>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <DetailItem label="Megye">{data.county ?? UNKNOWN_COUNTY}</DetailItem>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <DetailItem label="Alapterület">{formatArea(data.area)}</DetailItem>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <DetailItem label="Megrendelve">
              {data.orderDate ? formatDate(data.orderDate) : 'Még nem rendelte meg'}
            </DetailItem>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <DetailItem label="Hozzárendelve">
              {data.auditorAssignDate ? formatDate(data.auditorAssignDate) : EMPTY_CELL}
            </DetailItem>
          </Grid.Col>
          <Grid.Col span={12}>
            <DetailItem label="Kapcsolattartó">
              <ContactPerson contact={contact} />
            </DetailItem>
          </Grid.Col>
        </Grid>
      ) : (
        <Text fz="sm">Az ügyfélnek még nincs rögzített ingatlana.</Text>
      )}
    </Section>
  );
}

/** Preview and download when uploaded; otherwise the client sheet's 'nem elérhető' texts (above). */
function CertificateSection({ data }: { data: AdminClientSheet }) {
  const download = useDownloadCertificate(data.propertyId ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  const certificate = data.status === 'document_uploaded' ? data.certificate : null;
  return (
    <Section title="Tanúsítvány" id="sheet-certificate" icon={<IconFileCertificate size={18} aria-hidden />}>
      {certificate && data.propertyId ? (
        <>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {certificate.name}
            </Text>{' '}
            · {formatFileSize(certificate.sizeBytes)} · feltöltve: {formatDate(certificate.uploadedAt)}
          </Text>
          {data.certificateValidUntil && (
            <Text fz="sm" data-testid="certificate-validity">
              érvényes: {formatUntil(formatDate(data.certificateValidUntil))}
            </Text>
          )}
          <Group gap="xs">
            <Button
              component="a"
              href={apiPaths.certificatePreview(data.propertyId)}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="default"
              leftSection={<IconExternalLink size={14} aria-hidden />}
            >
              Előnézet
            </Button>
            <Button
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={download.isPending}
              onClick={() => download.mutate(certificate.name)}
            >
              Letöltés
            </Button>
          </Group>
          <ErrorAlert error={download.error} />
        </>
      ) : (
        <>
          <Text fz="sm">Még nincs feltöltött tanúsítvány.</Text>
          <Group gap="xs">
            <UnavailableButton
              label="Előnézet"
              reason={MESSAGES.certificates.unavailableForPreview}
              icon={<IconExternalLink size={14} aria-hidden />}
              onClick={setMissing}
            />
            <UnavailableButton
              label="Letöltés"
              reason={MESSAGES.certificates.unavailableForDownload}
              icon={<IconDownload size={14} aria-hidden />}
              onClick={setMissing}
            />
          </Group>
          {missing && (
            <Alert color="yellow" role="status" p="xs">
              {missing}
            </Alert>
          )}
        </>
      )}
    </Section>
  );
}

/** A button that stays focusable while it cannot act, and says why when pressed. */
function UnavailableButton({
  label,
  reason,
  icon,
  onClick,
}: {
  label: string;
  reason: string;
  icon: ReactNode;
  onClick: (reason: string) => void;
}) {
  return (
    <Tooltip label={reason} withArrow>
      <Button
        size="xs"
        variant="default"
        leftSection={icon}
        aria-disabled
        data-disabled
        onClick={(event) => {
          event.preventDefault();
          onClick(reason);
        }}
      >
        {label}
      </Button>
    </Tooltip>
  );
}

function DocumentsSection({ data }: { data: AdminClientSheet }) {
  const download = useDownloadDocument();
  const others = data.documents.filter((document) => document.id !== data.certificate?.id);
  return (
    <Section title="Egyéb dokumentumok" id="sheet-documents" icon={<IconFiles size={18} aria-hidden />}>
      {others.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nincs más dokumentum.
        </Text>
      ) : (
        <Stack gap={6} {...bareList}>
          {others.map((document) => (
            <Group key={document.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {document.name}{' '}
                <Text span fz="xs" c="dimmed">
                  · {formatFileSize(document.sizeBytes)} · {formatDate(document.uploadedAt)}
                </Text>
              </Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={`Letöltés: ${document.name}`}
                loading={download.isPending && download.variables.id === document.id}
                onClick={() => download.mutate(document)}
              >
                Letöltés
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <ErrorAlert error={download.error} />
    </Section>
  );
}

function AuditorSection({
  data,
  onAssign,
  onReassign,
}: {
  data: AdminClientSheet;
  onAssign: ((sheet: AdminClientSheet) => void) | undefined;
  onReassign: ((sheet: AdminClientSheet) => void) | undefined;
}) {
  const auditor = data.auditor;
  return (
    <Section title="Tanúsító" id="sheet-auditor">
      {auditor ? (
        <Stack gap={2}>
          <Text fw={600} fz="sm">
            {auditor.name}
          </Text>
          {auditor.companyName && (
            <Text fz="xs" c="dimmed">
              {auditor.companyName}
            </Text>
          )}
          <EmailLink email={auditor.email} />
          <PhoneLink phone={auditor.phone} labelled />
        </Stack>
      ) : (
        <Text fz="sm">{data.auditorName ?? 'Még nincs hozzárendelt tanúsító.'}</Text>
      )}
      {onAssign && canAssign(data) && (
        <Button
          size="xs"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={() => onAssign(data)}
          style={{ alignSelf: 'flex-start' }}
        >
          Tanúsító hozzárendelése
        </Button>
      )}
      {onReassign && canReassign(data) && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconUserShare size={14} aria-hidden />}
          onClick={() => onReassign(data)}
          style={{ alignSelf: 'flex-start' }}
        >
          Tanúsító cseréje vagy elvétele
        </Button>
      )}
    </Section>
  );
}
