import { Button, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconFileSpreadsheet, IconFilter, IconPlus, IconUserSearch } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { formatDate, totalLabel } from '../../../domain/format.ts';
import { LEAD_SOURCE_LABELS } from '../../../domain/leads-list.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { Deferred } from '../../components/deferred.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { listFirstData } from '../../lib/page-start.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { leadsQuery, useLeads } from './api/get-leads.ts';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { LEAD_FILTER_FIELDS, leadList, toLeadsQuery } from './leads-query.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';

// The drawer (with its date and time picker), the import and the new lead's form download when the first of
// them opens: they were most of the list's own chunk, and the list shows without them (decision 0020).
const loadDialogs = () => import('./lead-dialogs.ts');
const LeadDetailDrawer = lazy(async () => ({ default: (await loadDialogs()).LeadDetailDrawer }));
const LeadImportDialog = lazy(async () => ({ default: (await loadDialogs()).LeadImportDialog }));
const NewLeadDialog = lazy(async () => ({ default: (await loadDialogs()).NewLeadDialog }));

const LOAD_ERROR = 'A leadek betöltése nem sikerült';

/** The first page at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(leadList, toLeadsQuery, leadsQuery);

/** 'Lead-kezelés' (/leads): the bank's leads, stored in the database (docs/roles/bank-staff.md, 'Leads'). */
export function LeadsPage() {
  const listState = useListState(leadList);
  const { state } = listState;
  const leads = useLeads(toLeadsQuery(state));
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  useListPage(listState, leads.data?.total);

  const openLead = (lead: string) => listState.set({ lead });
  const header = {
    sort: state.sort,
    direction: state.direction,
    onSort: listState.toggleSort,
  };

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.leads}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() => setDialog('import')}
          >
            Excel import
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog('new')}>
            Új lead
          </Button>
        </Group>
      </PageHeader>

      <FilterBar layout="row" fields={LEAD_FILTER_FIELDS} {...listState.bar} hideClearWhenIdle />

      <QueryStates query={leads} loadingLabel="Leadek betöltése..." errorTitle={LOAD_ERROR} minHeight={240}>
        {(list) => (
          <>
            <ListSection
              titleId="lead-table-title"
              title="Leadek"
              refreshing={leads.isFetching}
              status={totalLabel(list.total, list.isTotalCapped, 'találat', list.isTotalEstimated)}
              pager={{ ...pagerOf(listState, list.total), totalCapped: list.isTotalCapped }}
            >
              {list.items.length === 0 ? (
                listState.isFiltered ? (
                  <ListEmpty
                    icon={IconFilter}
                    message="Nincs a szűrőknek megfelelő lead."
                    onClear={listState.clear}
                  />
                ) : (
                  <ListEmpty icon={IconUserSearch} message="Még nincs lead.">
                    <Text c="dimmed" fz="sm">
                      Rögzítsen egyet az „Új lead” gombbal, vagy importáljon egy Excel fájlt.
                    </Text>
                  </ListEmpty>
                )
              ) : (
                <DataTable
                  minWidth={900}
                  scroll={{ type: 'native' }}
                  verticalSpacing="sm"
                  highlightOnHover
                  aria-label="Leadek listája"
                  head={
                    <>
                      <SortableHeader {...header} options={[{ column: 'name', label: 'Név' }]} />
                      <Table.Th fz="sm">Elérhetőség</Table.Th>
                      <SortableHeader
                        {...header}
                        options={[{ column: 'source', label: 'Forrás' }]}
                        width={120}
                      />
                      <SortableHeader
                        {...header}
                        options={[{ column: 'status', label: 'Státusz' }]}
                        width={140}
                      />
                      <SortableHeader
                        {...header}
                        options={[{ column: 'registrationDate', label: 'Regisztráció' }]}
                        width={140}
                      />
                      <SortableHeader
                        {...header}
                        options={[{ column: 'lastContact', label: 'Utolsó kapcsolat' }]}
                        width={190}
                      />
                    </>
                  }
                >
                  {list.items.map((lead) => (
                    <Table.Tr key={lead.id}>
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => openLead(lead.id)}
                          fw={600}
                          c="blue.8"
                          aria-label={`${lead.name} adatlapjának megnyitása`}
                        >
                          {lead.name}
                        </UnstyledButton>
                        <Text fz="xs" c="dimmed">
                          {lead.address}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{lead.email}</Text>
                        <Text fz="sm" c="dimmed">
                          {lead.phone}
                        </Text>
                      </Table.Td>
                      <Table.Td fz="sm">{LEAD_SOURCE_LABELS[lead.source]}</Table.Td>
                      <Table.Td>
                        <LeadStatusBadge status={lead.status} />
                      </Table.Td>
                      <Table.Td fz="sm">{formatDate(lead.registrationDate)}</Table.Td>
                      <Table.Td fz="sm">
                        {lead.lastContact ? (
                          formatDate(lead.lastContact)
                        ) : (
                          <Text span c="dimmed" fz="sm">
                            Még nem volt
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
              )}
            </ListSection>
          </>
        )}
      </QueryStates>

      <Deferred opened={dialog === 'new'}>
        <NewLeadDialog
          opened={dialog === 'new'}
          onClose={() => setDialog(null)}
          onCreated={(id) => {
            setDialog(null);
            listState.set({ ...leadList.defaults(), lead: id });
          }}
        />
      </Deferred>
      <Deferred opened={dialog === 'import'}>
        <LeadImportDialog opened={dialog === 'import'} onClose={() => setDialog(null)} />
      </Deferred>
      <Deferred opened={state.lead !== ''}>
        <LeadDetailDrawer leadId={state.lead || null} onClose={() => listState.set({ lead: '' })} />
      </Deferred>
    </Stack>
  );
}
