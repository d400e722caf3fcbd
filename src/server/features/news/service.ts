// News (docs/product.md, 'News audience'). The portal admin publishes to chosen roles; each reader of those
// roles sees them on the start screen with a read flag of their own (news_reads). A reader asking for news
// not addressed to their role gets the same 404 as for news that does not exist.
import { and, arrayContains, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  isNewsReader,
  NEWS_MESSAGES,
  NEWS_PAGE_SIZE,
  NEWS_ROLES,
  type AdminNewsItem,
  type AdminNewsList,
  type NewsAudienceRole,
  type NewsInput,
  type NewsQuery,
  type ReaderNewsList,
} from '../../../domain/news.ts';
import { pickFields } from '../../../domain/log-details.ts';
import { checkAccess, onboardedRoles, roles } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import type { Executor } from '../../db/client.ts';
import { iso } from '../../db/query-helpers.ts';
import { isMissingReference } from '../../db/errors.ts';
import { news, newsReads, profiles } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';

/** The portal admin writes the news; the routes declare it and the services check it. */
export const NEWS_MANAGERS = roles(...NEWS_ROLES.manage);
/** The addressed roles read them, auditors once onboarded. */
export const NEWS_READERS = onboardedRoles(...NEWS_ROLES.read);

interface NewsReader {
  userId: string;
  role: NewsAudienceRole;
}

/** The actor as a reader of the news, refused (403) unless their role is addressed by news at all. */
function readerOf(actor: Actor): NewsReader {
  checkAccess(actor, NEWS_READERS);
  // NEWS_READERS admits the audience roles only; the guard narrows the role's type for the queries.
  if (!isNewsReader(actor.role)) throw forbidden();
  return { userId: actor.userId, role: actor.role };
}

const newsNotFound = () => new AppError('news_not_found', 404, NEWS_MESSAGES.notFound);

const newestFirst = [desc(news.date), desc(news.createdAt), desc(news.id)];

// --- The portal admin's list ------------------------------------------------------------------------------

const readCount = sql<number>`(select count(*)::int from ${newsReads} where ${newsReads.newsId} = ${news.id})`;

const adminColumns = {
  id: news.id,
  title: news.title,
  content: news.content,
  source: news.source,
  date: news.date,
  audience: news.audience,
  readCount,
  createdByName: profiles.name,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
};

type AdminRow = {
  id: string;
  title: string;
  content: string;
  source: string;
  date: string;
  audience: NewsAudienceRole[];
  readCount: number;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const adminItem = (row: AdminRow): AdminNewsItem => ({
  ...row,
  readCount: Number(row.readCount),
  createdByName: row.createdByName?.trim() || UNKNOWN_USER_LABEL,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function listNewsForAdmin(services: AppServices, query: NewsQuery): Promise<AdminNewsList> {
  const db = services.database.db;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? NEWS_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(news)
      .leftJoin(profiles, eq(profiles.id, news.createdBy))
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(news),
  ]);
  return { items: rows.map(adminItem), total: total?.total ?? 0, page, pageSize };
}

export async function getNewsForAdmin(services: AppServices, newsId: string): Promise<AdminNewsItem> {
  const [row] = await services.database.db
    .select(adminColumns)
    .from(news)
    .leftJoin(profiles, eq(profiles.id, news.createdBy))
    .where(eq(news.id, newsId));
  if (!row) throw newsNotFound();
  return adminItem(row);
}

// --- Writing (portal admin) ---------------------------------------------------------------------------------

const logged = (input: NewsInput) => ({
  title: input.title,
  source: input.source,
  date: input.date,
  audience: input.audience,
});

export async function createNews(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  input: NewsInput,
): Promise<string> {
  checkAccess(actor, NEWS_MANAGERS);
  const now = services.clock();
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(news)
      .values({ ...input, createdBy: actor.userId, updatedBy: actor.userId, createdAt: now, updatedAt: now })
      .returning({ id: news.id });
    if (!row) throw new Error('news insert returned no row');
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Hír közzétéve',
      details: input.title,
      metadata: { newsId: row.id, newValues: logged(input) },
      at: now,
    });
    return row.id;
  });
}

async function lockNews(tx: Executor, newsId: string) {
  const [row] = await tx
    .select({
      title: news.title,
      content: news.content,
      source: news.source,
      date: news.date,
      audience: news.audience,
    })
    .from(news)
    .where(eq(news.id, newsId))
    .for('update');
  if (!row) throw newsNotFound();
  return row;
}

export async function updateNews(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  newsId: string,
  input: NewsInput,
): Promise<void> {
  checkAccess(actor, NEWS_MANAGERS);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const old = await lockNews(tx, newsId);
    await tx
      .update(news)
      .set({ ...input, updatedBy: actor.userId, updatedAt: now })
      .where(eq(news.id, newsId));
    const changed = (Object.keys(input) as (keyof NewsInput)[]).filter(
      (key) => JSON.stringify(old[key]) !== JSON.stringify(input[key]),
    );
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Hír módosítva',
      details: input.title,
      metadata: {
        newsId,
        updatedFields: changed,
        oldValues: pickFields(old, changed),
        newValues: pickFields(input, changed),
      },
      at: now,
    });
  });
}

/** Deletes the news; its read flags go with it (news_reads cascades). */
export async function deleteNews(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  newsId: string,
): Promise<void> {
  checkAccess(actor, NEWS_MANAGERS);
  const now = services.clock();
  await services.database.db.transaction(async (tx) => {
    const old = await lockNews(tx, newsId);
    await tx.delete(news).where(eq(news.id, newsId));
    await recordLog(tx, logger, {
      userId: actor.userId,
      actionType: 'admin_action',
      action: 'Hír törölve',
      details: old.title,
      metadata: { newsId, oldValues: { title: old.title, source: old.source, date: old.date } },
      at: now,
    });
  });
}

// --- Reading (the addressed roles) ----------------------------------------------------------------------------

const addressedTo = (role: NewsAudienceRole) => arrayContains(news.audience, [role]);

export async function listNewsForReader(
  services: AppServices,
  actor: Actor,
  query: NewsQuery,
): Promise<ReaderNewsList> {
  const reader = readerOf(actor);
  const db = services.database.db;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? NEWS_PAGE_SIZE;
  const where = addressedTo(reader.role);
  const isRead = sql<boolean>`(${newsReads.userId} is not null)`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: news.id,
        title: news.title,
        content: news.content,
        source: news.source,
        date: news.date,
        isRead,
      })
      .from(news)
      .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, reader.userId)))
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${newsReads.userId} is null)::int`,
      })
      .from(news)
      .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, reader.userId)))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, isRead: Boolean(row.isRead) })),
    total: totals?.total ?? 0,
    unread: Number(totals?.unread ?? 0),
    page,
    pageSize,
  };
}

/** Marks the news read for this reader; again is harmless (the first reading time stays). */
export async function markNewsRead(services: AppServices, actor: Actor, newsId: string): Promise<void> {
  const reader = readerOf(actor);
  const db = services.database.db;
  const [row] = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, newsId), addressedTo(reader.role)));
  if (!row) throw newsNotFound();
  try {
    await db
      .insert(newsReads)
      .values({ newsId, userId: reader.userId, readAt: services.clock() })
      .onConflictDoNothing({ target: [newsReads.newsId, newsReads.userId] });
  } catch (error) {
    if (isMissingReference(error)) throw newsNotFound();
    throw error;
  }
}
