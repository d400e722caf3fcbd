import { List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELETION_WORD } from '../../../domain/constants.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery } from '../../lib/session.ts';
import { FormActions } from '../../components/form-actions.tsx';

/**
 * Confirmed only when TÖRLÉS is typed (docs/roles/accounts.md, 'Account erasure'). The erasure is real
 * (docs/product.md, 'Account erasure'), and the busy state lasts as long as the work does; then the person
 * is signed out and sent to /login, which says the account was deleted.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () =>
      apiFetch<{ message: string }>(apiPaths.deleteAccount(), {
        method: 'POST',
        body: { confirmation: typed },
      }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery().queryKey, null);
      // The sign-in page says the account was deleted.
      navigate('/login?account-deleted=true', { replace: true });
    },
    meta: { handlesError: true },
  });

  const close = () => {
    setTyped('');
    erase.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Fiók törlése" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === ACCOUNT_DELETION_WORD) erase.mutate();
        }}
      >
        <Stack gap="sm">
          <Text>A törlés végleges, és nem vonható vissza. Töröljük:</Text>
          <List size="sm" spacing={4}>
            <List.Item>nevét, email címét, telefonszámát és címét,</List.Item>
            <List.Item>bejelentkezési adatait és minden munkamenetét,</List.Item>
            <List.Item>a tevékenységnaplóban tárolt személyes adatait.</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            Ha már rendelt tanúsítványt, az ingatlan adatait, a tanúsítványt és a kupon felhasználását a
            jogszabályok szerint megőrizzük, de személyes adatai nélkül.
          </Text>
          <ErrorAlert error={erase.error} />
          <TextInput
            label={`A megerősítéshez írja be: ${ACCOUNT_DELETION_WORD}`}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            data-autofocus
          />
          <FormActions
            onCancel={close}
            color="red"
            disabled={typed !== ACCOUNT_DELETION_WORD}
            loading={erase.isPending}
          >
            Fiók végleges törlése
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
