// The column builders and the sort expression every area's tables share.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A name as the lists sort it, in Hungarian alphabetical order ('Cukor' < 'Csizmár', 'Olasz' < 'Őri' < 'Pál'):
 * the SQL function of migration 0040, the one definition of that order in the database (decision 0019),
 * compared code point by code point whatever the database's collation. Every ORDER BY on a person's name and
 * the index that serves it use this same expression.
 */
export const nameSortKey = (name: SQLWrapper) => sql`(hu_sort_key(${name}) collate "C")`;
