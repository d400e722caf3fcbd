// POST /api/webhooks/endpoints: a new endpoint; the answer carries its secret, shown once.
import type { z } from 'zod';
import type { WebhookSecretAnswer, webhookEndpointInputSchema } from '../../../../domain/webhooks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export type WebhookEndpointFormInput = z.input<typeof webhookEndpointInputSchema>;

export const createWebhookEndpoint = (input: WebhookEndpointFormInput) =>
  apiFetch<WebhookSecretAnswer>(apiPaths.webhookEndpoints(), { method: 'POST', body: input });

export const useCreateWebhookEndpoint = () =>
  useRefreshingMutation(createWebhookEndpoint, webhooksKey(), 'onSuccess');
