import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminAuditorRow } from '../../../domain/admin.ts';
import { formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { EmailText } from '../../components/email-text.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { ActiveBadge, OnboardingBadge } from './auditor-badges.tsx';
import type { AuditorListState, AuditorSort } from './auditors-query.ts';
import { RatingText } from './rating-text.tsx';

/**
 * spec 02 §2.16 columns: name with the company address and 'TAN-…', contact, clients (active/total),
 * capacity per week, accepted counties, active and onboarding badges, registration date, rating, actions.
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
  /** /auditors/{id} is the portal admin's (spec 02 §2.1). */
  canOpenDetail: boolean;
  onSort: (column: AuditorSort) => void;
  onEdit: (row: AdminAuditorRow) => void;
}) {
  const header = { sort: state.sort, direction: state.direction, onSort };
  return (
    <Table.ScrollContainer minWidth={960} type="native" pos="relative">
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Tanúsítók listája">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader {...header} options={[{ column: 'name', label: 'Tanúsító' }]} width={180} />
            <Table.Th fz="sm" w={170}>
              Elérhetőség
            </Table.Th>
            <SortableHeader
              {...header}
              options={[
                { column: 'totalClients', label: 'Ügyfelek' },
                { column: 'workCapacity', label: 'Kapacitás' },
              ]}
              width={118}
            />
            <Table.Th fz="sm" w={120}>
              Megyék
            </Table.Th>
            <SortableHeader
              {...header}
              options={[
                { column: 'isActive', label: 'Aktív' },
                { column: 'onboardingStatus', label: 'Státusz' },
              ]}
              width={136}
            />
            <SortableHeader
              {...header}
              options={[{ column: 'registrationDate', label: 'Regisztrált' }]}
              width={118}
            />
            <Table.Th fz="sm" w={84}>
              Értékelés
            </Table.Th>
            <Table.Th fz="sm" w={92}>
              Műveletek
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600} fz="sm">
                    {row.name}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {row.displayId}
                  </Text>
                  <Text fz="xs" c={row.companyAddress ? undefined : 'dimmed'}>
                    {row.companyAddress ?? MESSAGES.auditors.addressFallback}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text fz="xs" c={row.phone ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                  {row.phone ?? 'Nincs megadva'}
                </Text>
                <Text fz="xs">
                  <EmailText email={row.email} />
                </Text>
              </Table.Td>
              <Table.Td>
                {/* In the order of the header's two sort buttons. */}
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  <b>{row.activeClients}</b> / {row.totalClients}
                  <Text span fz="xs" c="dimmed">
                    {' '}
                    aktív / össz.
                  </Text>
                </Text>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {row.workCapacity}/hét
                </Text>
              </Table.Td>
              <Table.Td fz="xs">{row.acceptedCounties.join(', ') || '—'}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <ActiveBadge isActive={row.isActive} />
                  <OnboardingBadge status={row.onboardingStatus} />
                </Stack>
              </Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.registrationDate)}
              </Table.Td>
              <Table.Td>
                <RatingText average={row.averageRating} count={row.ratingCount} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <RowAction
                    label="Szerkesztés"
                    icon={<IconPencil size={18} aria-hidden />}
                    onClick={() => onEdit(row)}
                  />
                  {canOpenDetail && (
                    <Tooltip label="Részletek" withArrow openDelay={200}>
                      <ActionIcon
                        component={Link}
                        to={`/auditors/${encodeURIComponent(row.id)}`}
                        variant="default"
                        size="lg"
                        aria-label="Részletek"
                      >
                        <IconEye size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
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
