import { Grid, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy } from 'react';
import type { Me } from '../../../domain/account.ts';
import { splitAddress } from '../../../domain/postcodes.ts';
import { Busy } from '../../components/busy.tsx';
import { Deferred } from '../../components/deferred.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { clientDashboardQuery, useClientDashboard } from './api/get-client-dashboard.ts';
import { cacheFirstData } from '../../lib/page-start.ts';
import { CertificateCard } from './certificate-card.tsx';
import { HelpBox } from './help-box.tsx';
import { OrderCallToAction } from './order-call-to-action.tsx';
import { PropertyCard } from './property-card.tsx';
import { RatingCard } from './rating-card.tsx';
import { TrackerCard } from './tracker-card.tsx';
import { greeting } from '../../../domain/person-name.ts';

const loadDialogs = () => import('./dashboard-dialogs.ts');
const CertificateRequestDialog = lazy(async () => ({
  default: (await loadDialogs()).CertificateRequestDialog,
}));
const AddressEditDialog = lazy(async () => ({ default: (await loadDialogs()).AddressEditDialog }));

/** The client's properties, asked for with the screen's code before the first render. */
export const firstData = cacheFirstData((queryClient) => [queryClient.prefetchQuery(clientDashboardQuery())]);

/**
 * The client dashboard (docs/roles/client.md, 'Dashboard'): before the order a call to action and the request
 * dialog, after it the 4-step tracker; the ready certificate with download, share and rating; the property
 * and help on the side.
 */
export function ClientDashboard({ me }: { me: Me }) {
  const dashboard = useClientDashboard();
  const [requestOpen, requestDialog] = useDisclosure(false);
  const [addressOpen, addressDialog] = useDisclosure(false);
  const heading = (
    <Title order={1} size="h2">
      {greeting(me)}
    </Title>
  );

  if (dashboard.isPending) {
    return (
      <Stack>
        {heading}
        <Busy label="Adatok betöltése…" mih={200} />
      </Stack>
    );
  }
  if (dashboard.isError) {
    return (
      <Stack align="flex-start">
        {heading}
        <LoadError query={dashboard} title="Az adatok betöltése nem sikerült" />
      </Stack>
    );
  }

  const { property } = dashboard.data;
  const isOrdered = property !== null && property.status !== 'new';
  const address = property
    ? {
        postcode: property.postcode,
        city: property.city,
        street: property.street,
        houseNumber: property.houseNumber,
      }
    : splitAddress(me.address ?? '');

  return (
    <Stack gap="lg">
      {heading}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {property?.canDownloadCertificate && <CertificateCard property={property} />}
            {isOrdered ? (
              <TrackerCard property={property} />
            ) : (
              <OrderCallToAction onOrder={requestDialog.open} />
            )}
            {property?.isOwner && (property.canRate || property.rating) && <RatingCard property={property} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {property && <PropertyCard property={property} onEditAddress={addressDialog.open} />}
            <HelpBox />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Both download when first opened and then stay mounted while the answer switches the screen, so
          their success callbacks still run. */}
      <Deferred opened={requestOpen}>
        <CertificateRequestDialog
          opened={requestOpen}
          onClose={requestDialog.close}
          address={address}
          area={property?.area ?? null}
        />
      </Deferred>
      {property && (
        <Deferred opened={addressOpen}>
          <AddressEditDialog property={property} opened={addressOpen} onClose={addressDialog.close} />
        </Deferred>
      )}
    </Stack>
  );
}
