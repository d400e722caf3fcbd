import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  EMPTY_CELL,
  formatDateTime,
  formatDays,
  formatHuf,
  formatNumber,
  formatPieces,
} from '../../../domain/format.ts';
import {
  paymentReferenceProblem,
  SETTLEMENT_MESSAGES,
  SETTLEMENT_STATUS_FILTERS,
  SETTLEMENT_STATUS_LABELS,
  settlementMonthLabel,
  settlementQueryFields,
  type SettlementStatusFilter,
} from '../../../domain/settlement-list.ts';
import type { SettlementMonthView, SettlementQuery, SettlementRow } from '../../../domain/settlement.ts';
import { Busy } from '../../components/busy.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { SettlementStatusBadge } from './settlement-status-badge.tsx';
import { FigureCell } from './figure-cell.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { defineList, readEnum, type ListStateOf } from '../../lib/list-state.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { showError, showSuccess } from '../../lib/notify.ts';
import { useDownloadSettlement } from './api/download-settlement.ts';
import { useSettlementMonth } from './api/get-settlement-month.ts';
import { useMarkSettlementPaid } from './api/mark-settlement-paid.ts';
import { useReverseSettlementPayment } from './api/reverse-settlement-payment.ts';
import { DataTable } from '../../components/data-table.tsx';
import { bareList } from '../../components/bare-list.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { ReportHeader } from '../../components/report-header.tsx';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { StatCard } from '../../components/stat-card.tsx';
import { budapestMonth, shiftMonth } from '../../../domain/time.ts';

/** How many months back the month filter offers. */
const MONTHS_OFFERED = 24;
const ALL_AUDITORS = '';

const STATUS_OPTIONS = SETTLEMENT_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'Minden állapot' : SETTLEMENT_STATUS_LABELS[value],
}));

/**
 * The filters live in the address bar (/billing?month=2026-02&auditorId=…&status=pending), read by the API's
 * rules: a month or an id the API would refuse is left out, so an old or mistyped link shows the plain month.
 */
const settlementList = defineList<ListStateOf<typeof settlementQueryFields>>({
  fields: settlementQueryFields,
  filters: ['month', 'auditorId', 'status'],
});

/** The portal admin's settlement with the auditors at /billing (docs/roles/portal-admin.md, 'Settlement'). */
export function SettlementPage() {
  const { state, filter } = useListState(settlementList);
  const query: SettlementQuery = settlementList.toQuery(state);
  const settlement = useSettlementMonth(query);
  const download = useDownloadSettlement();
  const [payingRow, setPayingRow] = useState<SettlementRow | null>(null);
  const [reversing, setReversing] = useState<SettlementRow | null>(null);
  const view = settlement.data;
  // The row being paid follows the latest list, so after a refusal for a changed count the dialog shows the
  // new count; a row the list no longer holds (the status filter is 'pending') has nothing left unpaid.
  const paying = payingRow
    ? (view?.rows.find((row) => row.auditorId === payingRow.auditorId) ?? {
        ...payingRow,
        settledCertificates: payingRow.certificates,
      })
    : null;
  const month = state.month || view?.month || budapestMonth(new Date());
  const current = budapestMonth(new Date());
  const newest = month > current ? month : current;
  const monthOptions = Array.from({ length: MONTHS_OFFERED }, (_, i) => shiftMonth(newest, -i));
  if (!monthOptions.includes(month)) monthOptions.push(month);
  const auditorOptions = [
    { value: ALL_AUDITORS, label: 'Minden tanúsító' },
    ...(view?.auditors ?? []).map((auditor) => ({ value: auditor.id, label: auditor.name })),
  ];
  if (state.auditorId && !auditorOptions.some((option) => option.value === state.auditorId))
    auditorOptions.push({ value: state.auditorId, label: 'Ebben a hónapban nincs tanúsítványa' });

  const exportExcel = () =>
    download.mutate(
      { ...query, month },
      { onError: (error) => void showError(errorMessage(error) || SETTLEMENT_MESSAGES.exportError) },
    );

  return (
    <Stack gap="lg">
      <ReportHeader
        heading={SCREEN_HEADINGS.settlement}
        onExport={exportExcel}
        exporting={download.isPending}
        ready={view !== undefined}
      />

      <Paper withBorder p="md" component="section" aria-label="Szűrők">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label="Hónap"
            data={monthOptions.map((value) => ({ value, label: settlementMonthLabel(value) }))}
            value={month}
            onChange={(event) => filter({ month: event.currentTarget.value, auditorId: '' })}
          />
          <NativeSelect
            label="Tanúsító"
            data={auditorOptions}
            value={state.auditorId}
            onChange={(event) => filter({ auditorId: event.currentTarget.value })}
          />
          <NativeSelect
            label="Állapot"
            data={STATUS_OPTIONS}
            value={state.status}
            onChange={(event) =>
              filter({
                status: readEnum<SettlementStatusFilter>(
                  SETTLEMENT_STATUS_FILTERS,
                  event.currentTarget.value,
                  'all',
                ),
              })
            }
          />
        </Group>
      </Paper>

      {settlement.isPending && <Busy label="Elszámolás betöltése…" mih={200} />}
      {settlement.isError && !view && <LoadError query={settlement} title={SETTLEMENT_MESSAGES.loadError} />}
      {view && (
        <>
          <SummaryCards view={view} />
          <SettlementTable view={view} onPay={setPayingRow} onReverse={setReversing} />
        </>
      )}
      <MarkPaidDialog row={paying} month={month} onClose={() => setPayingRow(null)} />
      <ReversalDialog row={reversing} month={month} onClose={() => setReversing(null)} />
    </Stack>
  );
}

