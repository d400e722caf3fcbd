// Who may call each route: the table the generated test (route-access.test.ts) checks every registered route
// against, as anonymous and as each role. A route missing here fails that test, and so does a row whose
// route is gone. The routes enforce their own declarations (`config: { access }`, auth/access.ts); this
// table is the second, independent statement of the same rules, so a wrong declaration cannot pass unseen
// (docs/rules/access.md, 'The route access table test').
//
// Id routes also name their outsider case: a client or auditor who is not involved tries someone else's
// record, gets 404, and the database is read back unchanged; then the owner does the same and succeeds.
import type { ApiScope } from '../domain/api-scopes.ts';
import type { Role } from '../domain/roles.ts';
import type { PropertyStatus } from '../domain/statuses.ts';
import { appointmentIn } from './test/appointments.ts';

export interface Victim {
  propertyId: string;
  documentId: string | null;
  shareId: string | null;
}

export interface OutsiderCase {
  /** Who tries someone else's record: another client, or an auditor the property is not assigned to. */
  as: 'client' | 'auditor';
  /** The owner's property is in this status, in which its owner could do what the outsider tries. */
  status: PropertyStatus;
  /** The path's parameters from the victim's records (default: the property's id as `id`). */
  params?: (victim: Victim) => Record<string, string>;
  /** A valid body, so that only ownership can refuse the outsider. */
  body?: (now: Date) => unknown;
  /** The body is a certificate upload (multipart). */
  upload?: true;
}

export interface RouteRow {
  /** 'public', or the roles admitted (any other signed-in role gets 403, nobody 401). */
  roles: 'public' | readonly Role[];
  /** An auditor must have finished onboarding first (403 onboarding_required before). */
  onboarded?: true;
  /**
   * The machine API (docs/rules/api.md): an API key with this scope, of a maker of one of `roles`. A session
   * cookie alone is refused 401 like no key at all; a key without the scope gets 403.
   */
  apiKey?: ApiScope;
  /** Registered only in some set-ups (the web build, the dev mailbox): no route, no failure. */
  optional?: true;
  outsider?: OutsiderCase[];
}

const ALL: readonly Role[] = ['client', 'auditor', 'bank_admin', 'portal_admin', 'admin_light'];
const SELF_SERVICE: readonly Role[] = ['client', 'bank_admin', 'portal_admin', 'admin_light'];
const STAFF_READERS: readonly Role[] = ['portal_admin', 'admin_light'];
const PUBLIC: RouteRow = { roles: 'public' };

const NOTE = { body: () => ({ content: 'Egy idegen megjegyzése' }) };
const CALL = { body: () => ({ outcome: 'reached', summary: 'Egy idegen hívása' }) };

