// The auditor uploads the finished certificate (spec 01 §2 Certificate upload dialog, §5, §8; issue 5):
// the type is read from the bytes, the 10 MB limit holds while streaming, and the file and its record
// land together or not at all.
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { certificateUploadBlocker } from '../../../domain/auditor-workspace.ts';
import { CERTIFICATE_MIME_TYPES, FILE_MAX_BYTES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Actor } from '../../auth/guard.ts';
import { certificateShares, documents, profiles, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { fileNameForType, newStorageKey, receiveUpload } from '../../platform/file-store.ts';
import type { AppServices } from '../../services.ts';

/** The survey must have started by the server's clock (issue 15); 409 with the reason otherwise. */
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

/**
 * Stores the file, then in one transaction records it, completes the property (document_uploaded),
 * logs `certificate_upload` and e-mails the client. A failed store leaves no record; a failed record
 * removes the stored file. A replaced certificate's record goes (its name stays in the log) and its
 * share links move to the new file.
 */
export async function uploadCertificate(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  propertyId: string,
  file: { stream: Readable; fileName: string },
): Promise<UploadedCertificate> {
  await assignedProperty(services, actor, propertyId);
  const received = await receiveUpload(file.stream, {
    tmpDir: services.tmpDir,
    maxBytes: FILE_MAX_BYTES,
    allowedTypes: CERTIFICATE_MIME_TYPES,
    unsupportedTypeMessage: MESSAGES.file.auditorType,
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
      const [property] = await tx
        .select()
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.auditorId, actor.userId)))
        .for('update');
      if (!property) throw new AppError('not_found', 404, MESSAGES.property.notFound);
      assertUploadable(property, now);
      replaced = await tx
        .select({ id: documents.id, storageKey: documents.storageKey, name: documents.name })
        .from(documents)
        .where(and(eq(documents.propertyId, propertyId), eq(documents.type, 'certificate')));
      const [document] = await tx
        .insert(documents)
        .values({
          propertyId,
          userId: actor.userId,
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
          paymentStatus: property.paymentStatus ?? 'pending',
          updatedAt: now,
        })
        .where(eq(properties.id, propertyId));
      const [client] = await tx
        .select({ name: profiles.name, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, property.clientId));
      await recordLog(tx, logger, {
        userId: actor.userId,
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
