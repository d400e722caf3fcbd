import {
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconChartBar,
  IconCoin,
  IconInfoCircle,
  IconPencil,
  IconStar,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminAuditorDetail, AuditorPerformance } from '../../../domain/admin.ts';
import { SPECIALISATION_LABELS, SPECIALISATIONS } from '../../../domain/constants.ts';
import {
  EMPTY_CELL,
  formatDate,
  formatDays,
  formatExperience,
  formatList,
  formatNumber,
  NOT_GIVEN,
} from '../../../domain/format.ts';
import { formatRating } from '../../../domain/rating.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { DetailItem } from '../../components/detail-item.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cacheFirstData } from '../../lib/page-start.ts';
import { adminAuditorQuery, useAdminAuditor } from './api/get-admin-auditor.ts';
import { auditorPerformanceQuery, useAuditorPerformance } from './api/get-auditor-performance.ts';
import { ActiveBadge, OnboardingBadge } from './auditor-badges.tsx';
import { AuditorEditDialog } from './auditor-edit-dialog.tsx';
import { RatingText } from './rating-text.tsx';
import { AuditorSettlementPanel } from '../settlement/index.ts';
import { bareList } from '../../components/bare-list.ts';
import { EmailLink, PhoneLink } from '../../components/contact-links.tsx';
import { StatCard } from '../../components/stat-card.tsx';
import { Stars } from '../../components/stars.tsx';
import { joinAddress } from '../../../domain/postcodes.ts';

const specialisationLabel = (value: string) =>
  SPECIALISATIONS.find((known) => known === value)
    ? SPECIALISATION_LABELS[value as (typeof SPECIALISATIONS)[number]]
    : value;

/** The auditor and their statistics, asked for with the screen's code, as the server announces them. */
export const firstData = cacheFirstData((queryClient, _params, route) =>
  route.id
    ? [
        queryClient.prefetchQuery(adminAuditorQuery(route.id)),
        queryClient.prefetchQuery(auditorPerformanceQuery(route.id)),
      ]
    : [],
);

/**
 * /auditors/{id} (docs/roles/portal-admin.md, 'Auditor detail'): the header, the statistics and the three
 * tabs, from real data.
 */
export function AuditorDetailPage() {
  const { id = '' } = useParams();
  const auditor = useAdminAuditor(id);
  // The statistics stand above the tabs: arriving after them, their three rows on a phone pushed the tabs
  // down (a layout shift of 0.082). Asked for at once, both answers come in one wave and the screen appears
  // whole.
  const performance = useAuditorPerformance(id);
  if (auditor.isPending || performance.isPending) {
    return <Busy label={MESSAGES.auditors.loadingOne} mih={300} />;
  }
  if (auditor.isError) {
    if (auditor.error instanceof ApiError && auditor.error.status === 404) return <NotFound />;
    return (
      <Stack gap="md">
        <BackLink />
        <LoadError query={auditor} title={MESSAGES.auditors.detailsLoadError} />
      </Stack>
    );
  }
  return <AuditorDetail auditor={auditor.data} performance={performance} />;
}

function BackLink() {
  return (
    <Anchor component={Link} to="/auditors" fz="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Vissza a tanúsítókhoz
      </Group>
    </Anchor>
  );
}

function NotFound() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1} size="h2">
        {MESSAGES.auditors.notFound}
      </Title>
      <Text c="dimmed">Lehet, hogy a link elavult, vagy a tanúsító fiókját törölték.</Text>
      <Button component={Link} to="/auditors" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Vissza a tanúsítókhoz
      </Button>
    </Stack>
  );
}

function AuditorDetail({
  auditor,
  performance,
}: {
  auditor: AdminAuditorDetail;
  performance: UseQueryResult<AuditorPerformance>;
}) {
  const [isEditing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      <BackLink />
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Group gap="sm" align="baseline">
              <Title order={1} size="h2">
                {auditor.name}
              </Title>
              <Text ff="monospace" fz="sm" c="dimmed">
                {auditor.displayId}
              </Text>
            </Group>
            <Group gap={6}>
              <ActiveBadge isActive={auditor.isActive} />
              <OnboardingBadge status={auditor.onboardingStatus} />
            </Group>
            <Group gap="md" fz="sm">
              <EmailLink email={auditor.email} />
              <PhoneLink phone={auditor.phone} labelled />
            </Group>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Szerkesztés
          </Button>
        </Group>
      </Paper>

      {performance.data ? (
        <Stats performance={performance.data} />
      ) : (
        <LoadError query={performance} title="Hiba a statisztikák betöltése során" />
      )}

      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview" leftSection={<IconInfoCircle size={16} aria-hidden />}>
            Áttekintés
          </Tabs.Tab>
          <Tabs.Tab value="payments" leftSection={<IconCoin size={16} aria-hidden />}>
            Kifizetések
          </Tabs.Tab>
          <Tabs.Tab value="performance" leftSection={<IconChartBar size={16} aria-hidden />}>
            Teljesítmény
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview auditor={auditor} />
        </Tabs.Panel>
        <Tabs.Panel value="payments">
          <AuditorSettlementPanel auditorId={auditor.id} />
        </Tabs.Panel>
        <Tabs.Panel value="performance">
          {performance.data ? (
            <Reviews performance={performance.data} />
          ) : (
            <LoadError query={performance} title="Hiba a statisztikák betöltése során" />
          )}
        </Tabs.Panel>
      </Tabs>
      <AuditorEditDialog
        auditor={isEditing ? { id: auditor.id, name: auditor.name } : null}
        opened={isEditing}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}

function Stats({ performance }: { performance: AuditorPerformance }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" {...bareList} aria-label="Statisztikák">
      <StatCard label="Ügyfelek">{formatNumber(performance.totalClients)}</StatCard>
      <StatCard label="Elkészült">{formatNumber(performance.completed)}</StatCard>
      <StatCard label="Folyamatban">{formatNumber(performance.pending)}</StatCard>
      <StatCard label="Átlagos átfutás">
        {performance.averageDaysToUpload === null ? EMPTY_CELL : formatDays(performance.averageDaysToUpload)}
      </StatCard>
      <StatCard label="Értékelés">
        {performance.averageRating === null ? (
          EMPTY_CELL
        ) : (
          <>
            {formatRating(performance.averageRating)}
            <Text span fz="sm" c="dimmed" fw={400}>
              {' '}
              / 5 ({performance.ratingCount})
            </Text>
          </>
        )}
      </StatCard>
    </SimpleGrid>
  );
}

