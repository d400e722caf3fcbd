// The weekly ZIP (docs/roles/admin-light.md, 'Weekly ZIP'; decision 0016): asking for one queues a background
// job and answers at once; the job writes the archive to a temporary file, moves it into the file store and
// marks the history row ready (or failed, with the reason in Hungarian). A job cut off by a restart is
// claimed again when its lease runs out and starts over; after MAX_ATTEMPTS it is marked failed.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WEEKLY_ZIP_LINK_TTL_MS } from '../../../domain/constants.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  SCHEDULED_CREATOR_LABEL,
  weeklyZipPeriodProblem,
  defaultWeeklyZipPeriod,
  weeklyZipFileName,
  type WeeklyZipItem,
  type WeeklyZipList,
  type WeeklyZipListQuery,
  type weeklyZipRequestSchema,
} from '../../../domain/weekly-zip.ts';
import type { z } from 'zod';
import type { Actor } from '../../auth/guard.ts';
import { authSecrets } from '../../auth/secrets.ts';
import { iso, isoOrNull } from '../../db/query-helpers.ts';
import { jobs, mailOutbox, profiles, weeklyZips } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueJob, type JobHandler } from '../../platform/jobs.ts';
import type { AppServices } from '../../services.ts';
import { writeWeeklyArchive } from './archive.ts';

export const WEEKLY_ZIP_JOB = 'weekly-zip';
/** A restart mid-way resumes the job; the third interrupted or failed run marks it failed. */
export const WEEKLY_ZIP_MAX_ATTEMPTS = 3;
/** The job renews its lease this often while it writes (the runner's lease is 5 minutes). */
const LEASE_RENEW_MS = 60_000;
const LEASE_MS = 5 * 60_000;

type WeeklyZipRequestBody = z.output<typeof weeklyZipRequestSchema>;

// --- The password while the job needs it --------------------------------------------------------------

const sealingKey = (secret: string) => createHash('sha256').update(`weekly-zip-password:${secret}`).digest();

/** AES-256-GCM with a key derived from AUTH_SECRET: the database alone does not reveal the password. */
export function sealPassword(secret: string, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Opened with the current secret or a previous one (README, 'Rotating AUTH_SECRET'). */
export function openPassword(secrets: readonly string[], sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  for (const [index, secret] of secrets.entries()) {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch (error) {
      // The tag tells a wrong key: the next secret is tried, and the last one's failure is the answer.
      if (index === secrets.length - 1) throw error;
    }
  }
  throw new Error('no secret to open the password with');
}

// --- The e-mail's link ----------------------------------------------------------------------------------

const linkSignature = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`weekly-zip-link:${id}:${expires}`).digest('base64url');

/** The page's address with a signed expiry; the download behind it still needs Admin Light's session. */
export function signedDownloadUrl(services: AppServices, id: string, now: Date) {
  const expires = now.getTime() + WEEKLY_ZIP_LINK_TTL_MS;
  const signature = linkSignature(services.config.authSecret, id, expires);
  const query = new URLSearchParams({ download: id, expires: String(expires), signature });
  return { url: `${services.config.publicUrl}/weekly-zip?${query.toString()}`, expiresAt: new Date(expires) };
}

function checkLink(services: AppServices, id: string, link: { expires?: number; signature?: string }) {
  const { expires, signature } = link;
  if (expires === undefined || signature === undefined) return;
  const given = Buffer.from(signature);
  // Signed with the current secret or a previous one (README, 'Rotating AUTH_SECRET').
  const signedByOne = authSecrets(services.config).some((secret) => {
    const expected = Buffer.from(linkSignature(secret, id, expires));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signedByOne) throw new AppError('link_invalid', 403, MESSAGES.weeklyZipReports.linkInvalid);
  if (expires <= services.clock().getTime())
    throw new AppError('link_expired', 410, MESSAGES.weeklyZipReports.linkExpired);
}

// --- Asking for one -------------------------------------------------------------------------------------

export interface NewArchive {
  createdBy: string | null;
  isScheduled: boolean;
  dateFrom: string;
  dateTo: string;
  email: string | null;
  password: string;
}

const newRow = (services: AppServices, archive: NewArchive) => ({
  fileName: weeklyZipFileName(archive.dateFrom, archive.dateTo),
  createdBy: archive.createdBy,
  createdAt: services.clock(),
  isScheduled: archive.isScheduled,
  dateFrom: archive.dateFrom,
  dateTo: archive.dateTo,
  email: archive.email,
  passwordSealed: sealPassword(services.config.authSecret, archive.password),
});

/**
 * The demo seed's archive (src/server/seed/demo.ts): written at once, in the caller's process, without a
 * job. The same writer and history row as the background job's.
 */
export async function writeWeeklyZipNow(
  services: AppServices,
  logger: FastifyBaseLogger,
  archive: NewArchive,
): Promise<string> {
  const [row] = await services.database.db.insert(weeklyZips).values(newRow(services, archive)).returning();
  await generateWeeklyZip(services, logger, row!.id, { id: 0, attempts: 1 });
  return row!.id;
}

/** Writes the history row and its job in one transaction: a row never waits for a job that is not there. */
async function queueArchive(services: AppServices, archive: NewArchive, uniqueKey?: string) {
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx.insert(weeklyZips).values(newRow(services, archive)).returning();
    await enqueueJob(
      tx,
      WEEKLY_ZIP_JOB,
      { weeklyZipId: row!.id },
      { maxAttempts: WEEKLY_ZIP_MAX_ATTEMPTS, runAt: services.clock(), ...(uniqueKey ? { uniqueKey } : {}) },
    );
    return row!;
  });
}

