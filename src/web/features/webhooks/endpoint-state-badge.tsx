import { Badge } from '@mantine/core';
import type { WebhookEndpoint } from '../../../domain/webhooks.ts';

/** On, off by a person, off after a long run of failures, or on but failing lately. */
export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled)
    return (
      <Badge color="red" variant="light">
        {endpoint.disabledReason === 'failures' ? 'Kikapcsolva (sorozatos hibák)' : 'Kikapcsolva'}
      </Badge>
    );
  if (endpoint.consecutiveFailures > 0)
    return (
      <Badge color="orange" variant="light">
        Hibás kézbesítések
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      Bekapcsolva
    </Badge>
  );
}
