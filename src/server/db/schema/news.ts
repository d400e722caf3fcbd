// News and their per-reader read flags (docs/data-model.md, 'Back office').
import { sql } from 'drizzle-orm';
import { NEWS_AUDIENCE_ROLES } from '../../../domain/news.ts';
import { check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, partOf, recordId, sqlLiterals, textPartOf, timestamptz } from './columns.ts';
import { actedBy, profiles } from './people.ts';

export const news = pgTable(
  'news',
  {
    id: recordId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: actedBy('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // Migration 0033: the roles the news is published to, and who changed it last.
    audience: text('audience', { enum: NEWS_AUDIENCE_ROLES })
      .array()
      .notNull()
      .default(sql`'{auditor,bank_admin}'::text[]`),
    updatedBy: actedBy('updated_by'),
  },
  (t) => [
    check(
      'news_audience_check',
      sql.raw(
        `cardinality(audience) between 1 and 3 and audience <@ array[${sqlLiterals(NEWS_AUDIENCE_ROLES)}]::text[]`,
      ),
    ),
    check(
      'news_text_check',
      sql`char_length(title) between 1 and 200 and char_length(source) between 1 and 200 and char_length(content) between 1 and 5000`,
    ),
    index('news_date_created_idx').on(t.date.desc(), t.createdAt.desc(), t.id.desc()),
    index('news_audience_idx').using('gin', t.audience),
  ],
);

/** The news item's read flag, kept per reader (docs/product.md, 'News audience'). */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: partOf('news_id', () => news.id),
    userId: textPartOf('user_id', () => profiles.id),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_reads_unique').on(t.newsId, t.userId),
    // Migration 0033: a reader's unread count.
    index('news_reads_user_idx').on(t.userId),
  ],
);
