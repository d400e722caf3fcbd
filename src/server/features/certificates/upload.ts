// The finished certificate is uploaded by the property's auditor (docs/roles/auditor.md, 'Certificate
// upload') or by Admin Light for a client (docs/roles/admin-light.md, 'Upload for a client'). Both go
// through one path: the type is read from the bytes, the 10 MB limit holds while streaming, the file and
// its record land together or not at all, and the property is completed with its log row and the
// client's e-mail.
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { certificateUploadBlocker } from '../../../domain/auditor-workspace.ts';
import { ADMIN_CERTIFICATE_MIME_TYPES, billingStatusLabel } from '../../../domain/certificates.ts';
import { CERTIFICATE_MIME_TYPES, FILE_MAX_BYTES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SETTLEMENT_MESSAGES } from '../../../domain/settlement.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Tx } from '../../db/client.ts';
import { certificateShares, documents, profiles, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { recordWebhookEvent } from '../../platform/webhook-events.ts';
import { hasSettledCertificate } from '../settlement/index.ts';
import { fileNameForType, newStorageKey, receiveUpload } from '../../platform/file-store.ts';
import type { AppServices } from '../../services.ts';
import { CERTIFICATE_MANAGERS } from './service.ts';

/**
 * The survey must have started by the server's clock, so the timeline reads appointment before certificate
 * (docs/product.md, 'Upload after the survey'); 409 with the reason otherwise.
 */
function assertUploadable(property: typeof properties.$inferSelect, now: Date) {
  const blocked = certificateUploadBlocker(property.status, property.appointmentDate, now);
  if (!blocked) return;
  const notStarted = property.status === 'appointment_scheduled' && property.appointmentDate !== null;
  throw new AppError(notStarted ? 'appointment_not_started' : 'appointment_required', 409, blocked);
}

export interface UploadedCertificate {
  documentId: string;
  clientName: string;
  fileName: string;
}

async function assignedProperty(services: AppServices, actor: Actor, propertyId: string) {
  const [row] = await services.database.db
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.auditorId, actor.userId)));
  if (!row) throw new AppError('not_found', 404, MESSAGES.property.notFound);
  assertUploadable(row, services.clock());
  return row;
}

type PropertyRow = typeof properties.$inferSelect;

/** Who uploads for which property, and what the caller's own rules refuse. */
interface UploadTarget {
  /** Who uploaded (documents.user_id and the log row's user). */
  uploaderId: string;
  propertyId: string;
  /** Reads the property FOR UPDATE within the caller's scope and refuses what the caller may not do. */
  lockProperty: (tx: Tx, now: Date) => Promise<PropertyRow>;
  allowedTypes: readonly string[];
  unsupportedTypeMessage: string;
}

/** The auditor's upload: their own assigned property, once the survey has started. */
export async function uploadCertificate(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  file: { stream: Readable; fileName: string },
): Promise<UploadedCertificate> {
  await assignedProperty(services, actor, propertyId);
  return storeCertificate(services, logger, file, {
    uploaderId: actor.userId,
    propertyId,
    allowedTypes: CERTIFICATE_MIME_TYPES,
    unsupportedTypeMessage: MESSAGES.file.auditorType,
    async lockProperty(tx, now) {
      const [property] = await tx
        .select()
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.auditorId, actor.userId)))
        .for('update');
      if (!property) throw new AppError('not_found', 404, MESSAGES.property.notFound);
      assertUploadable(property, now);
      return property;
    },
  });
}

/**
 * The client's property as Admin Light may upload for it: it must exist and have an auditor
 * (a completed property names its auditor: properties_assignment_check). The survey-time rule is the
 * auditor's own: the office uploads what an auditor sent in.
 */
function assertAdminUploadable(property: PropertyRow | undefined): PropertyRow {
  if (!property) throw new AppError('property_not_found', 404, MESSAGES.certificates.noClientProperty);
  if (property.auditorId === null || property.status === 'new' || property.status === 'finding_auditor')
    throw new AppError('auditor_required', 409, MESSAGES.certificates.noAuditorYet);
  return property;
}

/** Admin Light's upload for a client: completes the property as the auditor's does. */
export async function uploadCertificateForClient(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  clientId: string,
  file: { stream: Readable; fileName: string },
): Promise<UploadedCertificate> {
  checkAccess(actor, CERTIFICATE_MANAGERS);
  const clientProperty = (executor: Pick<Tx, 'select'>) =>
    executor
      .select({ property: properties })
      .from(properties)
      .innerJoin(profiles, eq(profiles.id, properties.clientId))
      .where(and(eq(properties.clientId, clientId), eq(profiles.role, 'client'), isNull(profiles.erasedAt)));
  const [found] = await clientProperty(services.database.db);
  const { id: propertyId } = assertAdminUploadable(found?.property);
  return storeCertificate(services, logger, file, {
    uploaderId: actor.userId,
    propertyId,
    allowedTypes: ADMIN_CERTIFICATE_MIME_TYPES,
    unsupportedTypeMessage: MESSAGES.file.adminType,
    async lockProperty(tx) {
      const [locked] = await clientProperty(tx).for('update', { of: properties });
      return assertAdminUploadable(locked?.property);
    },
  });
}

