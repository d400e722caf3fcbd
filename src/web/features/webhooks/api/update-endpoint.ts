// PATCH /api/webhooks/endpoints/{id}: address, description, events, switched on or off.
import type { z } from 'zod';
import type { WebhookEndpoint, webhookEndpointUpdateSchema } from '../../../../domain/webhooks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export type WebhookEndpointChange = z.input<typeof webhookEndpointUpdateSchema>;

export const updateWebhookEndpoint = ({ id, change }: { id: string; change: WebhookEndpointChange }) =>
  apiFetch<WebhookEndpoint>(apiPaths.webhookEndpoint(id), { method: 'PATCH', body: change });

export const useUpdateWebhookEndpoint = () =>
  useRefreshingMutation(updateWebhookEndpoint, webhooksKey(), 'onSettled');
