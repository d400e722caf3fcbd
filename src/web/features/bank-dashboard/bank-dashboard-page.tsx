import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Indicator,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBell,
  IconCertificate,
  IconChecklist,
  IconProgress,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useDeferredValue, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { BankCounter, BankDashboard, BankTodo } from '../../../domain/bank.ts';
import { BANK_TODO_LABELS } from '../../../domain/bank-todos.ts';
import { formatDate, formatNumber } from '../../../domain/format.ts';
import { bankDashboardHeading } from '../../../domain/screen-headings.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { ListStatus } from '../../components/list-status.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { allFirstData, cacheFirstData } from '../../lib/page-start.ts';
import { lastPageOf } from '../../lib/list-state.ts';
import { useListPage } from '../../lib/use-list-state.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useSession } from '../../lib/session.ts';
import {
  bankDashboardQuery,
  bankTodosQuery,
  useBankDashboard,
  useBankTodos,
} from './api/get-bank-dashboard.ts';
import { NewsPanel, newsPanelFirstData, useNewsSettled } from '../news/index.ts';
import { bareList } from '../../components/bare-list.ts';

const TODO_PAGE_SIZE = 10;
/** The to-do list's first page: the request the server announces with the page (first-requests.ts). */
export const FIRST_TODO_PAGE = { page: 1, pageSize: TODO_PAGE_SIZE };

interface CounterSpec {
  key: 'pending' | 'completed' | 'newClients' | 'totalClients';
  label: string;
  hint: string;
  icon: ReactNode;
  color: string;
}

const COUNTERS: CounterSpec[] = [
  {
    key: 'pending',
    label: 'Folyamatban lévő tanúsítások',
    hint: 'Megrendelve, a tanúsítvány még nincs kész',
    icon: <IconProgress size={24} />,
    color: 'blue',
  },
  {
    key: 'completed',
    label: 'Elkészült tanúsítványok',
    hint: 'Feltöltött tanúsítvány',
    icon: <IconCertificate size={24} />,
    color: 'green',
  },
  {
    key: 'newClients',
    label: 'Új ügyfelek (7 nap)',
    hint: 'Az elmúlt 7 napban regisztráltak',
    icon: <IconUserPlus size={24} />,
    color: 'indigo',
  },
  {
    key: 'totalClients',
    label: 'Összes ügyfél',
    hint: 'Regisztrált ügyfelek',
    icon: <IconUsers size={24} />,
    color: 'cyan',
  },
];

