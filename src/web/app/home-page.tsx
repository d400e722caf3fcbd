import { Stack, Text, Title } from '@mantine/core';
import type { PageStart } from '../lib/page-start.ts';
import { useSession } from '../lib/session.ts';
import { lazyScreen } from './lazy-screen.tsx';
import { greeting } from '../../domain/person-name.ts';

// Only clients download their dashboard, only portal admins theirs, and only the bank's staff theirs.
const loadClientDashboard = () => import('../features/properties/client-dashboard.tsx');
const loadBankDashboard = () => import('../features/bank-dashboard/bank-dashboard-page.tsx');
const loadAdminDashboard = () => import('../features/admin-dashboard/admin-dashboard-page.tsx');
const ClientDashboard = lazyScreen(loadClientDashboard, 'ClientDashboard');
const BankDashboardPage = lazyScreen(loadBankDashboard, 'BankDashboardPage');
const AdminDashboardPage = lazyScreen(loadAdminDashboard, 'AdminDashboardPage');

/** The role's dashboard's download, started before the first render (router.tsx, screensLoaded). */
export function preloadDashboard(start: PageStart): Promise<unknown>[] {
  if (start.role === 'client') return ClientDashboard.preload(start);
  if (start.role === 'portal_admin') return AdminDashboardPage.preload(start);
  if (start.role === 'bank_admin') return BankDashboardPage.preload(start);
  return [];
}

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
        {me ? greeting(me) : 'Üdvözöljük!'}
      </Title>
      <Text>
        Bejelentkezve mint {me?.roleLabel} ({me?.email}).
      </Text>
    </Stack>
  );
}
