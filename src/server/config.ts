// Every environment variable, parsed and validated once (docs/architecture.md, 'Configuration').
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FEES, LIMITS } from '../domain/constants.ts';
import { LOG_DOWNLOAD_DEFAULT_ROWS } from '../domain/system-log.ts';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

// Whole days, at least one: a retention of zero would delete a share in the hour it ends and free a
// finished job's unique key while its hour can still be scheduled again.
const days = (fallback: number) => z.coerce.number().int().min(1).max(3650).default(fallback);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Energetikai Tanúsítvány Portál <noreply@portal.example.hu>'),
  AUTH_SECRET: optionalText,
  // Earlier secrets, comma-separated, newest first: they still verify and decrypt while the new one signs
  // (README, 'Rotating AUTH_SECRET').
  AUTH_SECRET_PREVIOUS: optionalText,
  SEED_DEMO: optionalText,
  // A hop count ('1') or the proxies' addresses/CIDRs ('10.0.0.0/8,127.0.0.1'); never 'trust every hop',
  // which would let a client choose its own IP and slip past the per-IP limits.
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'hop count or comma-separated addresses/CIDRs',
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DEVTOOLS_GUARD: flag(true),
  DEV_CLOCK: flag(false),
  BANK_NAME: z.string().default('Partner Bank'),
  BANK_LANDING_URL: z.url().default('https://www.example.hu/energetikai-tanusitvany'),
  SUPPORT_PHONE: z.string().default('+36 1 234 5678'),
  SUPPORT_EMAIL: z.email().default('ugyfelszolgalat@portal.example.hu'),
  SALES_EMAIL: z.email().default('ertekesites@portal.example.hu'),
  // docs/roles/bank-staff.md, 'TIG statement dialog': 'Megosztás' e-mails the bank's TIG statements here
  // (default: the support address).
  BANK_STATEMENT_EMAIL: z.email().optional(),
  CERTIFICATE_FEE_HUF: z.coerce.number().int().min(0).default(FEES.certificateFeeHuf),
  AUDITOR_FEE_HUF: z.coerce.number().int().min(0).default(FEES.auditorFeeHuf),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).default(100_000),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  RETENTION_SENT_MAIL_DAYS: days(30),
  RETENTION_FAILED_MAIL_DAYS: days(90),
  RETENTION_JOBS_DAYS: days(30),
  RETENTION_FAILED_JOBS_DAYS: days(90),
  RETENTION_SHARES_DAYS: days(30),
  RETENTION_WEBHOOK_EVENTS_DAYS: days(30),
  // docs/rules/limits.md, 'Exports': the system log's .txt download holds at most this many events.
  LOG_DOWNLOAD_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(LOG_DOWNLOAD_DEFAULT_ROWS),
  // docs/rules/limits.md, 'Job schedules': the weekly ZIP every Monday 07:00 Budapest time (off unless
  // switched on).
  WEEKLY_ZIP_SCHEDULE: flag(false),
  // docs/rules/assignment.md, 'New orders': each new order assigned by the batch plan's rule (off unless
  // switched on).
  AUTO_ASSIGN_NEW_ORDERS: flag(false),
  // docs/rules/webhooks.md, 'Addresses': in production endpoints must be public https addresses unless the
  // operator's own receivers sit in a private network (and the benchmarks' on the machine itself).
  WEBHOOKS_ALLOW_PRIVATE_URLS: flag(false),
  WEEKLY_ZIP_SCHEDULE_PASSWORD: optionalText,
  WEEKLY_ZIP_SCHEDULE_EMAIL: optionalText.pipe(z.email().optional()),
});

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  s3?: S3Config;
  smtpUrl?: string;
  mailFrom: string;
  /** Signs and encrypts everything new. */
  authSecret: string;
  /** Earlier secrets, newest first: what they signed or encrypted is still accepted until removed. */
  previousAuthSecrets: string[];
  seedDemo: boolean;
  /** false, a number of proxy hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  logLevel: string;
  devtoolsGuard: boolean;
  /** Development and browser tests only: /dev/clock moves the server's clock (never in production). */
  devClock: boolean;
  bank: {
    name: string;
    landingUrl: string;
    supportPhone: string;
    supportEmail: string;
    salesEmail: string;
    /** Receives the TIG statements the bank's staff share (docs/rules/emails.md, 'TIG_STATEMENT_SHARED'). */
    statementEmail: string;
  };
  fees: { certificateFeeHuf: number; auditorFeeHuf: number };
  /** ALTCHA difficulty: the largest counter a browser may have to search (tests use a small one). */
  captchaMaxNumber: number;
  /**
   * How long one statement of a person's request may run on PostgreSQL (db/query-scope.ts, decision 0023).
   * The tests allow more: a machine running the suite on every core is slower than any server in use.
   */
  statementTimeoutMs: number;
  /** Days the retention job keeps each kind of row (README "Retention"). */
  retention: {
    sentMailDays: number;
    failedMailDays: number;
    jobsDays: number;
    failedJobsDays: number;
    /** Counted from the moment the link stopped working (expiry or revocation). */
    sharesDays: number;
    /** A webhook event with its deliveries, once none of them is still being tried. */
    webhookEventsDays: number;
  };
  /** The most events the system log's .txt download writes (the newest of the filtered ones). */
  logDownloadMaxRows: number;
  /** The Monday 07:00 weekly ZIP, when switched on: its password and who is sent the link. */
  weeklyZipSchedule?: { password: string; email: string | null };
  /** Each new order assigned automatically by the planner's rule (docs/rules/assignment.md, 'New orders'). */
  autoAssignNewOrders: boolean;
  /**
   * Whether webhook endpoints must be public https addresses (docs/rules/webhooks.md, 'Addresses'): in
   * production, unless WEBHOOKS_ALLOW_PRIVATE_URLS lets private and loopback ones through.
   */
  webhooksPublicOnly: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY go together',
    );
  }
  if (isProduction && e.DEV_CLOCK)
    throw new ConfigError('Invalid configuration: DEV_CLOCK cannot be used in production');
  if (isProduction && !e.AUTH_SECRET)
    throw new ConfigError('Invalid configuration: AUTH_SECRET is required in production');
  if (
    e.WEEKLY_ZIP_SCHEDULE &&
    (!e.WEEKLY_ZIP_SCHEDULE_PASSWORD || e.WEEKLY_ZIP_SCHEDULE_PASSWORD.length < LIMITS.weeklyZipPasswordMin)
  ) {
    throw new ConfigError(
      `Invalid configuration: WEEKLY_ZIP_SCHEDULE needs WEEKLY_ZIP_SCHEDULE_PASSWORD of at least ${LIMITS.weeklyZipPasswordMin} characters`,
    );
  }
  if (e.AUTH_SECRET && e.AUTH_SECRET.length < 32) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET must be at least 32 characters');
  }
  const previousAuthSecrets = (e.AUTH_SECRET_PREVIOUS ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (previousAuthSecrets.some((secret) => secret.length < 32)) {
    throw new ConfigError(
      'Invalid configuration: every AUTH_SECRET_PREVIOUS secret must be at least 32 characters',
    );
  }

  const authSecret = e.AUTH_SECRET ?? localAuthSecret(dataDir);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
    ...(e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
      ? {
          s3: {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
          },
        }
      : {}),
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    mailFrom: e.MAIL_FROM,
    authSecret,
    previousAuthSecrets: [...new Set(previousAuthSecrets)].filter((secret) => secret !== authSecret),
    seedDemo: e.SEED_DEMO === undefined ? !isProduction : ['1', 'true', 'yes', 'on'].includes(e.SEED_DEMO),
    trustProxy:
      e.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(',').map((part) => part.trim()),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    devtoolsGuard: e.DEVTOOLS_GUARD,
    devClock: e.DEV_CLOCK,
    bank: {
      name: e.BANK_NAME,
      landingUrl: e.BANK_LANDING_URL,
      supportPhone: e.SUPPORT_PHONE,
      supportEmail: e.SUPPORT_EMAIL,
      salesEmail: e.SALES_EMAIL,
      statementEmail: e.BANK_STATEMENT_EMAIL ?? e.SUPPORT_EMAIL,
    },
    fees: { certificateFeeHuf: e.CERTIFICATE_FEE_HUF, auditorFeeHuf: e.AUDITOR_FEE_HUF },
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    retention: {
      sentMailDays: e.RETENTION_SENT_MAIL_DAYS,
      failedMailDays: e.RETENTION_FAILED_MAIL_DAYS,
      jobsDays: e.RETENTION_JOBS_DAYS,
      failedJobsDays: e.RETENTION_FAILED_JOBS_DAYS,
      sharesDays: e.RETENTION_SHARES_DAYS,
      webhookEventsDays: e.RETENTION_WEBHOOK_EVENTS_DAYS,
    },
    logDownloadMaxRows: e.LOG_DOWNLOAD_MAX_ROWS,
    autoAssignNewOrders: e.AUTO_ASSIGN_NEW_ORDERS,
    webhooksPublicOnly: isProduction && !e.WEBHOOKS_ALLOW_PRIVATE_URLS,
    ...(e.WEEKLY_ZIP_SCHEDULE && e.WEEKLY_ZIP_SCHEDULE_PASSWORD
      ? {
          weeklyZipSchedule: {
            password: e.WEEKLY_ZIP_SCHEDULE_PASSWORD,
            email: e.WEEKLY_ZIP_SCHEDULE_EMAIL ?? null,
          },
        }
      : {}),
  };
}

/** Outside production the secret is generated once into DATA_DIR, so sessions survive restarts. */
function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