function SummaryCards({ view }: { view: SettlementMonthView }) {
  const { summary } = view;
  const faster = summary.averageDays !== null && summary.averageDays <= view.industryAverageDays;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" {...bareList} aria-label="Összesítő">
      <StatCard compact label="Fizetendő összesen">
        {formatHuf(summary.dueHuf)}
      </StatCard>
      <StatCard compact label="Kifizetve">
        {formatHuf(summary.paidHuf)}
      </StatCard>
      <StatCard compact label="Függőben">
        {formatHuf(summary.pendingHuf)}
      </StatCard>
      <StatCard
        compact
        label="Elkészült tanúsítványok"
        note={
          <Text fz="xs" c="dimmed">
            {`${formatNumber(summary.auditors)} tanúsító, ${formatHuf(view.feeHuf)} / tanúsítvány`}
          </Text>
        }
      >
        {formatNumber(summary.certificates)}
      </StatCard>
      <StatCard
        compact
        label="Átlagos átfutás"
        note={
          <Group gap={6} mt={2}>
            <Text fz="xs" c="dimmed">
              {`Iparági átlag: ${formatDays(view.industryAverageDays)}`}
            </Text>
            {summary.averageDays !== null && (
              <ToneBadge color={faster ? 'green' : 'orange'} size="sm" tt="none">
                {faster ? 'Gyorsabb' : 'Lassabb'}
              </ToneBadge>
            )}
          </Group>
        }
      >
        {formatDays(summary.averageDays)}
      </StatCard>
    </SimpleGrid>
  );
}

