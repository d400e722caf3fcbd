// GET /api/webhooks/endpoints/{id}/deliveries: the endpoint's delivery log, newest first. Polled while a
// delivery is still being sent, so a ping's answer shows up without a reload.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveriesQuery, WebhookDeliveryList } from '../../../../domain/webhooks.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export const webhookDeliveriesQuery = getQuery<
  WebhookDeliveryList,
  [id: string, query: WebhookDeliveriesQuery]
>(
  (id, query) => withQuery(apiPaths.webhookDeliveries(id), query),
  (id, query) => [...webhooksKey(), 'deliveries', id, query],
);

export const useWebhookDeliveries = (id: string, query: WebhookDeliveriesQuery) =>
  useQuery({
    ...webhookDeliveriesQuery(id, query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((delivery) => delivery.status === 'pending' && delivery.attempts === 0)
        ? 2_000
        : false,
  });
