import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Flex,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { formatDateTime, formatNumber, totalLabel } from '../../../domain/format.ts';
import { describeLogMetadata } from '../../../domain/log-details.ts';
import { LOG_ACTION_LABELS, LOG_ACTION_TYPES } from '../../../domain/log-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { LOG_STATISTICS, LOG_STATISTIC_LABELS } from '../../../domain/system-log-list.ts';
import type { SystemLogEntry } from '../../../domain/system-log.ts';
import { Busy } from '../../components/busy.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { FilterBar } from '../../components/filter-bar.tsx';
import { optionsOf, searchField, selectField, type FilterField } from '../../components/filter-fields.ts';
import { dateRangeField } from '../../components/date-filter-input.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { ExportButton } from '../../components/export-button.tsx';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { cacheFirstData } from '../../lib/page-start.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { useDownloadSystemLog } from './api/download-system-log.ts';
import { logStatisticsQuery, useLogStatistics } from './api/get-log-statistics.ts';
import { systemLogQuery, useSystemLog, type SystemLogFilters } from './api/get-system-log.ts';
import { LogMetadata } from '../../components/log-metadata.tsx';
import { systemLogList, toSystemLogFilters, type SystemLogState } from './system-log-query.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LOG_TYPE_COLORS } from '../../lib/log-type-colors.ts';

addDatesStyles();

/** A search waits 500 ms after the last keystroke (docs/roles/admin-light.md, 'System log'). */
export const LOG_SEARCH_DEBOUNCE_MS = 500;

const FILTER_FIELDS: FilterField<SystemLogState>[] = [
  searchField('Felhasználó, esemény, részletek', { span: { base: 24, md: 7 } }),
  selectField(
    'actionType',
    'Eseménytípus',
    optionsOf(LOG_ACTION_TYPES, LOG_ACTION_LABELS, 'Összes eseménytípus'),
    { span: { base: 24, sm: 12, md: 5 } },
  ),
  dateRangeField('Dátumtól', 'Dátumig', { span: { base: 12, sm: 6, md: 4 } }),
];

/** Here sign-ins and sign-outs have colours of their own too. */
const TYPE_COLORS: Partial<Record<SystemLogEntry['actionType'], string>> = {
  login: 'blue',
  logout: 'gray',
  ...LOG_TYPE_COLORS,
};

/** The statistics' request: the list's type and dates. */
const toStatisticsRequest = (filters: SystemLogFilters) => ({
  actionType: filters.actionType,
  ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
  ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
});

/** The first events and their statistics at the address, asked for with the screen's code (lib/page-start.ts). */
export const firstData = cacheFirstData((queryClient, params) => {
  const filters = toSystemLogFilters(systemLogList.parse(params));
  return [
    queryClient.prefetchInfiniteQuery(systemLogQuery(filters)),
    queryClient.prefetchQuery(logStatisticsQuery(toStatisticsRequest(filters))),
  ];
});

