// POST /api/webhooks/endpoints/{id}/rotate-secret: a new secret, shown once; the old one signs 24 h more.
import type { WebhookSecretAnswer } from '../../../../domain/webhooks.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export const rotateWebhookSecret = (id: string) =>
  apiFetch<WebhookSecretAnswer>(apiPaths.webhookSecretRotation(id), { method: 'POST' });

export const useRotateWebhookSecret = () =>
  useRefreshingMutation(rotateWebhookSecret, webhooksKey(), 'onSuccess');
