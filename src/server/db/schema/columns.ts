// The column builders and the sort expression every area's tables share.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** Every record's id but users' (docs/data-model.md): a UUID the database draws. */
export const recordId = () => uuid('id').primaryKey().defaultRandom();
/** A part of another record, deleted with it (docs/data-model.md); `textPartOf` where that id is text. */
export const partOf = (name: string, record: () => AnyPgColumn) =>
  uuid(name).notNull().references(record, { onDelete: 'cascade' });
export const textPartOf = (name: string, record: () => AnyPgColumn) =>
  text(name).notNull().references(record, { onDelete: 'cascade' });
/** Constant words as SQL literals for a check ('a', 'b'); the words are the code's own enums, never input. */
export const sqlLiterals = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${sqlLiterals(values)})`);

/**
 * A name as the lists sort it, in Hungarian alphabetical order ('Cukor' < 'Csizmár', 'Olasz' < 'Őri' < 'Pál'):
 * the SQL function of migration 0040, the one definition of that order in the database (decision 0019),
 * compared code point by code point whatever the database's collation. Every ORDER BY on a person's name and
 * the index that serves it use this same expression.
 */
export const nameSortKey = (name: SQLWrapper) => sql`(hu_sort_key(${name}) collate "C")`;
