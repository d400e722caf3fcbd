import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCertificate, IconClock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AuditorStats } from '../../../domain/auditor-workspace.ts';
import { formatNumber } from '../../../domain/format.ts';
import { bareList } from '../../components/bare-list.ts';

function Counter({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2}>
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.1}>
            {formatNumber(value)}
          </Text>
        </Stack>
        <ThemeIcon size={42} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The four counters over all of the auditor's clients (not only the filtered ones). */
export function ClientStats({ stats }: { stats: AuditorStats }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" {...bareList} aria-label="Összesítés">
      <Counter label="Összes ügyfél" value={stats.totalClients} icon={<IconUsers size={22} />} color="blue" />
      <Counter
        label="Időpontra vár"
        value={stats.waitingForAppointment}
        icon={<IconClock size={22} />}
        color="orange"
      />
      <Counter
        label="Időpont egyeztetve"
        value={stats.scheduledAppointments}
        icon={<IconCalendarEvent size={22} />}
        color="indigo"
      />
      <Counter
        label="Elkészült tanúsítvány"
        value={stats.completedCertificates}
        icon={<IconCertificate size={22} />}
        color="green"
      />
    </SimpleGrid>
  );
}
