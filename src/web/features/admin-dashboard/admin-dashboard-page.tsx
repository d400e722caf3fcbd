import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCertificate,
  IconChevronRight,
  IconProgress,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard } from '../../../domain/admin.ts';
import { formatNumber } from '../../../domain/format.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { useSession } from '../../lib/session.ts';
import { useAdminDashboard } from './api/get-admin-dashboard.ts';

interface Counter {
  key: keyof AdminDashboard;
  label: string;
  hint: string;
  to: string;
  icon: ReactNode;
  color: string;
}

// Each counter opens the list it counts, filtered as closely as the list's filters allow.
const COUNTERS: Counter[] = [
  {
    key: 'activeCertifications',
    label: 'Aktív tanúsítások',
    hint: 'Megrendelve, még nincs kész',
    to: '/clients?status=active',
    icon: <IconProgress size={24} />,
    color: 'blue',
  },
  {
    key: 'completed',
    label: 'Elkészült tanúsítványok',
    hint: 'Feltöltött tanúsítvány',
    to: '/clients?status=document_uploaded',
    icon: <IconCertificate size={24} />,
    color: 'green',
  },
  {
    key: 'activeAuditors',
    label: 'Aktív tanúsítók',
    hint: 'Szerződött és munkát vállal',
    to: '/auditors?onboardingStatus=accepted&activity=active',
    icon: <IconUserCheck size={24} />,
    color: 'indigo',
  },
  {
    key: 'totalClients',
    label: 'Összes ügyfél',
    hint: 'Regisztrált ügyfelek',
    to: '/clients',
    icon: <IconUsers size={24} />,
    color: 'cyan',
  },
  {
    key: 'overdue',
    label: 'Késésben lévő ügyek',
    hint: 'Több mint 3 napja vár időpontra',
    to: '/clients?status=overdue',
    icon: <IconAlertTriangle size={24} />,
    color: 'red',
  },
];

/** spec 02 §2.3 admin dashboard: the counters, each a link to its list; overdue work too (PRODUCT.md). */
export function AdminDashboardPage() {
  const { data: me } = useSession();
  const dashboard = useAdminDashboard();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Üdvözöljük, {me?.firstName ?? me?.name}!
        </Title>
        <Text c="dimmed">A tanúsítási program állása.</Text>
      </Stack>
      {dashboard.isPending ? (
        <Busy label="Számlálók betöltése..." mih={200} />
      ) : dashboard.isError ? (
        <LoadError
          error={dashboard.error}
          title="Hiba történt az adatok betöltése során"
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, lg: 3 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Összesítés"
        >
          {COUNTERS.map((counter) => (
            <li key={counter.key}>
              <CounterCard counter={counter} value={dashboard.data[counter.key]} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CounterCard({ counter, value }: { counter: Counter; value: number }) {
  const isAlert = counter.key === 'overdue' && value > 0;
  return (
    <UnstyledButton component={Link} to={counter.to} w="100%" h="100%">
      <Paper
        withBorder
        p="md"
        h="100%"
        style={isAlert ? { borderColor: 'var(--mantine-color-red-7)' } : undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fz="sm" fw={600} c="dimmed">
              {counter.label}
            </Text>
            <Text fz={32} fw={700} lh={1.1} c={isAlert ? 'red.8' : undefined}>
              {formatNumber(value)}
            </Text>
            <Text fz="xs" c="dimmed">
              {counter.hint}
            </Text>
          </Stack>
          <ThemeIcon size={46} radius="md" variant="light" color={counter.color} aria-hidden>
            {counter.icon}
          </ThemeIcon>
        </Group>
        <Group gap={4} mt="sm" c="blue.8" fz="sm" fw={600}>
          Lista megnyitása
          <IconChevronRight size={14} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
