import type { WebhookEndpoint } from '../../../domain/webhooks.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

/** On, off by a person, off after a long run of failures, or on but failing lately. */
export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.enabled)
    return (
      <ToneBadge color="red">
        {endpoint.disabledReason === 'failures' ? 'Kikapcsolva (sorozatos hibák)' : 'Kikapcsolva'}
      </ToneBadge>
    );
  if (endpoint.consecutiveFailures > 0) return <ToneBadge color="orange">Hibás kézbesítések</ToneBadge>;
  return <ToneBadge color="green">Bekapcsolva</ToneBadge>;
}