export async function requestWeeklyZip(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  body: WeeklyZipRequestBody,
): Promise<WeeklyZipItem> {
  const period =
    body.dateFrom || body.dateTo
      ? {
          dateFrom: body.dateFrom ?? body.dateTo!,
          dateTo: body.dateTo ?? defaultWeeklyZipPeriod(services.clock()).dateTo,
        }
      : defaultWeeklyZipPeriod(services.clock());
  const problem = weeklyZipPeriodProblem(period.dateFrom, period.dateTo);
  if (problem)
    throw new AppError('validation_error', 400, problem.message, {
      fields: [{ path: `body.${problem.field}`, message: problem.message }],
    });
  if (period.dateFrom > defaultWeeklyZipPeriod(services.clock()).dateTo)
    throw new AppError('validation_error', 400, MESSAGES.weeklyZipReports.rangeInFuture, {
      fields: [{ path: 'body.dateFrom', message: MESSAGES.weeklyZipReports.rangeInFuture }],
    });
  const row = await queueArchive(services, {
    createdBy: actor.userId,
    isScheduled: false,
    ...period,
    email: body.sendEmail && body.email ? body.email : null,
    password: body.password,
  });
  await recordLog(services.database.db, logger, {
    userId: actor.userId,
    actionType: 'data_export',
    action: 'Heti ZIP generálásának indítása',
    metadata: {
      fileName: row.fileName,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      ...(row.email ? { email: row.email } : {}),
    },
  });
  return (await getWeeklyZip(services, row.id))!;
}

/** The Monday schedule's archive: the seven whole days before the run's Budapest day. */
export async function queueScheduledWeeklyZip(
  services: AppServices,
  logger: FastifyBaseLogger,
  options: {
    runAt: Date;
    password: string;
    email: string | null;
    period: { dateFrom: string; dateTo: string };
  },
) {
  const row = await queueArchive(
    services,
    {
      createdBy: null,
      isScheduled: true,
      ...options.period,
      email: options.email,
      password: options.password,
    },
    `${WEEKLY_ZIP_JOB}:scheduled:${options.runAt.toISOString()}`,
  );
  await recordLog(services.database.db, logger, {
    userId: null,
    actionType: 'data_export',
    action: 'Ütemezett heti ZIP generálásának indítása',
    metadata: { fileName: row.fileName, dateFrom: row.dateFrom, dateTo: row.dateTo },
  });
  return row;
}

// --- The history ------------------------------------------------------------------------------------------

const itemColumns = {
  id: weeklyZips.id,
  fileName: weeklyZips.fileName,
  status: weeklyZips.status,
  createdAt: weeklyZips.createdAt,
  createdBy: weeklyZips.createdBy,
  creatorName: sql<string | null>`coalesce(nullif(${profiles.name}, ''), nullif(${profiles.email}, ''))`,
  isScheduled: weeklyZips.isScheduled,
  dateFrom: weeklyZips.dateFrom,
  dateTo: weeklyZips.dateTo,
  sizeBytes: weeklyZips.sizeBytes,
  finishedAt: weeklyZips.finishedAt,
  failureReason: weeklyZips.failureReason,
  email: weeklyZips.email,
  mailStatus: mailOutbox.status,
  contents: weeklyZips.contents,
};

const itemQuery = (services: AppServices) =>
  services.database.db
    .select(itemColumns)
    .from(weeklyZips)
    .leftJoin(profiles, eq(profiles.id, weeklyZips.createdBy))
    .leftJoin(mailOutbox, eq(mailOutbox.id, weeklyZips.mailId));
type ItemRow = Awaited<ReturnType<typeof itemQuery>>[number];

