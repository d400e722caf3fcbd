// Signed webhooks (docs/rules/webhooks.md): the events the bank's systems may hear about, the delivery
// schedule and the Hungarian words of the screen. No zod here, so the list screen does not download it
// (decision 0022); the schemas are in webhooks.ts.
import { labelled } from './labelled.ts';
import { pagingFields } from './list-query.ts';
import type { Role } from './roles.ts';

/** Who registers endpoints: the bank's staff and the portal admin (docs/rules/webhooks.md, 'Who'). */
export const WEBHOOK_ROLES = ['bank_admin', 'portal_admin'] as const satisfies readonly Role[];
export type WebhookRole = (typeof WEBHOOK_ROLES)[number];

export const { values: WEBHOOK_EVENT_TYPES, labels: WEBHOOK_EVENT_LABELS } = labelled({
  'order.created': 'Új megrendelés',
  'coupon.redeemed': 'Kupon beváltva',
  'auditor.assigned': 'Tanúsító hozzárendelve',
  'appointment.scheduled': 'Időpont egyeztetve',
  'certificate.uploaded': 'Tanúsítvány feltöltve',
  'statement.created': 'TIG elszámolás elkészült',
});
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The test message of the 'Teszt ping' button: sent to one endpoint only, whatever it subscribed to. */
export const WEBHOOK_PING_TYPE = 'ping';
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_PING_TYPE;
export const webhookTypeLabel = (type: string): string =>
  type === WEBHOOK_PING_TYPE ? 'Teszt ping' : (WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type);

export const { values: WEBHOOK_DELIVERY_STATUSES, labels: WEBHOOK_DELIVERY_STATUS_LABELS } = labelled({
  pending: 'Küldés alatt',
  delivered: 'Kézbesítve',
  failed: 'Sikertelen',
});
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The wait after each failed attempt, growing about fourfold up to a day (docs/rules/webhooks.md, 'Retries'):
 * the eleventh attempt comes 92 h 40 min after the first, so a receiver that is down for three days still
 * gets every event. After the last one the delivery is 'failed' and can be sent again by hand.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  30_000,
  2 * MINUTE,
  8 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
  24 * HOUR,
  24 * HOUR,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/**
 * An endpoint is switched off when every attempt has failed for three days and at least ten in a row
 * (docs/rules/webhooks.md, 'Disabling'): both, so a rarely used endpoint is not switched off by two
 * failures days apart, and a busy one not by a short outage.
 */
export const WEBHOOK_DISABLE_AFTER = { failingForMs: 72 * HOUR, consecutiveFailures: 10 } as const;

/** After a secret rotation the old secret also signs for this long (docs/rules/webhooks.md, 'Secrets'). */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * HOUR;
/** An attempt that has not been answered in this time fails. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer's body the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_MAX = 500;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints per team, so a script cannot make the fan-out of one change unbounded. */
export const WEBHOOK_ENDPOINTS_MAX = 20;
export const WEBHOOK_DELIVERY_PAGE_SIZE = 25;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Az URL megadása kötelező',
  urlInvalid: 'Érvénytelen URL. Kérjük, teljes címet adjon meg, például https://pelda.hu/webhook',
  urlCredentials: 'Az URL nem tartalmazhat felhasználónevet vagy jelszót.',
  urlHttpsOnly: 'Csak https:// kezdetű címet adhat meg.',
  urlHttpLoopbackOnly:
    'http:// címet csak a saját gépre (localhost) adhat meg; minden más címhez https:// szükséges.',
  urlPrivate: 'A cím belső vagy helyi hálózatra mutat, ide a portál nem küldhet üzenetet.',
  eventsRequired: 'Válasszon legalább egy eseményt.',
  eventUnknown: 'Ismeretlen esemény.',
  notFound: 'A webhook végpont nem található.',
  deliveryNotFound: 'A kézbesítés nem található.',
  tooMany: `Legfeljebb ${WEBHOOK_ENDPOINTS_MAX} webhook végpontot regisztrálhat.`,
  endpointDisabled: 'A végpont ki van kapcsolva. Kapcsolja be, mielőtt újraküldi az üzenetet.',
  created: 'A végpontot rögzítettük. Másolja ki a titkos kulcsot: később nem látható.',
  updated: 'A végpont adatait mentettük.',
  deleted: 'A végpontot töröltük.',
  rotated: 'Új titkos kulcsot készítettünk. A régi még 24 óráig érvényes aláírást kap.',
  pinged: 'A teszt pinget elküldtük. Az eredményt a kézbesítési naplóban látja.',
  redelivered: 'Az üzenetet újra elküldjük.',
  invalidPageSize: 'Egy oldalon 1 és 100 közötti számú üzenet jeleníthető meg',
} as const;

/** GET /api/webhooks/endpoints/{id}/deliveries: the delivery log's page. */
export const webhookDeliveriesQueryFields = pagingFields({
  pageSize: WEBHOOK_DELIVERY_PAGE_SIZE,
  pageSizeError: WEBHOOK_MESSAGES.invalidPageSize,
});

/**
 * What each event's `data` holds (docs/rules/webhooks.md, 'Events'): ids, codes, dates and statuses the bank
 * already sees on its screens, never a client's name, e-mail, phone or notes. Instants are ISO 8601 in UTC.
 */
export interface WebhookEventData {
  'order.created': { propertyId: string; couponCode: string; status: string; orderedAt: string };
  'coupon.redeemed': { couponCode: string; propertyId: string; redeemedAt: string };
  'auditor.assigned': {
    propertyId: string;
    auditorId: string;
    /** manual, batch or automatic (the planner), or reassignment (another auditor took over). */
    how: 'manual' | 'batch' | 'automatic' | 'reassignment';
    assignedAt: string;
  };
  'appointment.scheduled': {
    propertyId: string;
    appointmentAt: string;
    /** True when an earlier appointment was moved. */
    rescheduled: boolean;
    scheduledAt: string;
  };
  'certificate.uploaded': { propertyId: string; documentId: string; replaced: boolean; uploadedAt: string };
  'statement.created': {
    statementId: string;
    number: string;
    certificateCount: number;
    totalHuf: number;
    createdAt: string;
  };
  ping: { endpointId: string; message: string };
}
