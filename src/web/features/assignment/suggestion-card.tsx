import { Group, Radio, Text } from '@mantine/core';
import { availabilityLabel, suggestionFacts, type AuditorSuggestion } from '../../../domain/admin.ts';
import type { AvailabilityLevel } from '../../../domain/statuses.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

const AVAILABILITY_COLORS: Record<AvailabilityLevel, string> = {
  available: 'green',
  busy: 'orange',
  overloaded: 'red',
};

/** Elérhető / Elfoglalt / Túlterhelt by free capacity (docs/rules/limits.md, 'Capacity thresholds'). */
export function AvailabilityBadge({ level }: { level: AvailabilityLevel }) {
  return (
    <ToneBadge color={AVAILABILITY_COLORS[level]} tt="none">
      {availabilityLabel(level)}
    </ToneBadge>
  );
}

/**
 * One suggested auditor as a compact radio card: rank, name and availability on the first line, who
 * (company, settlement, e-mail) on the second, and the facts the ranking uses, each said once, on the third.
 */
export function SuggestionCard({
  suggestion,
  rank,
  idPrefix,
}: {
  suggestion: AuditorSuggestion;
  rank: number;
  /** Unique per list, so the description ids do not clash when several lists are on the page. */
  idPrefix: string;
}) {
  const descriptionId = `${idPrefix}-${suggestion.auditorId}-details`;
  const who = [suggestion.companyName, suggestion.settlement, suggestion.email].filter(Boolean).join(' · ');
  return (
    <Radio.Card
      value={suggestion.auditorId}
      px="sm"
      py={6}
      radius="md"
      aria-label={`${rank}. ${suggestion.name}`}
      aria-describedby={descriptionId}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} size="sm" />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} fz="sm" truncate>
              {rank}. {suggestion.name}
            </Text>
            <AvailabilityBadge level={suggestion.availability} />
          </Group>
          <div id={descriptionId}>
            <Text fz="xs" c="dimmed" truncate>
              {who}
            </Text>
            <Text fz="xs">{suggestionFacts(suggestion).join(' · ')}</Text>
          </div>
        </div>
      </Group>
    </Radio.Card>
  );
}