function itemOf(row: ItemRow): WeeklyZipItem {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    createdAt: iso(row.createdAt),
    createdBy: row.createdBy,
    createdByName: row.isScheduled ? SCHEDULED_CREATOR_LABEL : (row.creatorName ?? UNKNOWN_USER_LABEL),
    isScheduled: row.isScheduled,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    fileSize: row.sizeBytes,
    finishedAt: isoOrNull(row.finishedAt),
    failureReason: row.failureReason,
    email: row.email,
    mailStatus: row.email ? (row.mailStatus ?? null) : null,
    contents: row.contents,
  };
}

export async function getWeeklyZip(services: AppServices, id: string): Promise<WeeklyZipItem | null> {
  const [row] = await itemQuery(services).where(eq(weeklyZips.id, id));
  return row ? itemOf(row) : null;
}

export async function listWeeklyZips(
  services: AppServices,
  query: Required<WeeklyZipListQuery>,
): Promise<WeeklyZipList> {
  const { db } = services.database;
  const [rows, [total], [generating]] = await Promise.all([
    itemQuery(services)
      .orderBy(desc(weeklyZips.createdAt), desc(weeklyZips.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(weeklyZips),
    db.select({ n: count() }).from(weeklyZips).where(eq(weeklyZips.status, 'generating')),
  ]);
  return {
    items: rows.map((row) => itemOf(row)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    isGenerating: Number(generating?.n ?? 0) > 0,
  };
}

// --- Download and delete ------------------------------------------------------------------------------------

export async function openWeeklyZip(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  id: string,
  link: { expires?: number | undefined; signature?: string | undefined },
): Promise<{ fileName: string; sizeBytes: number; stream: Readable }> {
  const [row] = await services.database.db.select().from(weeklyZips).where(eq(weeklyZips.id, id));
  if (!row) throw notFound(MESSAGES.weeklyZipReports.notFound);
  checkLink(services, id, {
    ...(link.expires !== undefined ? { expires: link.expires } : {}),
    ...(link.signature !== undefined ? { signature: link.signature } : {}),
  });
  if (row.status !== 'ready' || !row.storageKey || row.sizeBytes === null)
    throw new AppError('weekly_zip_not_ready', 409, MESSAGES.weeklyZipReports.notReady);
  let stream: Readable;
  try {
    stream = await services.fileStore.getStream(row.storageKey);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw notFound(MESSAGES.weeklyZipReports.notFound);
    throw new AppError('storage_failed', 503, MESSAGES.weeklyZipReports.downloadFailed, { cause: error });
  }
  await recordLog(services.database.db, logger, {
    userId: actor.userId,
    actionType: 'data_export',
    action: 'Heti ZIP letöltése',
    metadata: { fileName: row.fileName, viaEmailLink: link.signature !== undefined },
  });
  return { fileName: row.fileName, sizeBytes: row.sizeBytes, stream };
}

/** The record goes first, then the file; a file that cannot be removed is only warned. */
export async function deleteWeeklyZip(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  id: string,
): Promise<{ fileName: string }> {
  const { db } = services.database;
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx.delete(weeklyZips).where(eq(weeklyZips.id, id)).returning();
    if (!row) throw notFound(MESSAGES.weeklyZipReports.notFound);
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Heti ZIP törlése',
      metadata: { fileName: row.fileName, dateFrom: row.dateFrom, dateTo: row.dateTo, status: row.status },
    });
    return row;
  });
  if (deleted.storageKey) {
    await services.fileStore.delete(deleted.storageKey).catch((error: unknown) => {
      logger.warn({ err: error, key: deleted.storageKey }, 'weekly ZIP file could not be removed');
    });
  }
  return { fileName: deleted.fileName };
}

// --- The job ------------------------------------------------------------------------------------------------

async function markFailed(services: AppServices, logger: FastifyBaseLogger, id: string, reason: string) {
  const { db } = services.database;
  const [row] = await db
    .update(weeklyZips)
    .set({ status: 'failed', failureReason: reason, passwordSealed: null, finishedAt: services.clock() })
    .where(and(eq(weeklyZips.id, id), eq(weeklyZips.status, 'generating')))
    .returning();
  if (row)
    await recordLog(db, logger, {
      userId: row.createdBy,
      actionType: 'data_export',
      action: 'Heti ZIP generálása sikertelen',
      metadata: { fileName: row.fileName, reason },
    });
}

/** A reason a person can act on: our own refusals as they are, anything else our generic text. */
const failureReason = (error: unknown) =>
  error instanceof AppError ? error.message : MESSAGES.weeklyZipReports.generateFailed;

