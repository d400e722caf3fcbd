// The machine API's tables (docs/rules/api.md): the keys the bank's staff and the portal admin make, each
// key's last use, the answers kept for idempotent retries (migration 0043) and the change feed's removals (0046).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { API_SCOPES } from '../../../domain/api-scopes.ts';
import { createdAt, partOf, recordId, sqlLiterals, textPartOf, timestamptz } from './columns.ts';
import { actedBy, profiles } from './people.ts';
import { xid8 } from './properties.ts';

export const API_SCOPE_VALUES = API_SCOPES;

export const apiKeys = pgTable(
  'api_keys',
  {
    id: recordId(),
    name: text('name').notNull(),
    /** The key's first characters (`etp_live_AbCd`), to tell keys apart on the screen. */
    shown: text('shown').notNull(),
    /** SHA-256 of the whole key, hex: the key itself is never stored (decision 0025). */
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    /** The key acts for this person, with their role, and never sees more than they do. */
    createdBy: textPartOf('created_by', () => profiles.id),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: actedBy('revoked_by'),
  },
  (t) => [
    check(
      'api_keys_scopes_check',
      sql.raw(`cardinality(scopes) > 0 and scopes <@ array[${sqlLiterals(API_SCOPE_VALUES)}]::text[]`),
    ),
    index('api_keys_creator_idx').on(t.createdBy, t.createdAt.desc()),
  ],
);

/**
 * A key's last use, written at most once a minute (guard: auth/api-key.ts). Apart from the key so that a
 * refused request, which still counts as a use, changes no key (the route tests fingerprint every table but
 * bookkeeping ones, test/db-snapshot.ts).
 */
export const apiKeyUses = pgTable('api_key_uses', {
  apiKeyId: uuid('api_key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  lastUsedAt: timestamptz('last_used_at').notNull(),
});

export const IDEMPOTENCY_STATUS_VALUES = ['running', 'done'] as const;

/** A POST's first answer under its Idempotency-Key, kept 24 hours (platform/idempotency.ts). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: partOf('api_key_id', () => apiKeys.id),
    key: text('key').notNull(),
    /** The route and a SHA-256 of the body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: IDEMPOTENCY_STATUS_VALUES }).notNull().default('running'),
    /** While running: when another instance may take a claim over whose instance died. */
    lockedUntil: timestamptz('locked_until'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.key] }),
    check('idempotency_keys_status_check', sql`${t.status} in ('running', 'done')`),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A property the change feed no longer shows: deleted with its account, or kept without its erased client
 * (docs/rules/api.md, 'Syncing orders'). Written by triggers (migration 0046), never by the application, in
 * the transaction that removed it, so the feed tells the removal in its place among the changes.
 */
export const propertyRemovals = pgTable(
  'property_removals',
  {
    propertyId: uuid('property_id').primaryKey(),
    clientId: text('client_id').notNull(),
    removedAt: timestamptz('removed_at').notNull(),
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('property_removals_change_idx').on(t.changeXid, t.propertyId)],
);
