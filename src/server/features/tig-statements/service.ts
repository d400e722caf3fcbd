// TIG statements (docs/product.md, 'TIG statements'): the operator bills the bank count x the configured fee
// for certificates done. One service for Admin Light's certificate list and the bank's workspace; the routes
// declare who may call what (TIG_ROLES).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { MESSAGES } from '../../../domain/messages.ts';
import type { BillingStatus } from '../../../domain/statuses.ts';
import { toBudapest } from '../../../domain/time.ts';
import {
  tigFileName,
  tigStatementNumber,
  type TigCertificate,
  type TigPreview,
  type TigStatement,
  type TigStatementList,
  type TigStatementSummary,
  type TigStatementsQuery,
} from '../../../domain/tig.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { iso, isoOrNull } from '../../db/query-helpers.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { documents, profiles, properties, tigStatementLines, tigStatements } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordWebhookEvent } from '../../platform/webhook-events.ts';
import type { AppServices } from '../../services.ts';
import { renderStatementPdf, renderStatementText, type StatementContent } from './files.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';
import { UNKNOWN_AUDITOR, UNKNOWN_CLIENT } from '../../../domain/person-name.ts';

/** Serialises the numbering of statements (pg_advisory_xact_lock key): numbers stay gap-free. */
const NUMBERING_LOCK = 1_602_026;

const auditor = alias(profiles, 'auditor');
const creator = alias(profiles, 'creator');
const payer = alias(profiles, 'payer');

// --- Billing status: the one writer -------------------------------------------------------------------

/**
 * THE ONLY PLACE THAT WRITES documents.billing_status (pending -> sent -> paid, docs/rules/statuses.md,
 * 'Pending, sent, paid'). The column comes from migration 0022 (certificate list) or 0023 (this feature),
 * whichever runs first; it is written as SQL here, so this feature does not redefine the documents table in
 * schema.ts.
 */
export async function setBillingStatus(
  tx: Executor,
  documentIds: string[],
  status: BillingStatus,
): Promise<void> {
  if (documentIds.length === 0) return;
  await tx.update(documents).set({ billingStatus: status }).where(inArray(documents.id, documentIds));
}

/** Who makes or settles a statement: a signed-in staff member, or the demo seed acting as one. */
export type StaffMember = Pick<Actor, 'userId' | 'name'>;

// --- The certificates a selection names ---------------------------------------------------------------

interface Candidate extends TigCertificate {
  clientId: string;
  propertyStatus: string;
  billedIn: string | null;
}

async function loadCandidates(
  executor: Executor,
  documentIds: string[],
  feeHuf: number,
): Promise<Candidate[]> {
  const rows = await executor
    .select({
      documentId: documents.id,
      propertyId: properties.id,
      clientId: properties.clientId,
      clientName: properties.clientName,
      address: properties.address,
      auditorName: auditor.name,
      uploadedAt: documents.uploadedAt,
      propertyStatus: properties.status,
      billedIn: tigStatements.number,
    })
    .from(documents)
    .innerJoin(properties, eq(properties.id, documents.propertyId))
    .leftJoin(auditor, eq(auditor.id, properties.auditorId))
    .leftJoin(tigStatementLines, eq(tigStatementLines.documentId, documents.id))
    .leftJoin(tigStatements, eq(tigStatements.id, tigStatementLines.statementId))
    .where(and(inArray(documents.id, documentIds), eq(documents.type, 'certificate')))
    // The statement lists the certificates in the order they were finished.
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  return rows.map((row) => ({
    documentId: row.documentId,
    propertyId: row.propertyId,
    clientId: row.clientId,
    clientName: row.clientName.trim() || UNKNOWN_CLIENT,
    address: row.address,
    auditorName: row.auditorName?.trim() || UNKNOWN_AUDITOR,
    uploadedAt: iso(row.uploadedAt),
    amountHuf: feeHuf,
    propertyStatus: row.propertyStatus,
    billedIn: row.billedIn,
  }));
}

const isEligible = (candidate: Candidate) =>
  candidate.propertyStatus === 'document_uploaded' && candidate.billedIn === null;

const certificate = (candidate: Candidate): TigCertificate => ({
  documentId: candidate.documentId,
  propertyId: candidate.propertyId,
  clientName: candidate.clientName,
  address: candidate.address,
  auditorName: candidate.auditorName,
  uploadedAt: candidate.uploadedAt,
  amountHuf: candidate.amountHuf,
});

const label = (candidate: Candidate) => `${candidate.clientName} (${candidate.address})`;

