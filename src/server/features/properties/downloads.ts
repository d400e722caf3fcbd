// The property's files (docs/roles/client.md): the certificate by property and any document by id, for
// whoever may read the property.
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { documents, properties } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { OpenedFile } from '../../platform/file-reply.ts';
import type { AppServices } from '../../services.ts';
import { isCertificateReady, type PropertyRow } from '../property-scope/index.ts';
import { propertyNotFound } from '../property-scope/index.ts';

const notUploaded = () => new AppError('certificate_not_uploaded', 404, MESSAGES.download.notUploaded);
const notReady = () => new AppError('certificate_not_ready', 409, MESSAGES.download.notReady);

/** Who may read a property's files: its client, its auditor, and staff (who read every property). */
function canReadFiles(actor: Actor, property: PropertyRow): boolean {
  if (isStaffRole(actor.role)) return true;
  if (actor.role === 'client') return property.clientId === actor.userId;
  if (actor.role === 'auditor') return property.auditorId === actor.userId;
  return false;
}

export async function openStored(services: AppServices, document: typeof documents.$inferSelect) {
  const stream = await services.fileStore.getStream(document.storageKey).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404)
      throw new AppError('file_not_found', 404, MESSAGES.download.fileNotFound);
    throw error;
  });
  return {
    stream,
    name: document.name,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
  };
}

/**
 * The property's newest certificate, once it is ready to hand out (downloaded or shared): 404 before one is
 * uploaded, 409 while the property is not finished.
 */
export async function readyCertificate(executor: Executor, property: PropertyRow) {
  const [certificate] = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.propertyId, property.id), eq(documents.type, 'certificate')))
    .orderBy(desc(documents.uploadedAt))
    .limit(1);
  if (!certificate) throw notUploaded();
  if (!isCertificateReady(property, certificate)) throw notReady();
  return certificate;
}

/** Certificate download by property: the newest certificate, once it is ready. */
export async function openCertificate(
  services: AppServices,
  actor: Actor,
  propertyId: string,
): Promise<OpenedFile> {
  const { db } = services.database;
  const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
  if (!property || !canReadFiles(actor, property)) throw propertyNotFound();
  return openStored(services, await readyCertificate(db, property));
}

/** Document download by id: any document of a property the person may read. */
export async function openDocument(
  services: AppServices,
  actor: Actor,
  documentId: string,
): Promise<OpenedFile> {
  const { db } = services.database;
  const [row] = await db
    .select({ document: documents, property: properties })
    .from(documents)
    .innerJoin(properties, eq(properties.id, documents.propertyId))
    .where(eq(documents.id, documentId));
  if (!row || !canReadFiles(actor, row.property))
    throw new AppError('not_found', 404, MESSAGES.download.fileNotFound);
  if (row.document.type === 'certificate' && row.property.status !== 'document_uploaded') throw notReady();
  return openStored(services, row.document);
}
