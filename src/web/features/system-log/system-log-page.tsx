import {
  Badge,
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconDownload,
  IconFilterOff,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { formatDateTime, formatNumber } from '../../../domain/format.ts';
import { LOG_ACTION_LABELS } from '../../../domain/log-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  LOG_STATISTICS,
  LOG_STATISTIC_LABELS,
  LOG_TYPE_FILTERS,
  type SystemLogEntry,
} from '../../../domain/system-log.ts';
import { Busy } from '../../components/busy.tsx';
import { DateFilterInput } from '../../components/date-filter-input.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { readEnum } from '../../lib/list-state.ts';
import { showError } from '../../lib/notify.ts';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';
import { useDownloadSystemLog } from './api/download-system-log.ts';
import { useLogStatistics } from './api/get-log-statistics.ts';
import { useSystemLog } from './api/get-system-log.ts';
import { LogMetadata } from '../../components/log-metadata.tsx';
import {
  defaultSystemLogState,
  isDefaultSystemLogState,
  parseSystemLogState,
  systemLogSearchParams,
  toSystemLogFilters,
  type SystemLogState,
} from './system-log-query.ts';

addDatesStyles();

/** A search waits 500 ms after the last keystroke (docs/roles/admin-light.md, 'System log'). */
export const LOG_SEARCH_DEBOUNCE_MS = 500;

const TYPE_OPTIONS = LOG_TYPE_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Összes eseménytípus' : LOG_ACTION_LABELS[value],
}));

const TYPE_COLORS: Partial<Record<SystemLogEntry['actionType'], string>> = {
  login: 'blue',
  logout: 'gray',
  registration: 'teal',
  certificate_order: 'grape',
  certificate_upload: 'green',
  appointment: 'cyan',
  admin_action: 'orange',
  data_export: 'indigo',
  account_deletion: 'red',
};

