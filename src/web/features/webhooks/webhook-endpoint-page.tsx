import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconKey,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EMPTY_CELL, formatDateTime, formatNumber, formatUntil } from '../../../domain/format.ts';
import {
  webhookDeliveriesQueryFields,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_MESSAGES,
  webhookTypeLabel,
  type WebhookDeliveryStatus,
} from '../../../domain/webhook-words.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../../domain/webhooks.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { ToneBadge } from '../../components/status-badge.tsx';
import { ActionsHeader, DataTable } from '../../components/data-table.tsx';
import { ErrorAlert, LoadError } from '../../components/error-alert.tsx';
import { ListEmpty } from '../../components/list-empty.tsx';
import { ListSection } from '../../components/list-section.tsx';
import { defineList, type ListStateOf } from '../../lib/list-state.ts';
import { showSuccess } from '../../lib/notify.ts';
import { pagerOf, useListPage, useListState } from '../../lib/use-list-state.ts';
import { useConfirmStep } from '../../lib/use-confirm-step.ts';
import { useDeleteWebhookEndpoint } from './api/delete-endpoint.ts';
import { useWebhookDeliveries } from './api/get-deliveries.ts';
import { useWebhookEndpoint } from './api/get-endpoint.ts';
import { usePingWebhookEndpoint } from './api/ping-endpoint.ts';
import { useRedeliverWebhook } from './api/redeliver.ts';
import { useRotateWebhookSecret } from './api/rotate-secret.ts';
import { useUpdateWebhookEndpoint } from './api/update-endpoint.ts';
import { EndpointStateBadge } from './endpoint-state-badge.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

const WebhookEndpointForm = lazy(async () => ({
  default: (await import('./webhook-endpoint-form.tsx')).WebhookEndpointForm,
}));

/** One endpoint (/webhooks/:id): its settings, the test ping, the secret, and its delivery log. */
export function WebhookEndpointPage() {
  const { id = '' } = useParams();
  const endpoint = useWebhookEndpoint(id);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/webhooks" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden /> Vissza a webhookokhoz
        </Group>
      </Anchor>
      {endpoint.isPending ? (
        <Busy label="Végpont betöltése..." mih={240} />
      ) : endpoint.isError ? (
        <LoadError
          error={endpoint.error}
          title="A végpont betöltése nem sikerült"
          onRetry={() => void endpoint.refetch()}
          isRetrying={endpoint.isFetching}
        />
      ) : (
        <>
          <EndpointSummary endpoint={endpoint.data} />
          <DeliveryLog endpoint={endpoint.data} />
        </>
      )}
    </Stack>
  );
}