/** What generating would bill for the selection: the server's count, fee and total, and what cannot be. */
export async function previewTigStatement(services: AppServices, documentIds: string[]): Promise<TigPreview> {
  const feeHuf = services.config.fees.certificateFeeHuf;
  const candidates = await loadCandidates(services.database.db, documentIds, feeHuf);
  const found = new Set(candidates.map((c) => c.documentId));
  const items = candidates.filter(isEligible).map(certificate);
  return {
    feeHuf,
    count: items.length,
    totalHuf: items.length * feeHuf,
    items,
    excluded: candidates
      .filter((c) => !isEligible(c))
      .map((c) => ({
        documentId: c.documentId,
        clientName: c.clientName,
        address: c.address,
        reason: c.billedIn !== null ? ('billed' as const) : ('not_uploaded' as const),
        message: c.billedIn !== null ? MESSAGES.tig.reasonBilled(c.billedIn) : MESSAGES.tig.reasonNotUploaded,
      })),
    missing: documentIds.filter((id) => !found.has(id)),
  };
}

// --- Generating ---------------------------------------------------------------------------------------

/** The refusals of a selection that cannot be billed as it is, checked under the certificates' locks. */
function assertBillable(candidates: Candidate[], documentIds: string[]): void {
  const found = new Set(candidates.map((c) => c.documentId));
  const missing = documentIds.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError('tig_certificates_not_found', 404, MESSAGES.tig.certificatesNotFound(missing.length), {
      details: { missing },
    });
  const taken = candidates.filter((c) => c.billedIn !== null);
  if (taken.length > 0)
    throw new AppError(
      'tig_already_billed',
      409,
      MESSAGES.tig.alreadyBilled(taken.map((c) => `${label(c)} – ${c.billedIn}`).join('; ')),
      {
        details: {
          taken: taken.map((c) => ({
            documentId: c.documentId,
            clientName: c.clientName,
            address: c.address,
            statementNumber: c.billedIn,
          })),
        },
      },
    );
  const notUploaded = candidates.filter((c) => c.propertyStatus !== 'document_uploaded');
  if (notUploaded.length > 0)
    throw new AppError('tig_not_eligible', 409, MESSAGES.tig.notUploaded(notUploaded.map(label).join('; ')), {
      details: { notEligible: notUploaded.map((c) => c.documentId) },
    });
}

async function storeFile(services: AppServices, key: string, bytes: Buffer, contentType: string) {
  await mkdir(services.tmpDir, { recursive: true });
  const tmp = path.join(services.tmpDir, `tig-${randomUUID()}`);
  await writeFile(tmp, bytes);
  try {
    await services.fileStore.putFile(key, tmp, contentType);
  } finally {
    await rm(tmp, { force: true });
  }
}

