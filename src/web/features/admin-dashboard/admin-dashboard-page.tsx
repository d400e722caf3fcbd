import {
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarX,
  IconCertificate,
  IconChevronRight,
  IconHourglass,
  IconProgress,
  IconUserCheck,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard } from '../../../domain/admin.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../domain/format.ts';
import { LOG_ACTION_LABELS } from '../../../domain/log-types.ts';
import { adminDashboardHeading } from '../../../domain/screen-headings.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { useSession } from '../../lib/session.ts';
import { adminDashboardQuery, useAdminDashboard } from './api/get-admin-dashboard.ts';
import { cacheFirstData } from '../../lib/page-start.ts';
import { DataTable } from '../../components/data-table.tsx';
import { bareList } from '../../components/bare-list.ts';
import { LOG_TYPE_COLORS } from '../../lib/log-type-colors.ts';
import { OVERDUE_HINT, STATUS_LABELS } from '../../../domain/statuses.ts';
import { MESSAGES } from '../../../domain/messages.ts';

type CountKey = {
  [K in keyof AdminDashboard]: AdminDashboard[K] extends number ? K : never;
}[keyof AdminDashboard];

interface Counter {
  key: CountKey;
  label: string;
  /** The line under the figure, from the whole answer (e.g. the oldest waiting order). */
  hint: (data: AdminDashboard) => string;
  to: string;
  linkLabel: string;
  icon: ReactNode;
  color: string;
  /** A figure above zero needs someone's attention today. */
  isAlarm?: true;
}

const DAY_MS = 86_400_000;

function waitingHint(data: AdminDashboard): string {
  if (!data.oldestWaitingSince) return 'Nincs tanúsítóra váró megrendelés';
  const days = Math.max(0, Math.floor((Date.now() - new Date(data.oldestWaitingSince).getTime()) / DAY_MS));
  return `A legrégebbi ${formatDate(data.oldestWaitingSince)} óta vár (${formatNumber(days)} napja)`;
}

// What an operator starts the day with: each opens the list where it is done.
const TODAY: Counter[] = [
  {
    key: 'waitingForAuditor',
    label: STATUS_LABELS.finding_auditor,
    hint: waitingHint,
    to: '/auditor-pairing',
    linkLabel: 'Párosítás megnyitása',
    icon: <IconHourglass size={24} />,
    color: 'orange',
  },
  {
    key: 'overdue',
    label: 'Késésben lévő ügyek',
    hint: () => OVERDUE_HINT,
    to: '/clients?status=overdue',
    linkLabel: 'Lista megnyitása',
    icon: <IconAlertTriangle size={24} />,
    color: 'red',
    isAlarm: true,
  },
  {
    key: 'appointmentsPassed',
    label: 'Elmúlt időpontok',
    hint: () => 'Az időpont elmúlt, tanúsítvány még nincs',
    to: '/clients?status=appointment_passed',
    linkLabel: 'Lista megnyitása',
    icon: <IconCalendarX size={24} />,
    color: 'red',
    isAlarm: true,
  },
  {
    key: 'inactiveAuditorClients',
    label: 'Inaktív tanúsítónál',
    hint: () => 'Folyamatban lévő ügyfél inaktív tanúsítónál',
    to: '/clients?status=inactive_auditor',
    linkLabel: 'Lista megnyitása',
    icon: <IconUserOff size={24} />,
    color: 'red',
    isAlarm: true,
  },
];

// The programme's counters (docs/roles/portal-admin.md, 'Start page').
const PROGRAMME: Counter[] = [
  {
    key: 'activeCertifications',
    label: 'Aktív tanúsítások',
    hint: () => 'Megrendelve, még nincs kész',
    to: '/clients?status=active',
    linkLabel: 'Lista megnyitása',
    icon: <IconProgress size={24} />,
    color: 'blue',
  },
  {
    key: 'certificatesThisWeek',
    label: 'E heti tanúsítványok',
    hint: (data) =>
      `Előző héten: ${formatNumber(data.certificatesLastWeek)} · Összesen: ${formatNumber(data.completed)}`,
    to: '/clients?status=document_uploaded',
    linkLabel: 'Lista megnyitása',
    icon: <IconCertificate size={24} />,
    color: 'green',
  },
  {
    key: 'activeAuditors',
    label: 'Aktív tanúsítók',
    hint: () => 'Szerződött és munkát vállal',
    to: '/auditors?onboardingStatus=accepted&activity=active',
    linkLabel: 'Lista megnyitása',
    icon: <IconUserCheck size={24} />,
    color: 'indigo',
  },
  {
    key: 'totalClients',
    label: 'Összes ügyfél',
    hint: () => 'Regisztrált ügyfelek',
    to: '/clients',
    linkLabel: 'Lista megnyitása',
    icon: <IconUsers size={24} />,
    color: 'cyan',
  },
];

