import type {
  AdminAuditorRow,
  AdminClientList,
  AdminClientRow,
  AuditorSuggestion,
} from '../../domain/admin.ts';
import type { PropertyStatus } from '../../domain/statuses.ts';
import { buildCappedPage } from './page.ts';

/** One auditor of the operator's auditor list (component tests). */
export function buildAdminAuditorRow(overrides: Partial<AdminAuditorRow> = {}): AdminAuditorRow {
  return {
    id: 'tanusito-1',
    displayId: 'TAN-000001',
    name: 'Lakatos Nóra',
    email: 'nora.lakatos@example.hu',
    phone: null,
    companyName: null,
    companyAddress: null,
    totalClients: 7,
    activeClients: 3,
    workCapacity: 6,
    acceptedCounties: ['Győr-Moson-Sopron', 'Vas'],
    certifications: ['TÉ'],
    isActive: true,
    onboardingStatus: 'init',
    registrationDate: '2026-03-02T09:00:00.000Z',
    averageRating: null,
    ratingCount: 0,
    ...overrides,
  };
}

/** One suggested auditor as the API ranks it (component tests). */
export function buildSuggestion(overrides: Partial<AuditorSuggestion> = {}): AuditorSuggestion {
  return {
    auditorId: 'demo-auditor',
    name: 'Szabó Péter',
    email: 'szabo.peter@example.hu',
    companyName: 'Szabó Energetika Kft.',
    settlement: 'Budaörs',
    workCapacity: 6,
    activeClients: 3,
    freeCapacity: 3,
    availability: 'available',
    county: 'Pest',
    countyMatch: true,
    distanceKm: 12.34,
    sameSettlement: false,
    appointmentsThisWeek: 1,
    ...overrides,
  };
}

/** One client of the admin list in the given status. */
export function buildAdminClientRow(
  status: PropertyStatus = 'finding_auditor',
  overrides: Partial<AdminClientRow> = {},
): AdminClientRow {
  const hasAuditor = !['new', 'finding_auditor'].includes(status);
  return {
    clientId: 'client-1',
    displayId: 'KH-00001',
    name: 'Kovács Anna',
    email: 'anna.kovacs@example.hu',
    phone: '+36 30 123 4567',
    registrationDate: '2027-06-01T09:00:00.000Z',
    propertyId: status === 'new' ? null : '00000000-0000-4000-8000-000000000001',
    address: '2092 Budakeszi, Fő utca 1',
    area: 86,
    status,
    orderDate: status === 'new' ? null : '2027-06-02T09:00:00.000Z',
    auditorId: hasAuditor ? 'demo-auditor' : null,
    auditorName: hasAuditor ? 'Szabó Péter' : null,
    auditorAssignDate: hasAuditor ? '2027-06-03T09:00:00.000Z' : null,
    appointmentDate: null,
    couponCode: status === 'new' ? null : 'KH209201',
    contactPerson: null,
    isOverdue: false,
    ...overrides,
  };
}

export function buildAdminClientList(
  items: AdminClientRow[],
  overrides: Partial<AdminClientList> = {},
): AdminClientList {
  return buildCappedPage(items, overrides);
}