/** Admin Light's system log (/logs, docs/roles/admin-light.md, 'System log'). */
export function SystemLogPage() {
  const listState = useListState(systemLogList);
  const { state } = listState;
  const filters = toSystemLogFilters(state);
  const log = useSystemLog(filters);
  const statistics = useLogStatistics(toStatisticsRequest(filters));
  const download = useDownloadSystemLog();
  const { direction: _direction, ...downloadFilters } = filters;
  // Kept while the filters change (keepPreviousData): only the first answers are waited for.
  const firstAnswersIn =
    (log.data !== undefined || log.isError) && (statistics.data !== undefined || statistics.isError);

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.systemLog}>
        <ExportButton
          write={download}
          filters={downloadFilters}
          errorTitle={MESSAGES.systemLog.downloadError}
        >
          Letöltés (.txt)
        </ExportButton>
      </PageHeader>

      <FilterBar
        fields={FILTER_FIELDS}
        {...listState.bar}
        clearLabel="Alaphelyzet"
        clearPlacement={{ span: { base: 24, md: 4 } }}
        debounceMs={LOG_SEARCH_DEBOUNCE_MS}
      />

      {/* The statistics band grows from a spinner's height to its figures (ten lines on a phone): until the
          figures and the first events are both in (or failed), one spinner stands for the two, so the events
          never move down when the figures come. */}
      {firstAnswersIn ? (
        <>
          <LogStatistics statistics={statistics} />

          <Paper withBorder component="section" aria-labelledby="log-events-title">
            <Group justify="space-between" px="md" py={6}>
              <Title order={2} size="h5" id="log-events-title">
                Események
              </Title>
              <Group gap="sm">
                <ListStatus refreshing={log.isFetching && !log.isFetchingNextPage}>
                  {log.data
                    ? totalLabel(
                        log.data.pages[0]?.total ?? 0,
                        log.data.pages[0]?.isTotalCapped,
                        'esemény',
                        log.data.pages[0]?.isTotalEstimated,
                      )
                    : ''}
                </ListStatus>
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={
                    state.direction === 'desc' ? (
                      <IconSortDescending size={16} aria-hidden />
                    ) : (
                      <IconSortAscending size={16} aria-hidden />
                    )
                  }
                  onClick={() => listState.filter({ direction: state.direction === 'desc' ? 'asc' : 'desc' })}
                >
                  {state.direction === 'desc' ? 'Legújabb elöl' : 'Legrégebbi elöl'}
                </Button>
              </Group>
            </Group>
            {!log.data ? (
              <Stack p="md">
                <LoadError query={log} title={MESSAGES.systemLog.loadError} />
              </Stack>
            ) : log.data.pages[0]?.items.length === 0 ? (
              <ListEmpty
                message={MESSAGES.systemLog.empty}
                onClear={listState.isFiltered ? listState.clear : undefined}
              />
            ) : (
              <>
                {/* The page scrolls, not a box inside it: at 1440x900 the list starts with more than 12
                  events in view, one line each, the header staying under the app's bar. */}
                <DataTable
                  layout="fixed"
                  stickyHeader
                  stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
                  verticalSpacing={5}
                  highlightOnHover
                  aria-label="Rendszernapló eseményei"
                  head={
                    <>
                      <Table.Th scope="col" w={160}>
                        Időpont
                      </Table.Th>
                      <Table.Th scope="col" w={175}>
                        Típus
                      </Table.Th>
                      <Table.Th scope="col" w={180}>
                        Felhasználó
                      </Table.Th>
                      <Table.Th scope="col">Esemény</Table.Th>
                      <Table.Th scope="col" w={52}>
                        <VisuallyHidden>Részletek</VisuallyHidden>
                      </Table.Th>
                    </>
                  }
                >
                  {log.data.pages.flatMap((page) =>
                    page.items.map((entry) => <LogRow key={entry.id} entry={entry} />),
                  )}
                </DataTable>
                <NextPage
                  hasNextPage={log.hasNextPage}
                  isFetching={log.isFetchingNextPage}
                  error={log.isError ? log.error : null}
                  onLoad={() => void log.fetchNextPage()}
                />
              </>
            )}
          </Paper>
        </>
      ) : (
        <Busy label="Rendszernapló betöltése..." mih={300} />
      )}
    </Stack>
  );
}

