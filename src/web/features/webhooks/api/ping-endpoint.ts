// POST /api/webhooks/endpoints/{id}/ping: 'Teszt ping'; its delivery appears in the log.
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export const pingWebhookEndpoint = (id: string) =>
  apiFetch<{ eventId: string }>(apiPaths.webhookPing(id), { method: 'POST' });

export const usePingWebhookEndpoint = () =>
  useRefreshingMutation(pingWebhookEndpoint, webhooksKey(), 'onSuccess');