/** The dashboard's figures, asked for with the screen's code before the first render. */
export const firstData = cacheFirstData((queryClient) => [queryClient.prefetchQuery(adminDashboardQuery())]);

/**
 * The admin dashboard (docs/roles/portal-admin.md, 'Start page'): today's work first (waiting for an
 * auditor, overdue, appointments passed without a certificate, clients of inactive auditors), then the
 * programme's counters, then the latest events of the system log.
 */
export function AdminDashboardPage() {
  const { data: me } = useSession();
  const dashboard = useAdminDashboard();
  return (
    <Stack gap="lg">
      {/* Where the server painted it before the scripts ran (decision 0027). */}
      <PageHeader {...adminDashboardHeading(me ?? { firstName: null, name: '' })} />
      {dashboard.isPending ? (
        <Busy label="Számlálók betöltése..." mih={200} />
      ) : dashboard.isError ? (
        <LoadError query={dashboard} title={MESSAGES.loadError} />
      ) : (
        <>
          <CounterGrid id="dashboard-today" title="Mai teendők" counters={TODAY} data={dashboard.data} />
          <CounterGrid
            id="dashboard-programme"
            title="A program állása"
            counters={PROGRAMME}
            data={dashboard.data}
          />
          <RecentActivity entries={dashboard.data.recentActivity} />
        </>
      )}
    </Stack>
  );
}

function CounterGrid({
  id,
  title,
  counters,
  data,
}: {
  id: string;
  title: string;
  counters: Counter[];
  data: AdminDashboard;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {/* Four cards: whole rows at one, two and four columns. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" {...bareList}>
        {counters.map((counter) => (
          <li key={counter.key}>
            <CounterCard counter={counter} value={data[counter.key]} hint={counter.hint(data)} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CounterCard({ counter, value, hint }: { counter: Counter; value: number; hint: string }) {
  const isAlert = counter.isAlarm === true && value > 0;
  return (
    <UnstyledButton component={Link} to={counter.to} w="100%" h="100%">
      <Paper
        withBorder
        p="md"
        h="100%"
        style={isAlert ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fz="sm" fw={600} c="dimmed">
              {counter.label}
            </Text>
            <Text fz={32} fw={700} lh={1.1} c={isAlert ? 'red.8' : undefined}>
              {formatNumber(value)}
            </Text>
            <Text fz="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
          <ThemeIcon size={46} radius="md" variant="light" color={counter.color} aria-hidden>
            {counter.icon}
          </ThemeIcon>
        </Group>
        <Group gap={4} mt="sm" c="blue.8" fz="sm" fw={600}>
          {counter.linkLabel}
          <IconChevronRight size={14} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

function RecentActivity({ entries }: { entries: AdminDashboard['recentActivity'] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="dashboard-activity">
      <Title order={2} size="h4" id="dashboard-activity" mb={4}>
        Legutóbbi események
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        A rendszernapló legfrissebb bejegyzései, a be- és kijelentkezések nélkül.
      </Text>
      {entries.length === 0 ? (
        <Text fz="sm">Még nincs naplózott esemény.</Text>
      ) : (
        <DataTable
          minWidth={640}
          // On a phone the table scrolls sideways and holds nothing focusable: the region takes the focus
          // itself, so the keyboard can scroll it (axe-core: scrollable-region-focusable).
          scroll={{
            type: 'native',
            tabIndex: 0,
            role: 'region',
            'aria-label': 'Legutóbbi események, oldalra görgethető',
            className: 'mantine-focus-auto',
          }}
          verticalSpacing={6}
          aria-label="Legutóbbi események"
          head={
            <>
              <Table.Th fz="sm">Időpont</Table.Th>
              <Table.Th fz="sm">Típus</Table.Th>
              <Table.Th fz="sm">Esemény</Table.Th>
              <Table.Th fz="sm">Felhasználó</Table.Th>
            </>
          }
        >
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.timestamp)}
              </Table.Td>
              <Table.Td>
                {/* Never narrower than its label: the table gave the column its least width on a phone and
                    cut the labels ('Admin m…'); the event's text wraps instead. */}
                <ToneBadge color={LOG_TYPE_COLORS[entry.actionType] ?? 'gray'} tt="none" miw="max-content">
                  {LOG_ACTION_LABELS[entry.actionType]}
                </ToneBadge>
              </Table.Td>
              <Table.Td fz="sm">{entry.action}</Table.Td>
              <Table.Td fz="sm">{entry.userName}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Paper>
  );
}
