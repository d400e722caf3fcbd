import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery } from '../../lib/session.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * An account the operator made with a temporary password reaches nothing else until its owner chooses
 * a password (docs/rules/accounts.md, 'Temporary passwords'; the server answers 403
 * password_change_required to every other call).
 */
export function PasswordChangeRequiredPage() {
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
      <Card withBorder radius="md" padding="lg" maw={520} w="100%">
        <Stack>
          <Text size="sm" c="dimmed">
            {PRODUCT_TITLE}
          </Text>
          <Title order={1} size="h3">
            Új jelszó beállítása
          </Title>
          <Text size="sm">{MESSAGES.auth.passwordChangeRequired}</Text>
          <ChangePasswordForm
            currentLabel="Ideiglenes jelszó"
            submitLabel="Jelszó mentése"
            onChanged={() => {
              // The session now allows everything: the guard lets the app through.
              void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
            }}
          />
          <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
            Kijelentkezés
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
