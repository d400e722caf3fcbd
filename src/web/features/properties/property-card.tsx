import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconEdit, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatArea, formatDate } from '../../../domain/format.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { DetailItem } from '../../components/detail-item.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { recordedAt } from './recorded-at.ts';

/**
 * docs/roles/client.md, 'Side column': address, area, status, the date the order was recorded; the address
 * edit while new.
 */
export function PropertyCard({
  property,
  onEditAddress,
}: {
  property: PropertyView;
  onEditAddress: () => void;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="property-card-title">
      <Stack gap="sm">
        <Stack gap={6} align="flex-start">
          <Title order={2} size="h4" id="property-card-title">
            Az ingatlan
          </Title>
          <StatusBadge status={property.status} />
        </Stack>
        <DetailItem label="Cím">{property.address}</DetailItem>
        <DetailItem label="Alapterület">
          {property.area === null ? 'Még nincs megadva' : formatArea(property.area)}
        </DetailItem>
        <DetailItem label="Rögzítve">{formatDate(recordedAt(property))}</DetailItem>
        <Group gap="xs">
          {property.canEditAddress && (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={onEditAddress}
            >
              Cím szerkesztése
            </Button>
          )}
          <Button
            component={Link}
            to={`/property/${property.id}`}
            variant="default"
            size="sm"
            leftSection={<IconHome size={16} aria-hidden />}
          >
            Ingatlan adatai
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
