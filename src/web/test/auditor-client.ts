import type {
  AuditorClientDetail,
  AuditorClientList,
  AuditorClientRow,
} from '../../domain/auditor-workspace.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { PropertyStatus } from '../../domain/statuses.ts';
import { buildPage } from './page.ts';

/** One of the auditor's clients as the API lists it, in the given status (component tests). */
export function buildAuditorClientRow(
  status: PropertyStatus = 'auditor_assigned',
  overrides: Partial<AuditorClientRow> = {},
): AuditorClientRow {
  return {
    propertyId: '00000000-0000-4000-8000-000000000001',
    clientId: 'client-1',
    clientName: 'Kovács Anna',
    clientEmail: 'anna.kovacs@example.hu',
    clientPhone: '+36 30 123 4567',
    address: '1061 Budapest, Liszt Ferenc tér 7',
    area: 86,
    status,
    createdAt: '2027-06-01T09:00:00.000Z',
    orderedAt: '2027-06-02T09:00:00.000Z',
    auditorAssignDate: '2027-06-03T09:00:00.000Z',
    auditorFirstcallDate: null,
    appointmentDate: status === 'appointment_scheduled' ? '2027-06-20T07:00:00.000Z' : null,
    daysSinceAssigned: 2,
    needsAppointment: status === 'auditor_assigned',
    isOverdue: false,
    contactPerson: null,
    hasCertificate: status === 'document_uploaded',
    // The scheduled survey above is in the past by the server's clock unless a test says otherwise.
    uploadBlockedReason: ['appointment_scheduled', 'document_uploaded'].includes(status)
      ? null
      : MESSAGES.auditorWorkspace.uploadNeedsAppointment,
    ...overrides,
  };
}

export function buildAuditorClientDetail(
  status: PropertyStatus = 'auditor_assigned',
  overrides: Partial<AuditorClientDetail> = {},
): AuditorClientDetail {
  return {
    ...buildAuditorClientRow(status),
    registrationDate: '2027-05-30T09:00:00.000Z',
    certificate: null,
    ...overrides,
  };
}

export function buildAuditorClientList(
  items: AuditorClientRow[],
  overrides: Partial<AuditorClientList> = {},
): AuditorClientList {
  return {
    ...buildPage(items),
    stats: {
      totalClients: items.length,
      waitingForAppointment: items.filter((item) => item.status === 'auditor_assigned').length,
      scheduledAppointments: items.filter((item) => item.status === 'appointment_scheduled').length,
      completedCertificates: items.filter((item) => item.status === 'document_uploaded').length,
    },
    ...overrides,
  };
}
