// Every API path the web app calls, in one typed registry (docs/style.md, 'Web data access per call').
export const apiPaths = {
  health: () => '/api/health',
  publicConfig: () => '/api/public-config',
  postcode: (postcode: string) => `/api/postcodes/${encodeURIComponent(postcode)}`,
  me: () => '/api/account/me',
  session: () => '/api/account/session',
  captcha: () => '/api/account/captcha',
  register: () => '/api/account/register',
  registrationState: () => '/api/account/register/state',
  login: () => '/api/account/login',
  loginState: () => '/api/account/login-state',
  logout: () => '/api/account/logout',
  verifyEmail: () => '/api/account/verify-email',
  resendVerification: () => '/api/account/resend-verification',
  forgotPassword: () => '/api/account/forgot-password',
  resetPassword: () => '/api/account/reset-password',
  resetPasswordCheck: () => '/api/account/reset-password/check',
  changePassword: () => '/api/account/change-password',
  profile: () => '/api/account/profile',
  deleteAccount: () => '/api/account/delete',
  twoFactorVerify: () => '/api/account/two-factor/verify',
  twoFactorSetup: () => '/api/account/two-factor/setup',
  twoFactorConfirm: () => '/api/account/two-factor/confirm',
  twoFactorDisable: () => '/api/account/two-factor/disable',
  clientProperty: () => '/api/client/property',
  clientOrder: () => '/api/client/order',
  property: (id: string) => `/api/properties/${encodeURIComponent(id)}`,
  propertyAddress: (id: string) => `/api/properties/${encodeURIComponent(id)}/address`,
  cancelAppointment: (id: string) => `/api/properties/${encodeURIComponent(id)}/appointment/cancel`,
  certificateFile: (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/certificate`,
  documentFile: (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`,
  certificateShares: (propertyId: string) =>
    `/api/properties/${encodeURIComponent(propertyId)}/certificate/shares`,
  certificateShare: (propertyId: string, shareId: string) =>
    `/api/properties/${encodeURIComponent(propertyId)}/certificate/shares/${encodeURIComponent(shareId)}`,
  rating: (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/rating`,
  sharedCertificate: (token: string) => `/api/shared-certificates/${encodeURIComponent(token)}`,
  sharedCertificateFile: (token: string) => `/api/shared-certificates/${encodeURIComponent(token)}/file`,
  auditorOnboarding: () => '/api/auditor/onboarding',
  auditorClients: () => '/api/auditor/clients',
  auditorClient: (propertyId: string) => `/api/auditor/properties/${encodeURIComponent(propertyId)}`,
  auditorAppointment: (propertyId: string) =>
    `/api/auditor/properties/${encodeURIComponent(propertyId)}/appointment`,
  auditorCertificateUpload: (propertyId: string) =>
    `/api/auditor/properties/${encodeURIComponent(propertyId)}/certificate`,
  auditorProfile: () => '/api/auditor/profile',
  auditorCalendarLink: () => '/api/auditor/profile/calendar-link',
  propertyNotes: (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/notes`,
  propertyCalls: (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/calls`,
  /** The certificate shown in the browser's own viewer (a new tab; the CSP allows no frames). */
  certificatePreview: (propertyId: string) =>
    `/api/properties/${encodeURIComponent(propertyId)}/certificate?disposition=inline`,
  adminDashboard: () => '/api/admin/dashboard',
  adminClients: () => '/api/admin/clients',
  couponProgress: () => '/api/admin/clients/coupon-progress',
  adminClientsExport: () => '/api/admin/clients/export',
  adminClientsExportPdf: () => '/api/admin/clients/export/pdf',
  adminClient: (clientId: string) => `/api/admin/clients/${encodeURIComponent(clientId)}`,
  adminPropertyClient: (propertyId: string) => `/api/admin/properties/${encodeURIComponent(propertyId)}`,
  auditorSuggestions: (propertyId: string) =>
    `/api/admin/properties/${encodeURIComponent(propertyId)}/auditor-suggestions`,
  assignment: (propertyId: string) => `/api/admin/properties/${encodeURIComponent(propertyId)}/assignment`,
  reassignment: (propertyId: string) =>
    `/api/admin/properties/${encodeURIComponent(propertyId)}/reassignment`,
  auditorRemoval: (propertyId: string) =>
    `/api/admin/properties/${encodeURIComponent(propertyId)}/auditor-removal`,
  pairing: () => '/api/admin/pairing',
  assignmentPlans: () => '/api/admin/assignment-plans',
  assignmentBatch: (batchId: string) => `/api/admin/assignment-batches/${encodeURIComponent(batchId)}`,
  assignmentBatchStart: (batchId: string) =>
    `/api/admin/assignment-batches/${encodeURIComponent(batchId)}/start`,
  adminAuditors: () => '/api/admin/auditors',
  adminAuditorEmailCheck: () => '/api/admin/auditors/email-check',
  adminAuditor: (auditorId: string) => `/api/admin/auditors/${encodeURIComponent(auditorId)}`,
  adminAuditorPerformance: (auditorId: string) =>
    `/api/admin/auditors/${encodeURIComponent(auditorId)}/performance`,
  // Admin Light's system log
  systemLog: () => '/api/admin/logs',
  systemLogStatistics: () => '/api/admin/logs/statistics',
  systemLogDownload: () => '/api/admin/logs/download',
  // TIG statements (Admin Light and the bank)
  tigStatements: () => '/api/tig-statements',
  tigStatementPreview: () => '/api/tig-statements/preview',
  tigStatement: (id: string) => `/api/tig-statements/${encodeURIComponent(id)}`,
  tigStatementFile: (id: string, kind: 'text' | 'pdf') =>
    `/api/tig-statements/${encodeURIComponent(id)}/${kind}`,
  tigStatementPaid: (id: string) => `/api/tig-statements/${encodeURIComponent(id)}/paid`,
  // The bank's workspace
  bankDashboard: () => '/api/bank/dashboard',
  bankTodos: () => '/api/bank/dashboard/todos',
  bankMenuBadges: () => '/api/bank/menu-badges',
  bankClients: () => '/api/bank/clients',
  bankTigSelection: () => '/api/bank/clients/tig-selection',
  bankStatementShare: (statementId: string) =>
    `/api/bank/tig-statements/${encodeURIComponent(statementId)}/share`,
  bankClient: (clientId: string) => `/api/bank/clients/${encodeURIComponent(clientId)}`,
  bankPropertyClient: (propertyId: string) => `/api/bank/properties/${encodeURIComponent(propertyId)}`,
  bankClientCertificate: (clientId: string) =>
    `/api/bank/clients/${encodeURIComponent(clientId)}/certificate`,
  // The bank's reports
  bankReports: () => '/api/bank/reports',
  bankReportsExport: () => '/api/bank/reports/export',
  // Admin Light's certificates
  adminCertificates: () => '/api/admin/certificates',
  adminCertificateIds: () => '/api/admin/certificates/ids',
  adminCertificateClients: () => '/api/admin/certificates/clients',
  adminCertificateUpload: (clientId: string) =>
    `/api/admin/clients/${encodeURIComponent(clientId)}/certificate`,
  adminCertificatesDownload: () => '/api/admin/certificates/download',
  adminCertificate: (documentId: string) => `/api/admin/certificates/${encodeURIComponent(documentId)}`,
  // Admin Light's weekly ZIP
  weeklyZips: () => '/api/admin/weekly-zips',
  weeklyZip: (id: string) => `/api/admin/weekly-zips/${encodeURIComponent(id)}`,
  weeklyZipDownload: (id: string) => `/api/admin/weekly-zips/${encodeURIComponent(id)}/download`,
  // The bank's coupon check and coupon manager
  couponChecks: () => '/api/coupons/checks',
  couponApprovals: () => '/api/coupons/approvals',
  couponStatistics: () => '/api/coupons/statistics',
  couponTemplate: () => '/api/coupons/template',
  couponImportPreview: () => '/api/coupons/import/preview',
  couponImport: () => '/api/coupons/import',
  // The bank's leads
  leads: () => '/api/leads',
  lead: (id: string) => `/api/leads/${encodeURIComponent(id)}`,
  leadHistory: (id: string) => `/api/leads/${encodeURIComponent(id)}/history`,
  leadNotes: (id: string) => `/api/leads/${encodeURIComponent(id)}/notes`,
  leadTasks: (id: string) => `/api/leads/${encodeURIComponent(id)}/tasks`,
  leadTask: (id: string, taskId: string) =>
    `/api/leads/${encodeURIComponent(id)}/tasks/${encodeURIComponent(taskId)}`,
  leadInvitation: (id: string) => `/api/leads/${encodeURIComponent(id)}/invitation`,
  leadImportPreview: () => '/api/leads/import/preview',
  leadImport: () => '/api/leads/import',
  // Support tickets (the bank's, answered by the portal admins)
  supportTickets: () => '/api/support/tickets',
  supportTicket: (id: string) => `/api/support/tickets/${encodeURIComponent(id)}`,
  supportTicketComments: (id: string) => `/api/support/tickets/${encodeURIComponent(id)}/comments`,
  supportTicketStatus: (id: string) => `/api/support/tickets/${encodeURIComponent(id)}/status`,
  // News
  adminNews: () => '/api/admin/news',
  adminNewsItem: (id: string) => `/api/admin/news/${encodeURIComponent(id)}`,
  news: () => '/api/news',
  newsRead: (id: string) => `/api/news/${encodeURIComponent(id)}/read`,
  // The bank's client activity and auditor directory
  clientActivity: () => '/api/bank/client-activity',
  clientActivityExport: () => '/api/bank/client-activity/export',
  bankAuditors: () => '/api/bank/auditors',
  bankAuditor: (id: string) => `/api/bank/auditors/${encodeURIComponent(id)}`,
  // The settlement with the auditors
  settlements: () => '/api/admin/settlements',
  settlementsExport: () => '/api/admin/settlements/export',
  settlementPayments: () => '/api/admin/settlements/payments',
  settlementReversal: (paymentId: string) =>
    `/api/admin/settlements/payments/${encodeURIComponent(paymentId)}/reversal`,
  auditorSettlements: (auditorId: string) =>
    `/api/admin/auditors/${encodeURIComponent(auditorId)}/settlements`,
  ownSettlements: () => '/api/auditor/settlements',
  // Webhooks (docs/rules/webhooks.md)
  webhookEndpoints: () => '/api/webhooks/endpoints',
  webhookEndpoint: (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}`,
  webhookSecretRotation: (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}/rotate-secret`,
  webhookPing: (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}/ping`,
  webhookDeliveries: (id: string) => `/api/webhooks/endpoints/${encodeURIComponent(id)}/deliveries`,
  webhookRedelivery: (id: string, deliveryId: string) =>
    `/api/webhooks/endpoints/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
  // API keys (the bank's staff and the portal admin)
  apiKeys: () => '/api/api-keys',
  apiKeyRevoke: (id: string) => `/api/api-keys/${encodeURIComponent(id)}/revoke`,
} as const;

/** A path with its query string; empty and undefined values are left out. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Documents the portal serves as generated PDFs (docs/product.md, 'Terms and privacy policy'). */
export const legalDocumentPaths = {
  terms: '/documents/aszf.pdf',
  privacy: '/documents/adatkezelesi-tajekoztato.pdf',
} as const;
