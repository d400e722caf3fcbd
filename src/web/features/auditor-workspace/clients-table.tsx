import {
  ActionIcon,
  Avatar,
  Box,
  Group,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowsSort,
  IconCalendarPlus,
  IconEye,
  IconPhone,
  IconSortAscending,
  IconSortDescending,
  IconUpload,
} from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';
import type { AuditorClientSort } from '../../../domain/auditor-clients-list.ts';
import type { AuditorClientRow } from '../../../domain/auditor-workspace.ts';
import { formatArea, formatDate, formatTime } from '../../../domain/format.ts';
import { NO_APPOINTMENT } from '../../../domain/statuses.ts';
import { ClientStatus } from './client-status.tsx';
import type { ClientListState } from './clients-query.ts';
import { DataTable } from '../../components/data-table.tsx';
import { useLazyTooltip } from '../../components/lazy-tooltip.tsx';

export type RowAction = 'appointment' | 'contact' | 'upload' | 'detail';

function SortableHeader({
  column,
  state,
  onSort,
  children,
  width,
}: {
  column: AuditorClientSort;
  state: ClientListState;
  onSort: (column: AuditorClientSort) => void;
  children: ReactNode;
  width?: number;
}) {
  const isSorted = state.sort === column;
  const Icon = !isSorted
    ? IconArrowsSort
    : state.direction === 'asc'
      ? IconSortAscending
      : IconSortDescending;
  return (
    <Table.Th
      w={width}
      aria-sort={isSorted ? (state.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      p={0}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        px="sm"
        py="xs"
        w="100%"
        fw={700}
        fz="sm"
        style={{ display: 'flex', alignItems: 'center', gap: 6 }}
      >
        {children}
        <Icon size={16} aria-hidden style={{ opacity: isSorted ? 1 : 0.55, flexShrink: 0 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** An icon button with its name as a tooltip; 'disabled' keeps it focusable so the reason can be read. */
function RowButton({
  label,
  reason,
  icon,
  onClick,
  color,
}: {
  label: string;
  /** Why it cannot be used now; the button is disabled while there is one. */
  reason?: string | null;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
}) {
  const isDisabled = Boolean(reason);
  const reasonId = useId();
  const ref = useRef<HTMLButtonElement>(null);
  const { targetProps, tooltip } = useLazyTooltip(ref, { label: reason ?? label });
  return (
    <>
      <ActionIcon
        ref={ref}
        variant="default"
        size="md"
        color={color}
        aria-label={label}
        aria-disabled={isDisabled || undefined}
        aria-describedby={reason ? reasonId : undefined}
        data-disabled={isDisabled || undefined}
        onClick={(event) => {
          if (isDisabled) event.preventDefault();
          else onClick();
        }}
        {...targetProps}
      >
        {icon}
      </ActionIcon>
      {tooltip}
      {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Why the row's upload button is off: the server's reason (the survey has not started yet, by its clock). */
function uploadBlocker(client: AuditorClientRow): string | null {
  if (client.status === 'document_uploaded')
    return 'A tanúsítvány már feltöltve (csere a Részletek ablakban)';
  return client.uploadBlockedReason;
}

/**
 * docs/roles/auditor.md, 'Table and sorting': client (initials, name, e-mail, phone), address with area,
 * assign date, status with days and the overdue '!', appointment ('Nincs időpont'); sortable headers; the row
 * actions.
 */
export function ClientsTable({
  rows,
  state,
  onSort,
  onAction,
}: {
  rows: AuditorClientRow[];
  state: ClientListState;
  onSort: (column: AuditorClientSort) => void;
  onAction: (action: RowAction, client: AuditorClientRow) => void;
}) {
  return (
    // Positioned, so the visually hidden texts inside (absolutely placed) scroll with it instead of
    // widening the page on a phone.
    <DataTable
      minWidth={960}
      scroll={{ type: 'native', pos: 'relative' }}
      verticalSpacing="sm"
      highlightOnHover
      striped={false}
      aria-label="Ügyfelek listája"
      head={
        <>
          <SortableHeader column="name" state={state} onSort={onSort}>
            Ügyfél
          </SortableHeader>
          {/* The address gets the room for two lines at 1280 px. */}
          <Table.Th fz="sm" miw={200}>
            Ingatlan
          </Table.Th>
          {/* May break as 'Hozzá-/rendelve', so the column is as wide as its dates. */}
          <SortableHeader column="assignDate" state={state} onSort={onSort}>
            Hozzá&shy;rendelve
          </SortableHeader>
          {/* As wide as its badges: the width goes to the client and the address. */}
          <SortableHeader column="status" state={state} onSort={onSort}>
            Állapot
          </SortableHeader>
          <SortableHeader column="appointmentDate" state={state} onSort={onSort}>
            Időpont
          </SortableHeader>
          <Table.Th w={150} fz="sm">
            Műveletek
          </Table.Th>
        </>
      }
    >
      {rows.map((client) => (
        <Table.Tr key={client.propertyId}>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Avatar name={client.clientName} color="blue.8" variant="filled" radius="xl" aria-hidden />
              {/* Name, e-mail and phone stay whole on their own short lines; a very long
                      one ends in '…' with the whole in its title (and in the contact dialog). */}
              <Stack gap={0} style={{ width: 'max-content', maxWidth: 160 }}>
                <Text fw={600} fz="sm" truncate="end" title={client.clientName}>
                  {client.clientName}
                </Text>
                <Text fz="xs" c="dimmed" truncate="end" title={client.clientEmail}>
                  {client.clientEmail}
                </Text>
                {client.clientPhone && (
                  <Text fz="xs" c="dimmed" style={NO_WRAP}>
                    {client.clientPhone}
                  </Text>
                )}
              </Stack>
            </Group>
          </Table.Td>
          <Table.Td>
            {/* The area follows the address, so the cell takes two lines. */}
            <Text fz="sm">
              {client.address}
              <Text span fz="xs" c="dimmed" style={NO_WRAP}>
                {' · '}
                {client.area === null ? 'Alapterület nincs megadva' : formatArea(client.area)}
              </Text>
            </Text>
          </Table.Td>
          <Table.Td fz="sm" style={NO_WRAP}>
            {formatDate(client.auditorAssignDate ?? client.createdAt)}
          </Table.Td>
          <Table.Td>
            <ClientStatus client={client} />
          </Table.Td>
          <Table.Td fz="sm">
            {client.appointmentDate ? (
              // The day and the time on two lines keep the column narrow.
              <>
                <span style={NO_WRAP}>{formatDate(client.appointmentDate)}</span>
                <br />
                {formatTime(client.appointmentDate)}
              </>
            ) : (
              <Text span fz="sm" c="dimmed">
                {NO_APPOINTMENT}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {client.needsAppointment ? (
                <RowButton
                  label="Időpont egyeztetése"
                  icon={<IconCalendarPlus size={16} aria-hidden />}
                  onClick={() => onAction('appointment', client)}
                />
              ) : (
                // Keeps the other buttons in the same column on every row.
                <Box w={28} aria-hidden />
              )}
              <RowButton
                label="Kapcsolatfelvétel"
                icon={<IconPhone size={16} aria-hidden />}
                onClick={() => onAction('contact', client)}
              />
              <RowButton
                label="Tanúsítvány feltöltése"
                reason={uploadBlocker(client)}
                icon={<IconUpload size={16} aria-hidden />}
                onClick={() => onAction('upload', client)}
              />
              <RowButton
                label="Részletek"
                icon={<IconEye size={16} aria-hidden />}
                onClick={() => onAction('detail', client)}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
