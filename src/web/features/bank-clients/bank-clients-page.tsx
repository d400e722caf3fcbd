import { Alert, Anchor, Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice, IconFilter, IconUsers } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { BankClientFilter, BankClientRow, BankTigSelection } from '../../../domain/bank.ts';
import { formatArea, formatNumber, formatTotal, NOT_GIVEN, totalLabel } from '../../../domain/format.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { BANK_STATUS_LABELS, PROPERTY_STATUSES } from '../../../domain/statuses.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { listFirstData } from '../../lib/page-start.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { bankClientsQuery, useBankClients } from './api/get-bank-clients.ts';
import { BankTigDialog } from './bank-tig-dialog.tsx';
import { bankClientList, type ListState } from './bank-clients-query.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';

// One source of the labels; the bank's finding_auditor reads 'Még nem rendelt' (docs/rules/statuses.md,
// 'The five statuses').
const FILTER_FIELDS: FilterField<ListState>[] = [
  searchField('Név vagy email cím', { type: 'text', w: { base: '100%', sm: 320 } }),
  selectField('status', 'Állapot', optionsOf(PROPERTY_STATUSES, BANK_STATUS_LABELS, 'Minden állapot'), {
    combobox: true,
    w: { base: '100%', sm: 220 },
  }),
];

/** What is ticked: rows by id, or every client the filter matches. */
type Selection = { kind: 'rows'; ids: Set<string> } | { kind: 'all' };