/** Admin Light's system log (/logs, docs/roles/admin-light.md, 'System log'). */
export function SystemLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseSystemLogState(searchParams);
  const update = (change: Partial<SystemLogState>) =>
    setSearchParams(systemLogSearchParams({ ...state, ...change }), { replace: true });
  const filters = toSystemLogFilters(state);
  const log = useSystemLog(filters);
  const statistics = useLogStatistics({
    actionType: filters.actionType,
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
  });
  const download = useDownloadSystemLog();
  const { direction: _direction, ...downloadFilters } = filters;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Rendszernapló
        </Title>
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(downloadFilters, {
              onError: (error) =>
                void showError(`${MESSAGES.systemLog.downloadError}: ${errorMessage(error)}`),
            })
          }
        >
          Letöltés (.txt)
        </Button>
      </Group>

      <LogFilters
        state={state}
        onChange={update}
        onClear={() => setSearchParams(systemLogSearchParams(defaultSystemLogState()), { replace: true })}
      />

      <Paper withBorder p="md" component="section" aria-labelledby="log-statistics-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h5" id="log-statistics-title">
            Összesítés
          </Title>
          <Text fz="xs" c="dimmed">
            A kiválasztott időszakra és eseménytípusra
          </Text>
        </Group>
        {statistics.data ? (
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" component="dl" m={0}>
            {LOG_STATISTICS.map((key) => (
              <Paper key={key} bg="gray.0" p="xs" radius="sm">
                <Text component="dt" fz="xs" c="dimmed">
                  {LOG_STATISTIC_LABELS[key]}
                </Text>
                <Text component="dd" m={0} fw={700} fz="lg" data-testid={`statistic-${key}`}>
                  {formatNumber(statistics.data[key])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        ) : statistics.isError ? (
          <LoadError
            error={statistics.error}
            title={MESSAGES.systemLog.statisticsError}
            onRetry={() => void statistics.refetch()}
            isRetrying={statistics.isFetching}
          />
        ) : (
          <Busy label="Összesítés betöltése..." mih={96} />
        )}
      </Paper>

      <Paper withBorder component="section" aria-labelledby="log-events-title">
        <Group justify="space-between" px="md" pt="sm" pb={4}>
          <Title order={2} size="h5" id="log-events-title">
            Események
          </Title>
          <Group gap="sm">
            <Text fz="sm" c="dimmed" role="status">
              {log.isFetching && !log.isFetchingNextPage
                ? 'Frissítés...'
                : log.data
                  ? `${log.data.pages[0]?.isTotalCapped ? 'Több mint ' : ''}${formatNumber(log.data.pages[0]?.total ?? 0)} esemény`
                  : ''}
            </Text>
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
              onClick={() => update({ direction: state.direction === 'desc' ? 'asc' : 'desc' })}
            >
              {state.direction === 'desc' ? 'Legújabb elöl' : 'Legrégebbi elöl'}
            </Button>
          </Group>
        </Group>
        {log.isPending ? (
          <Busy label="Események betöltése..." mih={240} />
        ) : log.isError && !log.data ? (
          <Stack p="md">
            <LoadError
              error={log.error}
              title={MESSAGES.systemLog.loadError}
              onRetry={() => void log.refetch()}
              isRetrying={log.isFetching}
            />
          </Stack>
        ) : log.data.pages[0]?.items.length === 0 ? (
          <Stack align="center" gap="xs" py={48} px="md" ta="center">
            <Text fw={600}>{MESSAGES.systemLog.empty}</Text>
            {!isDefaultSystemLogState(state) && (
              <Button
                variant="default"
                size="xs"
                onClick={() =>
                  setSearchParams(systemLogSearchParams(defaultSystemLogState()), { replace: true })
                }
              >
                Szűrők törlése
              </Button>
            )}
          </Stack>
        ) : (
          <>
            <ScrollArea.Autosize
              mah="70vh"
              type="auto"
              // A keyboard user scrolls the list too (WCAG 2.1.1): the region takes focus, named by its table.
              viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Események listája' }}
              onBottomReached={() => {
                if (log.hasNextPage && !log.isFetchingNextPage) void log.fetchNextPage();
              }}
            >
              <Table stickyHeader verticalSpacing="xs" aria-label="Rendszernapló eseményei">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={150}>
                      Időpont
                    </Table.Th>
                    <Table.Th scope="col" w={200}>
                      Típus
                    </Table.Th>
                    <Table.Th scope="col" w={200}>
                      Felhasználó
                    </Table.Th>
                    <Table.Th scope="col">Esemény</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.pages.flatMap((page) =>
                    page.items.map((entry) => <LogRow key={entry.id} entry={entry} />),
                  )}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            <Group justify="center" p="sm">
              {log.isError ? (
                <LoadError
                  error={log.error}
                  title={MESSAGES.systemLog.loadError}
                  onRetry={() => void log.fetchNextPage()}
                  isRetrying={log.isFetchingNextPage}
                />
              ) : log.hasNextPage ? (
                <Button
                  variant="default"
                  size="xs"
                  loading={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  Továbbiak betöltése
                </Button>
              ) : (
                <Text fz="xs" c="dimmed">
                  Nincs több esemény
                </Text>
              )}
            </Group>
          </>
        )}
      </Paper>
    </Stack>
  );
}

function LogRow({ entry }: { entry: SystemLogEntry }) {
  return (
    <Table.Tr>
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        {formatDateTime(entry.timestamp)}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Badge variant="dot" color={TYPE_COLORS[entry.actionType] ?? 'gray'} tt="none">
          {LOG_ACTION_LABELS[entry.actionType]}
        </Badge>
      </Table.Td>
      <Table.Td fz="sm" style={{ verticalAlign: 'top' }}>
        {entry.userName}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text fz="sm" fw={500}>
          {entry.action}
        </Text>
        {entry.details && (
          <Text fz="xs" c="dimmed">
            {entry.details}
          </Text>
        )}
        <LogMetadata metadata={entry.metadata} names={entry.names} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Search (500 ms pause), event type, date from and to. */
function LogFilters({
  state,
  onChange,
  onClear,
}: {
  state: SystemLogState;
  onChange: (change: Partial<SystemLogState>) => void;
  onClear: () => void;
}) {
  const search = useDebouncedText(state.search, (text) => onChange({ search: text }), LOG_SEARCH_DEBOUNCE_MS);
  const isClear = isDefaultSystemLogState(state) && search.text.trim() === '';
  return (
    <Paper withBorder p="md" component="section" role="search" aria-label="Szűrők">
      <Grid gap="sm" align="flex-end" columns={24}>
        <Grid.Col span={{ base: 24, md: 7 }}>
          <TextInput
            label="Keresés"
            placeholder="Felhasználó, esemény, részletek"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            maxLength={100}
            value={search.text}
            onChange={(event) => search.change(event.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, md: 5 }}>
          <NativeSelect
            label="Eseménytípus"
            data={TYPE_OPTIONS}
            value={state.actionType}
            onChange={(event) =>
              onChange({ actionType: readEnum(LOG_TYPE_FILTERS, event.currentTarget.value, 'all') })
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <DateFilterInput
            label="Dátumtól"
            clearLabel="Kezdő dátum törlése"
            value={state.dateFrom}
            maxDate={state.dateTo}
            onChange={(dateFrom) => onChange({ dateFrom })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <DateFilterInput
            label="Dátumig"
            clearLabel="Záró dátum törlése"
            value={state.dateTo}
            minDate={state.dateFrom}
            onChange={(dateTo) => onChange({ dateTo })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 4 }}>
          <Button
            fullWidth
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={isClear}
            onClick={() => {
              search.reset();
              onClear();
            }}
          >
            Alaphelyzet
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