/** '+12,5%', '−3%', '0%'; 'nincs előző adat' when there was nothing to compare with. */
export function formatChange(counter: BankCounter): string {
  if (counter.changePercent === null) return 'Nincs előző adat';
  const sign = counter.changePercent > 0 ? '+' : counter.changePercent < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(counter.changePercent))}%`;
}

/** The counters, the to-do list's first page and the news, asked for with the screen's code (lib/page-start.ts). */
export const firstData = allFirstData(
  cacheFirstData((queryClient) => [
    queryClient.prefetchQuery(bankDashboardQuery()),
    queryClient.prefetchQuery(bankTodosQuery(FIRST_TODO_PAGE)),
  ]),
  newsPanelFirstData,
);

/**
 * The bank's dashboard (docs/roles/bank-staff.md, 'Dashboard'). Every figure comes from the database; the
 * changes compare today's figure with the one 7 Budapest days ago (new clients: the last 7 days with the 7
 * before).
 */
export function BankDashboardPage() {
  const { data: me } = useSession();
  const config = usePublicConfig();
  const dashboard = useBankDashboard();
  const todos = useBankTodos(FIRST_TODO_PAGE);
  const newsSettled = useNewsSettled();
  const todoHeading = useRef<HTMLHeadingElement>(null);
  // The heading comes at once, where the server painted it before the scripts ran (decision 0027): the
  // signed-in layout waits for the bank's name, and the person is known. What follows it appears whole,
  // once the news, the counters and the first to-do page are in, answer or failure: each changes the
  // height of what is above the next, and arriving one by one they pushed the page down after its first
  // paint (a layout shift of 0.29 on a phone, decision 0020). The page announces all three requests, so
  // they come in one wave. Deferred, the rest renders as a transition, in slices, not as one long task
  // when the last answer comes.
  const settled = !dashboard.isPending && !todos.isPending && newsSettled;
  const shown = useDeferredValue(settled);
  const heading = bankDashboardHeading(config.data?.bankName, me ?? { firstName: null, name: '' });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={1} size="h2">
            {heading.title}
          </Title>
          {/* The greeting is a heading, as on the other staff start screens (the sign-in journeys find it). */}
          <Text component="h2" fw={400} c="dimmed">
            {heading.description}
          </Text>
        </div>
        <Bell count={dashboard.data?.todoCount} onOpen={() => todoHeading.current?.focus()} />
      </Group>
      {!shown || dashboard.isPending ? (
        <Busy label="Kezdőlap betöltése..." mih="50vh" />
      ) : (
        <>
          <NewsPanel />
          {dashboard.isError ? (
            <LoadError query={dashboard} title={MESSAGES.loadError} />
          ) : (
            <Counters dashboard={dashboard.data} />
          )}
          <TodoList headingRef={todoHeading} />
        </>
      )}
    </Stack>
  );
}

function Bell({ count, onOpen }: { count: number | undefined; onOpen: () => void }) {
  const label = count === undefined ? 'Teendők' : `Teendők: ${formatNumber(count)}`;
  return (
    <Indicator
      label={count === undefined ? undefined : formatNumber(count)}
      size={20}
      color="red"
      disabled={!count}
      offset={4}
    >
      <ActionIcon variant="default" size="xl" radius="xl" aria-label={label} title={label} onClick={onOpen}>
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

function Counters({ dashboard }: { dashboard: BankDashboard }) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" {...bareList} aria-label="Összesítés">
        {COUNTERS.map((spec) => {
          const counter = dashboard[spec.key];
          const change = formatChange(counter);
          const color =
            counter.changePercent === null || counter.changePercent === 0
              ? 'dimmed'
              : counter.changePercent > 0
                ? 'teal.9'
                : 'red.9';
          return (
            <li key={spec.key}>
              <Paper withBorder p="md" h="100%">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fz="sm" fw={600} c="dimmed">
                      {spec.label}
                    </Text>
                    <Text fz={32} fw={700} lh={1.1}>
                      {formatNumber(counter.value)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {spec.hint}
                    </Text>
                  </Stack>
                  <ThemeIcon size={46} radius="md" variant="light" color={spec.color} aria-hidden>
                    {spec.icon}
                  </ThemeIcon>
                </Group>
                <Text fz="sm" fw={600} c={color} mt="sm">
                  {change}
                  <Text span fz="xs" fw={400} c="dimmed">
                    {' '}
                    az előző 7 naphoz képest ({formatNumber(counter.previous)})
                  </Text>
                </Text>
              </Paper>
            </li>
          );
        })}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        A változás a mai értéket veti össze a 7 nappal korábbival (budapesti idő szerint); az új ügyfeleknél
        az elmúlt 7 nap regisztrációit az azt megelőző 7 napéval.
      </Text>
    </Stack>
  );
}

const todoTarget = (item: BankTodo) =>
  item.kind === 'coupon_check' ? '/clients/coupon-validation' : '/clients';

function TodoList({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const [page, setPage] = useState(1);
  const todos = useBankTodos({ page, pageSize: TODO_PAGE_SIZE });
  // Done meanwhile by a colleague, the last page's to-dos would leave an empty page that says there are none.
  useListPage(
    { state: { page, pageSize: TODO_PAGE_SIZE }, set: (change) => setPage(change.page) },
    todos.data?.total,
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bank-todo-title">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconChecklist size={20} aria-hidden />
          <Title order={2} size="h4" id="bank-todo-title" ref={headingRef} tabIndex={-1}>
            Teendők
          </Title>
        </Group>
        {todos.data && (
          <ListStatus refreshing={todos.isFetching}>{`${formatNumber(todos.data.total)} teendő`}</ListStatus>
        )}
      </Group>
      {todos.isPending ? (
        <Busy label="Teendők betöltése..." mih={120} />
      ) : todos.isError && !todos.data ? (
        <LoadError query={todos} title="A teendők betöltése nem sikerült" />
      ) : todos.data.items.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          Nincs teendő: minden kupon ellenőrizve, minden elkészült tanúsítvány elszámolva.
        </Text>
      ) : (
        <Stack gap="sm">
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Teendők listája"
          >
            {todos.data.items.map((item) => (
              <Group
                component="li"
                key={`${item.kind}-${item.propertyId}-${item.at}`}
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    {item.isUrgent ? (
                      <Badge color="red.8" variant="filled" size="sm">
                        Sürgős
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" size="sm">
                        Normál
                      </Badge>
                    )}
                    <Text fw={600}>{BANK_TODO_LABELS[item.kind]}</Text>
                  </Group>
                  <Text fz="sm" truncate="end">
                    {item.clientName} – {item.address}
                    {item.couponCode ? ` (kupon: ${item.couponCode})` : ''}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {item.kind === 'coupon_check' ? 'Megrendelve' : 'Tanúsítvány feltöltve'}:{' '}
                    {formatDate(item.at)}
                  </Text>
                </Stack>
                <Anchor component={Link} to={todoTarget(item)} fz="sm" fw={600} style={{ flexShrink: 0 }}>
                  {item.kind === 'coupon_check' ? 'Kupon ellenőrzése' : 'Ügyfelek megnyitása'}
                </Anchor>
              </Group>
            ))}
          </Stack>
          <PageButtons
            justify="flex-end"
            label="Teendők lapozása"
            pages={lastPageOf(todos.data.total, TODO_PAGE_SIZE)}
            page={page}
            onChange={setPage}
          />
        </Stack>
      )}
    </Paper>
  );
}
