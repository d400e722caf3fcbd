// The server announces a list page's first request with the page (server/platform/web-preload.ts,
// decision 0013).
/**
 * The first request of each list, as the web app builds it for an address without a query string (the
 * default filters, sort and page; src/web/app/first-requests.test.ts checks them against the web app's own code).
 */
export const DEFAULT_LIST_REQUESTS = {
  auditorClients: '/api/auditor/clients?status=all&sort=createdAt&direction=desc&page=1&pageSize=25',
  adminClients: '/api/admin/clients?status=all&sort=registrationDate&direction=desc&page=1&pageSize=25',
  /** The news panel on the start screens of its readers (auditors, the bank's staff, Admin Light). */
  newsPanel: '/api/news?page=1&pageSize=3',
} as const;
