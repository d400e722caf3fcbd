import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { showSuccess } from '../../lib/notify.ts';
import { useAssignAuditor } from './api/assign-auditor.ts';
import { AuditorPicker, chosenSuggestion, useRankedSuggestions } from './auditor-picker.tsx';
import { SubjectModal, type DialogProps } from '../../components/subject-modal.tsx';

export interface AssignmentTarget {
  propertyId: string;
  clientName: string;
  address: string | null;
}

/**
 * The assignment dialog (docs/roles/portal-admin.md, 'Assigning an auditor'): the ranked, searchable
 * suggestions (`AuditorPicker`) scroll on their own, so 'Hozzárendelés' stays in view in the footer; it is
 * disabled until one is chosen; errors (a lost race: 'Nem található olyan ingatlan…') in a red box closed
 * with 'Bezárás'; success shows the server's message and the lists reload.
 */
export function AssignmentDialog({
  target,
  ...dialog
}: {
  target: AssignmentTarget | null;
} & DialogProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <SubjectModal
      subject={target}
      {...dialog}
      title="Tanúsító hozzárendelése"
      size="lg"
      fullScreen={isPhone === true}
    >
      {(target) => <AssignmentForm key={target.propertyId} target={target} onDone={dialog.onClose} />}
    </SubjectModal>
  );
}

function AssignmentForm({ target, onDone }: { target: AssignmentTarget; onDone: () => void }) {
  const assign = useAssignAuditor();
  const { ranked } = useRankedSuggestions(target.propertyId);
  const [auditorId, setAuditorId] = useState<string | null>(null);
  const [isErrorShown, setErrorShown] = useState(false);
  const chosen = chosenSuggestion(ranked, auditorId);

  const submit = () => {
    if (!auditorId) return;
    setErrorShown(false);
    assign.mutate(
      { propertyId: target.propertyId, auditorId },
      {
        onSuccess: ({ message }) => {
          void showSuccess(message);
          onDone();
        },
        onError: () => setErrorShown(true),
      },
    );
  };

  return (
    <Stack gap="sm">
      <TargetHeading target={target} />
      {isErrorShown && assign.error && (
        <AssignError error={assign.error} onClose={() => setErrorShown(false)} />
      )}
      <AuditorPicker
        propertyId={target.propertyId}
        value={auditorId}
        onChange={setAuditorId}
        listMaxHeight="max(12rem, calc(100dvh - 30rem))"
      />
      {/* Sticky: the actions stay in view even when the dialog itself has to scroll. */}
      <Box
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fz="sm" aria-live="polite">
            {chosen ? (
              <>
                Kiválasztva: <b>{chosen.name}</b>
              </>
            ) : (
              'Válasszon tanúsítót a listából.'
            )}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              Mégsem
            </Button>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              disabled={auditorId === null}
              loading={assign.isPending}
              onClick={submit}
            >
              Hozzárendelés
            </Button>
          </Group>
        </Group>
      </Box>
    </Stack>
  );
}

/** A refused assignment (an auditor just taken, say), shown until 'Bezárás' dismisses it. */
export function AssignError({ error, onClose }: { error: unknown; onClose: () => void }) {
  return (
    <Alert
      color="red"
      role="alert"
      title="A hozzárendelés nem sikerült"
      withCloseButton
      closeButtonLabel="Bezárás"
      onClose={onClose}
    >
      {errorMessage(error)}
    </Alert>
  );
}

/** Whose property a dialog assigns: the client's name and the address, then whatever the dialog adds. */
export function TargetHeading({
  target,
  children,
}: {
  target: { clientName: string; address: string | null };
  children?: ReactNode;
}) {
  return (
    <div>
      <Text fw={600}>{target.clientName}</Text>
      {target.address && (
        <Text fz="sm" c="dimmed">
          {target.address}
        </Text>
      )}
      {children}
    </div>
  );
}
