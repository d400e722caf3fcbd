import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('runs locally with no settings: port 3000, embedded database, demo data, generated secret', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      isProduction: false,
      fees: { certificateFeeHuf: 65_000, auditorFeeHuf: 45_000 },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.authSecret).toBe((await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim());
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret); // kept across restarts
  });

  it('needs AUTH_SECRET in production and turns demo data off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) });
    expect(config.seedDemo).toBe(false);
    expect(config.devClock).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        AUTH_SECRET: 'x'.repeat(32),
        DEV_CLOCK: 'true',
      }),
    ).toThrow(/DEV_CLOCK/);
  });

  it('keeps earlier secrets in AUTH_SECRET_PREVIOUS, newest first, each at least 32 characters', () => {
    const current = 'c'.repeat(32);
    const config = loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: current,
      AUTH_SECRET_PREVIOUS: ` ${'b'.repeat(40)} ,${current},${'a'.repeat(32)},${'b'.repeat(40)}`,
    });
    expect(config.authSecret).toBe(current);
    expect(config.previousAuthSecrets).toEqual(['b'.repeat(40), 'a'.repeat(32)]);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: current }).previousAuthSecrets).toEqual([]);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: current, AUTH_SECRET_PREVIOUS: 'rovid' }),
    ).toThrow(/AUTH_SECRET_PREVIOUS/);
  });

  it('takes the S3 settings together or not at all', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'b' })).toThrow(/go together/);
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_ENDPOINT: 'http://s3.local',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
    });
    expect(config.s3).toMatchObject({ bucket: 'b', region: 'us-east-1' });
  });

  it('trusts a proxy by hop count or address, never every hop', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps each kind of row for its retention in whole days, with defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).retention).toEqual({
      sentMailDays: 30,
      failedMailDays: 90,
      jobsDays: 30,
      failedJobsDays: 90,
      sharesDays: 30,
      webhookEventsDays: 30,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      RETENTION_SENT_MAIL_DAYS: '14',
      RETENTION_FAILED_MAIL_DAYS: '180',
      RETENTION_JOBS_DAYS: '7',
      RETENTION_FAILED_JOBS_DAYS: '60',
      RETENTION_SHARES_DAYS: '1',
      RETENTION_WEBHOOK_EVENTS_DAYS: '7',
    });
    expect(config.retention).toEqual({
      sentMailDays: 14,
      failedMailDays: 180,
      jobsDays: 7,
      failedJobsDays: 60,
      sharesDays: 1,
      webhookEventsDays: 7,
    });
    for (const wrong of ['0', '1.5', 'két hét', '-3'])
      expect(() => loadConfig({ DATA_DIR: dataDir, RETENTION_SHARES_DAYS: wrong })).toThrow(
        /RETENTION_SHARES_DAYS/,
      );
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, CERTIFICATE_FEE_HUF: '-1' })).toThrow(/CERTIFICATE_FEE_HUF/);
  });

  it('keeps the weekly ZIP schedule off unless switched on with a password of 8 or more', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).weeklyZipSchedule).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, WEEKLY_ZIP_SCHEDULE: 'on' })).toThrow(
      /WEEKLY_ZIP_SCHEDULE_PASSWORD/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, WEEKLY_ZIP_SCHEDULE: 'on', WEEKLY_ZIP_SCHEDULE_PASSWORD: 'rovid' }),
    ).toThrow(/WEEKLY_ZIP_SCHEDULE_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: dataDir, WEEKLY_ZIP_SCHEDULE_EMAIL: 'nem-email' })).toThrow(
      /WEEKLY_ZIP_SCHEDULE_EMAIL/,
    );
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        WEEKLY_ZIP_SCHEDULE: 'on',
        WEEKLY_ZIP_SCHEDULE_PASSWORD: 'Utemezett-2026',
        WEEKLY_ZIP_SCHEDULE_EMAIL: 'riport@example.hu',
      }).weeklyZipSchedule,
    ).toEqual({ password: 'Utemezett-2026', email: 'riport@example.hu' });
  });
});