export function weeklyZipJobHandler(services: AppServices, logger: FastifyBaseLogger): JobHandler {
  return async (payload, job) => {
    const id = String(payload.weeklyZipId ?? '');
    await generateWeeklyZip(services, logger, id, job);
  };
}

export async function generateWeeklyZip(
  services: AppServices,
  logger: FastifyBaseLogger,
  id: string,
  job: { id: number; attempts: number },
): Promise<void> {
  const { db } = services.database;
  const [row] = await db
    .select({ zip: weeklyZips, creatorName: profiles.name })
    .from(weeklyZips)
    .leftJoin(profiles, eq(profiles.id, weeklyZips.createdBy))
    .where(eq(weeklyZips.id, id));
  // Deleted while waiting, or finished by an earlier run that lost its lease: nothing to do.
  if (!row || row.zip.status !== 'generating') return;
  if (job.attempts > WEEKLY_ZIP_MAX_ATTEMPTS || !row.zip.passwordSealed) {
    await markFailed(services, logger, id, MESSAGES.weeklyZipReports.interrupted);
    return;
  }
  const zip = row.zip;
  const isFinalAttempt = job.attempts >= WEEKLY_ZIP_MAX_ATTEMPTS;
  const renew = setInterval(() => {
    void db
      .update(jobs)
      .set({ lockedUntil: new Date(services.clock().getTime() + LEASE_MS) })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
      .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'lease renewal failed'));
  }, LEASE_RENEW_MS);
  renew.unref();
  await mkdir(services.tmpDir, { recursive: true });
  // Named by the archive, so a run cut off by a restart leaves no 2 GB orphan: the next run removes it.
  const tmpPath = path.join(services.tmpDir, `weekly-zip-${zip.id}.zip`);
  await rm(tmpPath, { force: true });
  const key = `weekly-zips/${zip.id}-${randomUUID()}.zip`;
  try {
    const written = await writeWeeklyArchive(services, {
      period: { dateFrom: zip.dateFrom, dateTo: zip.dateTo },
      password: openPassword(authSecrets(services.config), zip.passwordSealed!),
      madeBy: zip.isScheduled ? SCHEDULED_CREATOR_LABEL : row.creatorName || UNKNOWN_USER_LABEL,
      targetPath: tmpPath,
    });
    try {
      await services.fileStore.putFile(key, tmpPath, 'application/zip');
    } catch (error) {
      throw new AppError('storage_failed', 503, MESSAGES.weeklyZipReports.storageFailed, { cause: error });
    }
    const now = services.clock();
    const stored = await db.transaction(async (tx) => {
      let mailId: string | null = null;
      if (zip.email) {
        const link = signedDownloadUrl(services, zip.id, now);
        mailId = await services.mailer
          .queue(tx, {
            to: zip.email,
            template: 'weekly_zip_notification',
            data: {
              fileName: zip.fileName,
              url: link.url,
              expiresAt: link.expiresAt.toISOString(),
              dateFrom: zip.dateFrom,
              dateTo: zip.dateTo,
            },
          })
          .catch((error: unknown) => {
            // An e-mail failure after a successful generation is a success with a note
            // (docs/rules/statuses.md, 'E-mail state').
            logger.warn({ err: error, weeklyZipId: zip.id }, 'weekly ZIP e-mail could not be queued');
            return null;
          });
      }
      const [updated] = await tx
        .update(weeklyZips)
        .set({
          status: 'ready',
          storageKey: key,
          sizeBytes: written.sizeBytes,
          contents: written.contents,
          finishedAt: now,
          passwordSealed: null,
          mailId,
        })
        .where(and(eq(weeklyZips.id, zip.id), eq(weeklyZips.status, 'generating')))
        .returning({ id: weeklyZips.id });
      if (updated)
        await recordLog(tx, logger, {
          userId: zip.createdBy,
          actionType: 'data_export',
          action: 'Heti ZIP elkészült',
          metadata: {
            fileName: zip.fileName,
            sizeBytes: written.sizeBytes,
            certificateCount: written.contents.certificates,
            ...(zip.email ? { email: zip.email } : {}),
          },
        });
      return Boolean(updated);
    });
    // Deleted while it was being written: the file has no row to belong to.
    if (!stored) await services.fileStore.delete(key).catch(() => {});
  } catch (error) {
    logger.warn({ err: error, weeklyZipId: zip.id, attempt: job.attempts }, 'weekly ZIP generation failed');
    await services.fileStore.delete(key).catch(() => {});
    if (isFinalAttempt) await markFailed(services, logger, zip.id, failureReason(error));
    throw error;
  } finally {
    clearInterval(renew);
    await rm(tmpPath, { force: true });
  }
}