/** The first page at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(bankClientList, bankClientList.toQuery, bankClientsQuery);

/** The bank's client list (docs/roles/bank-staff.md, 'Client list') with its 'TIG generálás'. */
export function BankClientsPage() {
  const listState = useListState(bankClientList);
  const { state } = listState;
  const [selection, setSelection] = useState<Selection>({ kind: 'rows', ids: new Set() });
  const [dialog, setDialog] = useState<BankTigSelection | null>(null);
  const filter = bankClientList.toQuery(state, { withPage: false }) as BankClientFilter;
  const clients = useBankClients(bankClientList.toQuery(state));

  // Another filter matches other clients: what was ticked goes; a page change keeps it.
  const clearSelection = () => setSelection({ kind: 'rows', ids: new Set() });
  const changeFilter = (change: Partial<ListState>) => {
    listState.filter(change);
    clearSelection();
  };
  useListPage(listState, clients.data?.total);

  // The answer renders as a transition, in slices between which the browser stays responsive, as the lists
  // of QueryStates do (decision 0027: one long task when a list's answer came).
  const data = useDeferredValue(clients.data);
  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  const isSelected = (id: string) => selection.kind === 'all' || selection.ids.has(id);
  const pageAllSelected = rows.length > 0 && rows.every((row) => isSelected(row.clientId));
  const pageSomeSelected = rows.some((row) => isSelected(row.clientId));
  const selectedCount = selection.kind === 'all' ? total : selection.ids.size;

  const toggleRow = (id: string) =>
    setSelection((current) => {
      const ids = new Set(current.kind === 'rows' ? current.ids : rows.map((row) => row.clientId));
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      return { kind: 'rows', ids };
    });
  const togglePage = () =>
    setSelection((current) => {
      if (current.kind === 'all') return { kind: 'rows', ids: new Set() };
      const ids = new Set(current.ids);
      for (const row of rows) {
        if (pageAllSelected) ids.delete(row.clientId);
        else ids.add(row.clientId);
      }
      return { kind: 'rows', ids };
    });

  const openTig = () =>
    setDialog(selection.kind === 'all' ? { allMatching: filter } : { clientIds: [...selection.ids] });

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.bankClients}>
        <Button
          leftSection={<IconFileInvoice size={18} aria-hidden />}
          disabled={selectedCount === 0}
          onClick={openTig}
        >
          TIG generálás
        </Button>
      </PageHeader>

      <FilterBar
        layout="row"
        bare
        fields={FILTER_FIELDS}
        state={state}
        onChange={changeFilter}
        isFiltered={listState.isFiltered}
      />

      {data === undefined && !clients.isError ? (
        <Busy label={MESSAGES.clients.loading} mih={240} />
      ) : data === undefined ? (
        <LoadError query={clients} title={MESSAGES.clients.listLoadError} />
      ) : (
        <>
          <ErrorAlert
            error={clients.isError ? clients.error : null}
            title="A lista frissítése nem sikerült"
          />
          {pageAllSelected && selection.kind === 'rows' && total > rows.length && (
            <Alert color="blue" role="status">
              <Group gap="sm">
                <Text fz="sm">Az oldal {formatNumber(rows.length)} ügyfele kiválasztva.</Text>
                <Button size="xs" variant="light" onClick={() => setSelection({ kind: 'all' })}>
                  Mind a {formatTotal(total, data?.isTotalCapped)} találat kiválasztása
                </Button>
              </Group>
            </Alert>
          )}
          {selection.kind === 'all' && (
            <Alert color="blue" role="status">
              <Group gap="sm">
                <Text fz="sm">Mind a {formatTotal(total, data?.isTotalCapped)} találat kiválasztva.</Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setSelection({ kind: 'rows', ids: new Set() })}
                >
                  Kijelölés törlése
                </Button>
              </Group>
            </Alert>
          )}
          <ListSection
            titleId="bank-client-table-title"
            title="Ügyféllista"
            refreshing={clients.isFetching}
            status={`${totalLabel(total, data?.isTotalCapped, 'találat', data?.isTotalEstimated)}${selectedCount > 0 ? `, ${formatNumber(selectedCount)} kiválasztva` : ''}`}
            pager={{ ...pagerOf(listState, total), totalCapped: data?.isTotalCapped }}
          >
            {rows.length === 0 ? (
              state.search || state.status !== 'all' ? (
                <ListEmpty
                  icon={IconFilter}
                  message={MESSAGES.clients.noneMatch}
                  onClear={() => {
                    listState.clear();
                    clearSelection();
                  }}
                />
              ) : (
                <ListEmpty icon={IconUsers} message="Még nincs regisztrált ügyfél." />
              )
            ) : (
              <DataTable
                minWidth={900}
                highlightOnHover
                verticalSpacing="sm"
                aria-labelledby="bank-client-table-title"
                head={
                  <>
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label="Az oldal minden ügyfelének kiválasztása"
                        checked={pageAllSelected}
                        indeterminate={pageSomeSelected && !pageAllSelected}
                        onChange={togglePage}
                      />
                    </Table.Th>
                    <Table.Th>Ügyfél</Table.Th>
                    <Table.Th>Ingatlan</Table.Th>
                    <Table.Th>Állapot</Table.Th>
                    <Table.Th>Művelet</Table.Th>
                  </>
                }
              >
                {rows.map((row) => (
                  <ClientRow
                    key={row.clientId}
                    row={row}
                    checked={isSelected(row.clientId)}
                    onToggle={() => toggleRow(row.clientId)}
                  />
                ))}
              </DataTable>
            )}
          </ListSection>
        </>
      )}
      <BankTigDialog
        selection={dialog}
        onClose={() => setDialog(null)}
        onGenerated={() => setSelection({ kind: 'rows', ids: new Set() })}
      />
    </Stack>
  );
}

function ClientRow({
  row,
  checked,
  onToggle,
}: {
  row: BankClientRow;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox aria-label={`${row.name} kiválasztása`} checked={checked} onChange={onToggle} />
      </Table.Td>
      <Table.Td>
        <Text fw={600}>{row.name}</Text>
        <Text fz="xs" c="dimmed">
          {row.displayId} · {row.email}
        </Text>
        {row.contactPerson && (
          <Text fz="xs" c="dimmed">
            Kapcsolattartó: {row.contactPerson.name}, {row.contactPerson.phone}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{row.address ?? NOT_GIVEN}</Text>
        {row.area !== null && (
          <Text fz="xs" c="dimmed">
            {formatArea(row.area)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <StatusBadge status={row.status} labels={BANK_STATUS_LABELS} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/clients/${encodeURIComponent(row.clientId)}`} fz="sm" fw={600}>
          Részletek
          <VisuallyHidden>{` – ${row.name}`}</VisuallyHidden>
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
