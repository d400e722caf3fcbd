import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import {
  ACTIVITY_GROUPS,
  ACTIVITY_GROUP_LABELS,
  ACTIVITY_PERIODS,
  ACTIVITY_PERIOD_LABELS,
  CLIENT_ACTIVITY_MESSAGES,
  type ActivityGroup,
} from '../../../domain/client-activity-list.ts';
import type { ClientActivityEntry } from '../../../domain/client-activity.ts';
import { formatDateTime, totalLabel } from '../../../domain/format.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { ListPager } from '../../components/list-pager.tsx';
import { LogMetadata } from '../../components/log-metadata.tsx';
import { useBelowBreakpoint } from '../../lib/use-below-breakpoint.ts';
import { pagerOf, useListState } from '../../lib/use-list-state.ts';
import { listFirstData } from '../../lib/page-start.ts';
import { useExportClientActivity } from './api/export-client-activity.ts';
import { clientActivityQuery, useClientActivity } from './api/get-client-activity.ts';
import {
  clientActivityList,
  toActivityFilters,
  toActivityRequest,
  type ClientActivityState,
} from './client-activity-query.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { PageHeader } from '../../components/page-header.tsx';

/** A search waits 500 ms after the last keystroke. */
export const ACTIVITY_SEARCH_DEBOUNCE_MS = 500;

const FILTER_FIELDS: FilterField<ClientActivityState>[] = [
  searchField('Név, email vagy esemény', { span: { base: 24, md: 10 } }),
  selectField(
    'group',
    'Eseménytípus',
    optionsOf(ACTIVITY_GROUPS, ACTIVITY_GROUP_LABELS, 'Minden eseménytípus'),
    { span: { base: 24, sm: 12, md: 5 } },
  ),
  selectField('period', 'Időszak', optionsOf(ACTIVITY_PERIODS, ACTIVITY_PERIOD_LABELS), {
    span: { base: 24, sm: 12, md: 5 },
  }),
];

const GROUP_COLORS: Record<ActivityGroup, string> = {
  registration: 'teal',
  certificate: 'grape',
  account: 'blue',
  data: 'indigo',
  contact: 'orange',
  appointment: 'cyan',
};

/** The page's events at the address, asked for with the screen's code before the first render. */
export const firstData = listFirstData(clientActivityList, toActivityRequest, clientActivityQuery);

/**
 * The bank's view of what its clients did in the portal (/clients/logs, docs/roles/bank-staff.md, 'Client
 * activity').
 */
export function ClientActivityPage() {
  const listState = useListState(clientActivityList);
  const { state } = listState;
  const filters = toActivityFilters(state);
  const activity = useClientActivity(toActivityRequest(state));
  const exporting = useExportClientActivity();
  const narrow = useBelowBreakpoint('sm');

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.clientActivity}>
        <ExportButton
          write={exporting}
          filters={filters}
          errorTitle={CLIENT_ACTIVITY_MESSAGES.exportError}
          disabled={activity.data?.total === 0}
        >
          Export (.xlsx)
        </ExportButton>
      </PageHeader>

      <FilterBar
        fields={FILTER_FIELDS}
        {...listState.bar}
        onClear={listState.reset}
        clearLabel="Alaphelyzet"
        clearPlacement={{ span: { base: 24, md: 4 } }}
        debounceMs={ACTIVITY_SEARCH_DEBOUNCE_MS}
      />

      <ListSection
        titleId="activity-events-title"
        title="Ügyfelek eseményei"
        refreshing={activity.isFetching}
        status={
          activity.data
            ? totalLabel(
                activity.data.total,
                activity.data.isTotalCapped,
                'esemény',
                activity.data.isTotalEstimated,
              )
            : ''
        }
      >
        {activity.isPending ? (
          <Busy label="Események betöltése..." mih={240} />
        ) : activity.isError && !activity.data ? (
          <Stack p="md">
            <LoadError query={activity} title={CLIENT_ACTIVITY_MESSAGES.loadError} />
          </Stack>
        ) : activity.data.items.length === 0 ? (
          <ListEmpty
            message={CLIENT_ACTIVITY_MESSAGES.empty}
            onClear={listState.isFiltered ? listState.reset : undefined}
          />
        ) : (
          <>
            {activity.isError && (
              <Stack px="md">
                <LoadError query={activity} title={CLIENT_ACTIVITY_MESSAGES.loadError} />
              </Stack>
            )}
            {/* Phones get one card per event; a four-column table would scroll sideways. Only the one shown
                is rendered (lib/use-below-breakpoint.ts). */}
            {narrow ? (
              <Stack gap={0} component="ul" m={0} p={0} aria-label="Ügyfelek eseményei">
                {activity.data.items.map((entry) => (
                  <ActivityCard key={entry.id} entry={entry} />
                ))}
              </Stack>
            ) : (
              <DataTable
                minWidth={720}
                verticalSpacing="xs"
                aria-label="Ügyfelek eseményei"
                head={
                  <>
                    <Table.Th scope="col" w={150}>
                      Időpont
                    </Table.Th>
                    <Table.Th scope="col" w={240}>
                      Ügyfél
                    </Table.Th>
                    <Table.Th scope="col" w={150}>
                      Típus
                    </Table.Th>
                    <Table.Th scope="col">Esemény</Table.Th>
                  </>
                }
              >
                {activity.data.items.map((entry) => (
                  <ActivityRow key={entry.id} entry={entry} />
                ))}
              </DataTable>
            )}
            <Stack p="md">
              <ListPager
                {...pagerOf(listState, activity.data.total)}
                totalCapped={activity.data.isTotalCapped}
              />
            </Stack>
          </>
        )}
      </ListSection>
    </Stack>
  );
}

function GroupBadge({ group }: { group: ActivityGroup | null }) {
  if (!group) return null;
  return (
    <Badge variant="dot" color={GROUP_COLORS[group]} tt="none">
      {ACTIVITY_GROUP_LABELS[group]}
    </Badge>
  );
}

/** The person's e-mail under their name, broken anywhere (an address is one long word). */
function ActivityEmail({ entry }: { entry: ClientActivityEntry }) {
  if (!entry.userEmail) return null;
  return (
    <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
      {entry.userEmail}
    </Text>
  );
}

/** What the event adds to its action: the details, then what the log's metadata says. */
function ActivityDetails({ entry }: { entry: ClientActivityEntry }) {
  return (
    <>
      {entry.details && (
        <Text fz="xs" c="dimmed">
          {entry.details}
        </Text>
      )}
      <LogMetadata metadata={entry.metadata} names={entry.names} />
    </>
  );
}

function ActivityCard({ entry }: { entry: ClientActivityEntry }) {
  return (
    <Box
      component="li"
      px="md"
      py="sm"
      style={{ listStyle: 'none', borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" c="dimmed">
          {formatDateTime(entry.timestamp)}
        </Text>
        <GroupBadge group={entry.group} />
      </Group>
      <Text fz="sm" fw={600} mt={4}>
        {entry.userName}
      </Text>
      <ActivityEmail entry={entry} />
      <Text fz="sm" mt={4}>
        {entry.action}
      </Text>
      <ActivityDetails entry={entry} />
    </Box>
  );
}

function ActivityRow({ entry }: { entry: ClientActivityEntry }) {
  return (
    <Table.Tr>
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        {formatDateTime(entry.timestamp)}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text fz="sm" fw={500}>
          {entry.userName}
        </Text>
        <ActivityEmail entry={entry} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <GroupBadge group={entry.group} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text fz="sm" fw={500}>
          {entry.action}
        </Text>
        <ActivityDetails entry={entry} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Search (500 ms pause), type group and period. */
