import { Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useSession } from '../lib/session.ts';

// Only clients download their dashboard, only portal admins theirs, and only the bank's staff theirs.
const ClientDashboard = lazy(async () => ({
  default: (await import('../features/properties/client-dashboard.tsx')).ClientDashboard,
}));
const BankDashboardPage = lazy(async () => ({
  default: (await import('../features/bank-dashboard/bank-dashboard-page.tsx')).BankDashboardPage,
}));
const AdminDashboardPage = lazy(async () => ({
  default: (await import('../features/admin-dashboard/admin-dashboard-page.tsx')).AdminDashboardPage,
}));

/**
 * The start screen after sign-in: the client's dashboard, the portal admin's, the bank's
 * (docs/rules/access.md, 'Route sets by role'); auditors and Admin Light go to the client list before this
 * loads (router.tsx).
 */
export function HomePage() {
  const { data: me } = useSession();
  if (me?.role === 'client') return <ClientDashboard me={me} />;
  if (me?.role === 'portal_admin') return <AdminDashboardPage />;
  if (me?.role === 'bank_admin') return <BankDashboardPage />;
  return (
    <Stack>
      <Title order={1} size="h2">
        Üdvözöljük, {me?.firstName ?? me?.name}!
      </Title>
      <Text>
        Bejelentkezve mint {me?.roleLabel} ({me?.email}).
      </Text>
    </Stack>
  );
}
