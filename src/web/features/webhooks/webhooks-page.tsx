import { Anchor, Badge, Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EMPTY_CELL, formatDateTime, formatNumber } from '../../../domain/format.ts';
import { SCREEN_HEADINGS } from '../../../domain/screen-headings.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '../../../domain/webhook-words.ts';
import type { WebhookEndpoint } from '../../../domain/webhooks.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { showSuccess } from '../../lib/notify.ts';
import { useCreateWebhookEndpoint } from './api/create-endpoint.ts';
import { useWebhookEndpoints } from './api/get-endpoints.ts';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';
import { EndpointStateBadge } from './endpoint-state-badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';

// The form (and zod, which checks it) loads when the dialog first opens (decision 0022).
const WebhookEndpointForm = lazy(async () => ({
  default: (await import('./webhook-endpoint-form.tsx')).WebhookEndpointForm,
}));

/**
 * 'Webhookok' (/webhooks, docs/rules/webhooks.md): the endpoints the portal signs and sends its events to,
 * for the bank's staff and the portal admins, each team its own.
 */
export function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const [creating, createDialog] = useDisclosure(false);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader {...SCREEN_HEADINGS.webhooks}>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
          Új végpont
        </Button>
      </PageHeader>
      {endpoints.isPending ? (
        <Busy label="Végpontok betöltése..." mih={240} />
      ) : endpoints.isError ? (
        <LoadError
          error={endpoints.error}
          title="A végpontok betöltése nem sikerült"
          onRetry={() => void endpoints.refetch()}
          isRetrying={endpoints.isFetching}
        />
      ) : (
        <ListSection
          titleId="webhook-endpoints-title"
          title="Végpontok"
          refreshing={endpoints.isFetching}
          status={`${formatNumber(endpoints.data.items.length)} végpont`}
        >
          {endpoints.data.items.length === 0 ? (
            <ListEmpty icon={IconWebhook} message="Még nincs webhook végpont.">
              <Text c="dimmed" fz="sm">
                Az „Új végpont” gombbal adhatja meg, hová küldjük az eseményeket.
              </Text>
            </ListEmpty>
          ) : (
            <EndpointsTable rows={endpoints.data.items} />
          )}
        </ListSection>
      )}
      <Modal opened={creating} onClose={createDialog.close} title="Új webhook végpont" size="lg">
        <Suspense fallback={<Busy label={MESSAGES.formLoading} mih={200} />}>
          <WebhookEndpointForm
            submitLabel="Végpont létrehozása"
            isPending={create.isPending}
            error={create.error}
            onCancel={createDialog.close}
            onSubmit={async (values) => {
              const created = await create.mutateAsync(values);
              createDialog.close();
              create.reset();
              setSecret(created.secret);
              void showSuccess(WEBHOOK_MESSAGES.created);
            }}
          />
        </Suspense>
      </Modal>
      <WebhookSecretDialog secret={secret} rotated={false} onClose={() => setSecret(null)} />
    </Stack>
  );
}

function EndpointsTable({ rows }: { rows: WebhookEndpoint[] }) {
  return (
    <DataTable
      minWidth={900}
      striped
      highlightOnHover
      aria-label="Webhook végpontok listája"
      head={
        <>
          <Table.Th>URL</Table.Th>
          <Table.Th>Leírás</Table.Th>
          <Table.Th>Események</Table.Th>
          <Table.Th>Állapot</Table.Th>
          <Table.Th>Létrehozta</Table.Th>
          <Table.Th>Létrehozva</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td maw={340} style={{ wordBreak: 'break-all' }}>
            <Anchor component={Link} to={`/webhooks/${row.id}`} fw={600}>
              {row.url}
            </Anchor>
          </Table.Td>
          <Table.Td>{row.description || EMPTY_CELL}</Table.Td>
          <Table.Td>
            <Group gap={4}>
              {row.events.map((type) => (
                <Badge key={type} variant="light" color="gray" tt="none" title={WEBHOOK_EVENT_LABELS[type]}>
                  <Code bg="transparent" fz="xs">
                    {type}
                  </Code>
                </Badge>
              ))}
            </Group>
          </Table.Td>
          <Table.Td>
            <EndpointStateBadge endpoint={row} />
          </Table.Td>
          <Table.Td>{row.createdByName}</Table.Td>
          <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
