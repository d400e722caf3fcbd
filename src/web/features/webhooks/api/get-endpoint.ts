// GET /api/webhooks/endpoints/{id}: one endpoint.
import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '../../../../domain/webhooks.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export const webhookEndpointQuery = getQuery<WebhookEndpoint, [id: string]>(
  apiPaths.webhookEndpoint,
  (id) => [...webhooksKey(), 'endpoint', id],
);

export const useWebhookEndpoint = (id: string) => useQuery(webhookEndpointQuery(id));
