import { Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  API_KEY_STATE_LABELS,
  API_SCOPE_LABELS,
  API_MESSAGES,
  type ApiKey,
} from '../../../domain/api-keys.ts';
import { formatDateTime, formatNumber } from '../../../domain/format.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { ActionsHeader, DataTable } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { showSuccess } from '../../lib/notify.ts';
import { useApiKeys } from './api/get-api-keys.ts';
import { useRevokeApiKey } from './api/revoke-api-key.ts';
import { ApiKeyForm } from './api-key-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';

const STATE_COLORS: Record<ApiKey['state'], string> = { active: 'green', expired: 'gray', revoked: 'red' };

/**
 * "API-kulcsok": the keys the bank's systems use on the machine API (docs/rules/api.md, 'Keys'), for the
 * bank's staff and the portal admin. A key is shown whole once, when it is made; revoking asks first.
 */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const [formOpen, formDialog] = useDisclosure(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.apiKeys}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={formDialog.open}>
          Új API-kulcs
        </Button>
      </PageHeader>
      <QueryStates
        query={keys}
        loadingLabel="API-kulcsok betöltése..."
        errorTitle="Az API-kulcsok betöltése nem sikerült"
      >
        {(list) => (
          <ListSection
            titleId="api-keys-title"
            title="Kulcsok"
            status={`${formatNumber(list.items.filter((key) => key.state === 'active').length)} aktív kulcs`}
          >
            {list.items.length === 0 ? (
              <ListEmpty icon={IconKey} message="Még nincs API-kulcs.">
                <Text fz="sm" c="dimmed">
                  Az „Új API-kulcs” gombbal készíthet kulcsot a bank rendszereinek.
                </Text>
              </ListEmpty>
            ) : (
              <DataTable
                minWidth={1100}
                aria-labelledby="api-keys-title"
                verticalSpacing="sm"
                head={
                  <>
                    <Table.Th>Név</Table.Th>
                    <Table.Th>Kulcs</Table.Th>
                    <Table.Th>Jogosultságok</Table.Th>
                    <Table.Th>Létrehozta</Table.Th>
                    <Table.Th>Lejárat</Table.Th>
                    <Table.Th>Utoljára használva</Table.Th>
                    <Table.Th>Állapot</Table.Th>
                    <ActionsHeader />
                  </>
                }
              >
                {list.items.map((key) => (
                  <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
                ))}
              </DataTable>
            )}
          </ListSection>
        )}
      </QueryStates>
      <Modal opened={formOpen} onClose={formDialog.close} title="Új API-kulcs" size="lg">
        {formOpen && keys.data && (
          <ApiKeyForm allowedScopes={keys.data.allowedScopes} onClose={formDialog.close} />
        )}
      </Modal>
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{apiKey.name}</Table.Td>
      <Table.Td>
        <Code>{apiKey.shown}</Code>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {apiKey.scopes.map((scope) => (
            <Code key={scope} title={API_SCOPE_LABELS[scope]}>
              {scope}
            </Code>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{apiKey.createdByName}</Text>
        <Text fz="xs" c="dimmed">
          {formatDateTime(apiKey.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>{apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : 'Nem jár le'}</Table.Td>
      <Table.Td>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Még nem használták'}</Table.Td>
      <Table.Td>
        <ToneBadge color={STATE_COLORS[apiKey.state]}>{API_KEY_STATE_LABELS[apiKey.state]}</ToneBadge>
      </Table.Td>
      <Table.Td>
        {apiKey.state !== 'revoked' && (
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-label={`Visszavonás: ${apiKey.name}`}
            onClick={onRevoke}
          >
            Visszavonás
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Biztosan visszavonja az API-kulcsot?' */
function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Modal opened={apiKey !== null} onClose={close} title="API-kulcs visszavonása">
      {apiKey && (
        <Stack>
          <Text fw={600}>Biztosan visszavonja az API-kulcsot?</Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {`„${apiKey.name}” (${apiKey.shown}). A kulcsot használó rendszerek kérései azonnal elutasításra kerülnek; a visszavonás nem vonható vissza.`}
          </Text>
          <ErrorAlert error={revoke.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoke.isPending}>
              Mégsem
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(apiKey.id, {
                  onSuccess: () => {
                    void showSuccess(API_MESSAGES.revoked);
                    close();
                  },
                })
              }
            >
              Visszavonás
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
