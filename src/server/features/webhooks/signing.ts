// Standard Webhooks signatures (docs/rules/webhooks.md, 'Verifying'): HMAC-SHA256 over "id.timestamp.body"
// with the key that follows 'whsec_' in the secret, base64, sent as 'v1,<signature>'. During a rotation's
// overlap both secrets sign, separated by a space, as the specification allows, so a receiver holding either
// one verifies the message.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** 'whsec_' and 24 random bytes in base64 (the specification asks for 24 to 64 bytes). */
export const generateWebhookSecret = (): string => `${PREFIX}${randomBytes(24).toString('base64')}`;

export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key)
    .update(`${messageId}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${signature}`;
}

/** The three headers of one attempt, signed with every secret that signs at `now`. */
export function webhookHeaders(
  secrets: readonly string[],
  messageId: string,
  now: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, messageId, timestamp, body)).join(' '),
  };
}
