import { Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useSession } from '../lib/session.ts';

// Only clients download their dashboard.
const ClientDashboard = lazy(async () => ({
  default: (await import('../features/properties/client-dashboard.tsx')).ClientDashboard,
}));

/**
 * The start screen after sign-in: the client's dashboard (issue 4); auditors go to their client list
 * before this loads (router.tsx); other roles' screens replace it as their issues land.
 */
export function HomePage() {
  const { data: me } = useSession();
  if (me?.role === 'client') return <ClientDashboard me={me} />;
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