function Overview({ auditor }: { auditor: AdminAuditorDetail }) {
  const address = auditor.postcode ? joinAddress(auditor) : NOT_GIVEN;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="auditor-company-title" h="100%">
          <Title order={2} size="h5" id="auditor-company-title" mb="sm">
            Cég és elérhetőség
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DetailItem label="Cégnév">{auditor.companyName ?? NOT_GIVEN}</DetailItem>
            <DetailItem label="Adószám">{auditor.companyTaxNumber ?? NOT_GIVEN}</DetailItem>
            <DetailItem label="Székhely">
              {auditor.companyAddress ?? MESSAGES.auditors.addressFallback}
            </DetailItem>
            <DetailItem label="Lakcím">{address}</DetailItem>
            <DetailItem label="Regisztráció">{formatDate(auditor.registrationDate)}</DetailItem>
            <DetailItem label="ÁSZF elfogadva">
              {auditor.termsAcceptedAt ? formatDate(auditor.termsAcceptedAt) : 'Még nem'}
            </DetailItem>
          </SimpleGrid>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="auditor-professional-title" h="100%">
          <Title order={2} size="h5" id="auditor-professional-title" mb="sm">
            Szakmai adatok
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DetailItem label="Tanúsítói azonosító">{auditor.certificationId ?? NOT_GIVEN}</DetailItem>
            <DetailItem label="Tapasztalat">
              {auditor.experience ? formatExperience(auditor.experience) : NOT_GIVEN}
            </DetailItem>
            <DetailItem label="Heti kapacitás">{`${auditor.workCapacity}/hét`}</DetailItem>
            <DetailItem label="Aktív ügyfelek">{`${auditor.activeClients} / ${auditor.totalClients}`}</DetailItem>
            <DetailItem label="Képesítések">
              <Group gap={4} mt={2}>
                {auditor.certifications.length === 0
                  ? NOT_GIVEN
                  : auditor.certifications.map((certification) => (
                      <Badge key={certification} variant="outline" color="gray.8" tt="none">
                        {certification}
                      </Badge>
                    ))}
              </Group>
            </DetailItem>
            <DetailItem label="Szakterületek">
              {formatList(auditor.specialisations.map(specialisationLabel))}
            </DetailItem>
            <DetailItem label="Vállalt megyék">{formatList(auditor.acceptedCounties)}</DetailItem>
          </SimpleGrid>
          <Box mt="sm">
            <DetailItem label="Megjegyzés">
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {auditor.notes || 'Nincs megjegyzés.'}
              </Text>
            </DetailItem>
          </Box>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function Reviews({ performance }: { performance: AuditorPerformance }) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group gap="md">
          <IconStar size={22} aria-hidden />
          <RatingText average={performance.averageRating} count={performance.ratingCount} />
        </Group>
      </Paper>
      {performance.reviews.length === 0 ? (
        <Text c="dimmed">Még nem érkezett értékelés.</Text>
      ) : (
        <Stack gap="sm" {...bareList} aria-label="Értékelések">
          {performance.reviews.map((review) => (
            <Paper key={review.id} withBorder p="md" component="li">
              <Group justify="space-between" gap="xs" mb={4}>
                <Group gap="sm">
                  <Text fw={600} fz="sm">
                    {review.author}
                  </Text>
                  <Stars value={review.rating} size="sm" label={`5 csillagból ${review.rating}`} />
                </Group>
                <Text fz="xs" c="dimmed" component="time" dateTime={review.createdAt}>
                  {formatDate(review.createdAt)}
                </Text>
              </Group>
              <Text fz="sm">{review.text ? `„${review.text}”` : 'Szöveges értékelés nélkül.'}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
