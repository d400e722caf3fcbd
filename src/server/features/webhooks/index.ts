// The webhooks' public entry: the sender that workers.ts runs on the job queue, and the services the
// machine API's routes call (/api/v1/webhook-endpoints).
export { webhookDeliveryJobHandler, type SendAttempt } from './delivery.ts';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  WEBHOOK_MANAGERS,
  type WebhookActor,
} from './service.ts';
