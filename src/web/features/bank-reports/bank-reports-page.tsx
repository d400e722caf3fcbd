import {
  Alert,
  Box,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { BankReport, BankReportQuery } from '../../../domain/bank-reports.ts';
import {
  bankReportPeriodMessage,
  bankReportQueryFields,
  DEFAULT_REPORT_PERIOD,
  REPORT_PERIOD_LABELS,
  REPORT_MAX_DAYS,
  REPORT_PERIODS,
} from '../../../domain/report-periods.ts';
import { periodProblem } from '../../../domain/time.ts';
import { COUNTIES, type County } from '../../../domain/counties.ts';
import {
  formatDate,
  formatDay,
  formatDays,
  formatHuf,
  formatNumber,
  formatPieces,
  formatUntil,
  percentOf,
} from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { OVERDUE_HINT } from '../../../domain/statuses.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { defaultsOf, defineList, readEnum, type ListStateOf } from '../../lib/list-state.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { showError } from '../../lib/notify.ts';
import { useDownloadBankReport } from './api/download-bank-report.ts';
import { useBankReport } from './api/get-bank-report.ts';
import { ToneBadge } from '../../components/status-badge.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ReportHeader } from '../../components/report-header.tsx';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { UNKNOWN_CLIENT } from '../../../domain/person-name.ts';

const CustomPeriodInputs = lazy(async () => ({
  default: (await import('./custom-period-inputs.tsx')).CustomPeriodInputs,
}));
const StatusChart = lazy(async () => ({ default: (await import('./report-charts.tsx')).StatusChart }));
const MonthlyChart = lazy(async () => ({ default: (await import('./report-charts.tsx')).MonthlyChart }));

const TABS = ['overview', 'clients', 'trends'] as const;
type ReportTab = (typeof TABS)[number];
const ALL_COUNTIES = '';

const PERIOD_OPTIONS = REPORT_PERIODS.map((value) => ({ value, label: REPORT_PERIOD_LABELS[value] }));
const COUNTY_OPTIONS = [
  { value: ALL_COUNTIES, label: 'Minden megye' },
  ...COUNTIES.map((county) => ({ value: county, label: county })),
];

const percent = (part: number, whole: number) => `${formatNumber(percentOf(part, whole))}%`;

/**
 * The filters and the tab live in the address bar (/billing?period=custom&dateFrom=…&county=Pest&tab=trends):
 * the filters read by the API's rules, so a mistyped link shows the plain report; the tab is the screen's own.
 */
const reportList = defineList<ListStateOf<typeof bankReportQueryFields> & { tab: ReportTab }>({
  fields: bankReportQueryFields,
  defaults: { ...defaultsOf(bankReportQueryFields), tab: 'overview' },
  filters: ['period', 'dateFrom', 'dateTo', 'county'],
  read: { tab: (raw) => readEnum(TABS, raw, 'overview') },
});

/** The bank's reports at /billing, every figure from the database (docs/roles/bank-staff.md, 'Reports'). */
export function BankReportsPage() {
  const { state, filter, set } = useListState(reportList);
  const custom = state.period === 'custom';
  const customReady = !custom || (state.dateFrom !== '' && state.dateTo !== '');
  // The API's rule, asked before the API is: a reversed or too long period says so without a request.
  const periodError =
    custom && customReady ? periodProblem(state.dateFrom, state.dateTo, REPORT_MAX_DAYS) : null;
  // The dates count only for a custom period; a link's stray dates would otherwise be refused by the API.
  const query: BankReportQuery = reportList.toQuery(custom ? state : { ...state, dateFrom: '', dateTo: '' });
  const ready = customReady && periodError === null;
  const report = useBankReport(query, ready);
  const download = useDownloadBankReport();

  const exportExcel = () =>
    download.mutate(query, {
      onError: (error) => void showError(errorMessage(error) || MESSAGES.bankReports.exportError),
    });

  return (
    <Stack gap="lg">
      <ReportHeader
        heading={SCREEN_HEADINGS.bankReports}
        onExport={exportExcel}
        exporting={download.isPending}
        ready={ready}
      />

      <Paper withBorder p="md" component="section" aria-label="Szűrők">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label="Időszak"
            data={PERIOD_OPTIONS}
            value={state.period}
            onChange={(event) => {
              const period = readEnum(REPORT_PERIODS, event.currentTarget.value, DEFAULT_REPORT_PERIOD);
              filter(period === 'custom' ? { period } : { period, dateFrom: '', dateTo: '' });
            }}
          />
          {custom && (
            <Suspense fallback={null}>
              <CustomPeriodInputs dateFrom={state.dateFrom} dateTo={state.dateTo} onChange={filter} />
            </Suspense>
          )}
          <NativeSelect
            label="Megye"
            data={COUNTY_OPTIONS}
            value={state.county}
            onChange={(event) =>
              filter({ county: readEnum<County | ''>(COUNTIES, event.currentTarget.value, '') })
            }
          />
        </Group>
        {report.data && ready && (
          <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
            {periodText(report.data)}
          </Text>
        )}
      </Paper>

      {!customReady && <Alert color="blue">{MESSAGES.bankReports.customNeedsDates}</Alert>}
      {periodError && (
        <Alert color="red" role="alert">
          {bankReportPeriodMessage(periodError)}
        </Alert>
      )}

      {ready && report.isPending && <Busy label="Riport betöltése…" mih={200} />}
      {ready && report.isError && !report.data && (
        <LoadError query={report} title={MESSAGES.bankReports.loadError} />
      )}
      {ready && report.data && (
        <Tabs
          value={state.tab}
          onChange={(tab) => set({ tab: readEnum(TABS, tab, 'overview') })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="overview">Áttekintés</Tabs.Tab>
            <Tabs.Tab value="clients">Ügyfelek és megyék</Tabs.Tab>
            <Tabs.Tab value="trends">Trendek</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <Overview report={report.data} />
          </Tabs.Panel>
          <Tabs.Panel value="clients" pt="md">
            <Clients report={report.data} />
          </Tabs.Panel>
          <Tabs.Panel value="trends" pt="md">
            <Trends report={report.data} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/**
 * 'Elmúlt 12 hónap (2025. 04. 01. – 2026. 03. 20.), minden megye'. A date ends in its own full stop, so the
 * range sits in brackets rather than before a semicolon or a closing full stop, and a suffix takes the place
 * of the day's full stop ('2026. 03. 20-ig'), as Hungarian writes it.
 */
function periodText(report: Pick<BankReport, 'period' | 'county'>): string {
  const { from, to, label } = report.period;
  const range = from
    ? `${formatDay(from)} – ${formatDay(to)}`
    : `a kezdetektől ${formatUntil(formatDay(to))}`;
  return `${label} (${range}), ${report.county ?? 'minden megye'}`;
}

/**
 * A chart's place, its final height held from the first paint so that nothing moves when it comes. Its
 * chunk (recharts, most of the screen's code) loads when the place comes into view, and the chart mounts
 * in a transition, so a click or a key press during its first render is not held up (decision 0020).
 * Without IntersectionObserver (the component tests' jsdom, old browsers) it loads at once.
 */
function ChartSlot({ h, children }: { h: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const node = place.current;
    if (inView || !node) return;
    const show = () => startTransition(() => setInView(true));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) show();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView]);
  const placeholder = <Skeleton h={h} animate={false} />;
  // Hidden from assistive technology: the table beside or below each chart reads its figures.
  return (
    <Box ref={place} h={h} aria-hidden>
      <Suspense fallback={placeholder}>{inView ? children : placeholder}</Suspense>
    </Box>
  );
}

function Card({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {children && (
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      )}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Overview({ report }: { report: BankReport }) {
  const { summary, performance } = report;
  const total = report.statuses.reduce((sum, row) => sum + row.count, 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Card label="Megrendelések" value={formatNumber(summary.orders)}>
          {summary.notOrdered > 0 &&
            `Ezen felül ${formatNumber(summary.notOrdered)} regisztrált, még nem rendelt`}
        </Card>
        <Card label="Elkészült tanúsítványok" value={formatNumber(summary.completed)}>
          Az időszakban feltöltve
        </Card>
        <Card label="Folyamatban" value={formatNumber(summary.inProgress)}>
          Az időszak megrendeléseiből még nincs tanúsítvány
        </Card>
        <Card label="Számlázott összeg" value={formatHuf(summary.billedHuf)}>
          {formatNumber(summary.billedCount)} tanúsítvány TIG elszámolásban, ebből kifizetve{' '}
          {formatHuf(summary.paidHuf)}; számlázásra vár {formatPieces(summary.pendingCount)} (
          {formatHuf(summary.pendingHuf)}, {formatHuf(report.feeHuf)}/db)
        </Card>
      </SimpleGrid>

      <Section title="Állapotok megoszlása">
        <Text size="sm" c="dimmed" mb="sm">
          Az időszakban megrendelt ingatlanok jelenlegi állapota; az „Új” a megrendelés nélkül regisztráltakat
          mutatja.
        </Text>
        {total === 0 ? (
          <Text>Az időszakban nincs ingatlan.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ChartSlot h={220}>
              <StatusChart h={220} statuses={report.statuses} />
            </ChartSlot>
            <DataTable
              head={
                <>
                  <Table.Th>Állapot</Table.Th>
                  <Table.Th ta="right">Ingatlan</Table.Th>
                  <Table.Th ta="right">Arány</Table.Th>
                </>
              }
            >
              {report.statuses.map((row) => (
                <Table.Tr key={row.status}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>
                  <Table.Td ta="right">{percent(row.count, total)}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </SimpleGrid>
        )}
      </Section>

      <Section title="Teljesítmény">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Card
            label="Megrendeléstől a tanúsító kijelöléséig"
            value={formatDays(performance.daysToAssignment)}
          >
            Átlag {formatNumber(performance.assignedCount)} megrendelésből
          </Card>
          <Card label="Megrendeléstől az időpontig" value={formatDays(performance.daysToAppointment)}>
            Átlag {formatNumber(performance.appointmentCount)} megrendelésből
          </Card>
          <Card label="Megrendeléstől a tanúsítványig" value={formatDays(performance.daysToCertificate)}>
            Átlag {formatNumber(performance.certificateCount)} megrendelésből
          </Card>
          <Card label="Késésben" value={formatNumber(performance.overdue)}>
            {OVERDUE_HINT}
          </Card>
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

function Clients({ report }: { report: BankReport }) {
  return (
    <Stack gap="lg">
      <Section title="Megyénként">
        <DataTable
          minWidth={640}
          striped
          head={
            <>
              <Table.Th>Megye</Table.Th>
              <Table.Th ta="right">Megrendelések</Table.Th>
              <Table.Th ta="right">Elkészült tanúsítványok</Table.Th>
              <Table.Th ta="right">Folyamatban</Table.Th>
              <Table.Th ta="right">Késésben</Table.Th>
              <Table.Th ta="right">Átlag a tanúsítványig</Table.Th>
            </>
          }
        >
          {report.counties.map((row) => (
            <Table.Tr key={row.county}>
              <Table.Td>{row.county}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.orders)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.completed)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.inProgress)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.overdue)}</Table.Td>
              <Table.Td ta="right">{formatDays(row.daysToCertificate)}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </Section>

      <Section title="A legrégebben nyitott megrendelések">
        {report.slowest.length === 0 ? (
          <Text>Az időszakban nincs nyitott megrendelés.</Text>
        ) : (
          <DataTable
            minWidth={720}
            striped
            head={
              <>
                <Table.Th>Ügyfél</Table.Th>
                <Table.Th>Cím</Table.Th>
                <Table.Th>Állapot</Table.Th>
                <Table.Th>Megrendelve</Table.Th>
                <Table.Th ta="right">Nyitva</Table.Th>
              </>
            }
          >
            {report.slowest.map((row) => (
              <Table.Tr key={row.propertyId}>
                <Table.Td>{row.clientName || UNKNOWN_CLIENT}</Table.Td>
                <Table.Td>{row.address}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {row.statusLabel}
                    {row.overdue && <ToneBadge color="red">Késésben</ToneBadge>}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDate(row.orderedAt)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.daysOpen)} nap</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Section>
    </Stack>
  );
}

function Trends({ report }: { report: BankReport }) {
  const orders = report.monthly.reduce((sum, row) => sum + row.orders, 0);
  const completed = report.monthly.reduce((sum, row) => sum + row.completed, 0);
  return (
    <Section title="Havi trend">
      <Text size="sm" c="dimmed" mb="sm">
        Megrendelések és elkészült tanúsítványok havonta (magyar idő szerint)
        {report.period.from ? '' : ', az elmúlt 12 hónapban'}.
      </Text>
      <ChartSlot h={280}>
        <MonthlyChart h={280} monthly={report.monthly} />
      </ChartSlot>
      <VisuallyHidden>
        Összesen {formatNumber(orders)} megrendelés és {formatNumber(completed)} elkészült tanúsítvány; a
        hónapok számai az alábbi táblázatban.
      </VisuallyHidden>
      <DataTable
        minWidth={480}
        scroll={{ mt: 'md' }}
        striped
        head={
          <>
            <Table.Th>Hónap</Table.Th>
            <Table.Th ta="right">Megrendelések</Table.Th>
            <Table.Th ta="right">Elkészült tanúsítványok</Table.Th>
          </>
        }
      >
        {report.monthly.map((row) => (
          <Table.Tr key={row.month}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td ta="right">{formatNumber(row.orders)}</Table.Td>
            <Table.Td ta="right">{formatNumber(row.completed)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Section>
  );
}
