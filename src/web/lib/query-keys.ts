// The roots of the query keys that more than one feature reads or makes stale. An assignment refreshes the
// administrators' client list, auditors and counters; the bank's client screens refresh its dashboard. Each
// lives here, below the features, so a mutation names another feature's data without importing that feature
// (docs/architecture.md, 'Feature walls'). A key only its own feature uses stays in that feature's api/.

/** Every page, filter and sort of the list, and every client sheet: what an assignment makes stale. */
export const adminClientsKey = () => ['admin', 'clients'] as const;

/** Every list page, detail and performance of the auditors: what a create, edit or assignment makes stale. */
export const adminAuditorsKey = () => ['admin', 'auditors'] as const;

/** The portal admin's counters (docs/roles/portal-admin.md, 'Start page'). */
export const adminDashboardKey = () => ['admin', 'dashboard'] as const;

/** Everything the bank's workspace reads: what a statement, an approval or a share makes stale. */
export const bankKey = () => ['bank'] as const;
