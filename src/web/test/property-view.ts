import type { PropertyView } from '../../domain/property.ts';
import { certificateBadge, type PropertyStatus } from '../../domain/statuses.ts';

/** A client's property as the API answers it, in the given status (component tests). */
export function buildPropertyView(
  status: PropertyStatus = 'new',
  overrides: Partial<PropertyView> = {},
): PropertyView {
  const isReady = status === 'document_uploaded';
  const certificate = isReady
    ? {
        id: '00000000-0000-4000-8000-0000000000c1',
        type: 'certificate' as const,
        name: 'tanusitvany-kovacs.pdf',
        contentType: 'application/pdf',
        sizeBytes: 120_000,
        uploadedAt: '2026-11-20T10:00:00.000Z',
      }
    : null;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    address: '1061 Budapest, Liszt Ferenc tér 7',
    postcode: '1061',
    city: 'Budapest',
    street: 'Liszt Ferenc tér',
    houseNumber: '7',
    county: 'Budapest',
    location: { lat: 47.5, lon: 19.06 },
    status,
    area: status === 'new' ? null : 86,
    couponCode: status === 'new' ? null : 'KH106101',
    contactPerson: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    orderedAt: status === 'new' ? null : '2026-11-02T09:00:00.000Z',
    auditorAssignDate: null,
    appointmentDate: null,
    auditor: null,
    documents: certificate ? [certificate] : [],
    certificate,
    certificateBadge: certificateBadge(status, certificate !== null),
    canDownloadCertificate: isReady,
    rating: null,
    canRate: isReady,
    isOwner: true,
    canEditAddress: status === 'new',
    canCancelAppointment: false,
    shares: [],
    ...overrides,
  };
}