const STATEMENT_FILE_TYPES = { text: 'text/plain; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * Writes a statement's two files, the text then the PDF, when it is issued and again after an erasure;
 * `onStored` hears each key once it is in the store, so a failure can remove what was written.
 */
async function storeStatementFiles(
  services: AppServices,
  keys: { text: string; pdf: string },
  content: StatementContent,
  onStored: (key: string) => void = () => {},
) {
  await storeFile(services, keys.text, renderStatementText(content), STATEMENT_FILE_TYPES.text);
  onStored(keys.text);
  await storeFile(services, keys.pdf, await renderStatementPdf(content), STATEMENT_FILE_TYPES.pdf);
  onStored(keys.pdf);
}

/**
 * Bills exactly the selected certificates or none: each must be a certificate whose property is
 * document_uploaded and on no statement yet. The certificates' rows are locked in id order first, so
 * when two people bill overlapping selections at once the second waits, then sees the first's lines and
 * is told which certificates were taken (409); the unique document_id of the lines holds it regardless.
 * The text file and the PDF are stored before the commit and removed if it fails.
 */
export async function generateTigStatement(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: StaffMember,
  documentIds: string[],
): Promise<TigStatement> {
  const feeHuf = services.config.fees.certificateFeeHuf;
  const now = services.clock();
  const stored: string[] = [];
  try {
    const id = await services.database.db.transaction(async (tx) => {
      await tx
        .select({ id: documents.id })
        .from(documents)
        .where(inArray(documents.id, documentIds))
        .orderBy(asc(documents.id))
        .for('update');
      const candidates = await loadCandidates(tx, documentIds, feeHuf);
      assertBillable(candidates, documentIds);

      await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`);
      const year = toBudapest(now).year;
      const prefix = `TIG-${year}-`;
      // The position as an integer: a text parameter would make substring() read it as a pattern.
      const [last] = await tx
        .select({
          serial: sql<number>`coalesce(max(substring(${tigStatements.number} from ${prefix.length + 1}::int)::int), 0)::int`,
        })
        .from(tigStatements)
        .where(sql`${tigStatements.number} like ${`${prefix}%`}`);
      const number = tigStatementNumber(year, (last?.serial ?? 0) + 1);

      const content: StatementContent = {
        number,
        createdAt: now,
        createdByName: actor.name,
        bankName: services.config.bank.name,
        feeHuf,
        totalHuf: candidates.length * feeHuf,
        lines: candidates.map((c, index) => ({
          position: index + 1,
          clientName: c.clientName,
          address: c.address,
          auditorName: c.auditorName,
          uploadedAt: new Date(c.uploadedAt),
          amountHuf: feeHuf,
        })),
      };
      const statementId = randomUUID();
      const textFileKey = `tig-statements/${statementId}.txt`;
      const pdfFileKey = `tig-statements/${statementId}.pdf`;
      try {
        await storeStatementFiles(services, { text: textFileKey, pdf: pdfFileKey }, content, (key) =>
          stored.push(key),
        );
      } catch (error) {
        logger.error({ err: error, statementId }, 'TIG statement files could not be stored');
        throw new AppError('storage_failed', 503, MESSAGES.tig.storageFailed, { cause: error });
      }

      await tx.insert(tigStatements).values({
        id: statementId,
        number,
        createdAt: now,
        createdBy: actor.userId,
        feeHuf,
        certificateCount: candidates.length,
        totalHuf: content.totalHuf,
        status: 'sent',
        textFileKey,
        textFileName: tigFileName(number, now, candidates.length, 'txt'),
        pdfFileKey,
        pdfFileName: tigFileName(number, now, candidates.length, 'pdf'),
      });
      await tx.insert(tigStatementLines).values(
        candidates.map((c, index) => ({
          statementId,
          position: index + 1,
          documentId: c.documentId,
          propertyId: c.propertyId,
          clientId: c.clientId,
          clientName: c.clientName,
          address: c.address,
          auditorName: c.auditorName,
          uploadedAt: new Date(c.uploadedAt),
          amountHuf: feeHuf,
        })),
      );
      await setBillingStatus(tx, documentIds, 'sent');
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'admin_action',
        action: 'TIG elszámolás elkészült',
        metadata: {
          statementNumber: number,
          certificateCount: candidates.length,
          totalHuf: content.totalHuf,
          documentIds: candidates.map((c) => c.documentId),
        },
        at: now,
      });
      await recordWebhookEvent(tx, now, 'statement.created', {
        statementId,
        number,
        certificateCount: candidates.length,
        totalHuf: content.totalHuf,
        createdAt: now.toISOString(),
      });
      return statementId;
    });
    return await getTigStatement(services, id);
  } catch (error) {
    for (const key of stored) {
      await services.fileStore
        .delete(key)
        .catch((cleanup: unknown) => logger.error({ err: cleanup, key }, 'TIG statement file left behind'));
    }
    // The locks above make a duplicate line unreachable; kept so that no race can ever answer 500.
    if (isUniqueViolation(error))
      throw new AppError('tig_already_billed', 409, MESSAGES.tig.alreadyBilled('a kijelölés egy része'));
    throw error;
  }
}

// --- Reading ------------------------------------------------------------------------------------------

const summaryColumns = {
  id: tigStatements.id,
  number: tigStatements.number,
  createdAt: tigStatements.createdAt,
  createdByName: creator.name,
  certificateCount: tigStatements.certificateCount,
  feeHuf: tigStatements.feeHuf,
  totalHuf: tigStatements.totalHuf,
  status: tigStatements.status,
  paidAt: tigStatements.paidAt,
  paidByName: payer.name,
  textFileName: tigStatements.textFileName,
  pdfFileName: tigStatements.pdfFileName,
};

const summaries = (executor: Executor) =>
  executor
    .select(summaryColumns)
    .from(tigStatements)
    .leftJoin(creator, eq(creator.id, tigStatements.createdBy))
    .leftJoin(payer, eq(payer.id, tigStatements.paidBy));

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

const toSummary = (row: SummaryRow): TigStatementSummary => ({
  id: row.id,
  number: row.number,
  createdAt: iso(row.createdAt),
  createdByName: row.createdByName ?? UNKNOWN_USER_LABEL,
  certificateCount: row.certificateCount,
  feeHuf: row.feeHuf,
  totalHuf: row.totalHuf,
  status: row.status,
  paidAt: isoOrNull(row.paidAt),
  paidByName: row.paidAt ? (row.paidByName ?? UNKNOWN_USER_LABEL) : null,
  textFileName: row.textFileName,
  pdfFileName: row.pdfFileName,
});

export async function listTigStatements(
  services: AppServices,
  query: Required<TigStatementsQuery>,
): Promise<TigStatementList> {
  const { db } = services.database;
  const where = query.status === 'all' ? undefined : eq(tigStatements.status, query.status);
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(tigStatements.createdAt), desc(tigStatements.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(tigStatements).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getTigStatement(services: AppServices, statementId: string): Promise<TigStatement> {
  const { db } = services.database;
  const [row] = await summaries(db).where(eq(tigStatements.id, statementId));
  if (!row) throw notFound(MESSAGES.tig.notFound);
  const lines = await db
    .select()
    .from(tigStatementLines)
    .where(eq(tigStatementLines.statementId, statementId))
    .orderBy(asc(tigStatementLines.position));
  return {
    ...toSummary(row),
    lines: lines.map((line) => ({
      position: line.position,
      documentId: line.documentId,
      propertyId: line.propertyId,
      clientName: line.clientName,
      address: line.address,
      auditorName: line.auditorName,
      uploadedAt: iso(line.uploadedAt),
      amountHuf: line.amountHuf,
    })),
  };
}

export async function getTigStatementFile(
  services: AppServices,
  statementId: string,
  kind: 'text' | 'pdf',
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const [row] = await services.database.db
    .select()
    .from(tigStatements)
    .where(eq(tigStatements.id, statementId));
  if (!row) throw notFound(MESSAGES.tig.notFound);
  return kind === 'text'
    ? {
        stream: await services.fileStore.getStream(row.textFileKey),
        fileName: row.textFileName,
        contentType: STATEMENT_FILE_TYPES.text,
      }
    : {
        stream: await services.fileStore.getStream(row.pdfFileKey),
        fileName: row.pdfFileName,
        contentType: STATEMENT_FILE_TYPES.pdf,
      };
}

// --- Erasure -----------------------------------------------------------------------------------------

/**
 * Billing records stay after a person's erasure, without the person (docs/product.md, 'Account erasure'). In
 * the erasure's transaction the lines naming the client are renamed, and the statements whose files name the
 * person (as client or as their maker) are returned, for rewriteStatementFiles once it has committed.
 */
export async function eraseFromStatements(
  tx: Executor,
  userId: string,
  erasedName: string,
): Promise<string[]> {
  const renamed = await tx
    .update(tigStatementLines)
    .set({ clientName: erasedName })
    .where(eq(tigStatementLines.clientId, userId))
    .returning({ statementId: tigStatementLines.statementId });
  const made = await tx
    .select({ statementId: tigStatements.id })
    .from(tigStatements)
    .where(eq(tigStatements.createdBy, userId));
  return [...new Set([...renamed, ...made].map((row) => row.statementId))];
}

/**
 * Writes the stored text and PDF of statements again from their rows (after an erasure). A failure is
 * logged and the rest go on: the rows, which the lists and the bank's screens show, are already right.
 */
export async function rewriteStatementFiles(
  services: AppServices,
  logger: FastifyBaseLogger,
  statementIds: string[],
): Promise<void> {
  for (const statementId of statementIds) {
    try {
      const [row] = await services.database.db
        .select({ textFileKey: tigStatements.textFileKey, pdfFileKey: tigStatements.pdfFileKey })
        .from(tigStatements)
        .where(eq(tigStatements.id, statementId));
      if (!row) continue;
      const statement = await getTigStatement(services, statementId);
      const content: StatementContent = {
        number: statement.number,
        createdAt: new Date(statement.createdAt),
        createdByName: statement.createdByName,
        bankName: services.config.bank.name,
        feeHuf: statement.feeHuf,
        totalHuf: statement.totalHuf,
        lines: statement.lines.map((line) => ({ ...line, uploadedAt: new Date(line.uploadedAt) })),
      };
      await storeStatementFiles(services, { text: row.textFileKey, pdf: row.pdfFileKey }, content);
    } catch (error) {
      logger.error(
        { err: error, statementId },
        'TIG statement files could not be rewritten after an erasure',
      );
    }
  }
}

// --- Paid ---------------------------------------------------------------------------------------------

/** Marks a sent statement and its certificates paid; a second mark is refused (409), nothing changes. */
export async function markTigStatementPaid(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: StaffMember,
  statementId: string,
): Promise<TigStatement> {
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const [statement] = await tx
      .select()
      .from(tigStatements)
      .where(eq(tigStatements.id, statementId))
      .for('update');
    if (!statement) throw notFound(MESSAGES.tig.notFound);
    if (statement.status === 'paid')
      throw new AppError('tig_already_paid', 409, MESSAGES.tig.alreadyPaid(statement.number));
    await tx
      .update(tigStatements)
      .set({ status: 'paid', paidAt: now, paidBy: actor.userId })
      .where(eq(tigStatements.id, statementId));
    const lines = await tx
      .select({ documentId: tigStatementLines.documentId })
      .from(tigStatementLines)
      .where(eq(tigStatementLines.statementId, statementId));
    await setBillingStatus(
      tx,
      lines.map((line) => line.documentId),
      'paid',
    );
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'TIG elszámolás kifizetve',
      metadata: {
        statementNumber: statement.number,
        certificateCount: statement.certificateCount,
        totalHuf: statement.totalHuf,
      },
      at: now,
    });
  });
  return getTigStatement(services, statementId);
}
