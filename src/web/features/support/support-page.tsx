import {
  Anchor,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilterOff, IconLifebuoy, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from '../../../domain/constants.ts';
import { formatDateTime, formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Role } from '../../../domain/roles.ts';
import {
  SUPPORT_ROLES,
  TICKET_PAGE_SIZE,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_TYPE_LABELS,
  type TicketsQuery,
  type TicketSummary,
} from '../../../domain/support.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { readEnum, readPageSize, readPositiveInt, readText, writeListState } from '../../lib/list-state.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { useClampedPage } from '../../lib/use-clamped-page.ts';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';
import { useTickets } from './api/get-tickets.ts';
import { NewTicketForm } from './new-ticket-form.tsx';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges.tsx';

type ListState = Required<TicketsQuery> & { search: string };

const STATUS_FILTERS = ['all', ...TICKET_STATUSES] as const;
const TYPE_FILTERS = ['all', ...TICKET_TYPES] as const;
const PRIORITY_FILTERS = ['all', ...TICKET_PRIORITIES] as const;

const DEFAULTS: ListState = {
  search: '',
  status: 'all',
  type: 'all',
  priority: 'all',
  page: 1,
  pageSize: TICKET_PAGE_SIZE,
};

function readState(params: URLSearchParams): ListState {
  return {
    search: readText(params.get('search'), 100),
    status: readEnum(STATUS_FILTERS, params.get('status'), 'all'),
    type: readEnum(TYPE_FILTERS, params.get('type'), 'all'),
    priority: readEnum(PRIORITY_FILTERS, params.get('priority'), 'all'),
    page: readPositiveInt(params.get('page'), 1),
    pageSize: readPageSize(params.get('pageSize'), TICKET_PAGE_SIZE),
  };
}

const options = <T extends string>(values: readonly T[], labels: Record<Exclude<T, 'all'>, string>) =>
  values.map((value) => ({
    value,
    label: value === 'all' ? 'Mind' : labels[value as Exclude<T, 'all'>],
  }));

/**
 * 'Támogatás' (/support, docs/roles/bank-staff.md, 'Support'): the bank's tickets, for the bank's staff and
 * the portal admins.
 */
export function SupportPage() {
  const { data: me } = useSession();
  const canCreate = me ? (SUPPORT_ROLES.create as readonly Role[]).includes(me.role) : false;
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readState(searchParams);
  const update = (change: Partial<ListState>) =>
    setSearchParams(writeListState({ ...state, page: 1, ...change }, DEFAULTS), { replace: true });
  const tickets = useTickets({ ...state, search: state.search.trim() || undefined });
  const [creating, createDialog] = useDisclosure(false);
  const navigate = useNavigate();

  useClampedPage(tickets.data?.total, state.pageSize, state.page, (page) => update({ page }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Támogatás
          </Title>
          <Text c="dimmed">
            {canCreate
              ? 'Kérdése vagy problémája van a portállal? Küldjön bejelentést az üzemeltetőnek.'
              : 'A bank munkatársainak bejelentései. Válaszáról a bejelentő emailben értesítést kap.'}
          </Text>
        </div>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
            Új bejelentés
          </Button>
        )}
      </Group>
      <Filters state={state} onChange={update} />
      {tickets.isPending ? (
        <Busy label="Bejelentések betöltése..." mih={300} />
      ) : tickets.isError && !tickets.data ? (
        <LoadError
          error={tickets.error}
          title="A bejelentések betöltése nem sikerült"
          onRetry={() => void tickets.refetch()}
          isRetrying={tickets.isFetching}
        />
      ) : (
        <>
          {tickets.isError && (
            <Group justify="space-between" align="center">
              <ErrorAlert
                error={tickets.error}
                title="A bejelentések betöltése nem sikerült"
                style={{ flex: 1 }}
              />
              <Button onClick={() => void tickets.refetch()} loading={tickets.isFetching}>
                Újrapróbálás
              </Button>
            </Group>
          )}
          <Paper withBorder component="section" aria-labelledby="tickets-title">
            <Group justify="space-between" px="md" pt="sm" pb={4}>
              <Title order={2} size="h5" id="tickets-title">
                Bejelentések
              </Title>
              <Text fz="sm" c="dimmed" role="status">
                {tickets.isFetching ? 'Frissítés...' : `${formatNumber(tickets.data.total)} bejelentés`}
              </Text>
            </Group>
            {tickets.data.items.length === 0 ? (
              <Stack align="center" gap="xs" py={48} px="md" ta="center">
                <IconLifebuoy size={40} aria-hidden color="var(--mantine-color-gray-6)" />
                <Text fw={600}>
                  {writeListState(state, DEFAULTS).size > 0
                    ? 'Nincs a szűrésnek megfelelő bejelentés.'
                    : 'Még nincs bejelentés.'}
                </Text>
              </Stack>
            ) : (
              <TicketsTable rows={tickets.data.items} />
            )}
          </Paper>
          <ListPager
            page={state.page}
            pageSize={state.pageSize}
            total={tickets.data.total}
            onChange={(change) =>
              setSearchParams(writeListState({ ...state, ...change }, DEFAULTS), { replace: true })
            }
          />
        </>
      )}
      <Modal opened={creating} onClose={createDialog.close} title="Új támogatási bejelentés" size="lg">
        <NewTicketForm
          onCancel={createDialog.close}
          onCreated={(ticket) => {
            createDialog.close();
            void showSuccess(MESSAGES.ticket.created);
            void navigate(`/support/${ticket.id}`);
          }}
        />
      </Modal>
    </Stack>
  );
}

