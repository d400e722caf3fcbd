// GET /api/webhooks/endpoints/{id}/deliveries: the endpoint's delivery log, newest first. Polled while a
// delivery is still being sent, so a ping's answer shows up without a reload.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryList } from '../../../../domain/webhooks.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { webhooksKey } from './get-endpoints.ts';

export const webhookDeliveriesQuery = getQuery<WebhookDeliveryList, [id: string, page: number]>(
  (id, page) => withQuery(apiPaths.webhookDeliveries(id), { page: page > 1 ? page : undefined }),
  (id, page) => [...webhooksKey(), 'deliveries', id, page],
);

export const useWebhookDeliveries = (id: string, page: number) =>
  useQuery({
    ...webhookDeliveriesQuery(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending' && delivery.attempts === 0)
        ? 2_000
        : false,
  });
