import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatArea, formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { AddressEditDialog } from './address-edit-dialog.tsx';
import { isPropertyId, useProperty } from './api/get-property.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { AuditorCard } from './auditor-card.tsx';
import { DetailItem } from '../../components/detail-item.tsx';
import { DocumentPanel } from './document-panel.tsx';
import { ProgressTracker } from './progress-tracker.tsx';
import { recordedAt } from './recorded-at.ts';
import { PropertyMapFrame } from './property-map-frame.tsx';
import { RatingCard } from './rating-card.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';

/** The property detail (/property/{id}, docs/roles/client.md, 'Property detail'). */
export function PropertyPage() {
  const { id = '' } = useParams();
  const property = useProperty(id);

  // A mistyped or cut link is not a failure to retry: there is no such property.
  if (!isPropertyId(id)) return <PropertyNotFound />;
  if (property.isPending) return <Busy label="Az ingatlan betöltése…" mih="50vh" />;
  if (property.isError) {
    if (property.error instanceof ApiError && property.error.status === 404) return <PropertyNotFound />;
    return (
      <Stack align="flex-start" gap="md">
        <Title order={1} size="h2">
          Ingatlan adatai
        </Title>
        <LoadError query={property} title="Az ingatlan betöltése nem sikerült" />
      </Stack>
    );
  }
  return <PropertyDetail property={property.data} />;
}

function PropertyNotFound() {
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1} size="h2">
        {MESSAGES.property.notFound}
      </Title>
      <Text>Lehet, hogy a link hibás, vagy az ingatlan nem az Ön fiókjához tartozik.</Text>
      <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Vissza a főoldalra
      </Button>
    </Stack>
  );
}

function PropertyDetail({ property }: { property: PropertyView }) {
  const [addressOpen, addressDialog] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Button
          component={Link}
          to="/"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Főoldal
        </Button>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {property.address}
          </Title>
          <StatusBadge status={property.status} size="lg" />
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="property-data-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="property-data-title">
                  Ingatlan adatai
                </Title>
                <Grid gap="sm">
                  <Grid.Col span={{ base: 12, xs: 6 }}>
                    <DetailItem label="Cím">{property.address}</DetailItem>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, xs: 3 }}>
                    <DetailItem label="Alapterület">
                      {property.area === null ? 'Még nincs megadva' : formatArea(property.area)}
                    </DetailItem>
                  </Grid.Col>
                  <Grid.Col span={{ base: 6, xs: 3 }}>
                    <DetailItem label="Rögzítve">{formatDate(recordedAt(property))}</DetailItem>
                  </Grid.Col>
                  {property.contactPerson && (
                    <Grid.Col span={12}>
                      <DetailItem label="Kapcsolattartó">
                        {[
                          property.contactPerson.name,
                          property.contactPerson.phone,
                          property.contactPerson.email,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </DetailItem>
                    </Grid.Col>
                  )}
                </Grid>
                {property.canEditAddress && (
                  <Button
                    variant="default"
                    leftSection={<IconEdit size={16} aria-hidden />}
                    onClick={addressDialog.open}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Cím szerkesztése
                  </Button>
                )}
              </Stack>
            </Card>
            <AppointmentCard property={property} />
            <Card withBorder padding="lg" component="section" aria-labelledby="process-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="process-title">
                  A tanúsítás menete
                </Title>
                <ProgressTracker status={property.status} withExplanations />
              </Stack>
            </Card>
            <DocumentPanel property={property} />
            {property.isOwner && (property.canRate || property.rating) && <RatingCard property={property} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AuditorCard auditor={property.auditor} />
            <Card withBorder padding="lg" component="section" aria-labelledby="map-title">
              <Stack gap="sm">
                <Title order={2} size="h4" id="map-title">
                  Térkép
                </Title>
                <PropertyMapFrame location={property.location} address={property.address} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <AddressEditDialog property={property} opened={addressOpen} onClose={addressDialog.close} />
    </Stack>
  );
}
