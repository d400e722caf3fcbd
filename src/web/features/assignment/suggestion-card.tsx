import { Group, List, Radio, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { availabilityLabel, suggestionReasons, type AuditorSuggestion } from '../../../domain/admin.ts';
import { formatNumber } from '../../../domain/format.ts';
import type { AvailabilityLevel } from '../../../domain/statuses.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

const AVAILABILITY_COLORS: Record<AvailabilityLevel, string> = {
  available: 'green',
  busy: 'orange',
  overloaded: 'red',
};

/** spec 02 §9: Elérhető / Elfoglalt / Túlterhelt by free weekly capacity. */
export function AvailabilityBadge({ level }: { level: AvailabilityLevel }) {
  return (
    <ToneBadge color={AVAILABILITY_COLORS[level]} tt="none">
      {availabilityLabel(level)}
    </ToneBadge>
  );
}

/** 12,3 km (hu-HU), or that the distance is unknown (a postcode missing from the list). */
export function distanceText(distanceKm: number | null): string {
  return distanceKm === null ? 'Távolság nem ismert' : `${formatNumber(Math.round(distanceKm * 10) / 10)} km`;
}

/**
 * One suggested auditor as a radio card: name, company, availability, free capacity, county match,
 * distance, this week's appointments and the reasons for the rank.
 */
export function SuggestionCard({
  suggestion,
  rank,
  idPrefix,
  compact = false,
}: {
  suggestion: AuditorSuggestion;
  rank: number;
  /** Unique per list, so the description ids do not clash when several lists are on the page. */
  idPrefix: string;
  /** The pairing page's cards leave the reasons out; the facts line says the same in short. */
  compact?: boolean;
}) {
  const descriptionId = `${idPrefix}-${suggestion.auditorId}-details`;
  return (
    <Radio.Card
      value={suggestion.auditorId}
      p="sm"
      radius="md"
      aria-label={`${rank}. ${suggestion.name}`}
      aria-describedby={descriptionId}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700} fz="sm">
              {rank}. {suggestion.name}
            </Text>
            <AvailabilityBadge level={suggestion.availability} />
          </Group>
          <div id={descriptionId}>
            {suggestion.companyName && (
              <Text fz="xs" c="dimmed">
                {suggestion.companyName}
              </Text>
            )}
            <Stack gap={0} mt={2}>
              <Text fz="xs">
                Szabad hely: <b>{suggestion.freeCapacity}</b> / {suggestion.workCapacity} hetente · Időpont a
                héten: {suggestion.appointmentsThisWeek}
              </Text>
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={12} aria-hidden />
                <Text fz="xs">
                  {distanceText(suggestion.distanceKm)} ·{' '}
                  {suggestion.countyMatch ? 'vállalja a megyét' : 'nem vállalja a megyét'}
                </Text>
              </Group>
            </Stack>
            {!compact && (
              <List size="xs" mt={4} c="dimmed" spacing={0}>
                {suggestionReasons(suggestion).map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            )}
          </div>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
