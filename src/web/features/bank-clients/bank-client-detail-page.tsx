import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconClock, IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { BANK_MESSAGES, type BankClientDetail } from '../../../domain/bank.ts';
import { formatArea, formatDate, formatDateTime } from '../../../domain/format.ts';
import { BANK_STATUS_LABELS } from '../../../domain/statuses.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { ContactPerson, EmailLink, PhoneLink } from '../../components/contact-links.tsx';
import { DetailItem } from '../../components/detail-item.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { ProcessTimeline } from '../../components/process-timeline.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDownloadClientCertificate } from './api/download-certificate.ts';
import { cacheFirstData } from '../../lib/page-start.ts';
import { bankClientQuery, useBankClient } from './api/get-bank-client.ts';

const BackLink = () => (
  <Anchor component={Link} to="/clients" fz="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={16} aria-hidden />
      Vissza az ügyfelekhez
    </Group>
  </Anchor>
);

/** The client, asked for with the screen's code, as the server announces it (lib/page-start.ts). */
export const firstData = cacheFirstData((queryClient, _params, route) =>
  route.id ? [queryClient.prefetchQuery(bankClientQuery(route.id))] : [],
);

/**
 * The bank's view of one client (docs/product.md, 'The bank's view of a client'): no auditor notes, no
 * operator data.
 */
export function BankClientDetailPage() {
  const { id = '' } = useParams();
  const detail = useBankClient(id);
  if (detail.isPending) return <Busy label="Ügyfél betöltése..." mih={240} />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404)
      return (
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {BANK_MESSAGES.clientNotFound}
          </Title>
          <Text>Lehet, hogy a cím hibás, vagy az ügyfél adatait törölték.</Text>
          <Button component={Link} to="/clients" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Vissza az ügyfelekhez
          </Button>
        </Stack>
      );
    return (
      <Stack gap="md">
        <BackLink />
        <LoadError query={detail} title="Hiba történt az ügyfél betöltése során" />
      </Stack>
    );
  }
  return <Detail detail={detail.data} />;
}

function Detail({ detail }: { detail: BankClientDetail }) {
  const { client, property } = detail;
  return (
    <Stack gap="lg">
      <BackLink />
      <Group justify="space-between" align="center">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {client.name}
          </Title>
          <Text c="dimmed">{client.displayId}</Text>
        </Stack>
        {property && <StatusBadge status={property.status} labels={BANK_STATUS_LABELS} size="lg" />}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="bank-client-data">
          <Title order={2} size="h4" id="bank-client-data" mb="sm">
            Ügyfél adatai
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DetailItem label="Név">{client.name}</DetailItem>
            <DetailItem label="Email">
              <EmailLink email={client.email} wrap />
            </DetailItem>
            <DetailItem label="Telefon">
              <PhoneLink phone={client.phone} />
            </DetailItem>
            <DetailItem label="Regisztráció">{formatDate(client.registrationDate)}</DetailItem>
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="bank-client-property">
          <Title order={2} size="h4" id="bank-client-property" mb="sm">
            Ingatlan
          </Title>
          {property ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DetailItem label="Cím">{property.address}</DetailItem>
              <DetailItem label="Terület">{formatArea(property.area)}</DetailItem>
              <DetailItem label="Kapcsolattartó">
                <ContactPerson contact={property.contactPerson} />
              </DetailItem>
              <DetailItem label="Állapot">
                <StatusBadge status={property.status} labels={BANK_STATUS_LABELS} />
              </DetailItem>
            </SimpleGrid>
          ) : (
            <Text c="dimmed">Az ügyfél még nem adott meg ingatlant.</Text>
          )}
        </Paper>
      </SimpleGrid>
      {property && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Paper withBorder p="md" component="section" aria-labelledby="bank-client-coupon">
            <Title order={2} size="h4" id="bank-client-coupon" mb="sm">
              Kupon
            </Title>
            <Stack gap="sm">
              <DetailItem label="Kuponkód">{property.couponCode ?? MESSAGES.clients.noCoupon}</DetailItem>
              {property.couponCode &&
                (property.couponApprovedAt ? (
                  <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} p="xs">
                    Ellenőrizve: {property.couponApprovedByName}, {formatDateTime(property.couponApprovedAt)}
                  </Alert>
                ) : (
                  <Alert color="yellow" icon={<IconClock size={18} aria-hidden />} p="xs">
                    A bank még nem ellenőrizte.{' '}
                    <Anchor component={Link} to="/clients/coupon-validation" fz="sm">
                      Kupon ellenőrzés
                    </Anchor>
                  </Alert>
                ))}
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="bank-client-timeline">
            <Title order={2} size="h4" id="bank-client-timeline" mb="sm">
              Folyamat
            </Title>
            <ProcessTimeline
              status={property.status}
              dates={{ ...property, registrationDate: client.registrationDate }}
            />
          </Paper>
          <Certificate clientId={client.id} certificate={property.certificate} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Certificate({
  clientId,
  certificate,
}: {
  clientId: string;
  certificate: NonNullable<BankClientDetail['property']>['certificate'];
}) {
  const download = useDownloadClientCertificate(clientId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bank-client-certificate">
      <Title order={2} size="h4" id="bank-client-certificate" mb="sm">
        Tanúsítvány
      </Title>
      {certificate ? (
        <Stack gap="sm" align="flex-start">
          <DetailItem label="Feltöltve">{formatDateTime(certificate.uploadedAt)}</DetailItem>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => download.mutate(certificate.name)}
            loading={download.isPending}
          >
            Tanúsítvány letöltése
          </Button>
          <ErrorAlert error={download.error} title={MESSAGES.download.banner} />
        </Stack>
      ) : (
        <Text c="dimmed">{BANK_MESSAGES.noCertificate}</Text>
      )}
    </Paper>
  );
}
