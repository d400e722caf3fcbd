// The bank's systems talk to the portal with API keys (docs/rules/api.md): the scopes a key may carry with
// their Hungarian labels and the roles that may hold each, the key's form, the screen's and the CLI's
// schemas, and the machine API's words (the coupon batch, the change feed, idempotency). The scopes
// themselves are in api-scopes.ts, without zod (the system log names them; decision 0022).
export * from './api-scopes.ts';
import { z } from 'zod';
import { COUPON_ADDRESS_MAX, couponImportReportSchema } from './coupons.ts';
import { API_SCOPE_LABELS, API_SCOPES, type ApiScope } from './api-scopes.ts';
import { labelled } from './labelled.ts';
import { PROPERTY_STATUSES } from './statuses.ts';
import { cursorSchema, plainString, requiredLine } from './validation.ts';

/**
 * A key reads `etp_live_` (production) or `etp_test_` (anywhere else) and 43 base64url characters, 256
 * random bits: recognisable in a log or a leaked file, and long enough that a hash of it needs no salt
 * (decision 0025).
 */
export const API_KEY_PREFIXES = { live: 'etp_live_', test: 'etp_test_' } as const;
export const API_KEY_PATTERN = /^etp_(live|test)_[A-Za-z0-9_-]{43}$/;
/** How many characters of a key the list shows: the prefix and the first few of the secret. */
export const API_KEY_SHOWN_LENGTH = 13;

export const API_KEY_NAME_MAX = 100;
/** A key may be made to expire at most this many days ahead, or never. */
export const API_KEY_MAX_DAYS = 730;

export const API_MESSAGES = {
  nameRequired: 'Kérjük, adjon nevet a kulcsnak.',
  scopesRequired: 'Kérjük, válasszon ki legalább egy jogosultságot.',
  scopeNotAllowed: 'Ezt a jogosultságot az Ön szerepköre nem adhatja egy kulcsnak.',
  expiryInPast: 'A lejárat napja nem lehet a mai napnál korábbi.',
  expiryTooFar: `A kulcs legfeljebb ${API_KEY_MAX_DAYS} napra adható ki.`,
  keyNotFound: 'Az API-kulcs nem található.',
  created: 'Az API-kulcs elkészült. Kérjük, most másolja ki: később nem jelenítjük meg újra.',
  revoked: 'Az API-kulcsot visszavontuk; azonnal érvénytelen.',
  alreadyRevoked: 'Ezt az API-kulcsot már visszavonták.',
  missingKey: 'Hiányzó vagy érvénytelen API-kulcs. Kérjük, küldje az Authorization: Bearer <kulcs> fejlécet.',
  keyRefused: 'Az API-kulcs érvénytelen, visszavonták vagy lejárt.',
  scopeMissing: (scope: ApiScope) =>
    `Az API-kulcs nem jogosult erre a műveletre (szükséges jogosultság: ${scope}, ${API_SCOPE_LABELS[scope]}).`,
  rateLimited: (seconds: number) =>
    `Túl sok kérés ezzel az API-kulccsal. Kérjük, próbálja újra ${seconds} másodperc múlva.`,
  idempotencyKeyInvalid: 'Az Idempotency-Key fejléc 1-255 látható ASCII karakter lehet (például egy UUID).',
  idempotencyKeyReused:
    'Ezt az Idempotency-Key értéket egy másik tartalmú kéréshez már felhasználták. Kérjük, új kulcsot használjon.',
  idempotencyInProgress:
    'Egy azonos Idempotency-Key értékű kérés még folyamatban van. Kérjük, várja meg a válaszát, és próbálja újra.',
  invalidCursor: 'A megadott kurzor érvénytelen. Kérjük, az előző válasz nextCursor értékét küldje.',
  certificateNotFound: 'A tanúsítvány nem található.',
} as const;

// --- The screen and the CLI -----------------------------------------------------------------------------