function EndpointSummary({ endpoint }: { endpoint: WebhookEndpoint }) {
  const navigate = useNavigate();
  const update = useUpdateWebhookEndpoint();
  const ping = usePingWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const [editing, editDialog] = useDisclosure(false);
  const [secret, setSecret] = useState<string | null>(null);
  const error = ping.error ?? rotate.error ?? remove.error ?? (editing ? null : update.error);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="endpoint-title">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h3" id="endpoint-title" style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Title>
            <Text c="dimmed">{endpoint.description || 'Nincs leírás'}</Text>
          </div>
          <EndpointStateBadge endpoint={endpoint} />
        </Group>
        {!endpoint.enabled && endpoint.disabledReason === 'failures' && (
          <Alert color="red" title="A végpontot sorozatos hibák miatt kikapcsoltuk">
            {endpoint.failingSince &&
              `A hibák ${formatDateTime(endpoint.failingSince)} óta tartanak (${formatNumber(endpoint.consecutiveFailures)} sikertelen próbálkozás). `}
            Ellenőrizze a fogadó rendszert, kapcsolja be a végpontot, majd küldje újra a kimaradt üzeneteket.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <div>
            <Text fz="sm" c="dimmed">
              Események
            </Text>
            <Stack gap={2}>
              {endpoint.events.map((type) => (
                <Text key={type} fz="sm">
                  {WEBHOOK_EVENT_LABELS[type]} <Code>{type}</Code>
                </Text>
              ))}
            </Stack>
          </div>
          <div>
            <Text fz="sm" c="dimmed">
              Létrehozta
            </Text>
            <Text fz="sm">
              {endpoint.createdByName}, {formatDateTime(endpoint.createdAt)}
            </Text>
          </div>
          <div>
            <Text fz="sm" c="dimmed">
              Titkos kulcs
            </Text>
            <Text fz="sm">
              {endpoint.secretRotatedAt
                ? `Cserélve: ${formatDateTime(endpoint.secretRotatedAt)}`
                : 'A létrehozáskor kiadott kulcs'}
            </Text>
            {endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > new Date() && (
              <Text fz="sm" c="dimmed">
                A korábbi kulcs {formatUntil(formatDateTime(endpoint.previousSecretExpiresAt))} szintén aláír.
              </Text>
            )}
          </div>
        </SimpleGrid>
        <ErrorAlert error={error} />
        <Group gap="sm">
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!endpoint.enabled}
            loading={ping.isPending}
            onClick={() =>
              ping.mutate(endpoint.id, { onSuccess: () => void showSuccess(WEBHOOK_MESSAGES.pinged) })
            }
          >
            Teszt ping
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={editDialog.open}
          >
            Szerkesztés
          </Button>
          <Button
            variant="default"
            leftSection={
              endpoint.enabled ? (
                <IconPlayerPause size={16} aria-hidden />
              ) : (
                <IconPlayerPlay size={16} aria-hidden />
              )
            }
            loading={update.isPending && !editing}
            onClick={() =>
              update.mutate(
                { id: endpoint.id, change: { enabled: !endpoint.enabled } },
                { onSuccess: () => void showSuccess(WEBHOOK_MESSAGES.updated) },
              )
            }
          >
            {endpoint.enabled ? 'Kikapcsolás' : 'Bekapcsolás'}
          </Button>
          <ConfirmedButton
            icon={<IconKey size={16} aria-hidden />}
            label="Titkos kulcs cseréje"
            confirmLabel="Igen, új kulcsot kérek"
            color="orange"
            loading={rotate.isPending}
            onConfirm={(done) =>
              rotate.mutate(endpoint.id, {
                onSuccess: (answer) => {
                  done();
                  setSecret(answer.secret);
                },
              })
            }
          />
          <ConfirmedButton
            icon={<IconTrash size={16} aria-hidden />}
            label="Törlés"
            confirmLabel="Igen, törlöm"
            color="red"
            loading={remove.isPending}
            onConfirm={() =>
              remove.mutate(endpoint.id, {
                onSuccess: () => {
                  void showSuccess(WEBHOOK_MESSAGES.deleted);
                  void navigate('/webhooks');
                },
              })
            }
          />
        </Group>
      </Stack>
      <Modal opened={editing} onClose={editDialog.close} title="Végpont szerkesztése" size="lg">
        <Suspense fallback={<Busy label={MESSAGES.formLoading} mih={200} />}>
          <WebhookEndpointForm
            endpoint={endpoint}
            submitLabel="Mentés"
            isPending={update.isPending}
            error={update.error}
            onCancel={editDialog.close}
            onSubmit={async (change) => {
              await update.mutateAsync({ id: endpoint.id, change });
              editDialog.close();
              void showSuccess(WEBHOOK_MESSAGES.updated);
            }}
          />
        </Suspense>
      </Modal>
      <WebhookSecretDialog secret={secret} rotated onClose={() => setSecret(null)} />
    </Paper>
  );
}

