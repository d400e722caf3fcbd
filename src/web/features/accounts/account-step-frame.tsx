import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery } from '../../lib/session.ts';

/**
 * The frame of a step a half-finished account takes before it reaches anything else (a new password, the
 * two-factor set-up): the product's name, the step's title and why it is asked, the step itself, and
 * 'Kijelentkezés' for someone who will finish it later.
 */
export function AccountStepFrame({
  title,
  reason,
  maw,
  children,
}: {
  title: string;
  reason: string;
  maw: number;
  children: ReactNode;
}) {
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
      <Card withBorder radius="md" padding="lg" maw={maw} w="100%">
        <Stack>
          <Text size="sm" c="dimmed">
            {PRODUCT_TITLE}
          </Text>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text size="sm">{reason}</Text>
          {children}
          <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
            Kijelentkezés
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
