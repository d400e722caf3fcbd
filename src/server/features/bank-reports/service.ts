// The bank's reports (spec 02 §2.9, issue 17 item 6): every figure counted in the database for the period
// and county asked for. Two aggregate passes (the period's properties, the period's certificates), each
// grouped by county, status or billing status and Budapest month, so the summary, the status
// distribution, the monthly trend, the performance figures and the county table are sums of their rows;
// and the slowest open orders.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../domain/admin.ts';
import {
  monthLabel,
  monthsBetween,
  REPORT_PERIOD_LABELS,
  REPORT_SLOWEST_LIMIT,
  REPORT_TREND_MONTHS,
  resolvePeriod,
  type BankReport,
  type BankReportFilters,
} from '../../../domain/bank-reports.ts';
import { COUNTIES } from '../../../domain/counties.ts';
import {
  BANK_STATUS_LABELS,
  isPropertyStatus,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from '../../../domain/statuses.ts';
import { budapestDayRange, budapestDaysBetween, fromBudapest, toBudapest } from '../../../domain/time.ts';
import { documents, properties, tigStatementLines } from '../../db/schema.ts';
import type { AppServices } from '../../services.ts';
import { overdueCondition } from '../clients/service.ts';

/**
 * The trend month of an instant: 1 for the first month's Budapest start up to the second's, … (0 before,
 * months + 1 after, null for null). A search in the months' start instants: no time-zone conversion per row
 * (to_char at time zone cost 100 ms of a 160 ms pass over 100,000 properties).
 */
const monthBucket = (column: SQLWrapper, starts: readonly Date[]) =>
  sql<
    number | null
  >`width_bucket(${column}, ${`{${starts.map((d) => d.toISOString()).join(',')}}`}::timestamptz[])`;

/** The Budapest instant at which month 'YYYY-MM' starts; `add` months later. */
function monthStart(month: string, add = 0): Date {
  const first = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + add, 1));
  return fromBudapest({
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
    day: 1,
    hour: 0,
    minute: 0,
  });
}
const daysBetween = (later: SQLWrapper, earlier: SQLWrapper) =>
  // date_part is double precision; extract's numeric made the sums a third of the pass.
  sql`date_part('epoch', ${later} - ${earlier}) / 86400`;
const num = (value: unknown) => Number(value ?? 0);
const oneDecimal = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 10) / 10 : null);

interface Sums {
  n: number;
  sum: number;
}
const emptySums = (): Sums => ({ n: 0, sum: 0 });
const add = (target: Sums, sum: number, n: number) => {
  target.sum += sum;
  target.n += n;
};

interface CountyFigures {
  orders: number;
  completed: number;
  inProgress: number;
  overdue: number;
  toCertificate: Sums;
}

