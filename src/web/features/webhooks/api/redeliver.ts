// POST /api/webhooks/endpoints/{id}/deliveries/{deliveryId}/redeliver: the same message sent again.
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export const redeliverWebhook = ({ id, deliveryId }: { id: string; deliveryId: string }) =>
  apiFetch<null>(apiPaths.webhookRedelivery(id, deliveryId), { method: 'POST' });

export const useRedeliverWebhook = () => useRefreshingMutation(redeliverWebhook, webhooksKey(), 'onSettled');
