import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery } from '../../lib/session.ts';
import { TwoFactorSetupFlow } from './two-factor-setup.tsx';

/** Staff reach nothing else until an authenticator app is set up (docs/product.md, 'Two-factor sign-in'). */
export function TwoFactorSetupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => apiFetch(apiPaths.logout(), { method: 'POST', body: {} }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery().queryKey, null);
      navigate('/login', { replace: true });
    },
  });
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Card withBorder radius="md" padding="lg" maw={700} w="100%">
        <Stack>
          <Text size="sm" c="dimmed">
            {PRODUCT_TITLE}
          </Text>
          <Title order={1} size="h3">
            Kétlépcsős azonosítás beállítása
          </Title>
          <Text size="sm">{MESSAGES.twoFactor.setupRequired}</Text>
          <TwoFactorSetupFlow onDone={() => navigate('/', { replace: true })} />
          <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
            Kijelentkezés
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
