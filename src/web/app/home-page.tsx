import { Stack, Text, Title } from '@mantine/core';
import { useSession } from '../lib/session.ts';

/** The start screen after sign-in; each role's own screens replace it as their issues land. */
export function HomePage() {
  const { data: me } = useSession();
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
