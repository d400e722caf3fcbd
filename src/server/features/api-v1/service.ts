// What the machine API reads besides the change feed (docs/rules/api.md): a certificate's metadata and file,
// and the TIG statements, each only as its key's maker sees them on the screens.
import { and, desc, eq, sql } from 'drizzle-orm';
import { API_MESSAGES, type ApiCertificate } from '../../../domain/api-keys.ts';
import type { TigStatement, TigStatementList } from '../../../domain/tig.ts';
import { apiKey, checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { iso } from '../../db/query-helpers.ts';
import { documents, profiles, properties } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { OpenedFile } from '../../platform/file-reply.ts';
import type { AppServices } from '../../services.ts';
import { openDocument } from '../properties/index.ts';
import { getTigStatement, getTigStatementFile, listTigStatements } from '../tig-statements/index.ts';

export const CERTIFICATE_READERS = apiKey('certificates:read');
export const STATEMENT_READERS = apiKey('statements:read');

/**
 * A certificate as the bank's client detail offers it: the newest certificate of a finished property of a
 * listed (not erased) client. An older, replaced file, or one of a property still in progress, is answered
 * like a missing one (404), so ids cannot be probed.
 */
export async function getApiCertificate(
  services: AppServices,
  actor: Pick<Actor, 'role' | 'onboarded'>,
  documentId: string,
): Promise<ApiCertificate> {
  checkAccess(actor, CERTIFICATE_READERS);
  const newest = services.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.propertyId, properties.id), eq(documents.type, 'certificate')))
    .orderBy(desc(documents.uploadedAt))
    .limit(1);
  const [row] = await services.database.db
    .select({
      id: documents.id,
      propertyId: properties.id,
      name: documents.name,
      contentType: documents.contentType,
      sizeBytes: documents.sizeBytes,
      uploadedAt: documents.uploadedAt,
    })
    .from(documents)
    .innerJoin(properties, eq(properties.id, documents.propertyId))
    .innerJoin(profiles, eq(profiles.id, properties.clientId))
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.type, 'certificate'),
        eq(properties.status, 'document_uploaded'),
        sql`${profiles.erasedAt} is null`,
        sql`${documents.id} = (${newest})`,
      ),
    );
  if (!row) throw notFound(API_MESSAGES.certificateNotFound);
  return { ...row, uploadedAt: iso(row.uploadedAt) };
}

/** The certificate's file, after the same check as its metadata. */
export async function openApiCertificate(
  services: AppServices,
  actor: Actor,
  documentId: string,
): Promise<OpenedFile> {
  await getApiCertificate(services, actor, documentId);
  return openDocument(services, actor, documentId);
}

export async function listApiStatements(
  services: AppServices,
  actor: Pick<Actor, 'role' | 'onboarded'>,
  query: Parameters<typeof listTigStatements>[1],
): Promise<TigStatementList> {
  checkAccess(actor, STATEMENT_READERS);
  return listTigStatements(services, query);
}

export async function getApiStatement(
  services: AppServices,
  actor: Pick<Actor, 'role' | 'onboarded'>,
  statementId: string,
): Promise<TigStatement> {
  checkAccess(actor, STATEMENT_READERS);
  return getTigStatement(services, statementId);
}

export async function openApiStatementPdf(
  services: AppServices,
  actor: Pick<Actor, 'role' | 'onboarded'>,
  statementId: string,
) {
  checkAccess(actor, STATEMENT_READERS);
  return getTigStatementFile(services, statementId, 'pdf');
}