/** The ten statistics in one compact band, a label and its figure on a line: the list is what the screen is for. */
function LogStatistics({ statistics }: { statistics: ReturnType<typeof useLogStatistics> }) {
  return (
    <Paper withBorder px="md" py="xs" component="section" aria-labelledby="log-statistics-title">
      <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} gap="md">
        <Box w={{ md: 130 }} style={{ flexShrink: 0 }}>
          <Title order={2} size="h5" id="log-statistics-title">
            Összesítés
          </Title>
          <Text fz="xs" c="dimmed" lh={1.3}>
            A kiválasztott időszakra és eseménytípusra
          </Text>
        </Box>
        {statistics.data ? (
          <SimpleGrid
            cols={{ base: 1, xs: 2, sm: 3, lg: 5 }}
            spacing="lg"
            verticalSpacing={2}
            component="dl"
            m={0}
            style={{ flexGrow: 1 }}
          >
            {LOG_STATISTICS.map((key) => (
              <Group key={key} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" fz="sm" c="dimmed">
                  {LOG_STATISTIC_LABELS[key]}
                </Text>
                <Text component="dd" m={0} fw={700} fz="sm" data-testid={`statistic-${key}`}>
                  {formatNumber(statistics.data[key])}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        ) : statistics.isError ? (
          <Box style={{ flexGrow: 1 }}>
            <LoadError query={statistics} title={MESSAGES.systemLog.statisticsError} />
          </Box>
        ) : (
          <Busy label="Összesítés betöltése..." mih={48} style={{ flexGrow: 1 }} />
        )}
      </Flex>
    </Paper>
  );
}

/**
 * The next 50 events load as the end of the list comes into view (and by the button, for a keyboard or
 * a browser without IntersectionObserver).
 */
function NextPage({
  hasNextPage,
  isFetching,
  error,
  onLoad,
}: {
  hasNextPage: boolean;
  isFetching: boolean;
  error: Error | null;
  onLoad: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const shouldLoad = hasNextPage && !isFetching && !error;
  const load = useEffectEvent(onLoad);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !shouldLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((item) => item.isIntersecting)) load();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shouldLoad]);
  return (
    <Group justify="center" p="sm" ref={sentinel}>
      {error ? (
        <LoadError
          error={error}
          title={MESSAGES.systemLog.loadError}
          onRetry={onLoad}
          isRetrying={isFetching}
        />
      ) : hasNextPage ? (
        <Button variant="default" size="xs" loading={isFetching} onClick={onLoad}>
          Továbbiak betöltése
        </Button>
      ) : (
        <Text fz="xs" c="dimmed">
          Nincs több esemény
        </Text>
      )}
    </Group>
  );
}

/**
 * One event on one line; what it says beyond the line opens beneath it. The row toggles on a click, its
 * button by keyboard, and the button tells a screen reader whether the details are open (aria-expanded)
 * and which row they belong to (aria-controls).
 */
function LogRow({ entry }: { entry: SystemLogEntry }) {
  const [isOpen, setOpen] = useState(false);
  const described = describeLogMetadata(entry.metadata, entry.names);
  const summary = [
    ...(entry.details ? [entry.details] : []),
    ...described.fields.map((field) => `${field.label}: ${field.value}`),
    ...described.changes.map((change) => `${change.label}: ${change.oldValue} → ${change.newValue}`),
  ].join(' · ');
  const hasMore = summary !== '';
  const detailId = `log-details-${entry.id}`;
  const time = formatDateTime(entry.timestamp);
  const toggle = () => setOpen((open) => !open);
  const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <>
      <Table.Tr
        onClick={hasMore ? toggle : undefined}
        style={hasMore ? { cursor: 'pointer' } : undefined}
        bg={isOpen ? 'var(--mantine-color-blue-light)' : undefined}
      >
        <Table.Td fz="sm" style={oneLine}>
          {time}
        </Table.Td>
        <Table.Td style={oneLine}>
          <Badge variant="dot" color={TYPE_COLORS[entry.actionType] ?? 'gray'} tt="none" maw="100%">
            {LOG_ACTION_LABELS[entry.actionType]}
          </Badge>
        </Table.Td>
        <Table.Td fz="sm" style={oneLine} title={entry.userName}>
          {entry.userName}
        </Table.Td>
        <Table.Td fz="sm" style={oneLine} title={summary ? `${entry.action} – ${summary}` : entry.action}>
          <Text span fz="sm" fw={500}>
            {entry.action}
          </Text>
          {summary && (
            <Text span fz="sm" c="dimmed">
              {' – '}
              {summary}
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right" py={0}>
          {hasMore && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-expanded={isOpen}
              aria-controls={isOpen ? detailId : undefined}
              aria-label={`Részletek: ${entry.action}, ${time}`}
              onClick={(event) => {
                event.stopPropagation();
                toggle();
              }}
            >
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 120ms' }}
              />
            </ActionIcon>
          )}
        </Table.Td>
      </Table.Tr>
      {isOpen && (
        <Table.Tr id={detailId}>
          <Table.Td colSpan={5} px="md" pb="sm" bg="var(--mantine-color-gray-0)">
            {entry.details && (
              <Text fz="sm" mb={4}>
                {entry.details}
              </Text>
            )}
            <LogMetadata metadata={entry.metadata} names={entry.names} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** Search (500 ms pause), event type, date from and to. */
