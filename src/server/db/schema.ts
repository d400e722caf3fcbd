// Every entity of docs/data-model.md, one file per area in schema/. Better Auth's tables (user, session,
// account, verification) keep its own names; profiles hold our role and personal data, one per user.
// drizzle.config.ts reads the tables from here, so a migration is generated as before.
export { nameSortKey } from './schema/columns.ts';
export * from './schema/auth.ts';
export * from './schema/people.ts';
export * from './schema/properties.ts';
export * from './schema/logs.ts';
export * from './schema/platform.ts';
export * from './schema/leads.ts';
export * from './schema/support.ts';
export * from './schema/news.ts';
export * from './schema/tig.ts';
export * from './schema/weekly-zip.ts';
export * from './schema/settlement.ts';
export * from './schema/reports.ts';
export * from './schema/assignment.ts';
export * from './schema/webhooks.ts';
export * from './schema/api.ts';
