// 'Kupon ellenőrzés' (/clients/coupon-validation, the bank's staff;
// docs/roles/bank-staff.md, 'Coupon check'): the ordered properties with their coupon, a warning where the
// order's address differs from the coupon's, search and the approval filter in the address bar, selection of
// the page or of every match, 'Jóváhagyás'; and the coupon manager on the second tab.
import {
  Alert,
  Anchor,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChecks, IconTicket } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  COUPON_APPROVAL_FILTER_LABELS,
  COUPON_APPROVAL_FILTERS,
  COUPON_CHECK_PAGE_SIZE,
  couponCheckQueryFields,
} from '../../../domain/coupons-list.ts';
import type { CouponCheckQuery, CouponCheckRow } from '../../../domain/coupons.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../domain/format.ts';
import { LoadError, RefreshError } from '../../components/error-alert.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { optionsOf, searchField, type FilterField } from '../../components/filter-fields.ts';
import { showError, showSuccess } from '../../lib/notify.ts';
import { useApproveCoupons, useCouponChecks } from './api/coupon-checks.ts';
import { ToneBadge } from '../../components/status-badge.tsx';
import { withArticle } from '../../../domain/article.ts';
import { ActionsHeader, DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { UNKNOWN_CLIENT } from '../../../domain/person-name.ts';

// The manager (and the drop area's stylesheet) loads when its tab is first opened.
const CouponManager = lazy(async () => ({ default: (await import('./coupon-manager.tsx')).CouponManager }));

const VIEWS = ['orders', 'manager'] as const;
type View = (typeof VIEWS)[number];

type CouponCheckState = ListStateOf<typeof couponCheckQueryFields> & { view: View };

const couponCheckList = defineList<CouponCheckState>({
  fields: couponCheckQueryFields,
  defaults: { view: 'orders', search: '', state: 'pending', page: 1, pageSize: COUPON_CHECK_PAGE_SIZE },
  filters: ['search', 'state'],
  read: { view: (raw) => VIEWS.find((view) => view === raw) },
});
type CouponCheckList = ReturnType<typeof useListState<CouponCheckState>>;

const FILTER_FIELDS: FilterField<CouponCheckState>[] = [
  searchField('Ügyfél neve, kuponkód vagy cím', { w: { base: '100%', sm: 360 } }),
  {
    kind: 'segmented',
    key: 'state',
    label: 'Állapot',
    labelId: 'coupon-state-label',
    options: optionsOf(COUPON_APPROVAL_FILTERS, COUPON_APPROVAL_FILTER_LABELS),
  },
];

export function CouponCheckPage() {
  const listState = useListState(couponCheckList);
  const { state } = listState;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Kupon ellenőrzés
      </Title>
      <Tabs
        value={state.view}
        onChange={(value) => listState.set({ view: VIEWS.find((view) => view === value) ?? 'orders' })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="orders" leftSection={<IconChecks size={16} aria-hidden />}>
            Megrendelések ellenőrzése
          </Tabs.Tab>
          <Tabs.Tab value="manager" leftSection={<IconTicket size={16} aria-hidden />}>
            Kuponkezelő
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <CouponOrders listState={listState} />
        </Tabs.Panel>
        <Tabs.Panel value="manager" pt="md">
          <Suspense
            fallback={
              <Center mih={200} role="status">
                <Loader aria-label="Betöltés..." />
              </Center>
            }
          >
            <CouponManager />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The selection: ids on the page, or every row the search and filter match. */
type Selection = { kind: 'ids'; ids: Set<string> } | { kind: 'all' };
const NOTHING: Selection = { kind: 'ids', ids: new Set() };

function CouponOrders({ listState }: { listState: CouponCheckList }) {
  const { state } = listState;
  const query = couponCheckList.toQuery(state) as CouponCheckQuery;
  const checks = useCouponChecks(query);
  const approve = useApproveCoupons();
  const [selection, setSelection] = useState<Selection>(NOTHING);
  // A new search, filter or page starts a new selection.
  const filterKey = JSON.stringify(query);
  const [selectionKey, setSelectionKey] = useState(filterKey);
  if (selectionKey !== filterKey) {
    setSelectionKey(filterKey);
    setSelection(NOTHING);
  }
  useListPage(listState, checks.data?.total);

  const rows = checks.data?.items ?? [];
  const total = checks.data?.total ?? 0;
  const pendingOnPage = rows.filter((row) => row.approvedAt === null);
  const selectedCount = selection.kind === 'all' ? total : selection.ids.size;
  const allOnPage = pendingOnPage.length > 0 && pendingOnPage.every((row) => isSelected(selection, row));

  const toggleRow = (row: CouponCheckRow) =>
    setSelection((current) => {
      const ids = new Set(current.kind === 'ids' ? current.ids : pendingOnPage.map((r) => r.propertyId));
      if (ids.has(row.propertyId)) ids.delete(row.propertyId);
      else ids.add(row.propertyId);
      return { kind: 'ids', ids };
    });
  const togglePage = () =>
    setSelection(allOnPage ? NOTHING : { kind: 'ids', ids: new Set(pendingOnPage.map((r) => r.propertyId)) });

  const runApproval = () => {
    const body =
      selection.kind === 'all'
        ? {
            allMatching: true as const,
            ...(query.search ? { search: query.search } : {}),
            state: state.state,
          }
        : { propertyIds: [...selection.ids] };
    approve.mutate(body, {
      onSuccess: (result) => {
        setSelection(NOTHING);
        void showSuccess(result.message);
      },
      onError: (error) => void showError(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      <FilterBar
        layout="row"
        fields={FILTER_FIELDS}
        state={state}
        onChange={listState.filter}
        isFiltered={listState.isFiltered}
      />

      {checks.isPending ? (
        <Center mih={240}>
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Megrendelések betöltése...</Text>
          </Stack>
        </Center>
      ) : checks.isError && !checks.data ? (
        <LoadError query={checks} title="A megrendelések betöltése nem sikerült." />
      ) : (
        <>
          {checks.isError && <RefreshError query={checks} title="A megrendelések frissítése nem sikerült." />}
          <Paper withBorder component="section" aria-labelledby="coupon-check-title">
            <Group justify="space-between" px="md" pt="sm" pb={4} gap="sm">
              <Title order={2} size="h5" id="coupon-check-title">
                Kuponnal megrendelt tanúsítások
              </Title>
              <Group gap="sm">
                <ListStatus refreshing={checks.isFetching}>{`${formatNumber(total)} találat`}</ListStatus>
                <Button
                  leftSection={<IconChecks size={16} aria-hidden />}
                  disabled={selectedCount === 0}
                  loading={approve.isPending}
                  onClick={runApproval}
                >
                  {selectedCount > 0 ? `Jóváhagyás (${formatNumber(selectedCount)})` : 'Jóváhagyás'}
                </Button>
              </Group>
            </Group>
            {allOnPage &&
              selection.kind === 'ids' &&
              total > pendingOnPage.length &&
              state.state === 'pending' && (
                <Alert color="blue" mx="md" my="xs" p="xs">
                  <Group gap="xs">
                    <Text fz="sm">Az oldal {formatNumber(pendingOnPage.length)} sora kiválasztva.</Text>
                    <Button size="compact-sm" variant="subtle" onClick={() => setSelection({ kind: 'all' })}>
                      Mind {withArticle(formatNumber(total))} találat kiválasztása
                    </Button>
                  </Group>
                </Alert>
              )}
            {selection.kind === 'all' && (
              <Alert color="blue" mx="md" my="xs" p="xs">
                <Group gap="xs">
                  <Text fz="sm">
                    Mind {withArticle(formatNumber(total))} találat kiválasztva (a már jóváhagyottak
                    változatlanok maradnak).
                  </Text>
                  <Button size="compact-sm" variant="subtle" onClick={() => setSelection(NOTHING)}>
                    Kijelölés törlése
                  </Button>
                </Group>
              </Alert>
            )}
            {rows.length === 0 ? (
              <ListEmpty
                icon={IconTicket}
                message={
                  state.search.trim()
                    ? 'Nincs a keresésnek megfelelő megrendelés.'
                    : state.state === 'pending'
                      ? 'Nincs jóváhagyásra váró megrendelés.'
                      : 'Még nincs kuponnal leadott megrendelés.'
                }
              />
            ) : (
              <DataTable
                minWidth={900}
                verticalSpacing="sm"
                highlightOnHover
                head={
                  <>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label="Az oldal összes jóváhagyásra váró sorának kiválasztása"
                        checked={selection.kind === 'all' || allOnPage}
                        indeterminate={selection.kind === 'ids' && selection.ids.size > 0 && !allOnPage}
                        disabled={pendingOnPage.length === 0}
                        onChange={togglePage}
                      />
                    </Table.Th>
                    <Table.Th>Kuponkód</Table.Th>
                    <Table.Th>Ügyfél</Table.Th>
                    <Table.Th>Ingatlan címe</Table.Th>
                    <Table.Th>Megrendelés dátuma</Table.Th>
                    <Table.Th>Állapot</Table.Th>
                    <ActionsHeader />
                  </>
                }
              >
                {rows.map((row) => (
                  <CouponCheckTableRow
                    key={row.propertyId}
                    row={row}
                    selected={isSelected(selection, row)}
                    onToggle={() => toggleRow(row)}
                  />
                ))}
              </DataTable>
            )}
          </Paper>
          <ListPager {...pagerOf(listState, total)} />
        </>
      )}
    </Stack>
  );
}

const isSelected = (selection: Selection, row: CouponCheckRow) =>
  row.approvedAt === null && (selection.kind === 'all' || selection.ids.has(row.propertyId));

function CouponCheckTableRow({
  row,
  selected,
  onToggle,
}: {
  row: CouponCheckRow;
  selected: boolean;
  onToggle: () => void;
}) {
  const approved = row.approvedAt !== null;
  return (
    <Table.Tr bg={selected ? 'var(--mantine-color-blue-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Kiválasztás: ${row.clientName}`}
          checked={approved || selected}
          disabled={approved}
          onChange={onToggle}
        />
      </Table.Td>
      <Table.Td>
        <Text fz="sm" ff="monospace">
          {row.couponCode}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" fw={500}>
          {row.clientName || UNKNOWN_CLIENT}
        </Text>
        <Text fz="xs" c="dimmed">
          {row.clientEmail}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{row.address}</Text>
        {row.addressMismatch && (
          <Stack gap={2} mt={4} align="flex-start">
            <ToneBadge color="orange" tt="none">
              Eltérő cím
            </ToneBadge>
            <Text fz="xs" c="orange.9">
              A kupon címe: {row.couponAddress}
            </Text>
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{formatDate(row.orderedAt)}</Text>
      </Table.Td>
      <Table.Td>
        {approved ? (
          <Stack gap={2}>
            <ToneBadge color="teal" tt="none">
              Jóváhagyva
            </ToneBadge>
            <Text fz="xs" c="dimmed">
              {formatDateTime(row.approvedAt ?? '')}
              {row.approvedByName ? ` · ${row.approvedByName}` : ''}
            </Text>
          </Stack>
        ) : (
          <ToneBadge color="orange" tt="none">
            Jóváhagyásra vár
          </ToneBadge>
        )}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/clients/${encodeURIComponent(row.clientId)}`} fz="sm">
          Részletek
          <VisuallyHidden>: {row.clientName}</VisuallyHidden>
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