/** A button whose action is confirmed in place (lib/use-confirm-step.ts). */
function ConfirmedButton({
  icon,
  label,
  confirmLabel,
  color,
  loading,
  onConfirm,
}: {
  icon: ReactNode;
  label: string;
  confirmLabel: string;
  color: string;
  loading: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const { isConfirming, setConfirming, confirmButton, startButton } = useConfirmStep();
  if (!isConfirming)
    return (
      <Button ref={startButton} variant="default" leftSection={icon} onClick={() => setConfirming(true)}>
        {label}
      </Button>
    );
  return (
    <>
      <Button
        ref={confirmButton}
        color={color}
        loading={loading}
        onClick={() => onConfirm(() => setConfirming(false))}
      >
        {confirmLabel}
      </Button>
      <Button variant="default" onClick={() => setConfirming(false)}>
        Mégsem
      </Button>
    </>
  );
}

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

const deliveryList = defineList<ListStateOf<typeof webhookDeliveriesQueryFields>>({
  fields: webhookDeliveriesQueryFields,
  filters: [],
});

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const listState = useListState(deliveryList);
  const deliveries = useWebhookDeliveries(endpoint.id, deliveryList.toQuery(listState.state));
  const redeliver = useRedeliverWebhook();
  useListPage(listState, deliveries.data?.total);
  if (deliveries.isPending) return <Busy label="Kézbesítési napló betöltése..." mih={200} />;
  if (deliveries.isError)
    return (
      <LoadError
        error={deliveries.error}
        title="A kézbesítési napló betöltése nem sikerült"
        onRetry={() => void deliveries.refetch()}
        isRetrying={deliveries.isFetching}
      />
    );
  const { items, total } = deliveries.data;
  return (
    <Stack gap="sm">
      <ErrorAlert error={redeliver.error} />
      <ListSection
        titleId="deliveries-title"
        title="Kézbesítési napló"
        status={`${formatNumber(total)} üzenet`}
        refreshing={deliveries.isFetching}
        actions={
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void deliveries.refetch()}
          >
            Frissítés
          </Button>
        }
        pager={pagerOf(listState, total)}
      >
        {items.length === 0 ? (
          <ListEmpty message="Még nem küldtünk üzenetet erre a végpontra.">
            <Text c="dimmed" fz="sm">
              A „Teszt ping” gombbal kipróbálhatja a kapcsolatot.
            </Text>
          </ListEmpty>
        ) : (
          <DataTable
            minWidth={1100}
            striped
            aria-label="Kézbesítések"
            head={
              <>
                <Table.Th>Esemény</Table.Th>
                <Table.Th>Állapot</Table.Th>
                <Table.Th ta="right">Válaszkód</Table.Th>
                <Table.Th ta="right">Időtartam</Table.Th>
                <Table.Th ta="right">Próbálkozás</Table.Th>
                <Table.Th>Utolsó próbálkozás</Table.Th>
                <Table.Th>Következő próbálkozás</Table.Th>
                <Table.Th>Válasz vagy hiba</Table.Th>
                <ActionsHeader />
              </>
            }
          >
            {items.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                canRedeliver={endpoint.enabled}
                isSending={redeliver.isPending && redeliver.variables.deliveryId === delivery.id}
                onRedeliver={() =>
                  redeliver.mutate(
                    { id: endpoint.id, deliveryId: delivery.id },
                    { onSuccess: () => void showSuccess(WEBHOOK_MESSAGES.redelivered) },
                  )
                }
              />
            ))}
          </DataTable>
        )}
      </ListSection>
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  canRedeliver,
  isSending,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  canRedeliver: boolean;
  isSending: boolean;
  onRedeliver: () => void;
}) {
  const answer = delivery.lastError ?? delivery.responseExcerpt;
  return (
    <Table.Tr>
      <Table.Td miw={170}>
        <Text fz="sm" fw={600}>
          {webhookTypeLabel(delivery.eventType)}
        </Text>
        {/* The id wraps rather than taking the width the answer column needs (msg_ and 32 hex digits). */}
        <Text fz="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {delivery.eventId}
        </Text>
      </Table.Td>
      <Table.Td style={{ minWidth: 160 }}>
        <ToneBadge color={STATUS_COLORS[delivery.status]}>
          {WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}
        </ToneBadge>
      </Table.Td>
      <Table.Td ta="right">{delivery.responseStatus ?? EMPTY_CELL}</Table.Td>
      <Table.Td ta="right">
        {delivery.durationMs === null ? EMPTY_CELL : `${formatNumber(delivery.durationMs)} ms`}
      </Table.Td>
      <Table.Td ta="right">{formatNumber(delivery.attempts)}</Table.Td>
      <Table.Td style={{ minWidth: 110 }}>
        {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : EMPTY_CELL}
      </Table.Td>
      <Table.Td style={{ minWidth: 110 }}>
        {delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : EMPTY_CELL}
      </Table.Td>
      <Table.Td miw={160} maw={260}>
        <Text fz="xs" lineClamp={2} title={answer ?? undefined}>
          {answer ?? EMPTY_CELL}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!canRedeliver}
          loading={isSending}
          onClick={onRedeliver}
          aria-label={`Újraküldés: ${webhookTypeLabel(delivery.eventType)}, ${delivery.eventId}`}
        >
          Újraküldés
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