export const ROUTE_ACCESS: Record<string, RouteRow> = {
  // --- The web app and documents (outside /api) ------------------------------------------------------
  // The web build's files are public too, a route each (the static plugin's, see route-access.test.ts).
  'GET /': PUBLIC,
  'GET /documents/aszf.pdf': PUBLIC,
  'GET /documents/adatkezelesi-tajekoztato.pdf': PUBLIC,
  // Outside production without a relay, and only from the machine itself (the routes check the address).
  'GET /dev/mailbox': { ...PUBLIC, optional: true },
  'GET /dev/mailbox/messages': { ...PUBLIC, optional: true },
  'GET /dev/mailbox/:id': { ...PUBLIC, optional: true },
  'GET /dev/clock': { ...PUBLIC, optional: true },
  'POST /dev/clock': { ...PUBLIC, optional: true },

  // --- System, API documentation ---------------------------------------------------------------------
  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/public-config': PUBLIC,
  'GET /api/postcodes/:postcode': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/guide': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,

  // --- Accounts -------------------------------------------------------------------------------------
  'GET /api/account/captcha': PUBLIC,
  'POST /api/account/register': PUBLIC,
  'GET /api/account/register/state': PUBLIC,
  'POST /api/account/login-state': PUBLIC,
  'POST /api/account/login': PUBLIC,
  'POST /api/account/logout': PUBLIC,
  'GET /api/account/session': PUBLIC,
  'POST /api/account/verify-email': PUBLIC,
  'POST /api/account/resend-verification': PUBLIC,
  'POST /api/account/forgot-password': PUBLIC,
  'POST /api/account/reset-password/check': PUBLIC,
  'POST /api/account/reset-password': PUBLIC,
  'POST /api/account/two-factor/verify': PUBLIC,
  'GET /api/account/me': { roles: ALL },
  'POST /api/account/two-factor/setup': { roles: ALL },
  'POST /api/account/two-factor/confirm': { roles: ALL },
  'POST /api/account/two-factor/disable': { roles: ALL },
  'POST /api/account/change-password': { roles: ALL },
  'PATCH /api/account/profile': { roles: SELF_SERVICE },
  'POST /api/account/delete': { roles: SELF_SERVICE },

  // --- The client's property ------------------------------------------------------------------------
  'GET /api/client/property': { roles: ['client'] },
  'POST /api/client/order': { roles: ['client'] },
  // Not the bank's staff (the page addresses its reader as the owner; the bank has /clients/:id).
  'GET /api/properties/:id': {
    roles: ['client', 'portal_admin', 'admin_light'],
    outsider: [{ as: 'client', status: 'appointment_scheduled' }],
  },
  'PATCH /api/properties/:id/address': {
    roles: ['client'],
    outsider: [
      {
        as: 'client',
        status: 'new',
        body: () => ({ postcode: '1062', city: 'Budapest', street: 'Bajza utca', houseNumber: '9' }),
      },
    ],
  },
  'POST /api/properties/:id/appointment/cancel': {
    roles: ['client'],
    outsider: [{ as: 'client', status: 'appointment_scheduled', body: () => ({ reason: 'Nem érek rá' }) }],
  },
  'GET /api/properties/:id/certificate': {
    roles: ALL,
    outsider: [
      { as: 'client', status: 'document_uploaded' },
      { as: 'auditor', status: 'document_uploaded' },
    ],
  },
  'GET /api/documents/:id': {
    roles: ALL,
    outsider: [
      { as: 'client', status: 'document_uploaded', params: (v) => ({ id: v.documentId! }) },
      { as: 'auditor', status: 'document_uploaded', params: (v) => ({ id: v.documentId! }) },
    ],
  },
  'POST /api/properties/:id/certificate/shares': {
    roles: ['client'],
    outsider: [{ as: 'client', status: 'document_uploaded', body: () => ({ email: 'barat@example.hu' }) }],
  },
  'DELETE /api/properties/:id/certificate/shares/:shareId': {
    roles: ['client'],
    outsider: [
      {
        as: 'client',
        status: 'document_uploaded',
        params: (v) => ({ id: v.propertyId, shareId: v.shareId! }),
      },
    ],
  },
  'POST /api/properties/:id/rating': {
    roles: ['client'],
    outsider: [{ as: 'client', status: 'document_uploaded', body: () => ({ stars: 1, comment: 'Idegen' }) }],
  },
  // The share link and the calendar feed: the token in the address is the permission.
  'GET /api/shared-certificates/:token': PUBLIC,
  'GET /api/shared-certificates/:token/file': PUBLIC,
  'GET /api/calendar/:file': PUBLIC,

  // --- The auditor's workspace ----------------------------------------------------------------------
  'GET /api/auditor/onboarding': { roles: ['auditor'] },
  'POST /api/auditor/onboarding': { roles: ['auditor'] },
  'GET /api/auditor/clients': { roles: ['auditor'], onboarded: true },
  'GET /api/auditor/profile': { roles: ['auditor'], onboarded: true },
  'PUT /api/auditor/profile': { roles: ['auditor'], onboarded: true },
  'POST /api/auditor/profile/calendar-link': { roles: ['auditor'], onboarded: true },
  'GET /api/auditor/properties/:id': {
    roles: ['auditor'],
    onboarded: true,
    outsider: [{ as: 'auditor', status: 'auditor_assigned' }],
  },
  'PUT /api/auditor/properties/:id/appointment': {
    roles: ['auditor'],
    onboarded: true,
    outsider: [{ as: 'auditor', status: 'auditor_assigned', body: appointmentIn }],
  },
  'DELETE /api/auditor/properties/:id/appointment': {
    roles: ['auditor'],
    onboarded: true,
    outsider: [{ as: 'auditor', status: 'appointment_scheduled' }],
  },
  'POST /api/auditor/properties/:id/certificate': {
    roles: ['auditor'],
    onboarded: true,
    outsider: [{ as: 'auditor', status: 'appointment_scheduled', upload: true }],
  },
  'GET /api/properties/:id/notes': {
    roles: ['auditor', ...STAFF_READERS],
    onboarded: true,
    outsider: [{ as: 'auditor', status: 'auditor_assigned' }],
  },
  'POST /api/properties/:id/notes': {
    roles: ['auditor', ...STAFF_READERS],
    onboarded: true,
    outsider: [{ as: 'auditor', status: 'auditor_assigned', ...NOTE }],
  },
  'POST /api/properties/:id/calls': {
    roles: ['auditor', ...STAFF_READERS],
    onboarded: true,
    outsider: [{ as: 'auditor', status: 'auditor_assigned', ...CALL }],
  },

  // --- The operator's back office (staff see every record: no outsider) ------------------------------
  'GET /api/admin/dashboard': { roles: ['portal_admin'] },
  'GET /api/admin/clients': { roles: STAFF_READERS },
  'GET /api/admin/clients/coupon-progress': { roles: STAFF_READERS },
  'GET /api/admin/clients/export': { roles: STAFF_READERS },
  'GET /api/admin/clients/export/pdf': { roles: STAFF_READERS },
  'GET /api/admin/clients/:id': { roles: STAFF_READERS },
  'GET /api/admin/properties/:id': { roles: STAFF_READERS },
  'GET /api/admin/pairing': { roles: ['portal_admin'] },
  'GET /api/admin/properties/:id/auditor-suggestions': { roles: ['portal_admin'] },
  'POST /api/admin/properties/:id/assignment': { roles: ['portal_admin'] },
  'POST /api/admin/assignment-plans': { roles: ['portal_admin'] },
  'POST /api/admin/assignment-batches/:id/start': { roles: ['portal_admin'] },
  'GET /api/admin/assignment-batches/:id': { roles: ['portal_admin'] },
  'POST /api/admin/properties/:id/reassignment': { roles: ['portal_admin'] },
  'POST /api/admin/properties/:id/auditor-removal': { roles: ['portal_admin'] },
  'GET /api/admin/auditors': { roles: STAFF_READERS },
  'POST /api/admin/auditors': { roles: STAFF_READERS },
  'POST /api/admin/auditors/email-check': { roles: STAFF_READERS },
  'GET /api/admin/auditors/:id': { roles: STAFF_READERS },
  'PUT /api/admin/auditors/:id': { roles: STAFF_READERS },
  'GET /api/admin/auditors/:id/performance': { roles: ['portal_admin'] },

  // --- The system log: Admin Light's -------------------------------------------------------------------
  'GET /api/admin/logs': { roles: ['admin_light'] },
  'GET /api/admin/logs/statistics': { roles: ['admin_light'] },
  'GET /api/admin/logs/download': { roles: ['admin_light'] },
  // --- TIG statements: Admin Light and the bank's staff; staff see every statement ---------------------
  'POST /api/tig-statements/preview': { roles: ['admin_light', 'bank_admin'] },
  'POST /api/tig-statements': { roles: ['admin_light', 'bank_admin'] },
  'GET /api/tig-statements': { roles: ['admin_light', 'bank_admin'] },
  'GET /api/tig-statements/:id': { roles: ['admin_light', 'bank_admin'] },
  'GET /api/tig-statements/:id/text': { roles: ['admin_light', 'bank_admin'] },
  'GET /api/tig-statements/:id/pdf': { roles: ['admin_light', 'bank_admin'] },
  // The bank's client activity and auditor directory.
  'GET /api/bank/client-activity': { roles: ['bank_admin'] },
  'GET /api/bank/client-activity/export': { roles: ['bank_admin'] },
  'GET /api/bank/auditors': { roles: ['bank_admin'] },
  'GET /api/bank/auditors/:id': { roles: ['bank_admin'] },
  'POST /api/tig-statements/:id/paid': { roles: ['admin_light'] },
  // --- The bank's workspace: the bank's staff see every client -----------------------------------------
  'GET /api/bank/dashboard': { roles: ['bank_admin'] },
  'GET /api/bank/dashboard/todos': { roles: ['bank_admin'] },
  'GET /api/bank/menu-badges': { roles: ['bank_admin'] },
  'GET /api/bank/clients': { roles: ['bank_admin'] },
  'POST /api/bank/clients/tig-selection': { roles: ['bank_admin'] },
  'POST /api/bank/tig-statements/:id/share': { roles: ['bank_admin'] },
  'GET /api/bank/clients/:id': { roles: ['bank_admin'] },
  'GET /api/bank/clients/:id/certificate': { roles: ['bank_admin'] },
  'GET /api/bank/properties/:id': { roles: ['bank_admin'] },
  // --- The bank's reports: bank_admin only -------------------------------------------------------------
  'GET /api/bank/reports': { roles: ['bank_admin'] },
  'GET /api/bank/reports/export': { roles: ['bank_admin'] },
  // The portal admin's settlement with the auditors
  'GET /api/admin/settlements': { roles: ['portal_admin'] },
  'GET /api/admin/settlements/export': { roles: ['portal_admin'] },
  'POST /api/admin/settlements/payments': { roles: ['portal_admin'] },
  'POST /api/admin/settlements/payments/:id/reversal': { roles: ['portal_admin'] },
  'GET /api/admin/auditors/:id/settlements': { roles: ['portal_admin'] },
  'GET /api/auditor/settlements': { roles: ['auditor'], onboarded: true },
  // --- The bank's coupon check and coupon manager ------------------------------------------------------
  'GET /api/coupons/checks': { roles: ['bank_admin'] },
  'POST /api/coupons/approvals': { roles: ['bank_admin'] },
  'GET /api/coupons/statistics': { roles: ['bank_admin'] },
  'GET /api/coupons/template': { roles: ['bank_admin'] },
  'POST /api/coupons/import/preview': { roles: ['bank_admin'] },
  'POST /api/coupons/import': { roles: ['bank_admin'] },
  // Lead management, the bank's only.
  'GET /api/leads': { roles: ['bank_admin'] },
  'POST /api/leads': { roles: ['bank_admin'] },
  'POST /api/leads/import/preview': { roles: ['bank_admin'] },
  'POST /api/leads/import': { roles: ['bank_admin'] },
  'GET /api/leads/:id': { roles: ['bank_admin'] },
  'PATCH /api/leads/:id': { roles: ['bank_admin'] },
  'GET /api/leads/:id/history': { roles: ['bank_admin'] },
  'POST /api/leads/:id/notes': { roles: ['bank_admin'] },
  'POST /api/leads/:id/tasks': { roles: ['bank_admin'] },
  'PATCH /api/leads/:id/tasks/:taskId': { roles: ['bank_admin'] },
  'POST /api/leads/:id/invitation': { roles: ['bank_admin'] },
  // Support tickets
  'GET /api/support/tickets': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/support/tickets': { roles: ['bank_admin'] },
  'GET /api/support/tickets/:id': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/support/tickets/:id/comments': { roles: ['bank_admin', 'portal_admin'] },
  'PUT /api/support/tickets/:id/status': { roles: ['bank_admin', 'portal_admin'] },

  // --- Webhooks (docs/rules/webhooks.md): each team's own endpoints; another team's answers 404 ---------
  'GET /api/webhooks/endpoints': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/webhooks/endpoints': { roles: ['bank_admin', 'portal_admin'] },
  'GET /api/webhooks/endpoints/:id': { roles: ['bank_admin', 'portal_admin'] },
  'PATCH /api/webhooks/endpoints/:id': { roles: ['bank_admin', 'portal_admin'] },
  'DELETE /api/webhooks/endpoints/:id': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/webhooks/endpoints/:id/rotate-secret': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/webhooks/endpoints/:id/ping': { roles: ['bank_admin', 'portal_admin'] },
  'GET /api/webhooks/endpoints/:id/deliveries': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/webhooks/endpoints/:id/deliveries/:deliveryId/redeliver': {
    roles: ['bank_admin', 'portal_admin'],
  },
  // News. A news item has no owner, so no property outsider case: it is addressed to roles, and a reader of
  // a role it is not addressed to gets 404 (news/routes.test.ts).
  'GET /api/admin/news': { roles: ['portal_admin'] },
  'POST /api/admin/news': { roles: ['portal_admin'] },
  'PUT /api/admin/news/:id': { roles: ['portal_admin'] },
  'DELETE /api/admin/news/:id': { roles: ['portal_admin'] },
  'GET /api/news': { roles: ['auditor', 'bank_admin', 'admin_light'], onboarded: true },
  'POST /api/news/:newsId/read': { roles: ['auditor', 'bank_admin', 'admin_light'], onboarded: true },
  // --- Admin Light's certificates ----------------------------------------------------------------------
  'GET /api/admin/certificates': { roles: ['admin_light'] },
  'GET /api/admin/certificates/ids': { roles: ['admin_light'] },
  'GET /api/admin/certificates/clients': { roles: ['admin_light'] },
  'POST /api/admin/clients/:id/certificate': { roles: ['admin_light'] },
  'POST /api/admin/certificates/download': { roles: ['admin_light'] },
  'DELETE /api/admin/certificates/:id': { roles: ['admin_light'] },
  // --- Admin Light's weekly ZIP ------------------------------------------------------------------------
  'POST /api/admin/weekly-zips': { roles: ['admin_light'] },
  'GET /api/admin/weekly-zips': { roles: ['admin_light'] },
  'GET /api/admin/weekly-zips/:id/download': { roles: ['admin_light'] },
  'DELETE /api/admin/weekly-zips/:id': { roles: ['admin_light'] },
  // --- API keys: the bank's staff and the portal admin (docs/rules/api.md, 'Keys') ----------------------
  'GET /api/api-keys': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/api-keys': { roles: ['bank_admin', 'portal_admin'] },
  'POST /api/api-keys/:id/revoke': { roles: ['bank_admin', 'portal_admin'] },
  // --- The machine API: bearer keys only, each route one scope, the roles that may hold it ---------------
  'POST /api/v1/coupons': { roles: ['bank_admin'], apiKey: 'coupons:write' },
  'GET /api/v1/changes': { roles: ['bank_admin', 'portal_admin'], apiKey: 'orders:read' },
  'GET /api/v1/certificates/:id': { roles: ['bank_admin', 'portal_admin'], apiKey: 'certificates:read' },
  'GET /api/v1/certificates/:id/file': { roles: ['bank_admin', 'portal_admin'], apiKey: 'certificates:read' },
  'GET /api/v1/statements': { roles: ['bank_admin'], apiKey: 'statements:read' },
  'GET /api/v1/statements/:id': { roles: ['bank_admin'], apiKey: 'statements:read' },
  'GET /api/v1/statements/:id/pdf': { roles: ['bank_admin'], apiKey: 'statements:read' },
  'GET /api/v1/webhook-endpoints': { roles: ['bank_admin', 'portal_admin'], apiKey: 'webhooks:manage' },
  'POST /api/v1/webhook-endpoints': { roles: ['bank_admin', 'portal_admin'], apiKey: 'webhooks:manage' },
  'DELETE /api/v1/webhook-endpoints/:id': {
    roles: ['bank_admin', 'portal_admin'],
    apiKey: 'webhooks:manage',
  },
};