export async function bankReport(services: AppServices, filters: BankReportFilters): Promise<BankReport> {
  const { db } = services.database;
  const now = services.clock();
  const period = resolvePeriod(filters, now);
  const range = budapestDayRange(period.from ?? undefined, period.to);
  const inRange = (column: SQLWrapper) =>
    and(
      ...(range.from ? [gte(column, range.from)] : []),
      ...(range.toExclusive ? [lt(column, range.toExclusive)] : []),
    )!;
  const county = filters.county ? eq(properties.county, filters.county) : undefined;
  // The period's properties: ordered in it, or registered in it and never ordered (status new).
  const cohort = and(
    county,
    or(inRange(properties.orderedAt), and(isNull(properties.orderedAt), inRange(properties.createdAt))),
  );
  const trendMonths = period.from
    ? monthsBetween(period.from, period.to)
    : monthsBetween(lastMonths(now, REPORT_TREND_MONTHS), period.to);
  const starts = [...trendMonths.map((m) => monthStart(m)), monthStart(trendMonths.at(-1)!, 1)];
  const orderMonth = monthBucket(properties.orderedAt, starts);
  const uploadMonth = monthBucket(documents.uploadedAt, starts);

  const uploadedInPeriod = inRange(documents.uploadedAt);
  const orderedInPeriod = inRange(properties.orderedAt);
  const [propertyRows, certificateRows, slowestRows] = await Promise.all([
    db
      .select({
        county: properties.county,
        status: properties.status,
        month: orderMonth,
        n: sql<number>`count(*)`,
        overdue: sql<number>`count(*) filter (where ${overdueCondition(now)})`,
        assignSum: sql<number>`sum(${daysBetween(properties.auditorAssignDate, properties.orderedAt)})`,
        assignN: sql<number>`count(*) filter (where ${properties.orderedAt} is not null and ${properties.auditorAssignDate} is not null)`,
        appointmentSum: sql<number>`sum(${daysBetween(properties.appointmentDate, properties.orderedAt)})`,
        appointmentN: sql<number>`count(*) filter (where ${properties.orderedAt} is not null and ${properties.appointmentDate} is not null)`,
      })
      .from(properties)
      .where(cohort)
      // By position: the month's thresholds are a parameter, and a second copy would not match the first.
      .groupBy(sql`1, 2, 3`),
    // The certificates uploaded in the period (completed, billing) and, in the same pass, those of the
    // period's orders (from order to certificate; one per property: a replaced certificate's record goes,
    // certificates/upload.ts).
    db
      .select({
        county: properties.county,
        month: uploadMonth,
        billingStatus: documents.billingStatus,
        n: sql<number>`count(*) filter (where ${uploadedInPeriod})`,
        amount: sql<number>`coalesce(sum(${tigStatementLines.amountHuf}) filter (where ${uploadedInPeriod}), 0)`,
        timingSum: sql<number>`sum(${daysBetween(documents.uploadedAt, properties.orderedAt)}) filter (where ${orderedInPeriod})`,
        timingN: sql<number>`count(*) filter (where ${orderedInPeriod})`,
      })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .leftJoin(tigStatementLines, eq(tigStatementLines.documentId, documents.id))
      .where(and(eq(documents.type, 'certificate'), or(uploadedInPeriod, orderedInPeriod), county))
      .groupBy(sql`1, 2, 3`),
    db
      .select({
        id: properties.id,
        clientName: properties.clientName,
        address: properties.address,
        county: properties.county,
        status: properties.status,
        orderedAt: properties.orderedAt,
        overdue: sql<boolean>`coalesce(${overdueCondition(now)}, false)`,
      })
      .from(properties)
      .where(and(cohort, inArray(properties.status, [...ACTIVE_STATUSES])))
      .orderBy(asc(properties.orderedAt), asc(properties.id))
      .limit(REPORT_SLOWEST_LIMIT),
  ]);

  const fee = services.config.fees.certificateFeeHuf;
  const statusCounts = new Map<PropertyStatus, number>(PROPERTY_STATUSES.map((s) => [s, 0]));
  const countyOrder: string[] = filters.county ? [filters.county] : [...COUNTIES];
  const byCounty = new Map<string, CountyFigures>();
  const countyOf = (name: string) => {
    let figures = byCounty.get(name);
    if (!figures) {
      figures = { orders: 0, completed: 0, inProgress: 0, overdue: 0, toCertificate: emptySums() };
      byCounty.set(name, figures);
      if (!countyOrder.includes(name)) countyOrder.push(name);
    }
    return figures;
  };
  for (const name of countyOrder) countyOf(name);

  const trend = new Map(trendMonths.map((m) => [m, { orders: 0, completed: 0 }]));
  const toAssignment = emptySums();
  const toAppointment = emptySums();
  const toCertificate = emptySums();
  let orders = 0;
  let notOrdered = 0;
  let inProgress = 0;
  let overdue = 0;

  for (const row of propertyRows) {
    const n = num(row.n);
    const status = isPropertyStatus(row.status) ? row.status : 'new';
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + n);
    const figures = countyOf(row.county);
    figures.overdue += num(row.overdue);
    overdue += num(row.overdue);
    if (row.month === null) {
      notOrdered += n;
      continue;
    }
    orders += n;
    figures.orders += n;
    if (status !== 'document_uploaded') {
      inProgress += n;
      figures.inProgress += n;
    }
    const point = trend.get(trendMonths[Number(row.month) - 1] ?? '');
    if (point) point.orders += n;
    add(toAssignment, num(row.assignSum), num(row.assignN));
    add(toAppointment, num(row.appointmentSum), num(row.appointmentN));
  }

  let completed = 0;
  const billing = { billedCount: 0, billedHuf: 0, paidCount: 0, paidHuf: 0, pendingCount: 0, pendingHuf: 0 };
  for (const row of certificateRows) {
    add(toCertificate, num(row.timingSum), num(row.timingN));
    add(countyOf(row.county).toCertificate, num(row.timingSum), num(row.timingN));
    const n = num(row.n);
    completed += n;
    countyOf(row.county).completed += n;
    const point = trend.get(trendMonths[Number(row.month ?? 0) - 1] ?? '');
    if (point) point.completed += n;
    if (row.billingStatus === 'pending') {
      billing.pendingCount += n;
      billing.pendingHuf += n * fee;
    } else {
      billing.billedCount += n;
      billing.billedHuf += num(row.amount);
      if (row.billingStatus === 'paid') {
        billing.paidCount += n;
        billing.paidHuf += num(row.amount);
      }
    }
  }

  return {
    period: { period: filters.period, label: REPORT_PERIOD_LABELS[filters.period], ...period },
    county: filters.county ?? null,
    feeHuf: fee,
    summary: { orders, completed, inProgress, notOrdered, ...billing },
    statuses: PROPERTY_STATUSES.map((status) => ({
      status,
      label: BANK_STATUS_LABELS[status],
      count: statusCounts.get(status) ?? 0,
    })),
    monthly: [...trend].map(([m, point]) => ({ month: m, label: monthLabel(m), ...point })),
    performance: {
      daysToAssignment: oneDecimal(toAssignment.sum, toAssignment.n),
      daysToAppointment: oneDecimal(toAppointment.sum, toAppointment.n),
      daysToCertificate: oneDecimal(toCertificate.sum, toCertificate.n),
      assignedCount: toAssignment.n,
      appointmentCount: toAppointment.n,
      certificateCount: toCertificate.n,
      overdue,
    },
    counties: countyOrder.map((name) => {
      const figures = countyOf(name);
      return {
        county: name,
        orders: figures.orders,
        completed: figures.completed,
        inProgress: figures.inProgress,
        overdue: figures.overdue,
        daysToCertificate: oneDecimal(figures.toCertificate.sum, figures.toCertificate.n),
      };
    }),
    slowest: slowestRows.map((row) => {
      const status = isPropertyStatus(row.status) ? row.status : 'new';
      const orderedAt = row.orderedAt ?? now;
      return {
        propertyId: row.id,
        clientName: row.clientName,
        address: row.address,
        county: row.county,
        status,
        statusLabel: BANK_STATUS_LABELS[status],
        orderedAt: orderedAt.toISOString(),
        daysOpen: Math.max(0, budapestDaysBetween(orderedAt, now)),
        overdue: Boolean(row.overdue),
      };
    }),
  };
}

/** 'YYYY-MM-01' of the month `count - 1` months before `now`'s Budapest month. */
function lastMonths(now: Date, count: number): string {
  const local = toBudapest(now);
  const first = new Date(Date.UTC(local.year, local.month - count, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
