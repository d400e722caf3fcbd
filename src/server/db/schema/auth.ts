// Better Auth's tables (user, session, account, verification, two-factor), under its own names.
import { boolean, index, integer, primaryKey, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, textPartOf, timestamptz } from './columns.ts';

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Better Auth's two-factor plugin: set once an authenticator app is confirmed. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: textPartOf('user_id', () => user.id),
  },
  // expires_at: the hourly retention job finds expired sessions without reading them all.
  (t) => [index('session_user_id_idx').on(t.userId), index('session_expires_at_idx').on(t.expiresAt)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: textPartOf('user_id', () => user.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_identifier_idx').on(t.identifier),
    index('verification_expires_at_idx').on(t.expiresAt),
  ],
);

/** The TOTP secret and one-time recovery codes, both encrypted with AUTH_SECRET by Better Auth. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: textPartOf('user_id', () => user.id),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [uniqueIndex('two_factor_user_unique').on(t.userId)],
);

/**
 * Authenticator codes already spent (decision 0012): a six-digit code signs in once, though the app shows
 * it for 30 s and the server accepts it a step either side. Kept until the code can no longer be valid.
 */
export const twoFactorUsedCodes = pgTable(
  'two_factor_used_codes',
  {
    userId: textPartOf('user_id', () => user.id),
    code: text('code').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.code] }),
    index('two_factor_used_codes_expires_idx').on(t.expiresAt),
  ],
);