function Filters({ state, onChange }: { state: ListState; onChange: (change: Partial<ListState>) => void }) {
  const search = useDebouncedText(state.search, (text) => onChange({ search: text }));
  const isClear =
    state.status === 'all' && state.type === 'all' && state.priority === 'all' && search.text.trim() === '';
  return (
    <Paper withBorder p="md" component="section" role="search" aria-label="Szűrők">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <TextInput
            label="Keresés"
            placeholder="Cím vagy leírás"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            maxLength={100}
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Select
            label="Állapot"
            data={options(STATUS_FILTERS, TICKET_STATUS_LABELS)}
            value={state.status}
            allowDeselect={false}
            onChange={(value) => onChange({ status: readEnum(STATUS_FILTERS, value, 'all') })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Select
            label="Típus"
            data={options(TYPE_FILTERS, TICKET_TYPE_LABELS)}
            value={state.type}
            allowDeselect={false}
            onChange={(value) => onChange({ type: readEnum(TYPE_FILTERS, value, 'all') })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Select
            label="Prioritás"
            data={options(PRIORITY_FILTERS, TICKET_PRIORITY_LABELS)}
            value={state.priority}
            allowDeselect={false}
            onChange={(value) => onChange({ priority: readEnum(PRIORITY_FILTERS, value, 'all') })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'content' }}>
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={isClear}
            onClick={() => {
              search.reset();
              onChange({ search: '', status: 'all', type: 'all', priority: 'all' });
            }}
          >
            Szűrők törlése
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

function TicketsTable({ rows }: { rows: TicketSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label="Támogatási bejelentések listája">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cím</Table.Th>
            <Table.Th>Típus</Table.Th>
            <Table.Th>Prioritás</Table.Th>
            <Table.Th>Állapot</Table.Th>
            <Table.Th>Beküldte</Table.Th>
            <Table.Th>Létrehozva</Table.Th>
            <Table.Th ta="right">Hozzászólások</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td maw={360}>
                <Anchor component={Link} to={`/support/${row.id}`} fw={600}>
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{TICKET_TYPE_LABELS[row.type]}</Table.Td>
              <Table.Td style={{ minWidth: 120 }}>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
