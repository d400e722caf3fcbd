// The webhook endpoints' form, request and answer schemas (docs/rules/webhooks.md). The words, the events and
// the schedule are in webhook-words.ts, without zod (decision 0022).
import { z } from 'zod';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { text } from './validation.ts';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX,
  webhookDeliveriesQueryFields,
} from './webhook-words.ts';

export * from './webhook-words.ts';

/** A URL's host name as the address rules read it: lower case, an IPv6 address without its brackets. */
export const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^\[|\]$/g, '');

/** localhost, 127.0.0.0/8 and ::1: the only hosts a plain http:// endpoint may have. */
export function isLoopbackHost(hostname: string): boolean {
  const host = bareHost(hostname);
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * The endpoint's address: an absolute https:// URL, or http:// to the machine itself (a receiver on a
 * developer's machine); no user name or password in it, no fragment. In production the server refuses
 * loopback and private addresses besides (docs/rules/webhooks.md, 'Addresses').
 */
export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlInvalid)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
      return;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.hash)
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
    else if (url.username || url.password)
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlCredentials });
    else if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
      ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlHttpLoopbackOnly });
  });

export const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.eventUnknown }), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, WEBHOOK_MESSAGES.eventUnknown)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

export const webhookEndpointInputSchema = z.strictObject({
  url: webhookUrlSchema,
  description: text(WEBHOOK_DESCRIPTION_MAX).default(''),
  events: webhookEventsSchema,
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointInputSchema>;

/** A change: any of the fields, and switching the endpoint off or back on. */
export const webhookEndpointUpdateSchema = z.strictObject({
  url: webhookUrlSchema.optional(),
  description: text(WEBHOOK_DESCRIPTION_MAX).optional(),
  events: webhookEventsSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.output<typeof webhookEndpointUpdateSchema>;

const instant = z.iso.datetime({ offset: true });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it was switched off: by a person (null) or after a long run of failures. */
  disabledReason: z.enum(['failures', 'manual']).nullable(),
  disabledAt: instant.nullable(),
  /** The first failure of the current run of failures, null after a success. */
  failingSince: instant.nullable(),
  consecutiveFailures: z.number().int(),
  /** Until when the secret before the last rotation also signs; null when only one secret signs. */
  previousSecretExpiresAt: instant.nullable(),
  secretRotatedAt: instant.nullable(),
  createdByName: z.string(),
  createdAt: instant,
  updatedAt: instant,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** The answer that carries a secret: creation and rotation, the only times it is shown. */
export const webhookSecretAnswerSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswerSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The message's id, the webhook-id header: the same on every attempt. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last answer's HTTP status; null when none came (timeout, refused connection). */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The last attempt's error or the first characters of its answer. */
  lastError: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
  lastAttemptAt: instant.nullable(),
  nextAttemptAt: instant.nullable(),
  deliveredAt: instant.nullable(),
  createdAt: instant,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = pageSchema(webhookDeliverySchema);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveriesQuerySchema = querySchema(webhookDeliveriesQueryFields);
export type WebhookDeliveriesQuery = Partial<z.output<typeof webhookDeliveriesQuerySchema>>;
