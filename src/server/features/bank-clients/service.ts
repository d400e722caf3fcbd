// The bank's clients (docs/roles/bank-staff.md: client list, TIG statement dialog, client detail): the list
// filtered and paged in the database, the selection the TIG dialog bills, sharing a statement with the bank,
// and the client detail. The bank sees no auditor notes and no operator data.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import {
  BANK_MESSAGES,
  type BankClientDetail,
  type BankClientFilter,
  type BankClientList,
  type BankClientRow,
  type BankStatementShare,
  type BankTigSelectionResult,
  type bankClientsQuerySchema,
  type bankTigSelectionSchema,
} from '../../../domain/bank.ts';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import { TIG_MAX_CERTIFICATES } from '../../../domain/tig.ts';
import type { z } from 'zod';
import { checkAccess, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { containsText, countedPage, countWhere, iso, isoOrNull } from '../../db/query-helpers.ts';
import { keptClientTotal } from '../../db/totals.ts';
import { documents, profiles, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { LISTED_CLIENTS, listedClientRow } from '../property-scope/index.ts';
import { getTigStatement, getTigStatementFile } from '../tig-statements/index.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';

/** The bank's client list, detail and TIG statements are the bank staff's (docs/roles/bank-staff.md). */
export const BANK_STAFF = roles('bank_admin');

const approver = alias(profiles, 'approver');

/**
 * Search by name or e-mail (the expression of profiles_name_email_search_idx) and the status; the property's
 * status is copied onto the profile (decision 0009), so no join is needed.
 */
function clientConditions(filter: BankClientFilter): SQL {
  const conditions: SQL[] = [LISTED_CLIENTS];
  if (filter.status !== 'all') conditions.push(eq(profiles.propertyStatus, filter.status));
  if (filter.search)
    conditions.push(containsText(sql`lower(${profiles.name} || ' ' || ${profiles.email})`, filter.search));
  return and(...conditions)!;
}

/** The newest certificate of a done property (what the bank downloads and the TIG dialog bills). */
const certificateId = sql<
  string | null
>`case when ${properties.status} = 'document_uploaded' then (select ${documents.id} from ${documents} where ${documents.propertyId} = ${properties.id} and ${documents.type} = 'certificate' order by ${documents.uploadedAt} desc limit 1) end`;

export async function listBankClients(
  services: AppServices,
  query: z.output<typeof bankClientsQuerySchema>,
): Promise<BankClientList> {
  const { db } = services.database;
  const where = clientConditions(query);
  const { total, capped, estimated, rows } = await countedPage(
    query.page,
    query.pageSize,
    // Kept by the writes when only the status narrows the list (decision 0023), else counted up to the cap.
    () =>
      query.search
        ? countWhere(db, profiles, where, { search: query.search })
        : keptClientTotal(db, query.status === 'all' ? 'all' : [query.status]),
    (window) => {
      // The page is chosen on the profiles alone, from the nearer end; only its rows are joined to their
      // property.
      const page = db
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .orderBy(
          ...(window.reverse
            ? [asc(profiles.registrationDate), asc(profiles.id)]
            : [desc(profiles.registrationDate), desc(profiles.id)]),
        )
        .limit(window.limit)
        .offset(window.offset)
        .as('page');
      return db
        .select({ client: profiles, property: properties, certificateId })
        .from(profiles)
        .innerJoin(page, eq(page.id, profiles.id))
        .leftJoin(properties, eq(properties.clientId, profiles.id))
        .orderBy(desc(profiles.registrationDate), desc(profiles.id));
    },
  );
  return {
    items: rows.map(({ client, property, certificateId: documentId }): BankClientRow => ({
      ...listedClientRow(client, property),
      contactPerson: property?.contactPerson ?? null,
      certificateDocumentId: documentId ?? null,
    })),
    total,
    isTotalCapped: capped,
    isTotalEstimated: estimated === true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The certificates of the selected clients (for the TIG preview and statement) and the clients without one,
 * who cannot be billed. 'Every matching client' is capped at what one statement holds.
 */
export async function resolveTigSelection(
  services: AppServices,
  selection: z.output<typeof bankTigSelectionSchema>,
): Promise<BankTigSelectionResult> {
  const { db } = services.database;
  const where =
    'clientIds' in selection
      ? and(LISTED_CLIENTS, inArray(profiles.id, selection.clientIds))!
      : clientConditions(selection.allMatching);
  const rows = await db
    .select({
      clientId: profiles.id,
      displayNumber: profiles.displayNumber,
      name: profiles.name,
      status: profiles.propertyStatus,
      certificateId,
    })
    .from(profiles)
    .leftJoin(properties, eq(properties.clientId, profiles.id))
    .where(where)
    .orderBy(desc(profiles.registrationDate), desc(profiles.id))
    .limit(TIG_MAX_CERTIFICATES + 1);
  if (rows.length > TIG_MAX_CERTIFICATES)
    throw new AppError(
      'tig_selection_too_large',
      400,
      BANK_MESSAGES.tooManyForStatement(TIG_MAX_CERTIFICATES),
    );
  return {
    documentIds: rows.flatMap((row) => (row.certificateId ? [row.certificateId] : [])),
    withoutCertificate: rows
      .filter((row) => !row.certificateId)
      .map((row) => ({
        clientId: row.clientId,
        displayId: clientDisplayId(row.displayNumber),
        name: row.name,
        status: row.status,
      })),
    selected: rows.length,
  };
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The TIG dialog's 'Megosztás': the statement's text file to the bank's configured statement address, through
 * the outbox (the PDF stays behind sign-in: the e-mail links to the statements screen).
 */
export async function shareStatementWithBank(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  statementId: string,
): Promise<BankStatementShare> {
  checkAccess(actor, BANK_STAFF);
  const statement = await getTigStatement(services, statementId);
  const file = await getTigStatementFile(services, statementId, 'text');
  const content = await readText(file.stream);
  const to = services.config.bank.statementEmail;
  await services.database.db.transaction(async (tx) => {
    await services.mailer.queue(tx, {
      to,
      template: 'TIG_STATEMENT_SHARED',
      data: {
        number: statement.number,
        createdAt: statement.createdAt,
        certificateCount: statement.certificateCount,
        totalHuf: statement.totalHuf,
        senderName: actor.name,
        url: `${services.config.publicUrl}/tig-statements`,
      },
      attachments: [{ filename: file.fileName, contentType: 'text/plain; charset=utf-8', content }],
    });
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'TIG elszámolás megosztva a bankkal',
      metadata: { statementNumber: statement.number, email: to, statementId },
    });
  });
  return { email: to, message: BANK_MESSAGES.statementShared(to) };
}

export async function getBankClientDetail(
  services: AppServices,
  clientId: string,
): Promise<BankClientDetail> {
  const { db } = services.database;
  const [row] = await db
    .select({ client: profiles, property: properties, approverName: approver.name, certificateId })
    .from(profiles)
    .leftJoin(properties, eq(properties.clientId, profiles.id))
    .leftJoin(approver, eq(approver.id, properties.couponApprovedBy))
    .where(and(LISTED_CLIENTS, eq(profiles.id, clientId)));
  if (!row) throw notFound(BANK_MESSAGES.clientNotFound);
  const { client, property } = row;
  let certificate: NonNullable<BankClientDetail['property']>['certificate'] = null;
  if (row.certificateId) {
    const [document] = await db
      .select({ id: documents.id, name: documents.name, uploadedAt: documents.uploadedAt })
      .from(documents)
      .where(eq(documents.id, row.certificateId));
    if (document)
      certificate = { documentId: document.id, name: document.name, uploadedAt: iso(document.uploadedAt) };
  }
  return {
    client: {
      id: client.id,
      displayId: clientDisplayId(client.displayNumber),
      name: client.name,
      email: client.email,
      phone: client.phone,
      registrationDate: iso(client.registrationDate),
    },
    property: property
      ? {
          id: property.id,
          address: property.address,
          area: property.area,
          contactPerson: property.contactPerson,
          status: property.status,
          couponCode: property.couponCode,
          orderedAt: isoOrNull(property.orderedAt),
          auditorAssignDate: isoOrNull(property.auditorAssignDate),
          appointmentDate: isoOrNull(property.appointmentDate),
          couponApprovedAt: isoOrNull(property.couponApprovedAt),
          couponApprovedByName: property.couponApprovedAt ? (row.approverName ?? UNKNOWN_USER_LABEL) : null,
          certificate,
        }
      : null,
  };
}

/** The client's property id, for the certificate download; 404 for an unknown client. */
export async function bankClientPropertyId(services: AppServices, clientId: string): Promise<string> {
  const [row] = await services.database.db
    .select({ propertyId: properties.id })
    .from(profiles)
    .leftJoin(properties, eq(properties.clientId, profiles.id))
    .where(and(LISTED_CLIENTS, eq(profiles.id, clientId)));
  if (!row) throw notFound(BANK_MESSAGES.clientNotFound);
  if (!row.propertyId) throw new AppError('certificate_not_uploaded', 404, BANK_MESSAGES.noCertificate);
  return row.propertyId;
}

/** The client of a property (for an old /property/{id} link); 404 when there is no such property. */
export async function clientOfProperty(services: AppServices, propertyId: string): Promise<string> {
  const [row] = await services.database.db
    .select({ clientId: properties.clientId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row) throw notFound(BANK_MESSAGES.clientNotFound);
  return row.clientId;
}
