// Admin Light's certificates (docs/roles/admin-light.md, 'Certificates'): the list filtered, sorted,
// counted and paged in the database, every matching id for a selection, the upload dialog's client
// picker, and delete.
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  certificateDeleteRefusal,
  CERTIFICATE_SELECTION_MAX,
  UPLOAD_CLIENTS_LIMIT,
  type CertificateIds,
  type CertificateList,
  type CertificateRow,
  type certificateFiltersSchema,
  type certificatesQuerySchema,
  type UploadClients,
} from '../../../domain/certificates.ts';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { checkAccess, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import {
  billingOrder,
  documents,
  nameSortKey,
  profiles,
  properties,
  settlementItems,
} from '../../db/schema.ts';
import {
  containsText,
  countedPage,
  countWhere,
  dayRangeConditions,
  iso,
  likePattern,
} from '../../db/query-helpers.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { hasSettledCertificate } from '../settlement/index.ts';
import type { AppServices } from '../../services.ts';
import { UNKNOWN_AUDITOR, UNKNOWN_CLIENT } from '../../../domain/person-name.ts';

/** Admin Light alone lists, uploads, downloads and deletes certificates (docs/rules/access.md). */
export const CERTIFICATE_MANAGERS = roles('admin_light');

type CertificateFilters = z.output<typeof certificateFiltersSchema>;
type CertificatesQuery = z.output<typeof certificatesQuerySchema>;

const client = alias(profiles, 'client');
const auditor = alias(profiles, 'auditor');

/** Written as the partial indexes' predicate is (migration 0022), so the planner can use them. */
const isCertificate = sql`${documents.type} = 'certificate'`;

/**
 * The list's filters (docs/roles/admin-light.md, 'Filters and sorting') on the document alone: the
 * property's client name, address and auditor name are copied onto it (decision 0009), so every filter
 * and sort has an index.
 */
export function certificateConditions(filters: CertificateFilters): SQL {
  const conditions: SQL[] = [isCertificate];
  if (filters.billingStatus !== 'all') conditions.push(eq(documents.billingStatus, filters.billingStatus));
  if (filters.search) conditions.push(containsText(documents.searchText, filters.search));
  if (filters.clientName) conditions.push(ilike(documents.clientName, likePattern(filters.clientName)));
  if (filters.auditorName) conditions.push(ilike(documents.auditorName, likePattern(filters.auditorName)));
  conditions.push(...dayRangeConditions(documents.uploadedAt, filters.dateFrom, filters.dateTo));
  return and(...conditions)!;
}

/** The list's sorts, each served by an index in its order; ties break on the id. */
export function certificateOrder(query: Pick<CertificateFilters, 'sort' | 'direction'>): SQL[] {
  const direction = query.direction === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'uploadedAt':
      return [direction(documents.uploadedAt), direction(documents.id)];
    case 'clientName':
      return [direction(nameSortKey(documents.clientName)), direction(documents.id)];
    case 'address':
      return [direction(documents.propertyAddress), direction(documents.id)];
    case 'auditorName':
      return [direction(nameSortKey(documents.auditorName)), direction(documents.id)];
    case 'billingStatus':
      return [
        direction(billingOrder(documents.billingStatus)),
        direction(documents.uploadedAt),
        direction(documents.id),
      ];
  }
}

/** Certificates with their property, client and auditor: the rows of the list and the bulk download. */
export function selectCertificateRows(services: AppServices) {
  return services.database.db
    .select({
      document: documents,
      property: properties,
      clientId: client.id,
      clientName: client.name,
      clientNumber: client.displayNumber,
      auditorId: auditor.id,
      auditorName: auditor.name,
      // Read per row of a page (the unique index on document_id): the list disables deleting it.
      settled: sql<boolean>`exists (select 1 from ${settlementItems} where ${settlementItems.documentId} = ${documents.id})`,
    })
    .from(documents)
    .innerJoin(properties, eq(properties.id, documents.propertyId))
    .leftJoin(client, eq(client.id, properties.clientId))
    .leftJoin(auditor, eq(auditor.id, properties.auditorId));
}

type RowSource = Awaited<ReturnType<ReturnType<typeof selectCertificateRows>['execute']>>[number];