function SettlementTable({
  view,
  onPay,
  onReverse,
}: {
  view: SettlementMonthView;
  onPay: (row: SettlementRow) => void;
  onReverse: (row: SettlementRow) => void;
}) {
  return (
    <Paper withBorder component="section" aria-labelledby="settlement-table-title">
      <Title order={2} size="h4" id="settlement-table-title" px="md" pt="sm">
        {`Tanúsítónként – ${settlementMonthLabel(view.month)}`}
      </Title>
      {view.rows.length === 0 ? (
        <Text c="dimmed" p="md">
          Ebben a hónapban nincs a szűrőknek megfelelő elszámolás.
        </Text>
      ) : (
        <DataTable
          minWidth={1100}
          scroll={{ type: 'native' }}
          verticalSpacing="xs"
          striped
          aria-labelledby="settlement-table-title"
          head={
            <>
              <Table.Th>Tanúsító</Table.Th>
              <Table.Th ta="right">Tanúsítványok</Table.Th>
              <Table.Th ta="right">Díj / db</Table.Th>
              <Table.Th ta="right">Fizetendő</Table.Th>
              <Table.Th ta="right">Kifizetve</Table.Th>
              <Table.Th style={{ minWidth: 120 }}>Állapot</Table.Th>
              <Table.Th ta="right">Átlagos átfutás</Table.Th>
              <Table.Th>Utolsó kifizetés</Table.Th>
              <Table.Th>
                <Text span fz="sm" fw={700}>
                  Műveletek
                </Text>
              </Table.Th>
            </>
          }
        >
          {view.rows.map((row) => {
            const last = row.payments[0];
            return (
              <Table.Tr key={row.auditorId}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {row.auditorName}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {row.displayId}
                  </Text>
                </Table.Td>
                <FigureCell>{formatNumber(row.certificates)}</FigureCell>
                <FigureCell>{formatHuf(row.feeHuf)}</FigureCell>
                <FigureCell>{formatHuf(row.dueHuf)}</FigureCell>
                <FigureCell>{formatHuf(row.paidHuf)}</FigureCell>
                <Table.Td>
                  <SettlementStatusBadge status={row.status} />
                </Table.Td>
                <FigureCell>{formatDays(row.averageDays)}</FigureCell>
                <Table.Td fz="sm">
                  {last ? (
                    <>
                      <Text fz="sm">{formatDateTime(last.paidAt)}</Text>
                      <Text fz="xs" c="dimmed">
                        {last.paymentReference}
                      </Text>
                    </>
                  ) : (
                    EMPTY_CELL
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {row.status === 'pending' && (
                      <Button
                        size="xs"
                        leftSection={<IconCheck size={14} aria-hidden />}
                        aria-label={`Kifizetettnek jelölés: ${row.auditorName}`}
                        onClick={() => onPay(row)}
                      >
                        Kifizetettnek jelölés
                      </Button>
                    )}
                    {row.payments.length > 0 && (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconArrowBackUp size={14} aria-hidden />}
                        aria-label={`Visszavonás: ${row.auditorName}`}
                        onClick={() => onReverse(row)}
                      >
                        Visszavonás
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
      )}
    </Paper>
  );
}

/** A row's dialog: open while there is a row, for the month the page shows. */
interface RowDialogProps {
  row: SettlementRow | null;
  month: string;
  onClose: () => void;
}

function MarkPaidDialog({ row, month, onClose }: RowDialogProps) {
  const mark = useMarkSettlementPaid();
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const unsettled = row ? row.certificates - row.settledCertificates : 0;
  const close = () => {
    setReference('');
    setFieldError(null);
    mark.reset();
    onClose();
  };
  const submit = () => {
    if (!row) return;
    const problem = paymentReferenceProblem(reference);
    if (problem) {
      setFieldError(problem);
      return;
    }
    mark.mutate(
      { month, auditorId: row.auditorId, paymentReference: reference.trim(), certificateCount: unsettled },
      {
        onSuccess: () => {
          void showSuccess(SETTLEMENT_MESSAGES.markedPaid);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={row !== null} onClose={close} title="Kifizetettnek jelölés" centered>
      {row && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack gap="md">
            <Text fz="sm">
              {`${row.auditorName} – ${settlementMonthLabel(month)}: ${formatNumber(unsettled)} kifizetetlen tanúsítvány, ${formatHuf(unsettled * row.feeHuf)}.`}
            </Text>
            <TextInput
              label="Kifizetés hivatkozása"
              description="Például az átutalás közleménye vagy a bizonylat száma."
              required
              maxLength={100}
              value={reference}
              onChange={(event) => {
                setReference(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              data-autofocus
            />
            <ErrorAlert error={mark.error} title={SETTLEMENT_MESSAGES.markPaidError} />
            <FormActions onCancel={close} loading={mark.isPending} disabled={unsettled === 0}>
              Kifizetettnek jelölés
            </FormActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function ReversalDialog({ row, month, onClose }: RowDialogProps) {
  const reverse = useReverseSettlementPayment();
  const close = () => {
    reverse.reset();
    onClose();
  };
  return (
    <Modal opened={row !== null} onClose={close} title="Kifizetés visszavonása" centered size="lg">
      {row && (
        <Stack gap="md">
          <Text fz="sm">
            {`${row.auditorName} – ${settlementMonthLabel(month)}. A visszavont kifizetés tanúsítványai újra függőben lesznek; a visszavonás a rendszernaplóba kerül.`}
          </Text>
          {row.payments.length === 0 ? (
            <Alert color="blue">Ennek a sornak nincs visszavonható kifizetése.</Alert>
          ) : (
            <DataTable
              verticalSpacing={6}
              aria-label="A hónap kifizetései"
              head={
                <>
                  <Table.Th>Hivatkozás</Table.Th>
                  <Table.Th>Időpont</Table.Th>
                  <Table.Th ta="right">Összeg</Table.Th>
                  <Table.Th>
                    <Text span fz="sm" fw={700}>
                      Művelet
                    </Text>
                  </Table.Th>
                </>
              }
            >
              {row.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td fz="sm">{payment.paymentReference}</Table.Td>
                  <Table.Td fz="sm">
                    {formatDateTime(payment.paidAt)}
                    {payment.paidByName ? ` (${payment.paidByName})` : ''}
                  </Table.Td>
                  <FigureCell>{`${formatHuf(payment.amountHuf)} (${formatPieces(payment.certificateCount)})`}</FigureCell>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      loading={reverse.isPending && reverse.variables === payment.id}
                      aria-label={`Visszavonás: ${payment.paymentReference}`}
                      onClick={() =>
                        reverse.mutate(payment.id, {
                          onSuccess: () => {
                            void showSuccess(SETTLEMENT_MESSAGES.reversed);
                            close();
                          },
                        })
                      }
                    >
                      Visszavonás
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
          <ErrorAlert error={reverse.error} title={SETTLEMENT_MESSAGES.reverseError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Bezárás
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
