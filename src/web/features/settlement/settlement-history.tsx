import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EMPTY_CELL, formatDate, formatHuf, formatNumber } from '../../../domain/format.ts';
import { SETTLEMENT_MESSAGES, settlementMonthLabel } from '../../../domain/settlement-list.ts';
import type { SettlementHistory } from '../../../domain/settlement.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { SettlementStatusBadge } from './settlement-status-badge.tsx';
import { FigureCell } from './figure-cell.tsx';
import { useAuditorSettlementHistory, useOwnSettlementHistory } from './api/get-settlement-history.ts';
import { DataTable } from '../../components/data-table.tsx';

/**
 * The portal admin's auditor detail, 'Kifizetések' (docs/roles/portal-admin.md, 'Auditor detail'): the
 * auditor's settlement by month.
 */
export function AuditorSettlementPanel({ auditorId }: { auditorId: string }) {
  const history = useAuditorSettlementHistory(auditorId);
  return (
    <HistoryState
      history={history}
      titleId="auditor-settlement-title"
      emptyText="Ennek a tanúsítónak még nincs feltöltött tanúsítványa, így elszámolása sincs."
    />
  );
}

/** The auditor's own settlement history in their profile (docs/roles/auditor.md, 'Settlement'). */
export function OwnSettlementSection() {
  const history = useOwnSettlementHistory();
  return (
    <HistoryState
      history={history}
      titleId="own-settlement-title"
      emptyText="Még nincs feltöltött tanúsítványa, így elszámolása sincs."
    />
  );
}

function HistoryState({
  history,
  titleId,
  emptyText,
}: {
  history: ReturnType<typeof useOwnSettlementHistory>;
  titleId: string;
  emptyText: string;
}) {
  if (history.isPending) return <Busy label="Kifizetések betöltése…" mih={120} />;
  if (history.isError) return <LoadError query={history} title={SETTLEMENT_MESSAGES.historyLoadError} />;
  return <SettlementHistoryView history={history.data} titleId={titleId} emptyText={emptyText} />;
}

export function SettlementHistoryView({
  history,
  titleId,
  emptyText,
}: {
  history: SettlementHistory;
  titleId: string;
  emptyText: string;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Figure label="Díj tanúsítványonként" value={formatHuf(history.feeHuf)} />
        <Figure label="Kifizetve összesen" value={formatHuf(history.totals.paidHuf)} />
        <Figure label="Függőben" value={formatHuf(history.totals.pendingHuf)} />
      </SimpleGrid>
      <Paper withBorder component="section" aria-labelledby={titleId}>
        <Title order={2} size="h5" id={titleId} px="md" pt="sm">
          Elszámolás havonta
        </Title>
        {history.months.length === 0 ? (
          <Text c="dimmed" p="md" fz="sm">
            {emptyText}
          </Text>
        ) : (
          <DataTable
            minWidth={560}
            scroll={{ type: 'native' }}
            verticalSpacing={6}
            aria-labelledby={titleId}
            head={
              <>
                <Table.Th>Hónap</Table.Th>
                <Table.Th ta="right">Tanúsítványok</Table.Th>
                <Table.Th ta="right">Összeg</Table.Th>
                <Table.Th ta="right">Kifizetve</Table.Th>
                <Table.Th>Állapot</Table.Th>
                <Table.Th>Kifizetés napja</Table.Th>
              </>
            }
          >
            {history.months.map((month) => (
              <Table.Tr key={month.month}>
                <Table.Td fz="sm">{settlementMonthLabel(month.month)}</Table.Td>
                <FigureCell>{formatNumber(month.certificates)}</FigureCell>
                <FigureCell>{formatHuf(month.dueHuf)}</FigureCell>
                <FigureCell>{formatHuf(month.paidHuf)}</FigureCell>
                <Table.Td>
                  <SettlementStatusBadge status={month.status} />
                </Table.Td>
                <Table.Td fz="sm">{month.paidAt ? formatDate(month.paidAt) : EMPTY_CELL}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </Paper>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
