import { Group, Progress, Stack, Table } from '@mantine/core';
import { IconFileDescription, IconUserPlus, IconUserShare } from '@tabler/icons-react';
import type { AdminClientRow } from '../../../domain/admin.ts';
import { EMPTY_CELL, formatArea, formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { canReassign, type ClientSort } from '../../../domain/admin-lists.ts';
import { adminProgress, progressColor } from '../../../domain/statuses.ts';
import { CellText } from '../../components/cell-text.tsx';
import { EmailText } from '../../components/email-text.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { AdminClientListState } from './clients-query.ts';
import { OverdueMarker } from './overdue-marker.tsx';
import { DataTable } from '../../components/data-table.tsx';

export type ClientRowAction = 'sheet' | 'assign' | 'reassign';

/**
 * The assign button shows while the property waits for an auditor and has none
 * (docs/roles/portal-admin.md, 'Table').
 */
export const canAssign = (row: Pick<AdminClientRow, 'status' | 'auditorId' | 'propertyId'>) =>
  row.propertyId !== null && row.status === 'finding_auditor' && row.auditorId === null;

/**
 * The table's columns in order: the header's label, its sort key if it has one, and its width. At 1440 px
 * the table fits beside the menu (1,166 px; narrower, it scrolls sideways). The columns a person reads take
 * the room: the name, the e-mail (broken before its '@') and the address wrap to a second line rather than
 * being cut; the status is as wide as its longest badge, the bar under it; a date column is as wide as its
 * dates, its header's sort icon under the label. Measured on the demo data with the journeys' fonts (the
 * widest usual ones): every name, e-mail and address whole, 15 rows within 900 px.
 */
export const CLIENT_COLUMNS = [
  { label: 'Azonosító', width: 72 },
  { label: 'Ügyfél', sort: 'name', width: 96 },
  { label: 'Email', sort: 'email', width: 116 },
  { label: 'Telefon', width: 114 },
  { label: 'Ingatlan', width: 194 },
  { label: 'Állapot', sort: 'status', width: 162 },
  { label: 'Tanúsító', sort: 'auditorName', width: 84 },
  { label: 'Kupon', width: 66 },
  { label: 'Regisztrált', sort: 'registrationDate', width: 90 },
  { label: 'Megrendelve', sort: 'orderDate', width: 96 },
  { label: 'Műveletek', width: 76 },
] as const satisfies readonly { label: string; sort?: ClientSort; width: number }[];

const TABLE_WIDTH = CLIENT_COLUMNS.reduce((sum, column) => sum + column.width, 0);

const Empty = ({ label }: { label: string }) => <CellText text={label} c="dimmed" lines={2} />;

/**
 * docs/roles/portal-admin.md, 'Table': one compact row a client, one column a value and a sort key, so a
 * back-office user scans 15 rows at a time at 1440 x 900: display id, name, e-mail, phone, property
 * (address and area), status with the progress bar and the overdue marker, auditor, coupon, registration
 * and order dates and the row actions. A value longer than its column shows whole on hover and on focus
 * (CellText). Further row actions go in the last cell's group.
 */
export function AdminClientsTable({
  rows,
  state,
  canAssignAuditors,
  onSort,
  onAction,
}: {
  rows: AdminClientRow[];
  state: AdminClientListState;
  /** Only the portal admin assigns (docs/rules/access.md, 'Who may do what'). */
  canAssignAuditors: boolean;
  onSort: (column: ClientSort) => void;
  onAction: (action: ClientRowAction, row: AdminClientRow) => void;
}) {
  const header = { sort: state.sort, direction: state.direction, onSort };
  return (
    <DataTable
      minWidth={TABLE_WIDTH}
      scroll={{ type: 'native' }}
      verticalSpacing={2}
      horizontalSpacing={4}
      highlightOnHover
      striped
      aria-label="Ügyfelek listája"
      style={{ tableLayout: 'fixed' }}
      head={
        <>
          {CLIENT_COLUMNS.map((column) =>
            'sort' in column ? (
              <SortableHeader
                key={column.label}
                {...header}
                options={[{ column: column.sort, label: column.label }]}
                width={column.width}
                compact
              />
            ) : (
              <Table.Th key={column.label} w={column.width} fz="xs" px={4} style={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </Table.Th>
            ),
          )}
        </>
      }
    >
      {rows.map((row) => {
        const percent = adminProgress(row.status);
        const area = row.area === null ? 'alapterület nélkül' : formatArea(row.area);
        return (
          <Table.Tr key={row.clientId}>
            <Table.Td>
              <CellText text={row.displayId} ff="monospace" />
            </Table.Td>
            <Table.Td>
              <CellText text={row.name} lines={2} fw={600} />
            </Table.Td>
            <Table.Td>
              <CellText text={row.email} lines={2}>
                <EmailText email={row.email} />
              </CellText>
            </Table.Td>
            <Table.Td>{row.phone ? <CellText text={row.phone} /> : <Empty label={EMPTY_CELL} />}</Table.Td>
            <Table.Td>
              {row.address ? (
                <CellText text={`${row.address} · ${area}`} lines={2}>
                  {row.address} · <span style={{ whiteSpace: 'nowrap' }}>{area}</span>
                </CellText>
              ) : (
                <Empty label="Nincs ingatlan" />
              )}
            </Table.Td>
            <Table.Td>
              {/* The badge on top, the bar (and the overdue marker) under it: the column is as wide as
                      the longest badge, so the bar takes no room from the columns people read. */}
              <Stack gap={2}>
                <StatusBadge
                  status={row.status}
                  tt="none"
                  size="sm"
                  style={{ flexShrink: 1, minWidth: 0, maxWidth: '100%' }}
                />
                <Group gap={4} wrap="nowrap">
                  <Progress
                    value={percent}
                    color={`${progressColor(percent)}.7`}
                    size={4}
                    radius="xl"
                    aria-label="Előrehaladás"
                    title={`Előrehaladás: ${percent}%`}
                    style={{ flex: 1 }}
                  />
                  {row.isOverdue && <OverdueMarker compact />}
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td>
              {row.auditorName ? <CellText text={row.auditorName} lines={2} /> : <Empty label={EMPTY_CELL} />}
            </Table.Td>
            <Table.Td>
              {row.couponCode ? (
                <CellText text={row.couponCode} ff="monospace" />
              ) : (
                <Empty label={MESSAGES.clients.noCoupon} />
              )}
            </Table.Td>
            <Table.Td>
              <CellText text={formatDate(row.registrationDate)} />
            </Table.Td>
            <Table.Td>
              {row.orderDate ? <CellText text={formatDate(row.orderDate)} /> : <Empty label={EMPTY_CELL} />}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction
                  size="md"
                  label="Ügyféllap"
                  icon={<IconFileDescription size={16} aria-hidden />}
                  onClick={() => onAction('sheet', row)}
                />
                {canAssignAuditors && canAssign(row) && (
                  <RowAction
                    size="md"
                    label="Tanúsító hozzárendelése"
                    icon={<IconUserPlus size={16} aria-hidden />}
                    onClick={() => onAction('assign', row)}
                  />
                )}
                {canAssignAuditors && canReassign(row) && (
                  <RowAction
                    size="md"
                    label="Tanúsító cseréje vagy elvétele"
                    icon={<IconUserShare size={16} aria-hidden />}
                    onClick={() => onAction('reassign', row)}
                  />
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
