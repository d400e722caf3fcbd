// DELETE /api/webhooks/endpoints/{id}: the endpoint and its delivery log.
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export const deleteWebhookEndpoint = (id: string) =>
  apiFetch<null>(apiPaths.webhookEndpoint(id), { method: 'DELETE' });

export const useDeleteWebhookEndpoint = () =>
  useRefreshingMutation(deleteWebhookEndpoint, webhooksKey(), 'onSuccess');
