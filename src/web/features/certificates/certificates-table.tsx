import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import {
  billingStatusLabel,
  certificateDeleteRefusal,
  type BillingStatus,
  type CertificateSort,
} from '../../../domain/certificates-list.ts';
import type { CertificateRow } from '../../../domain/certificates.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { RowAction } from '../../components/row-action.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { formatFileSize } from '../../lib/format-size.ts';
import type { CertificateListState } from './certificates-query.ts';
import { DataTable } from '../../components/data-table.tsx';

const BILLING_COLORS: Record<BillingStatus, string> = { pending: 'yellow', sent: 'blue', paid: 'green' };

/** The billing status badge ('Ismeretlen' for a value the app does not know). */
export function BillingStatusBadge({ status }: { status: string }) {
  return (
    <ToneBadge color={BILLING_COLORS[status as BillingStatus] ?? 'gray'} tt="none">
      {billingStatusLabel(status)}
    </ToneBadge>
  );
}

/**
 * The columns (docs/roles/admin-light.md, 'Filters and sorting'): select (and select the page), client with
 * id, address, auditor, upload date, billing status, download and delete (disabled, with the reason, for a
 * certificate that may not be deleted).
 */
export function CertificatesTable({
  rows,
  state,
  selected,
  onToggle,
  onTogglePage,
  onSort,
  onDownload,
  onDelete,
}: {
  rows: CertificateRow[];
  state: CertificateListState;
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
  onSort: (column: CertificateSort) => void;
  onDownload: (row: CertificateRow) => void;
  onDelete: (row: CertificateRow) => void;
}) {
  const header = { sort: state.sort, direction: state.direction, onSort };
  const selectedOnPage = rows.filter((row) => selected.has(row.id)).length;
  return (
    <DataTable
      minWidth={980}
      scroll={{ type: 'native', pos: 'relative' }}
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
      aria-label="Tanúsítványok listája"
      head={
        <>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Az oldal összes tanúsítványának kijelölése"
              checked={rows.length > 0 && selectedOnPage === rows.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
              onChange={(event) => onTogglePage(event.currentTarget.checked)}
            />
          </Table.Th>
          <SortableHeader {...header} options={[{ column: 'clientName', label: 'Ügyfél' }]} width={250} />
          <SortableHeader {...header} options={[{ column: 'address', label: 'Cím' }]} />
          <SortableHeader {...header} options={[{ column: 'auditorName', label: 'Tanúsító' }]} width={160} />
          <SortableHeader {...header} options={[{ column: 'uploadedAt', label: 'Feltöltve' }]} width={150} />
          <SortableHeader
            {...header}
            options={[{ column: 'billingStatus', label: 'Számlázás' }]}
            width={130}
          />
          <Table.Th fz="sm" w={100}>
            Műveletek
          </Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} bg={selected.has(row.id) ? 'var(--mantine-color-blue-light)' : undefined}>
          <Table.Td>
            <Checkbox
              aria-label={`${row.clientName}: ${row.fileName} kijelölése`}
              checked={selected.has(row.id)}
              onChange={(event) => onToggle(row.id, event.currentTarget.checked)}
            />
          </Table.Td>
          <Table.Td>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm">
                {row.clientName}
              </Text>
              {row.clientDisplayId && (
                <Text fz="xs" c="dimmed" ff="monospace">
                  {row.clientDisplayId}
                </Text>
              )}
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.fileName} · {formatFileSize(row.sizeBytes)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td fz="sm">{row.address}</Table.Td>
          <Table.Td fz="sm">{row.auditorName}</Table.Td>
          <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(row.uploadedAt)}
          </Table.Td>
          <Table.Td>
            <BillingStatusBadge status={row.billingStatus} />
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <RowAction
                label="Letöltés"
                icon={<IconDownload size={18} aria-hidden />}
                onClick={() => onDownload(row)}
              />
              {/* A billed certificate is not offered a deletion the server would refuse. */}
              <RowAction
                label="Törlés"
                color="red"
                icon={<IconTrash size={18} aria-hidden />}
                onClick={() => onDelete(row)}
                disabledReason={certificateDeleteRefusal(row)?.message}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