export function certificateRowOf(row: RowSource): CertificateRow {
  return {
    id: row.document.id,
    fileName: row.document.name,
    contentType: row.document.contentType,
    sizeBytes: row.document.sizeBytes,
    uploadedAt: iso(row.document.uploadedAt),
    billingStatus: row.document.billingStatus,
    propertyId: row.property.id,
    propertyStatus: row.property.status,
    address: row.property.address,
    clientId: row.clientId,
    clientDisplayId: row.clientNumber === null ? null : clientDisplayId(row.clientNumber),
    clientName: row.clientName?.trim() ? row.clientName : UNKNOWN_CLIENT,
    auditorId: row.auditorId,
    auditorName: row.auditorName?.trim() ? row.auditorName : UNKNOWN_AUDITOR,
    settled: Boolean(row.settled),
  };
}

export async function listCertificates(
  services: AppServices,
  query: CertificatesQuery,
): Promise<CertificateList> {
  const { db } = services.database;
  const where = certificateConditions(query);
  const order = certificateOrder(query);
  const { total, capped, estimated, rows } = await countedPage(
    query.page,
    query.pageSize,
    // Counted up to the cap (decision 0023): an exact count of 300,000 certificates costs more than the page.
    () => countWhere(db, documents, where, { search: query.search }),
    (window) => {
      // The page is chosen on the documents alone, from the nearer end (the opposite direction is the
      // exact reverse order); only its rows are joined to property, client and auditor.
      const page = db
        .select({ id: documents.id })
        .from(documents)
        .where(where)
        .orderBy(
          ...(window.reverse
            ? certificateOrder({ ...query, direction: query.direction === 'asc' ? 'desc' : 'asc' })
            : order),
        )
        .limit(window.limit)
        .offset(window.offset)
        .as('page');
      return selectCertificateRows(services)
        .innerJoin(page, eq(page.id, documents.id))
        .orderBy(...order);
    },
  );
  return {
    items: rows.map(certificateRowOf),
    total,
    isTotalCapped: capped,
    isTotalEstimated: estimated === true,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Every matching certificate's id in the list's order, for 'select every matching row' (the bulk ZIP and
 * the TIG statement take the ids). More than CERTIFICATE_SELECTION_MAX is refused with the reason.
 */
export async function listCertificateIds(
  services: AppServices,
  filters: CertificateFilters,
): Promise<CertificateIds> {
  const { db } = services.database;
  const where = certificateConditions(filters);
  const [rows, [matching]] = await Promise.all([
    db
      .select({ id: documents.id })
      .from(documents)
      .where(where)
      .orderBy(...certificateOrder(filters))
      .limit(CERTIFICATE_SELECTION_MAX + 1),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  const total = Number(matching?.n ?? 0);
  if (rows.length > CERTIFICATE_SELECTION_MAX)
    throw new AppError('selection_too_large', 409, MESSAGES.certificates.selectionTooLarge, {
      details: { total, max: CERTIFICATE_SELECTION_MAX },
    });
  return { ids: rows.map((row) => row.id), total };
}

/**
 * Why Admin Light cannot upload for a client yet, or null
 * (docs/roles/admin-light.md, 'Upload for a client').
 */
function uploadBlocker(property: { status: string; auditorId: string | null } | null): string | null {
  if (!property) return MESSAGES.certificates.noClientProperty;
  if (property.auditorId === null || property.status === 'new' || property.status === 'finding_auditor')
    return MESSAGES.certificates.noAuditorYet;
  return null;
}

/**
 * The upload dialog's client picker: clients found by name, e-mail or address on the
 * client list's own search text and index, by name, with whether a certificate can be uploaded for them.
 */
export async function searchUploadClients(services: AppServices, search?: string): Promise<UploadClients> {
  const { db } = services.database;
  const conditions: SQL[] = [sql`${profiles.role} = 'client' and ${profiles.erasedAt} is null`];
  if (search) conditions.push(containsText(profiles.searchText, search));
  const found = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(asc(nameSortKey(profiles.name)), asc(profiles.id))
    .limit(UPLOAD_CLIENTS_LIMIT)
    .as('found');
  const rows = await db
    .select({
      client: profiles,
      propertyStatus: properties.status,
      auditorId: properties.auditorId,
      address: properties.address,
      hasCertificate: sql<boolean>`exists (select 1 from ${documents} where ${documents.propertyId} = ${properties.id} and ${isCertificate})`,
    })
    .from(profiles)
    .innerJoin(found, eq(found.id, profiles.id))
    .leftJoin(properties, eq(properties.clientId, profiles.id))
    .orderBy(asc(nameSortKey(profiles.name)), asc(profiles.id));
  return {
    items: rows.map((row) => ({
      clientId: row.client.id,
      displayId: clientDisplayId(row.client.displayNumber),
      name: row.client.name,
      email: row.client.email,
      address: row.address ?? row.client.address,
      propertyStatus: row.propertyStatus,
      hasCertificate: Boolean(row.hasCertificate),
      blockedReason: uploadBlocker(
        row.propertyStatus === null ? null : { status: row.propertyStatus, auditorId: row.auditorId },
      ),
    })),
  };
}

export interface DeletedCertificate {
  fileName: string;
  clientName: string;
  propertyStatus: string;
}

/**
 * Removes the record, then the stored file (a failure there is only a warning). The property goes back to
 * appointment_scheduled (auditor_assigned without an appointment), so a certificate can be uploaded again
 * (docs/rules/statuses.md, 'Transitions'). A certificate on a TIG statement or on a payment to its
 * auditor stays: 409 with the reason (certificateDeleteRefusal, which the list's delete button shows too).
 */
export async function deleteCertificate(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  documentId: string,
): Promise<DeletedCertificate> {
  checkAccess(actor, CERTIFICATE_MANAGERS);
  const now = services.clock();
  const { deleted, storageKey } = await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ document: documents, property: properties })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(and(eq(documents.id, documentId), isCertificate))
      .for('update');
    if (!row) throw new AppError('not_found', 404, MESSAGES.certificates.notFound);
    const { document, property } = row;
    const refusal = certificateDeleteRefusal({
      billingStatus: document.billingStatus,
      settled: await hasSettledCertificate(tx, [document.id]),
    });
    if (refusal) throw new AppError(refusal.code, 409, refusal.message);
    await tx.delete(documents).where(eq(documents.id, document.id));
    const [others] = await tx
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.propertyId, property.id), isCertificate));
    let status = property.status;
    if (property.status === 'document_uploaded' && Number(others?.n ?? 0) === 0) {
      status = property.appointmentDate ? 'appointment_scheduled' : 'auditor_assigned';
      await tx.update(properties).set({ status, updatedAt: now }).where(eq(properties.id, property.id));
    }
    const [owner] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(and(eq(profiles.id, property.clientId), isNull(profiles.erasedAt)));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Tanúsítvány törölve',
      metadata: {
        clientId: property.clientId,
        propertyId: property.id,
        fileName: document.name,
        uploadDate: iso(document.uploadedAt),
        oldValues: { status: property.status },
        newValues: { status },
      },
      at: now,
    });
    return {
      deleted: { fileName: document.name, clientName: owner?.name ?? UNKNOWN_CLIENT, propertyStatus: status },
      storageKey: document.storageKey,
    };
  });
  await services.fileStore
    .delete(storageKey)
    .catch((error: unknown) =>
      logger.warn({ err: error, key: storageKey }, 'deleted certificate file could not be removed'),
    );
  return deleted;
}

/** The selected certificates with their property, client and auditor, in upload order (newest first). */
export async function selectedCertificates(services: AppServices, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows: CertificateRow[] = [];
  const storageKeys = new Map<string, string>();
  for (let start = 0; start < unique.length; start += 1000) {
    const chunk = await selectCertificateRows(services).where(
      and(inArray(documents.id, unique.slice(start, start + 1000)), isCertificate),
    );
    for (const row of chunk) {
      rows.push(certificateRowOf(row));
      storageKeys.set(row.document.id, row.document.storageKey);
    }
  }
  rows.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || a.id.localeCompare(b.id));
  const missingIds = unique.filter((id) => !storageKeys.has(id));
  return { rows, storageKeys, missingIds };
}
