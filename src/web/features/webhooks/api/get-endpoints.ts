// GET /api/webhooks/endpoints: the team's webhook endpoints (docs/rules/webhooks.md).
import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpointList } from '../../../../domain/webhooks.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every query of the webhooks screens: what a change to an endpoint makes stale. */
export const webhooksKey = () => ['webhooks'] as const;

export const webhookEndpointsQuery = getQuery<WebhookEndpointList>(apiPaths.webhookEndpoints, () => [
  ...webhooksKey(),
  'endpoints',
]);

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery());
