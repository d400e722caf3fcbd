import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerPlay, IconRoute } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import {
  type AssignmentPlan,
  type AssignmentPlanRequest,
  BATCH_OUTCOME_LABELS,
  type PlanOrderRow,
  UNPLACED_REASON_LABELS,
} from '../../../domain/assignment-plan.ts';
import { COUNTIES } from '../../../domain/counties.ts';
import { EMPTY_CELL, formatDate, formatDistance, formatNumber, percentOf } from '../../../domain/format.ts';
import { DataTable } from '../../components/data-table.tsx';
import { DateRangeInputs } from '../../components/date-filter-input.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageButtons } from '../../components/page-buttons.tsx';
import { addDatesStyles } from '../../lib/dates-styles.ts';
import { lastPageOf } from '../../lib/list-state.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useAssignmentBatch, useRefreshAfterBatch, useStartAssignmentBatch } from './api/assignment-batch.ts';
import { usePlanAssignments } from './api/plan-assignments.ts';

addDatesStyles();

const PAGE_SIZE = 20;
const APPROVAL_OPTIONS = [
  { value: 'all', label: 'Mind' },
  { value: 'approved', label: 'Bank jóváhagyta' },
  { value: 'not_approved', label: 'Nincs jóváhagyva' },
];
type Approval = 'all' | 'approved' | 'not_approved';

const km = (value: number | null) => (value === null ? EMPTY_CELL : formatDistance(value));

/**
 * /auditor-pairing/auto (docs/roles/portal-admin.md, 'Automatic pairing'): the waiting orders planned at
 * once by the dialog's ranking, previewed per auditor and county, then applied in the background.
 */
