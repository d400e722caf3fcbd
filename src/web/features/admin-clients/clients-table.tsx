import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFileDescription, IconUserPlus, IconUserShare } from '@tabler/icons-react';
import type { AdminClientRow, ClientSort } from '../../../domain/admin.ts';
import { formatArea, formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { canReassign } from '../../../domain/reassignment.ts';
import { StatusProgress } from '../../components/status-progress.tsx';
import { EmailText } from '../../components/email-text.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { AdminClientListState } from './clients-query.ts';
import { OverdueMarker } from './overdue-marker.tsx';

export type ClientRowAction = 'sheet' | 'assign' | 'reassign';

/** spec 02 §2.15: the assign button shows while the property waits for an auditor and has none. */
export const canAssign = (row: Pick<AdminClientRow, 'status' | 'auditorId' | 'propertyId'>) =>
  row.propertyId !== null && row.status === 'finding_auditor' && row.auditorId === null;

/**
 * spec 02 §2.14-§2.15 columns: display id, name, e-mail and phone; address and area; status with the
 * overdue marker and the progress bar; auditor; coupon; registration and order dates; the row actions.
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
  /** Only the portal admin assigns (spec 02 §2.1, §6). */
  canAssignAuditors: boolean;
  onSort: (column: ClientSort) => void;
  onAction: (action: ClientRowAction, row: AdminClientRow) => void;
}) {
  const header = { sort: state.sort, direction: state.direction, onSort };
  return (
    // Positioned, so the visually hidden texts inside scroll with it instead of widening the page.
    <Table.ScrollContainer minWidth={960} type="native" pos="relative">
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Ügyfelek listája">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader
              {...header}
              options={[
                { column: 'name', label: 'Ügyfél' },
                { column: 'email', label: 'Email' },
              ]}
              width={210}
            />
            <Table.Th fz="sm" miw={150}>
              Ingatlan
            </Table.Th>
            <SortableHeader {...header} options={[{ column: 'status', label: 'Állapot' }]} width={200} />
            <SortableHeader
              {...header}
              options={[{ column: 'auditorName', label: 'Tanúsító' }]}
              width={116}
            />
            <Table.Th fz="sm" w={100}>
              Kupon
            </Table.Th>
            <SortableHeader
              {...header}
              options={[
                { column: 'registrationDate', label: 'Regisztrált' },
                { column: 'orderDate', label: 'Megrendelve' },
              ]}
              width={136}
            />
            <Table.Th fz="sm" w={92}>
              Műveletek
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.clientId}>
              <Table.Td>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm">
                    {row.name}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {row.displayId}
                  </Text>
                  <Text fz="xs">
                    <EmailText email={row.email} />
                  </Text>
                  {row.phone && <Text fz="xs">{row.phone}</Text>}
                </Stack>
              </Table.Td>
              <Table.Td>
                {row.address ? (
                  <>
                    <Text fz="sm">{row.address}</Text>
                    <Text fz="xs" c="dimmed">
                      {row.area === null ? 'Alapterület nincs megadva' : formatArea(row.area)}
                    </Text>
                  </>
                ) : (
                  <Text fz="sm" c="dimmed">
                    Nincs ingatlan
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start">
                  <StatusBadge status={row.status} tt="none" />
                  {row.isOverdue && <OverdueMarker />}
                  <StatusProgress status={row.status} w={140} />
                </Stack>
              </Table.Td>
              <Table.Td fz="sm">
                {row.auditorName ?? (
                  <Text span fz="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td fz="sm">
                {row.couponCode ? (
                  <Text span fz="sm" ff="monospace">
                    {row.couponCode}
                  </Text>
                ) : (
                  <Text span fz="sm" c="dimmed">
                    {MESSAGES.clients.noCoupon}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {/* The two dates in the order of the header's two sort buttons. */}
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  <VisuallyHidden>Regisztrált: </VisuallyHidden>
                  {formatDate(row.registrationDate)}
                </Text>
                <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  <VisuallyHidden>Megrendelve: </VisuallyHidden>
                  {row.orderDate ? formatDate(row.orderDate) : '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <RowAction
                    label="Ügyféllap"
                    icon={<IconFileDescription size={18} aria-hidden />}
                    onClick={() => onAction('sheet', row)}
                  />
                  {canAssignAuditors && canAssign(row) && (
                    <RowAction
                      label="Tanúsító hozzárendelése"
                      icon={<IconUserPlus size={18} aria-hidden />}
                      onClick={() => onAction('assign', row)}
                    />
                  )}
                  {canAssignAuditors && canReassign(row) && (
                    <RowAction
                      label="Tanúsító cseréje vagy elvétele"
                      icon={<IconUserShare size={18} aria-hidden />}
                      onClick={() => onAction('reassign', row)}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
