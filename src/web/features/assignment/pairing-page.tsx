import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconListSearch, IconMapPin, IconUserCheck, IconUserPlus, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAIRING_PAGE_SIZES, pairingQueryFields } from '../../../domain/admin-lists.ts';
import type { PairingItem } from '../../../domain/admin.ts';
import { formatArea, formatDate, formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useAssignAuditor } from './api/assign-auditor.ts';
import { usePairing } from './api/get-pairing.ts';
import { AssignError, AssignmentDialog, type AssignmentTarget } from './assignment-dialog.tsx';
import { SuggestionCard } from './suggestion-card.tsx';

const pairingList = defineList<ListStateOf<typeof pairingQueryFields>>({
  fields: pairingQueryFields,
  filters: [],
  pageSizes: PAIRING_PAGE_SIZES,
});

/**
 * /auditor-pairing (docs/roles/portal-admin.md, 'Pairing'): properties waiting for an auditor, oldest order
 * first.
 */
export function PairingPage() {
  const listState = useListState(pairingList);
  const pairing = usePairing(listState.state);
  const [dialogTarget, setDialogTarget] = useState<AssignmentTarget | null>(null);
  useListPage(listState, pairing.data?.total);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Tanúsító párosítás
          </Title>
          <Text c="dimmed">
            Tanúsítóra váró megrendelések, a legrégebbi elöl, a három legjobban illő tanúsítóval.
          </Text>
        </Stack>
        <Button
          component={Link}
          to="/auditor-pairing/auto"
          variant="light"
          leftSection={<IconWand size={18} aria-hidden />}
        >
          Automatikus párosítás
        </Button>
      </Group>
      {pairing.isPending ? (
        <Busy label="Tanúsítóra váró ingatlanok betöltése..." mih={240} />
      ) : pairing.isError && !pairing.data ? (
        <LoadError query={pairing} title={MESSAGES.loadError} />
      ) : pairing.data.total === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconUserCheck size={40} aria-hidden color="var(--mantine-color-green-8)" />
            <Text fw={600}>Nincs tanúsítóra váró ingatlan.</Text>
            <Text fz="sm" c="dimmed">
              Minden megrendeléshez van már tanúsító rendelve.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <ListStatus refreshing={pairing.isFetching}>
            {`${formatNumber(pairing.data.total)} ingatlan vár tanúsítóra`}
          </ListStatus>
          <Stack
            gap="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Tanúsítóra váró ingatlanok"
          >
            {pairing.data.items.map((item) => (
              <PairingCard key={item.propertyId} item={item} onMore={() => setDialogTarget(toTarget(item))} />
            ))}
          </Stack>
          <ListPager {...pagerOf(listState, pairing.data.total)} pageSizes={PAIRING_PAGE_SIZES} />
        </>
      )}
      <AssignmentDialog
        target={dialogTarget}
        opened={dialogTarget !== null}
        onClose={() => setDialogTarget(null)}
      />
    </Stack>
  );
}

const toTarget = (item: PairingItem): AssignmentTarget => ({
  propertyId: item.propertyId,
  clientName: item.clientName,
  address: item.address,
});

function PairingCard({ item, onMore }: { item: PairingItem; onMore: () => void }) {
  const assign = useAssignAuditor();
  const [auditorId, setAuditorId] = useState<string | null>(null);
  const [isErrorShown, setErrorShown] = useState(false);
  const titleId = `pairing-${item.propertyId}`;
  return (
    <Paper withBorder p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h5" id={titleId}>
              {item.clientName}
            </Title>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden />
              <Text fz="sm">{item.address}</Text>
            </Group>
            <Text fz="xs" c="dimmed">
              {item.county}
              {item.area !== null && ` · ${formatArea(item.area)}`}
              {item.orderDate && ` · megrendelve: ${formatDate(item.orderDate)}`}
            </Text>
            {item.couponCode !== null && (
              <Group gap={6}>
                <Text fz="xs" c="dimmed">
                  Kupon: {item.couponCode}
                </Text>
                {item.couponApprovedAt ? (
                  <ToneBadge size="sm" color="teal" tt="none">
                    Bank jóváhagyta ({formatDate(item.couponApprovedAt)})
                  </ToneBadge>
                ) : (
                  <ToneBadge size="sm" color="orange" tt="none">
                    Bankra vár
                  </ToneBadge>
                )}
              </Group>
            )}
          </Stack>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconListSearch size={14} aria-hidden />}
            onClick={onMore}
            aria-label={`Összes javaslat: ${item.clientName}`}
          >
            Összes javaslat
          </Button>
        </Group>
        {isErrorShown && assign.error && (
          <AssignError error={assign.error} onClose={() => setErrorShown(false)} />
        )}
        {item.suggestions.length === 0 ? (
          <Text fz="sm">{MESSAGES.assignment.noAuditors}</Text>
        ) : (
          <Radio.Group
            label="Javasolt tanúsítók"
            value={auditorId}
            onChange={setAuditorId}
            aria-describedby={titleId}
          >
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs" mt={4}>
              {item.suggestions.map((suggestion, index) => (
                <SuggestionCard
                  key={suggestion.auditorId}
                  suggestion={suggestion}
                  rank={index + 1}
                  idPrefix={`pairing-${item.propertyId}`}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            disabled={auditorId === null}
            loading={assign.isPending}
            aria-label={`Hozzárendelés: ${item.clientName}`}
            onClick={() => {
              if (!auditorId) return;
              setErrorShown(false);
              assign.mutate(
                { propertyId: item.propertyId, auditorId },
                {
                  onSuccess: ({ message }) => void showSuccess(message),
                  onError: () => setErrorShown(true),
                },
              );
            }}
          >
            Hozzárendelés
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