export function AutoPairingPage() {
  const [counties, setCounties] = useState<string[]>([]);
  const [orderedFrom, setOrderedFrom] = useState('');
  const [orderedTo, setOrderedTo] = useState('');
  const [bankApproval, setBankApproval] = useState<Approval>('all');
  const [excludedAuditors, setExcludedAuditors] = useState<Set<string>>(new Set());
  const [excludedOrders, setExcludedOrders] = useState<Set<string>>(new Set());
  const [startedId, setStartedId] = useState<string | null>(null);
  const plan = usePlanAssignments();
  const start = useStartAssignmentBatch();
  const batch = useAssignmentBatch(startedId);
  const refresh = useRefreshAfterBatch();
  const isDone = batch.data?.status === 'done';
  useEffect(() => {
    if (isDone) void refresh();
  }, [isDone]); // eslint-disable-line react-hooks/exhaustive-deps -- once when the job finishes, not on every new refresh function

  const request = (): AssignmentPlanRequest => ({
    counties: counties as AssignmentPlanRequest['counties'],
    ...(orderedFrom ? { orderedFrom } : {}),
    ...(orderedTo ? { orderedTo } : {}),
    bankApproval,
    excludedAuditorIds: [...excludedAuditors],
    excludedPropertyIds: [...excludedOrders],
  });
  const replan = () => {
    setStartedId(null);
    plan.mutate(request());
  };
  const result = plan.data;
  const isChanged =
    result !== undefined &&
    (result.byAuditor.some((a) => a.excluded !== excludedAuditors.has(a.auditorId)) ||
      result.orders.some((o) => o.excluded !== excludedOrders.has(o.propertyId)));
  const toggle = (set: Set<string>, id: string, update: (next: Set<string>) => void) => {
    const next = new Set(set);
    if (!next.delete(id)) next.add(id);
    update(next);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Automatikus párosítás
        </Title>
        <Text c="dimmed">
          A tanúsítóra váró megrendeléseket egyszerre osztja ki, ugyanazzal a rangsorral, mint a hozzárendelés
          ablaka: csak a megyét vállaló tanúsítókhoz, a szabad heti helyeiken belül, a legrégebbi megrendelés
          elöl. Jóváhagyás előtt semmi sem változik.
        </Text>
      </Stack>

      <Paper withBorder p="md" component="section" aria-labelledby="auto-pairing-filters">
        <Stack gap="sm">
          <Title order={2} size="h4" id="auto-pairing-filters">
            Mely megrendelések
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MultiSelect
              label="Megyék"
              placeholder={counties.length === 0 ? 'Minden megye' : undefined}
              data={[...COUNTIES]}
              value={counties}
              onChange={setCounties}
              searchable
              clearable
            />
            <DateRangeInputs
              fromLabel="Megrendelve ettől"
              toLabel="Megrendelve eddig"
              from={orderedFrom}
              to={orderedTo}
              onFromChange={setOrderedFrom}
              onToChange={setOrderedTo}
            />
          </SimpleGrid>
          <Stack gap={4} align="flex-start">
            <Text component="span" fz="sm" fw={500} id="auto-pairing-approval">
              Banki jóváhagyás
            </Text>
            <SegmentedControl
              aria-labelledby="auto-pairing-approval"
              data={APPROVAL_OPTIONS}
              value={bankApproval}
              onChange={(value) => setBankApproval(value as Approval)}
            />
          </Stack>
          <Group>
            <Button
              leftSection={<IconRoute size={18} aria-hidden />}
              onClick={replan}
              loading={plan.isPending}
            >
              {result ? 'Újratervezés' : 'Terv készítése'}
            </Button>
            {isChanged && (
              <Text fz="sm" c="orange.9">
                A kihagyások változtak: a jóváhagyás előtt tervezze újra.
              </Text>
            )}
          </Group>
          <ErrorAlert error={plan.error} title="A terv nem készült el" />
        </Stack>
      </Paper>

      {result && (
        <PlanPreview
          plan={result}
          excludedAuditors={excludedAuditors}
          excludedOrders={excludedOrders}
          onToggleAuditor={(id) => toggle(excludedAuditors, id, setExcludedAuditors)}
          onToggleOrder={(id) => toggle(excludedOrders, id, setExcludedOrders)}
        />
      )}

      {result && (
        <Paper withBorder p="md" component="section" aria-labelledby="auto-pairing-run">
          <Stack gap="sm">
            <Title order={2} size="h4" id="auto-pairing-run">
              Végrehajtás
            </Title>
            {startedId === null ? (
              <>
                <Text fz="sm">
                  A jóváhagyás után a háttérben minden megrendelés pontosan úgy kap tanúsítót, mint egyenként:
                  állapot, dátum, rendszernapló, e-mail a tanúsítónak. Ami közben megváltozik (más
                  hozzárendelte, elfogyott a tanúsító szabad helye), kimarad, és itt megjelenik.
                </Text>
                <Group>
                  <Button
                    leftSection={<IconPlayerPlay size={18} aria-hidden />}
                    disabled={isChanged || plan.isPending || result.orders.every((o) => o.auditorId === null)}
                    loading={start.isPending}
                    onClick={() =>
                      start.mutate(result.batchId, {
                        onSuccess: (started) => setStartedId(started.batchId),
                      })
                    }
                  >
                    Jóváhagyás és indítás
                  </Button>
                </Group>
                <ErrorAlert error={start.error} title="Az indítás nem sikerült" />
              </>
            ) : (
              <BatchProgress batch={batch.data} error={batch.error} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** Who or what a row is about: the name over its e-mail or address. */
function NamedCell({ name, detail }: { name: string; detail: string }) {
  return (
    <Table.Td>
      <Text fz="sm" fw={500}>
        {name}
      </Text>
      <Text fz="xs" c="dimmed">
        {detail}
      </Text>
    </Table.Td>
  );
}

/** The box that leaves a row's auditor or order out of the next plan. */
function SkipCell({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return (
    <Table.Td>
      <Checkbox aria-label={label} checked={checked} onChange={onToggle} />
    </Table.Td>
  );
}

function PlanPreview({
  plan,
  excludedAuditors,
  excludedOrders,
  onToggleAuditor,
  onToggleOrder,
}: {
  plan: AssignmentPlan;
  excludedAuditors: Set<string>;
  excludedOrders: Set<string>;
  onToggleAuditor: (id: string) => void;
  onToggleOrder: (id: string) => void;
}) {
  const placed = plan.orders.filter((o) => o.auditorId !== null).length;
  const unplaced = plan.orders.filter((o) => o.reason !== null).length;
  const auditorName = useMemo(() => new Map(plan.byAuditor.map((a) => [a.auditorId, a.name])), [plan]);
  // The auditors the plan uses or the admin left out; the others would only lengthen the table.
  const auditors = plan.byAuditor.filter(
    (a) => a.assigned > 0 || a.excluded || excludedAuditors.has(a.auditorId),
  );
  const [auditorPage, setAuditorPage] = useState(1);
  const [orderPage, setOrderPage] = useState(1);
  const auditorRows = rowsOfPage(auditors, auditorPage);
  const orderRows = rowsOfPage(plan.orders, orderPage);
  return (
    <>
      <Alert color={unplaced > 0 ? 'orange' : 'teal'} title="A terv" role="status">
        {formatNumber(plan.waiting)} megrendelés vár tanúsítóra a szűrés szerint: {formatNumber(placed)} kap
        tanúsítót, {formatNumber(unplaced)} nem helyezhető el
        {plan.orders.length - placed - unplaced > 0
          ? `, ${formatNumber(plan.orders.length - placed - unplaced)} kihagyva`
          : ''}
        .
      </Alert>

      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <Paper
          withBorder
          p="md"
          component="section"
          aria-labelledby="auto-pairing-auditors"
          style={{ gridColumn: 'span 2' }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="auto-pairing-auditors">
              Tanúsítónként
            </Title>
            {auditors.length === 0 ? (
              <Text fz="sm">Egyetlen tanúsító sem kap megrendelést.</Text>
            ) : (
              <DataTable
                minWidth={640}
                striped
                aria-labelledby="auto-pairing-auditors"
                head={
                  <>
                    <Table.Th>Tanúsító</Table.Th>
                    <Table.Th ta="right">Kiosztva</Table.Th>
                    <Table.Th ta="right">Szabad hely utána</Table.Th>
                    <Table.Th ta="right">Átlagos távolság</Table.Th>
                    <Table.Th ta="right">Leghosszabb</Table.Th>
                    <Table.Th>Kihagyás</Table.Th>
                  </>
                }
              >
                {auditorRows.map((a) => (
                  <Table.Tr key={a.auditorId}>
                    <NamedCell name={a.name} detail={a.email} />
                    <Table.Td ta="right">{formatNumber(a.assigned)}</Table.Td>
                    <Table.Td ta="right">
                      {formatNumber(a.freeAfter)} / {formatNumber(a.workCapacity)}
                    </Table.Td>
                    <Table.Td ta="right">{km(a.averageKm)}</Table.Td>
                    <Table.Td ta="right">{km(a.longestKm)}</Table.Td>
                    <SkipCell
                      label={`${a.name} kihagyása`}
                      checked={excludedAuditors.has(a.auditorId)}
                      onToggle={() => onToggleAuditor(a.auditorId)}
                    />
                  </Table.Tr>
                ))}
              </DataTable>
            )}
            <PageButtons
              label="Tanúsítók lapozása"
              pages={lastPageOf(auditors.length, PAGE_SIZE)}
              page={auditorPage}
              onChange={setAuditorPage}
            />
          </Stack>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="auto-pairing-counties">
          <Stack gap="sm">
            <Title order={2} size="h4" id="auto-pairing-counties">
              Megyénként
            </Title>
            <DataTable
              striped
              aria-labelledby="auto-pairing-counties"
              head={
                <>
                  <Table.Th>Megye</Table.Th>
                  <Table.Th ta="right">Elhelyezve</Table.Th>
                  <Table.Th ta="right">Nem elhelyezhető</Table.Th>
                </>
              }
            >
              {plan.byCounty.map((c) => (
                <Table.Tr key={c.county}>
                  <Table.Td>{c.county}</Table.Td>
                  <Table.Td ta="right">{formatNumber(c.placed)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(c.unplaced)}</Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          </Stack>
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="md" component="section" aria-labelledby="auto-pairing-orders">
        <Stack gap="sm">
          <Title order={2} size="h4" id="auto-pairing-orders">
            Megrendelések, a legrégebbi elöl
          </Title>
          {plan.orders.length === 0 ? (
            <Text fz="sm">Nincs a szűrésnek megfelelő, tanúsítóra váró megrendelés.</Text>
          ) : (
            <DataTable
              minWidth={720}
              striped
              aria-labelledby="auto-pairing-orders"
              head={
                <>
                  <Table.Th>Ügyfél és cím</Table.Th>
                  <Table.Th>Megye</Table.Th>
                  <Table.Th>Megrendelve</Table.Th>
                  <Table.Th>Javasolt tanúsító</Table.Th>
                  <Table.Th>Kihagyás</Table.Th>
                </>
              }
            >
              {orderRows.map((o) => (
                <Table.Tr key={o.propertyId}>
                  <NamedCell name={o.clientName} detail={o.address} />
                  <Table.Td>{o.county}</Table.Td>
                  <Table.Td>{o.orderDate ? formatDate(o.orderDate) : EMPTY_CELL}</Table.Td>
                  <Table.Td>
                    <OrderOutcome order={o} auditorName={auditorName} />
                  </Table.Td>
                  <SkipCell
                    label={`${o.clientName} megrendelésének kihagyása`}
                    checked={excludedOrders.has(o.propertyId)}
                    onToggle={() => onToggleOrder(o.propertyId)}
                  />
                </Table.Tr>
              ))}
            </DataTable>
          )}
          <PageButtons
            label="Megrendelések lapozása"
            pages={lastPageOf(plan.orders.length, PAGE_SIZE)}
            page={orderPage}
            onChange={setOrderPage}
          />
        </Stack>
      </Paper>
    </>
  );
}

/** A page of the plan's rows; a new, shorter plan shows its last page rather than an empty table. */
function rowsOfPage<T>(rows: readonly T[], page: number): readonly T[] {
  const shown = Math.min(page, lastPageOf(rows.length, PAGE_SIZE));
  return rows.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
}

function OrderOutcome({ order, auditorName }: { order: PlanOrderRow; auditorName: Map<string, string> }) {
  if (order.excluded)
    return (
      <Text fz="sm" c="dimmed">
        Kihagyva
      </Text>
    );
  if (order.reason)
    return (
      <Text fz="sm" c="red.8">
        {UNPLACED_REASON_LABELS[order.reason]}
      </Text>
    );
  return (
    <Text fz="sm">
      {auditorName.get(order.auditorId ?? '') ?? EMPTY_CELL}
      <Text span fz="xs" c="dimmed">
        {' '}
        · {km(order.distanceKm)}
      </Text>
    </Text>
  );
}

function BatchProgress({
  batch,
  error,
}: {
  batch: ReturnType<typeof useAssignmentBatch>['data'];
  error: unknown;
}) {
  if (!batch) return <ErrorAlert error={error} title="Az állapot nem tölthető be" />;
  const percent = batch.total === 0 ? 100 : percentOf(batch.processed, batch.total);
  const isDone = batch.status === 'done';
  return (
    <Stack gap="sm">
      <Progress
        value={percent}
        size="lg"
        color={isDone ? 'green.8' : 'blue'}
        aria-label="A párosítás előrehaladása"
        {...(isDone ? {} : { animated: true })}
      />
      <Text fz="sm" role="status">
        {isDone
          ? `Kész: ${formatNumber(batch.assigned)} megrendelés kapott tanúsítót, a tanúsítóknak elküldtük az e-maileket${batch.skipped.length > 0 ? `; ${formatNumber(batch.skipped.length)} kimaradt` : ''}.`
          : `${formatNumber(batch.processed)} / ${formatNumber(batch.total)} feldolgozva…`}
      </Text>
      {batch.skipped.length > 0 && (
        <DataTable
          striped
          aria-label="Kimaradt megrendelések"
          head={
            <>
              <Table.Th>Kimaradt megrendelés</Table.Th>
              <Table.Th>Ok</Table.Th>
            </>
          }
        >
          {batch.skipped.map((s) => (
            <Table.Tr key={s.propertyId}>
              <Table.Td>{s.address}</Table.Td>
              <Table.Td>{BATCH_OUTCOME_LABELS[s.outcome]}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {isDone && <DoneNotice assigned={batch.assigned} />}
    </Stack>
  );
}

/** Says it once, aloud, when the job finishes. */
function DoneNotice({ assigned }: { assigned: number }) {
  useEffect(() => {
    void showSuccess(`${formatNumber(assigned)} megrendelés kapott tanúsítót.`);
  }, [assigned]);
  return null;
}
