// The operator's client, auditor and pairing lists' filters, labels and queries, without zod (decision
// 0022): the screens read their address bars with them, the server validates with the schemas admin.ts
// builds from them (admin.ts re-exports all of this).
import { COUNTIES } from './counties.ts';
import { choiceField, dayField, directionField, filterField, pagingFields, textField } from './list-query.ts';
import { ONBOARDING_STATUSES, OVERDUE_LABEL, PROPERTY_STATUSES, STATUS_LABELS } from './statuses.ts';
import { LIMITS } from './constants.ts';

/** The client's status: the property's, or 'new' for a client without one. */
export const CLIENT_SORTS = [
  'registrationDate',
  'name',
  'email',
  'status',
  'orderDate',
  'auditorName',
] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/**
 * The status filter: every property status, and the groups the admin dashboard's counters open
 * (docs/rules/statuses.md, 'Start-page groups'): active certifications; overdue work: waiting for an
 * appointment more than 3 days after assignment.
 */
export const CLIENT_STATUS_FILTERS = [
  'all',
  'active',
  'overdue',
  // The dashboard's appointments passed without a certificate, and clients of inactive auditors.
  'appointment_passed',
  'inactive_auditor',
  ...PROPERTY_STATUSES,
] as const;
export type ClientStatusFilter = (typeof CLIENT_STATUS_FILTERS)[number];
/** The status filter's options: the groups in words, each property status by its label. */
export const CLIENT_STATUS_FILTER_LABELS: Record<ClientStatusFilter, string> = {
  all: 'Összes állapot',
  active: 'Aktív tanúsítások (folyamatban)',
  overdue: OVERDUE_LABEL,
  appointment_passed: 'Elmúlt időpont, még nincs tanúsítvány',
  inactive_auditor: 'Inaktív tanúsítónál',
  ...STATUS_LABELS,
};
/** The statuses of an active certification: ordered, not yet done. */
export const ACTIVE_STATUSES = ['finding_auditor', 'auditor_assigned', 'appointment_scheduled'] as const;

export const adminClientsQueryFields = {
  search: textField(),
  status: choiceField(CLIENT_STATUS_FILTERS, 'all'),
  /** Whole Budapest days on the registration date. */
  dateFrom: dayField(),
  dateTo: dayField(),
  couponCode: textField(LIMITS.couponMax),
  sort: choiceField(CLIENT_SORTS, 'registrationDate'),
  direction: directionField('desc'),
  ...pagingFields(),
};

/** One sort key per column of /auditors; an auditor without ratings sorts last. */
export const AUDITOR_SORTS = [
  'name',
  'totalClients',
  'workCapacity',
  'isActive',
  'onboardingStatus',
  'registrationDate',
  'averageRating',
] as const;

export const adminAuditorsQueryFields = {
  search: textField(),
  onboardingStatus: filterField(ONBOARDING_STATUSES),
  activity: filterField(['active', 'inactive']),
  county: filterField(COUNTIES),
  dateFrom: dayField(),
  dateTo: dayField(),
  sort: choiceField(AUDITOR_SORTS, 'name'),
  direction: directionField('asc'),
  ...pagingFields(),
};

/** The statuses in which a property has an auditor who can still be changed (no certificate yet). */
export const REASSIGNABLE_STATUSES = ['auditor_assigned', 'appointment_scheduled'] as const;

/** The client list's and the sheet's 'change auditor' action shows for these rows. */
export const canReassign = (row: { propertyId: string | null; auditorId: string | null; status: string }) =>
  row.propertyId !== null &&
  row.auditorId !== null &&
  (REASSIGNABLE_STATUSES as readonly string[]).includes(row.status);

// --- Pairing (docs/roles/portal-admin.md, 'Pairing') -----------------------------------------------------

/** Each waiting property is a card with three suggestions, so a page holds fewer than a table's rows. */
export const PAIRING_PAGE_SIZES = [10, 25, 50] as const;

/** GET /api/admin/pairing: the page of waiting properties. */
export const pairingQueryFields = pagingFields({
  pageSize: PAIRING_PAGE_SIZES[0],
  maxPageSize: Math.max(...PAIRING_PAGE_SIZES),
});