/**
 * Stores the file, then in one transaction records it, completes the property (document_uploaded),
 * logs `certificate_upload` and e-mails the client. A failed store leaves no record; a failed record
 * removes the stored file. A replaced certificate's record goes (its name stays in the log) and its
 * share links move to the new file; one already on a TIG statement is not replaced.
 */
async function storeCertificate(
  services: AppServices,
  logger: FastifyBaseLogger,
  file: { stream: Readable; fileName: string },
  target: UploadTarget,
): Promise<UploadedCertificate> {
  const { propertyId } = target;
  const received = await receiveUpload(file.stream, {
    tmpDir: services.tmpDir,
    maxBytes: FILE_MAX_BYTES,
    allowedTypes: target.allowedTypes,
    unsupportedTypeMessage: target.unsupportedTypeMessage,
  });
  const key = newStorageKey(`certificates/${propertyId}`, received.extension);
  try {
    await services.fileStore.putFile(key, received.path, received.contentType);
  } catch (error) {
    logger.error({ err: error, key }, 'certificate could not be stored');
    await rm(received.path, { force: true });
    throw new AppError('storage_failed', 503, MESSAGES.auditorWorkspace.storageFailed, { cause: error });
  }

  // Named by the type its bytes show, so viewers open it (a PNG sent as .pdf is stored as .png).
  const fileName = fileNameForType(file.fileName, received.extension, 'tanusitvany');
  const now = services.clock();
  let replaced: { id: string; storageKey: string; name: string }[] = [];
  let result: UploadedCertificate;
  try {
    result = await services.database.db.transaction(async (tx) => {
      const property = await target.lockProperty(tx, now);
      const current = await tx
        .select({
          id: documents.id,
          storageKey: documents.storageKey,
          name: documents.name,
          billingStatus: documents.billingStatus,
        })
        .from(documents)
        .where(and(eq(documents.propertyId, propertyId), eq(documents.type, 'certificate')))
        .for('update');
      // A certificate billed to the bank stays as it was billed.
      const billed = current.find((document) => document.billingStatus !== 'pending');
      if (billed)
        throw new AppError(
          'certificate_on_statement',
          409,
          MESSAGES.certificates.replaceOnStatement(billingStatusLabel(billed.billingStatus)),
        );
      // A certificate paid to its auditor stays as it was paid.
      if (
        await hasSettledCertificate(
          tx,
          current.map((document) => document.id),
        )
      )
        throw new AppError('certificate_settled', 409, SETTLEMENT_MESSAGES.replaceSettled);
      replaced = current;
      const [document] = await tx
        .insert(documents)
        .values({
          propertyId,
          userId: target.uploaderId,
          type: 'certificate',
          name: fileName,
          storageKey: key,
          contentType: received.contentType,
          sizeBytes: received.size,
          uploadedAt: now,
        })
        .returning({ id: documents.id });
      if (!document) throw new Error('document insert returned no row');
      if (replaced.length > 0) {
        const oldIds = replaced.map((r) => r.id);
        await tx
          .update(certificateShares)
          .set({ documentId: document.id })
          .where(inArray(certificateShares.documentId, oldIds));
        await tx.delete(documents).where(inArray(documents.id, oldIds));
      }
      await tx
        .update(properties)
        .set({
          status: 'document_uploaded',
          updatedAt: now,
        })
        .where(eq(properties.id, propertyId));
      const [client] = await tx
        .select({ name: profiles.name, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, property.clientId));
      await recordLog(tx, logger, {
        userId: target.uploaderId,
        actionType: 'certificate_upload',
        action: replaced.length > 0 ? 'Tanúsítvány cserélve' : 'Tanúsítvány feltöltve',
        metadata: {
          clientId: property.clientId,
          propertyId,
          fileName,
          uploadDate: now.toISOString(),
          ...(replaced.length > 0 ? { oldValues: { fileName: replaced.map((r) => r.name).join(', ') } } : {}),
        },
        at: now,
      });
      await recordWebhookEvent(tx, now, 'certificate.uploaded', {
        propertyId,
        documentId: document.id,
        replaced: replaced.length > 0,
        uploadedAt: now.toISOString(),
      });
      if (client) {
        await services.mailer.queueQuietly(tx, logger, {
          to: client.email,
          template: 'CERTIFICATE_COMPLETED',
          data: { clientName: client.name, address: property.address, propertyId },
        });
      }
      return { documentId: document.id, clientName: client?.name ?? '', fileName };
    });
  } catch (error) {
    await services.fileStore
      .delete(key)
      .catch((cleanup: unknown) =>
        logger.error({ err: cleanup, key }, 'stored certificate left behind after a failed record'),
      );
    throw error;
  }
  for (const old of replaced) {
    await services.fileStore
      .delete(old.storageKey)
      .catch((error: unknown) =>
        logger.warn({ err: error, key: old.storageKey }, 'old certificate file kept'),
      );
  }
  return result;
}
