// News (docs/roles/portal-admin.md, 'News'; docs/product.md, 'News audience'). The portal admin writes
// them; the roles chosen when publishing read them on their start screen, each reader with their own
// read flag.
import { z } from 'zod';
import { DAY_PLACEHOLDER } from './format.ts';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { MESSAGES } from './messages.ts';
import { DEFAULT_NEWS_AUDIENCE, NEWS_AUDIENCE_ROLES } from './news-audience.ts';
import { newsQueryFields } from './news-list.ts';
import type { Role } from './roles.ts';
import { requiredLine, requiredText } from './validation.ts';

const newsSchema = z.object({
  title: requiredLine(MESSAGES.news.titleRequired, 200),
  content: requiredText(MESSAGES.news.contentRequired, 5000),
  source: requiredText(MESSAGES.news.sourceRequired, 200),
});

export {
  DEFAULT_NEWS_AUDIENCE,
  isNewsReader,
  NEWS_AUDIENCE_LABELS,
  NEWS_AUDIENCE_ROLES,
  type NewsAudienceRole,
} from './news-audience.ts';

export const NEWS_ROLES = {
  manage: ['portal_admin'],
  read: NEWS_AUDIENCE_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export const NEWS_MESSAGES = {
  ...MESSAGES.news,
  dateRequired: 'A dátum megadása kötelező',
  invalidDate: `Érvénytelen dátum. Kérjük, ${DAY_PLACEHOLDER} formában adja meg.`,
  audienceRequired: 'Válasszon legalább egy címzett csoportot',
  invalidAudience: 'Ismeretlen címzett csoport',
  notFound: 'A hír nem található.',
  confirmDelete: 'Biztosan törli ezt a hírt?',
  created: 'A hírt közzétettük.',
  updated: 'A hír módosításait mentettük.',
  deleted: 'A hírt töröltük.',
} as const;

const newsDate = z
  .string({ error: NEWS_MESSAGES.dateRequired })
  .trim()
  .min(1, NEWS_MESSAGES.dateRequired)
  .pipe(z.iso.date({ error: NEWS_MESSAGES.invalidDate }))
  // z.iso.date accepts 2026-02-31; a day that does not exist is refused too.
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, NEWS_MESSAGES.invalidDate);

const audience = z
  .array(z.enum(NEWS_AUDIENCE_ROLES, { error: NEWS_MESSAGES.invalidAudience }), {
    error: NEWS_MESSAGES.audienceRequired,
  })
  .min(1, NEWS_MESSAGES.audienceRequired)
  .max(NEWS_AUDIENCE_ROLES.length, NEWS_MESSAGES.invalidAudience)
  // One role once, in the list's order, whatever order the boxes were ticked in.
  .transform((roles) => NEWS_AUDIENCE_ROLES.filter((role) => roles.includes(role)))
  .default(() => [...DEFAULT_NEWS_AUDIENCE]);

/**
 * The admin's form and the create and edit requests: title, content and source required, the date and the
 * readers (docs/rules/validation.md, 'Back-office texts').
 */
export const newsInputSchema = newsSchema.extend({ date: newsDate, audience });
export type NewsInput = z.output<typeof newsInputSchema>;
export type NewsFormValues = z.input<typeof newsInputSchema>;

export * from './news-list.ts';

export const newsQuerySchema = querySchema(newsQueryFields);
export type NewsQuery = Partial<z.output<typeof newsQuerySchema>>;

const isoInstant = z.iso.datetime({ offset: true });

const newsBase = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  source: z.string(),
  date: z.iso.date(),
});

/** The admin's row: who it goes to and how many of them have read it. */
export const adminNewsItemSchema = newsBase.extend({
  audience: z.array(z.enum(NEWS_AUDIENCE_ROLES)),
  readCount: z.number().int(),
  createdByName: z.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

export const adminNewsListSchema = pageSchema(adminNewsItemSchema);
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;

/** The reader's item: the news and this reader's own read flag. */
export const readerNewsItemSchema = newsBase.extend({ isRead: z.boolean() });
export type ReaderNewsItem = z.infer<typeof readerNewsItemSchema>;

export const readerNewsListSchema = z.object({
  items: z.array(readerNewsItemSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReaderNewsList = z.infer<typeof readerNewsListSchema>;
