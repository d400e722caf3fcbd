import { Alert, Button, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { showSuccess } from '../../lib/notify.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { useAssignAuditor } from './api/assign-auditor.ts';
import { useAuditorSuggestions } from './api/get-auditor-suggestions.ts';
import { SuggestionCard } from './suggestion-card.tsx';

export interface AssignmentTarget {
  propertyId: string;
  clientName: string;
  address: string | null;
}

/**
 * spec 02 §2.12 assignment dialog: the ranked suggestions as radios; 'Hozzárendelés' is disabled until
 * one is chosen; errors (a lost race: 'Nem található olyan ingatlan…') in a red box closed with
 * 'Bezárás' (spec 02 §8); success shows the server's message and the lists reload.
 */
export function AssignmentDialog({
  target,
  opened,
  onClose,
}: {
  target: AssignmentTarget | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened && target !== null}
      onClose={onClose}
      title="Tanúsító hozzárendelése"
      centered
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {target && <AssignmentForm key={target.propertyId} target={target} onDone={onClose} />}
    </Modal>
  );
}

function AssignmentForm({ target, onDone }: { target: AssignmentTarget; onDone: () => void }) {
  const suggestions = useAuditorSuggestions(target.propertyId);
  const assign = useAssignAuditor();
  const [auditorId, setAuditorId] = useState<string | null>(null);
  const [isErrorShown, setErrorShown] = useState(false);

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
    <Stack gap="md">
      <div>
        <Text fw={600}>{target.clientName}</Text>
        {target.address && (
          <Text fz="sm" c="dimmed">
            {target.address}
          </Text>
        )}
      </div>
      {isErrorShown && assign.error && (
        <Alert
          color="red"
          role="alert"
          title="A hozzárendelés nem sikerült"
          withCloseButton
          closeButtonLabel="Bezárás"
          onClose={() => setErrorShown(false)}
        >
          {errorMessage(assign.error)}
        </Alert>
      )}
      {suggestions.isPending ? (
        <Busy label="Javasolt tanúsítók betöltése..." mih={160} />
      ) : suggestions.isError ? (
        <LoadError
          error={suggestions.error}
          title="Hiba a tanúsítók betöltése során"
          onRetry={() => void suggestions.refetch()}
          isRetrying={suggestions.isFetching}
        />
      ) : suggestions.data.length === 0 ? (
        <Text fz="sm">Jelenleg nincs szerződött, aktív tanúsító, akihez az ingatlan rendelhető.</Text>
      ) : (
        <Radio.Group
          label="Javasolt tanúsítók"
          description="Rangsor: szabad heti kapacitás, vállalt megye, majd távolság."
          value={auditorId}
          onChange={setAuditorId}
        >
          <Stack gap="xs" mt="xs">
            {suggestions.data.map((suggestion, index) => (
              <SuggestionCard
                key={suggestion.auditorId}
                suggestion={suggestion}
                rank={index + 1}
                idPrefix={`assign-${target.propertyId}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end">
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
    </Stack>
  );
}
