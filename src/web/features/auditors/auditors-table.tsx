import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { AdminAuditorRow } from '../../../domain/admin.ts';
import { EMPTY_CELL, formatDate, NOT_GIVEN } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { RowAction } from '../../components/row-action.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { ActiveBadge, OnboardingBadge } from './auditor-badges.tsx';
import type { AuditorListState, AuditorSort } from './auditors-query.ts';
import { RatingText } from './rating-text.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { useLazyTooltip } from '../../components/lazy-tooltip.tsx';

const oneLine = { whiteSpace: 'nowrap' } as const;

/** The row's link to the auditor's page, named by its tooltip. */
function DetailLink({ id }: { id: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { targetProps, tooltip } = useLazyTooltip(ref, { label: 'Részletek' });
  return (
    <>
      <ActionIcon
        ref={ref}
        component={Link}
        to={`/auditors/${encodeURIComponent(id)}`}
        variant="default"
        size="lg"
        aria-label="Részletek"
        {...targetProps}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {tooltip}
    </>
  );
}

/**
 * The columns of docs/roles/portal-admin.md, 'Auditors', one sort key per column and rows of two short
 * lines: the name with 'TAN-…' and the company seat, contact, clients (active, total), capacity per week,
 * accepted counties, active and onboarding badges, registration date, rating, actions. Fits 1440 px.
 */
export function AuditorsTable({
  rows,
  state,
  canOpenDetail,
  onSort,
  onEdit,
}: {
  rows: AdminAuditorRow[];
  state: AuditorListState;
  /** /auditors/{id} is the portal admin's (docs/roles/portal-admin.md, 'Auditor detail'). */
  canOpenDetail: boolean;
  onSort: (column: AuditorSort) => void;
  onEdit: (row: AdminAuditorRow) => void;
}) {
  const header = { sort: state.sort, direction: state.direction, onSort };
  const column = (sort: AuditorSort, label: string, width: number) => (
    <SortableHeader {...header} options={[{ column: sort, label }]} width={width} />
  );
  return (
    <DataTable
      minWidth={1160}
      scroll={{ type: 'native', pos: 'relative' }}
      verticalSpacing={4}
      horizontalSpacing={8}
      highlightOnHover
      striped
      aria-label="Tanúsítók listája"
      style={{ tableLayout: 'fixed' }}
      head={
        <>
          {column('name', 'Tanúsító', 154)}
          <Table.Th fz="sm" w={142}>
            Elérhetőség
          </Table.Th>
          {column('totalClients', 'Ügyfelek', 112)}
          {column('workCapacity', 'Kapacitás', 120)}
          <Table.Th fz="sm" w={82}>
            Megyék
          </Table.Th>
          {column('isActive', 'Aktív', 96)}
          {column('onboardingStatus', 'Státusz', 120)}
          {column('registrationDate', 'Regisztrált', 128)}
          {column('averageRating', 'Értékelés', 116)}
          <Table.Th fz="sm" w={92}>
            Műveletek
          </Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Text fw={600} fz="sm" truncate="end" title={row.name}>
              {row.name}
            </Text>
            <Text fz="xs" truncate="end" title={row.companyAddress ?? undefined}>
              <Text span inherit c="dimmed" ff="monospace">
                {row.displayId}
              </Text>{' '}
              <Text span inherit c={row.companyAddress ? undefined : 'dimmed'}>
                {row.companyAddress ?? MESSAGES.auditors.addressFallback}
              </Text>
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="xs" c={row.phone ? undefined : 'dimmed'} style={oneLine}>
              {row.phone ?? NOT_GIVEN}
            </Text>
            <Text fz="xs" truncate="end" title={row.email}>
              {row.email}
            </Text>
          </Table.Td>
          <Table.Td fz="sm" style={oneLine}>
            <b>{row.activeClients}</b>
            <Text span fz="xs" c="dimmed">
              {' '}
              aktív
            </Text>
            <br />
            {row.totalClients}
            <Text span fz="xs" c="dimmed">
              {' '}
              összesen
            </Text>
          </Table.Td>
          <Table.Td fz="sm" style={oneLine}>
            {row.workCapacity}
            <Text span fz="xs" c="dimmed">
              {' '}
              / hét
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="xs" lineClamp={2} title={row.acceptedCounties.join(', ') || undefined}>
              {row.acceptedCounties.join(', ') || EMPTY_CELL}
            </Text>
          </Table.Td>
          <Table.Td>
            <ActiveBadge isActive={row.isActive} />
          </Table.Td>
          <Table.Td>
            <OnboardingBadge status={row.onboardingStatus} />
          </Table.Td>
          <Table.Td fz="xs" style={oneLine}>
            {formatDate(row.registrationDate)}
          </Table.Td>
          <Table.Td>
            <RatingText average={row.averageRating} count={row.ratingCount} />
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <RowAction
                label="Szerkesztés"
                icon={<IconPencil size={18} aria-hidden />}
                onClick={() => onEdit(row)}
              />
              {canOpenDetail && <DetailLink id={row.id} />}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