export const apiKeyCreateSchema = z.object({
  name: requiredLine(API_MESSAGES.nameRequired, API_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(API_SCOPES))
    .min(1, API_MESSAGES.scopesRequired)
    .max(API_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, API_MESSAGES.scopesRequired),
  /** The last day (Budapest) the key works, 'YYYY-MM-DD'; absent, empty or null: it does not expire. */
  expiresOn: z
    .union([z.literal('').transform(() => null), z.iso.date({ error: 'Kérjük, valós dátumot adjon meg.' })])
    .nullable()
    .optional(),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (never the whole key). */
  shown: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: z.string(),
  createdByName: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const { values: API_KEY_STATES, labels: API_KEY_STATE_LABELS } = labelled({
  active: 'Aktív',
  expired: 'Lejárt',
  revoked: 'Visszavonva',
});

export const apiKeyListSchema = z.object({
  items: z.array(apiKeySchema),
  /** The scopes the asker may give a new key. */
  allowedScopes: z.array(z.enum(API_SCOPES)),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The whole key: in this answer only, never again. */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

// --- The machine API (/api/v1) ----------------------------------------------------------------------------

/** Rows one coupon batch may hold (docs/rules/api.md, 'Pushing coupons'). */
export const API_COUPON_BATCH_MAX = 10_000;
export const API_BANK_REFERENCE_MAX = 100;

export const apiCouponRowSchema = z.strictObject({
  /** Normalised and judged like a file's code column (docs/rules/coupons.md, 'Per-row verdicts'). */
  code: z.string().max(100),
  address: z
    .string()
    .max(COUPON_ADDRESS_MAX * 2)
    .nullable()
    .optional(),
  /** 2027-12-31 or a Hungarian spreadsheet's 2027.12.31.; empty or absent: no expiry. */
  expiryDate: z.string().max(40).nullable().optional(),
  /** The bank's own reference (its CRM's id), given back in the change feed. */
  bankReference: plainString().max(API_BANK_REFERENCE_MAX).nullable().optional(),
});
export type ApiCouponRow = z.infer<typeof apiCouponRowSchema>;

export const apiCouponBatchSchema = z.strictObject({
  coupons: z
    .array(apiCouponRowSchema)
    .min(1, 'Kérjük, küldjön legalább egy kupont.')
    .max(API_COUPON_BATCH_MAX, `Egy kérésben legfeljebb ${API_COUPON_BATCH_MAX} kupon küldhető.`),
});

/** The same report as the screen's import; `line` is the row's 1-based position in `coupons`. */
export const apiCouponReportSchema = couponImportReportSchema;

export const API_CHANGES_PAGE_MAX = 1000;
export const API_CHANGES_PAGE_DEFAULT = 100;

export const apiChangesQuerySchema = z.strictObject({
  /** The previous page's nextCursor; absent: from the beginning. */
  cursor: cursorSchema(API_MESSAGES.invalidCursor),
  limit: z.coerce.number().int().min(1).max(API_CHANGES_PAGE_MAX).default(API_CHANGES_PAGE_DEFAULT),
});

/** A property as it is now: it was ordered, assigned, scheduled or finished, or changed again. */
export const apiChangeSchema = z.object({
  propertyId: z.uuid(),
  clientId: z.string(),
  deleted: z.literal(false),
  status: z.enum(PROPERTY_STATUSES),
  address: z.string(),
  orderedAt: z.string().nullable(),
  auditorAssignedAt: z.string().nullable(),
  appointmentAt: z.string().nullable(),
  certificate: z.object({ id: z.uuid(), uploadedAt: z.string() }).nullable(),
  couponCode: z.string().nullable(),
  bankReference: z.string().nullable(),
});
export type ApiChange = z.infer<typeof apiChangeSchema>;

/**
 * A property the feed no longer shows: deleted with its client's account, or kept for the records after the
 * client was erased. Its earlier state is to be removed from the receiving system.
 */
export const apiRemovalSchema = z.object({
  propertyId: z.uuid(),
  clientId: z.string(),
  deleted: z.literal(true),
  deletedAt: z.string(),
});
export type ApiRemoval = z.infer<typeof apiRemovalSchema>;

export const apiChangePageSchema = z.object({
  items: z.array(z.discriminatedUnion('deleted', [apiChangeSchema, apiRemovalSchema])),
  /** Send it as `cursor` for the next page; the same cursor when nothing new is visible yet. */
  nextCursor: z.string(),
  /** More changes are visible right now: ask again at once. */
  hasMore: z.boolean(),
});
export type ApiChangePage = z.infer<typeof apiChangePageSchema>;

export const apiCertificateSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type ApiCertificate = z.infer<typeof apiCertificateSchema>;
