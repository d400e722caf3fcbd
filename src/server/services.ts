// Builds the services the app runs on from the configuration: database, files, mail, limits, postcodes.
import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, pgliteDataDir, type Database } from './db/client.ts';
import { createLocalFileStore, type FileStore } from './platform/file-store.ts';
import { Mailer } from './platform/mail/outbox.ts';
import { loadPostcodes } from './platform/postcodes.ts';
import { createPostgresRateLimiter, type RateLimiter } from './platform/rate-limit.ts';
import type { PostcodeIndex } from '../domain/postcodes.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import { Captcha } from './platform/captcha.ts';
import { ErasureRegistry } from './platform/erasure.ts';

export type Clock = () => Date;

export interface AppServices {
  config: Config;
  database: Database;
  fileStore: FileStore;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  postcodes: PostcodeIndex;
  clock: Clock;
  /** Folder for uploads in progress (same file system as the local store, so moving a file is a rename). */
  tmpDir: string;
  auth: Auth;
  captcha: Captcha;
  /** The features' erasers, which account erasure runs; buildApp registers them. */
  erasure: ErasureRegistry;
}

export interface ServiceOptions {
  /** How long to wait for another process to release the embedded database (the server: its predecessor). */
  databaseLockWaitMs?: number;
  onDatabaseLockWait?: (ownerPid: number) => void;
}

export async function createServices(
  config: Config,
  overrides: Partial<Pick<AppServices, 'database' | 'clock' | 'fileStore' | 'rateLimiter'>> = {},
  options: ServiceOptions = {},
): Promise<AppServices> {
  const clock = overrides.clock ?? (() => new Date());
  const database =
    overrides.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : {
            kind: 'pglite',
            dataDir: pgliteDataDir(config.dataDir),
            waitForLockMs: options.databaseLockWaitMs ?? 0,
            ...(options.onDatabaseLockWait ? { onLockWait: options.onDatabaseLockWait } : {}),
          },
    ));
  if (!overrides.database) await database.migrate();
  const services: Omit<AppServices, 'auth'> = {
    config,
    database,
    clock,
    fileStore:
      overrides.fileStore ??
      (config.s3
        ? (await import('./platform/file-store-s3.ts')).createS3FileStore(config.s3)
        : createLocalFileStore(path.join(config.dataDir, 'files'))),
    rateLimiter:
      overrides.rateLimiter ??
      (config.redisUrl
        ? (await import('./platform/rate-limit-redis.ts')).createRedisRateLimiter(config.redisUrl, clock, {
            // Redis down must not stop sign-in: PostgreSQL counts meanwhile (docs/rules/limits.md).
            fallback: createPostgresRateLimiter(database.db, clock),
          })
        : createPostgresRateLimiter(database.db, clock)),
    mailer: new Mailer({ publicUrl: config.publicUrl, bank: config.bank }, clock),
    postcodes: loadPostcodes(),
    tmpDir: path.join(config.dataDir, 'tmp'),
    captcha: new Captcha(database.db, {
      secret: config.authSecret,
      previousSecrets: config.previousAuthSecrets,
      maxNumber: config.captchaMaxNumber,
      ttlMs: 20 * 60_000,
      clock,
    }),
    erasure: new ErasureRegistry(),
  };
  return { ...services, auth: createAuth(services) };
}
