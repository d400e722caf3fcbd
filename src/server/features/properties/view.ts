// The property as its owner (or staff) sees it: one view for the dashboard and /property/{id}.
import { and, desc, eq } from 'drizzle-orm';
import type { PropertyDocument, PropertyView, ShareState } from '../../../domain/property.ts';
import { certificateBadge } from '../../../domain/statuses.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import {
  auditorDetails,
  certificateShares,
  documents,
  profiles,
  type properties,
  ratings,
} from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { iso, isoOrNull } from '../../db/query-helpers.ts';

export type PropertyRow = typeof properties.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

export function documentView(row: DocumentRow): PropertyDocument {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: iso(row.uploadedAt),
  };
}

export function shareState(share: { revokedAt: Date | null; expiresAt: Date }, now: Date): ShareState {
  if (share.revokedAt) return 'revoked';
  return share.expiresAt <= now ? 'expired' : 'active';
}

/** spec 01 §4: the certificate may be downloaded only once it exists and the status is document_uploaded. */
export const isCertificateReady = (property: PropertyRow, certificate: DocumentRow | undefined) =>
  property.status === 'document_uploaded' && certificate !== undefined;

/** Builds the view of a property the viewer may see (the caller checked the scope). */
export async function buildPropertyView(
  services: AppServices,
  executor: Executor,
  property: PropertyRow,
  viewer: Actor,
): Promise<PropertyView> {
  const isOwner = viewer.role === 'client' && property.clientId === viewer.userId;
  const [auditorRows, documentRows, ratingRows, shareRows] = await Promise.all([
    property.auditorId
      ? executor
          .select({
            name: profiles.name,
            email: profiles.email,
            phone: profiles.phone,
            companyName: auditorDetails.companyName,
          })
          .from(profiles)
          .leftJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
          .where(eq(profiles.id, property.auditorId))
      : Promise.resolve([]),
    executor
      .select()
      .from(documents)
      .where(eq(documents.propertyId, property.id))
      .orderBy(desc(documents.uploadedAt)),
    executor
      .select({ stars: ratings.stars, comment: ratings.comment, createdAt: ratings.createdAt })
      .from(ratings)
      .where(eq(ratings.propertyId, property.id)),
    isOwner
      ? executor
          .select()
          .from(certificateShares)
          .where(and(eq(certificateShares.propertyId, property.id)))
          .orderBy(desc(certificateShares.createdAt))
      : Promise.resolve([]),
  ]);
  const auditor = auditorRows[0];
  const certificate = documentRows.find((d) => d.type === 'certificate');
  const rating = ratingRows[0];
  const ready = isCertificateReady(property, certificate);
  const place = services.postcodes.lookup(property.postcode)[0];
  const now = services.clock();
  return {
    id: property.id,
    address: property.address,
    postcode: property.postcode,
    city: property.city,
    street: property.street,
    houseNumber: property.houseNumber,
    county: property.county,
    location: place ? { lat: place.lat, lon: place.lon } : null,
    status: property.status,
    area: property.area,
    couponCode: property.couponCode,
    contactPerson: property.contactPerson ?? null,
    createdAt: iso(property.createdAt),
    orderedAt: isoOrNull(property.orderedAt),
    auditorAssignDate: isoOrNull(property.auditorAssignDate),
    appointmentDate: isoOrNull(property.appointmentDate),
    auditor: auditor
      ? {
          name: auditor.name,
          companyName: auditor.companyName,
          phone: auditor.phone,
          email: auditor.email,
        }
      : null,
    documents: documentRows.map(documentView),
    certificate: certificate ? documentView(certificate) : null,
    certificateBadge: certificateBadge(property.status, certificate !== undefined),
    canDownloadCertificate: ready,
    rating: rating
      ? { stars: rating.stars, comment: rating.comment, createdAt: iso(rating.createdAt) }
      : null,
    canRate: isOwner && ready && property.auditorId !== null && rating === undefined,
    isOwner,
    canEditAddress: isOwner && property.status === 'new',
    canCancelAppointment:
      isOwner && property.status === 'appointment_scheduled' && property.appointmentDate !== null,
    shares: shareRows.map((share) => ({
      id: share.id,
      email: share.email,
      createdAt: iso(share.createdAt),
      expiresAt: iso(share.expiresAt),
      revokedAt: isoOrNull(share.revokedAt),
      state: shareState(share, now),
    })),
  };
}
