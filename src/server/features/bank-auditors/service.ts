// The bank's auditor directory (docs/roles/bank-staff.md, 'Auditor directory'). The directory lists the
// programme's certifiers a client can be given: onboarding accepted, active, not deactivated nor erased.
// Ratings are the clients' (one per certificate, docs/product.md, 'Ratings from clients'), averaged in the
// database; the filter compares the average as the card shows it (one decimal), so a card reading '4,5' is
// always among '4,5 felett'.
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BANK_AUDITOR_COMMENTS,
  BANK_AUDITOR_MESSAGES,
  type BankAuditorCard,
  type BankAuditorDetail,
  type BankAuditorList,
  type bankAuditorsQuerySchema,
} from '../../../domain/bank-auditors.ts';
import { auditorDetails, nameSortKey, profiles, ratings } from '../../db/schema.ts';
import { takesNewWork } from '../assignment/index.ts';
import { likePattern } from '../../db/query-helpers.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppServices } from '../../services.ts';

type ListQuery = z.output<typeof bankAuditorsQuerySchema>;

// Kept on the auditor's details by the writes (migration 0042, decision 0023): the directory reads them
// instead of averaging every rating of every auditor on each request.
const average = sql<
  string | null
>`round(${auditorDetails.ratingSum}::numeric / nullif(${auditorDetails.ratingCount}, 0), 1)`;

/** The auditors who take new work and whose accounts are open. */
const inDirectory: SQL = and(takesNewWork, isNull(profiles.erasedAt), isNull(profiles.deactivatedAt))!;

function cardColumns() {
  return {
    id: profiles.id,
    name: profiles.name,
    email: profiles.email,
    phone: profiles.phone,
    address: sql<
      string | null
    >`coalesce(nullif(${profiles.address}, ''), nullif(${auditorDetails.companyAddress}, ''))`,
    average,
    ratingCount: auditorDetails.ratingCount,
    completedAudits: auditorDetails.completedAudits,
    certifications: auditorDetails.certifications,
  };
}

type CardRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  average: string | null;
  ratingCount: number | null;
  completedAudits: number;
  certifications: string[];
};

const cardOf = (row: CardRow): BankAuditorCard => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  averageRating: row.average === null ? null : Number(row.average),
  ratingCount: Number(row.ratingCount ?? 0),
  completedAudits: Number(row.completedAudits),
  certifications: row.certifications,
});

export async function listBankAuditors(services: AppServices, query: ListQuery): Promise<BankAuditorList> {
  const { db } = services.database;
  const conditions: SQL[] = [inDirectory];
  if (query.search) {
    const pattern = likePattern(query.search.toLowerCase());
    conditions.push(
      or(sql`lower(${profiles.name}) like ${pattern}`, sql`lower(${profiles.email}) like ${pattern}`)!,
    );
  }
  // An auditor with no rating has no average and so meets no minimum.
  if (query.minRating !== 'all')
    conditions.push(and(isNotNull(average), sql`${average} >= ${query.minRating}::numeric`)!);
  const where = and(...conditions);
  const from = () =>
    db
      .select(cardColumns())
      .from(profiles)
      .innerJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(asc(nameSortKey(profiles.name)), asc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
      .where(where),
  ]);
  return {
    items: rows.map(cardOf),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The details dialog: the card and the company's public side, with the latest comments unsigned. */
export async function getBankAuditor(services: AppServices, auditorId: string): Promise<BankAuditorDetail> {
  const { db } = services.database;
  const [row] = await db
    .select({
      ...cardColumns(),
      companyName: auditorDetails.companyName,
      acceptedCounties: auditorDetails.acceptedCounties,
      workCapacity: auditorDetails.workCapacity,
      experience: auditorDetails.experience,
    })
    .from(profiles)
    .innerJoin(auditorDetails, eq(auditorDetails.auditorId, profiles.id))
    .where(and(inDirectory, eq(profiles.id, auditorId)));
  if (!row) throw new AppError('not_found', 404, BANK_AUDITOR_MESSAGES.notFound);
  const comments = await db
    .select({ rating: ratings.stars, comment: ratings.comment, createdAt: ratings.createdAt })
    .from(ratings)
    .where(and(eq(ratings.auditorId, auditorId), isNotNull(ratings.comment), sql`${ratings.comment} <> ''`))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(BANK_AUDITOR_COMMENTS);
  return {
    ...cardOf(row),
    companyName: row.companyName,
    acceptedCounties: row.acceptedCounties,
    workCapacity: row.workCapacity,
    experience: row.experience,
    comments: comments.map((c) => ({
      rating: c.rating,
      comment: c.comment ?? '',
      createdAt: c.createdAt.toISOString(),
    })),
  };
}
