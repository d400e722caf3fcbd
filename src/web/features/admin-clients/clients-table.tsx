import { Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconFileDescription, IconUserPlus, IconUserShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AdminClientRow, ClientSort } from '../../../domain/admin.ts';
import { formatArea, formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { canReassign } from '../../../domain/reassignment.ts';
import { adminProgress, progressColor } from '../../../domain/statuses.ts';
import { RowAction } from '../../components/row-action.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { AdminClientListState } from './clients-query.ts';
import { OverdueMarker } from './overdue-marker.tsx';

export type ClientRowAction = 'sheet' | 'assign' | 'reassign';

/**
 * The assign button shows while the property waits for an auditor and has none
 * (docs/roles/portal-admin.md, 'Table').
 */
export const canAssign = (row: Pick<AdminClientRow, 'status' | 'auditorId' | 'propertyId'>) =>
  row.propertyId !== null && row.status === 'finding_auditor' && row.auditorId === null;

/** The table's columns in order: the header's label, its sort key if it has one, and its width. */
export const CLIENT_COLUMNS = [
  { label: 'Azonosító', width: 76 },
  { label: 'Ügyfél', sort: 'name', width: 106 },
  { label: 'Email', sort: 'email', width: 102 },
  { label: 'Telefon', width: 120 },
  { label: 'Ingatlan', width: 90 },
  { label: 'Állapot', sort: 'status', width: 202 },
  { label: 'Tanúsító', sort: 'auditorName', width: 96 },
  { label: 'Kupon', width: 86 },
  { label: 'Regisztrált', sort: 'registrationDate', width: 94 },
  { label: 'Megrendelve', sort: 'orderDate', width: 106 },
  { label: 'Műveletek', width: 84 },
] as const satisfies readonly { label: string; sort?: ClientSort; width: number }[];

/** Their sum: at 1440 px the table fits beside the menu; narrower, it scrolls sideways. */
const TABLE_WIDTH = CLIENT_COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** One line of text, cut with an ellipsis when the column is narrower; the whole text is its tooltip. */
function Line({ children, title, mono }: { children: ReactNode; title?: string; mono?: boolean }) {
  return (
    <Text fz="xs" truncate="end" title={title} ff={mono ? 'monospace' : undefined}>
      {children}
    </Text>
  );
}

const Empty = ({ label }: { label: string }) => (
  <Text fz="xs" c="dimmed" truncate="end" title={label}>
    {label}
  </Text>
);

/**
 * docs/roles/portal-admin.md, 'Table': one compact line a client, one column a value and a sort key, so
 * a back-office user scans 20 rows at a time: display id, name, e-mail, phone, property (address and area),
 * status with the overdue marker and the progress bar, auditor, coupon, registration and order dates and
 * the row actions. Further row actions go in the last cell's group.
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
    <Table.ScrollContainer minWidth={TABLE_WIDTH} type="native">
      <Table
        verticalSpacing={4}
        horizontalSpacing={6}
        highlightOnHover
        striped
        aria-label="Ügyfelek listája"
        style={{ tableLayout: 'fixed' }}
      >
        <Table.Thead>
          <Table.Tr>
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
                <Table.Th key={column.label} w={column.width} fz="xs" px={6} style={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const percent = adminProgress(row.status);
            const property = row.address
              ? `${row.address} · ${row.area === null ? 'alapterület nincs megadva' : formatArea(row.area)}`
              : null;
            return (
              <Table.Tr key={row.clientId}>
                <Table.Td>
                  <Line mono>{row.displayId}</Line>
                </Table.Td>
                <Table.Td>
                  <Text fz="xs" fw={600} truncate="end" title={row.name}>
                    {row.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Line title={row.email}>{row.email}</Line>
                </Table.Td>
                <Table.Td>{row.phone ? <Line>{row.phone}</Line> : <Empty label="—" />}</Table.Td>
                <Table.Td>
                  {property ? <Line title={property}>{property}</Line> : <Empty label="Nincs ingatlan" />}
                </Table.Td>
                <Table.Td>
                  <Stack gap={3}>
                    <Group gap={4} wrap="nowrap">
                      <StatusBadge
                        status={row.status}
                        tt="none"
                        size="sm"
                        style={{ flexShrink: 1, minWidth: 0 }}
                      />
                      {row.isOverdue && <OverdueMarker compact />}
                    </Group>
                    <Progress
                      value={percent}
                      color={`${progressColor(percent)}.7`}
                      size={4}
                      radius="xl"
                      aria-label="Előrehaladás"
                      title={`Előrehaladás: ${percent}%`}
                    />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {row.auditorName ? (
                    <Line title={row.auditorName}>{row.auditorName}</Line>
                  ) : (
                    <Empty label="—" />
                  )}
                </Table.Td>
                <Table.Td>
                  {row.couponCode ? (
                    <Line mono>{row.couponCode}</Line>
                  ) : (
                    <Empty label={MESSAGES.clients.noCoupon} />
                  )}
                </Table.Td>
                <Table.Td>
                  <Line>{formatDate(row.registrationDate)}</Line>
                </Table.Td>
                <Table.Td>
                  {row.orderDate ? <Line>{formatDate(row.orderDate)}</Line> : <Empty label="—" />}
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
