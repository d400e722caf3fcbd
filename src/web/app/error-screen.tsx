import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFramePlaceholderGone } from '../lib/frame-placeholder.ts';

/** The screen for uncaught errors and rejected promises (docs/roles/accounts.md, 'Loading and errors'). */
export function ErrorScreen() {
  useFramePlaceholderGone();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={480} ta="center" role="alert">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={1} size="h2">
          Alkalmazás hiba
        </Title>
        <Text>
          Váratlan hiba történt az alkalmazásban. Kérjük, töltse be újra az oldalt. Ha a hiba ismétlődik,
          keresse ügyfélszolgálatunkat.
        </Text>
        <Button onClick={() => window.location.reload()}>Oldal újratöltése</Button>
      </Stack>
    </Center>
  );
}
