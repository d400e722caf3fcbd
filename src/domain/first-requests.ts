// The server announces a list page's first request with the page (server/platform/web-preload.ts,
// decision 0013).
/**
 * The first request of each list and report, as the web app builds it for an address without a query string (the
 * default filters, sort and page; src/web/app/first-requests.test.ts checks them against the web app's own code).
 */
export const DEFAULT_LIST_REQUESTS = {
  auditorClients: '/api/auditor/clients?status=all&sort=createdAt&direction=desc&page=1&pageSize=25',
  adminClients: '/api/admin/clients?status=all&sort=registrationDate&direction=desc&page=1&pageSize=25',
  /** The news panel on the start screens of its readers (auditors, the bank's staff, Admin Light). */
  newsPanel: '/api/news?page=1&pageSize=3',
  /** The first page of the bank's to-do list on its dashboard. */
  bankTodos: '/api/bank/dashboard/todos?page=1&pageSize=10',
  /** The bank's report for the default period and every county (/billing). */
  bankReport: '/api/bank/reports?period=last_12_months',
  bankClients: '/api/bank/clients?status=all&page=1&pageSize=25',
  bankLeads: '/api/leads?status=all&source=all&sort=registrationDate&direction=desc&page=1&pageSize=25',
  certificates: '/api/admin/certificates?billingStatus=all&sort=uploadedAt&direction=desc&page=1&pageSize=25',
  /** The bank's client activity (/clients/logs). */
  clientActivity: '/api/bank/client-activity?group=all&period=all&page=1&pageSize=25',
  /** The portal admin's news (/news). */
  adminNews: '/api/admin/news?page=1&pageSize=25',
} as const;

/** The bank's client detail (/clients/{id}). */
export const bankClientRequest = (clientId: string): string =>
  `/api/bank/clients/${encodeURIComponent(clientId)}`;

/** The portal admin's auditor detail (/auditors/{id}) asks for the auditor and their statistics at once. */
export const auditorDetailRequests = (auditorId: string): string[] => {
  const auditor = `/api/admin/auditors/${encodeURIComponent(auditorId)}`;
  return [auditor, `${auditor}/performance`];
};
