import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** spec 02 §2.1: the screen for uncaught errors and rejected promises. */
export function ErrorScreen() {
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

/** The router's error element: logs what failed and shows the same screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error('Alkalmazás hiba', error), [error]);
  return <ErrorScreen />;
}
