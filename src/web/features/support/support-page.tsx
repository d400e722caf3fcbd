import { Anchor, Button, Modal, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '../../../domain/constants.ts';
import { formatDateTime, formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Role } from '../../../domain/roles.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import {
  SUPPORT_ROLES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
  ticketsQueryFields,
} from '../../../domain/support-list.ts';
import type { TicketSummary } from '../../../domain/support.ts';
import { Busy } from '../../components/busy.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { listFirstData } from '../../lib/page-start.ts';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { ticketsQuery, useTickets } from './api/get-tickets.ts';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryStates } from '../../components/query-states.tsx';

// The form (and zod, which checks it) loads when the dialog first opens: the list does not need it
// (decision 0022).
const NewTicketForm = lazy(async () => ({ default: (await import('./new-ticket-form.tsx')).NewTicketForm }));

type ListState = ListStateOf<typeof ticketsQueryFields>;

const ticketList = defineList<ListState>({
  fields: ticketsQueryFields,
  filters: ['search', 'status', 'type', 'priority'],
});

const FILTER_FIELDS: FilterField<ListState>[] = [
  searchField('Cím vagy leírás', { span: { base: 24, md: 'auto' } }),
  selectField('status', 'Állapot', optionsOf(TICKET_STATUSES, TICKET_STATUS_LABELS, 'Mind'), {
    combobox: true,
    span: { base: 24, sm: 8, md: 4 },
  }),
  selectField('type', 'Típus', optionsOf(TICKET_TYPES, TICKET_TYPE_LABELS, 'Mind'), {
    combobox: true,
    span: { base: 24, sm: 8, md: 4 },
  }),
  selectField('priority', 'Prioritás', optionsOf(TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, 'Mind'), {
    combobox: true,
    span: { base: 24, sm: 8, md: 4 },
  }),
];

/** The first page at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(ticketList, ticketList.toQuery, ticketsQuery);

/**
 * 'Támogatás' (/support, docs/roles/bank-staff.md, 'Support'): the bank's tickets, for the bank's staff and
 * the portal admins.
 */
export function SupportPage() {
  const { data: me } = useSession();
  const canCreate = me ? (SUPPORT_ROLES.create as readonly Role[]).includes(me.role) : false;
  const listState = useListState(ticketList);
  const { state } = listState;
  const tickets = useTickets(ticketList.toQuery(state));
  const [creating, createDialog] = useDisclosure(false);
  const navigate = useNavigate();

  useListPage(listState, tickets.data?.total);

  return (
    <Stack gap="lg">
      <PageHeader {...(canCreate ? SCREEN_HEADINGS.supportForBank : SCREEN_HEADINGS.supportForOperator)}>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
            Új bejelentés
          </Button>
        )}
      </PageHeader>
      <FilterBar
        fields={FILTER_FIELDS}
        {...listState.bar}
        clearPlacement={{ span: { base: 24, md: 'content' } }}
      />
      <QueryStates
        query={tickets}
        loadingLabel="Bejelentések betöltése..."
        errorTitle="A bejelentések betöltése nem sikerült"
      >
        {(data) => (
          <ListSection
            titleId="tickets-title"
            title="Bejelentések"
            refreshing={tickets.isFetching}
            status={`${formatNumber(data.total)} bejelentés`}
            pager={pagerOf(listState, data.total)}
          >
            {data.items.length === 0 ? (
              <ListEmpty
                icon={IconLifebuoy}
                message={
                  ticketList.write(state).size > 0
                    ? 'Nincs a szűrésnek megfelelő bejelentés.'
                    : 'Még nincs bejelentés.'
                }
              />
            ) : (
              <TicketsTable rows={data.items} />
            )}
          </ListSection>
        )}
      </QueryStates>
      <Modal opened={creating} onClose={createDialog.close} title="Új támogatási bejelentés" size="lg">
        <Suspense fallback={<Busy label={MESSAGES.formLoading} mih={200} />}>
          <NewTicketForm
            onCancel={createDialog.close}
            onCreated={(ticket) => {
              createDialog.close();
              void showSuccess(MESSAGES.ticket.created);
              void navigate(`/support/${ticket.id}`);
            }}
          />
        </Suspense>
      </Modal>
    </Stack>
  );
}

function TicketsTable({ rows }: { rows: TicketSummary[] }) {
  return (
    <DataTable
      minWidth={860}
      striped
      highlightOnHover
      aria-label="Támogatási bejelentések listája"
      head={
        <>
          <Table.Th>Cím</Table.Th>
          <Table.Th>Típus</Table.Th>
          <Table.Th>Prioritás</Table.Th>
          <Table.Th>Állapot</Table.Th>
          <Table.Th>Beküldte</Table.Th>
          <Table.Th>Létrehozva</Table.Th>
          <Table.Th ta="right">Hozzászólások</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td maw={360}>
            <Anchor component={Link} to={`/support/${row.id}`} fw={600}>
              {row.title}
            </Anchor>
          </Table.Td>
          <Table.Td>{TICKET_TYPE_LABELS[row.type]}</Table.Td>
          {/* Wide enough for the longest priority, 'ALACSONY', whole at 1440 px. */}
          <Table.Td style={{ minWidth: 136 }}>
            <TicketPriorityBadge priority={row.priority} />
          </Table.Td>
          <Table.Td style={{ minWidth: 150 }}>
            <TicketStatusBadge status={row.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.createdByName}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td ta="right">{formatNumber(row.commentCount)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
