// The bank's reports (docs/roles/bank-staff.md, 'Reports'): every figure counted in the database for the
// period and county asked for. The period's whole Budapest months come from monthly summaries the database
// keeps by triggers (migration 0035, decision 0018); its partial first and last month from the tables, in the
// same two aggregate passes as before (the period's properties, the period's certificates), each grouped by
// county, status or billing status and Budapest month. So the summary, the status distribution, the monthly
// trend, the performance figures and the county table are sums of their rows. The overdue orders (which
// depend on today) and the slowest open orders are counted from the tables.
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
import { averageToTenth } from '../../../domain/format.ts';
import {
  BANK_STATUS_LABELS,
  isPropertyStatus,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from '../../../domain/statuses.ts';
import {
  budapestDayRange,
  budapestDaysBetween,
  budapestMonth,
  daysInMonth,
  shiftMonth,
  startOfBudapestMonth,
} from '../../../domain/time.ts';
import {
  documents,
  properties,
  reportCertificateMonths,
  reportOrderMonths,
  tigStatementLines,
} from '../../db/schema.ts';
import { roles } from '../../auth/access.ts';
import type { AppServices } from '../../services.ts';
import { overdueCondition } from '../admin-clients/index.ts';

/** The reports are the bank's (docs/roles/bank-staff.md, 'Reports'). */
export const REPORT_READERS = roles('bank_admin');

/**
 * The trend month of an instant: 1 for the first month's Budapest start up to the second's, … (0 before,
 * months + 1 after, null for null). A search in the months' start instants: no time-zone conversion per row
 * (to_char at time zone cost 100 ms of a 160 ms pass over 100,000 properties).
 */
const monthBucket = (column: SQLWrapper, starts: readonly Date[]) =>
  sql<
    number | null
  >`width_bucket(${column}, ${`{${starts.map((d) => d.toISOString()).join(',')}}`}::timestamptz[])`;

/** Exact seconds (numeric), as the summaries hold them: sums kept by adding and taking away never drift. */
const secondsBetween = (later: SQLWrapper, earlier: SQLWrapper) =>
  sql`extract(epoch from ${later} - ${earlier})`;
const num = (value: unknown) => Number(value ?? 0);
const days = (seconds: unknown) => num(seconds) / 86_400;

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

/** A range of instants, either end open. */
interface Span {
  from?: Date;
  toExclusive?: Date;
}

/**
 * The period split into whole Budapest months ('YYYY-MM-01', first null: from the beginning), read from the
 * summaries, and the days outside them (at most two spans), read from the tables. `wholeMonths: false`
 * reads the whole period from the tables (the consistency test's reference).
 */
export function splitPeriod(
  period: { from: string | null; to: string },
  wholeMonths = true,
): { whole: { first: string | null; last: string } | null; edges: Span[] } {
  const range = budapestDayRange(period.from ?? undefined, period.to);
  if (!wholeMonths) return { whole: null, edges: [range] };
  const toMonth = period.to.slice(0, 7);
  const toIsLastDay =
    Number(period.to.slice(8, 10)) === daysInMonth(Number(toMonth.slice(0, 4)), Number(toMonth.slice(5, 7)));
  const last = toIsLastDay ? toMonth : shiftMonth(toMonth, -1);
  const fromMonth = period.from?.slice(0, 7) ?? null;
  const first =
    fromMonth === null ? null : period.from!.endsWith('-01') ? fromMonth : shiftMonth(fromMonth, 1);
  if (first !== null && first > last) return { whole: null, edges: [range] };
  const edges: Span[] = [];
  if (range.from && first !== fromMonth)
    edges.push({ from: range.from, toExclusive: startOfBudapestMonth(first!) });
  if (!toIsLastDay) edges.push({ from: startOfBudapestMonth(toMonth), toExclusive: range.toExclusive! });
  return { whole: { first: first && `${first}-01`, last: `${last}-01` }, edges };
}

export async function bankReport(
  services: AppServices,
  filters: BankReportFilters,
  options: { wholeMonths?: boolean } = {},
): Promise<BankReport> {
  const { db } = services.database;
  const now = services.clock();
  const period = resolvePeriod(filters, now);
  const range = budapestDayRange(period.from ?? undefined, period.to);
  const { whole, edges } = splitPeriod(period, options.wholeMonths ?? true);
  const inSpan = (column: SQLWrapper, span: Span) =>
    and(
      ...(span.from ? [gte(column, span.from)] : []),
      ...(span.toExclusive ? [lt(column, span.toExclusive)] : []),
    )!;
  const inSpans = (column: SQLWrapper) => or(...edges.map((span) => inSpan(column, span)))!;
  const county = filters.county ? eq(properties.county, filters.county) : undefined;
  // The period's properties: ordered in it, or registered in it and never ordered (status new).
  const cohortOf = (within: (column: SQLWrapper) => SQL) =>
    and(
      county,
      or(within(properties.orderedAt), and(isNull(properties.orderedAt), within(properties.createdAt))),
    );
  const trendMonths = period.from
    ? monthsBetween(period.from, period.to)
    : monthsBetween(lastMonths(now, REPORT_TREND_MONTHS), period.to);
  const starts = [
    ...trendMonths.map((m) => startOfBudapestMonth(m)),
    startOfBudapestMonth(trendMonths.at(-1)!, 1),
  ];
  const orderMonth = monthBucket(properties.orderedAt, starts);
  const uploadMonth = monthBucket(documents.uploadedAt, starts);
  const bucketMonth = (bucket: number | null) =>
    bucket === null ? null : (trendMonths[Number(bucket) - 1] ?? '');
  const trendFirst = `${trendMonths[0]!}-01`;
  /** A summary's month as a trend month ('' before the trend, which covers the rest of the period). */
  const summaryMonth = (column: SQLWrapper) =>
    sql<string | null>`case when ${column} >= ${trendFirst} then to_char(${column}, 'YYYY-MM') else '' end`;
  const inWhole = (column: SQLWrapper) =>
    whole ? and(...(whole.first ? [gte(column, whole.first)] : []), lte(column, whole.last))! : sql`false`;
  const summaryCounty = (column: SQLWrapper) => (filters.county ? eq(column, filters.county) : undefined);

  const [
    orderSummaryRows,
    orderEdgeRows,
    overdueRows,
    certificateSummaryRows,
    uploadEdgeRows,
    timingEdgeRows,
    slowestRows,
  ] = await Promise.all([
    whole
      ? db
          .select({
            county: reportOrderMonths.county,
            status: reportOrderMonths.status,
            ordered: reportOrderMonths.ordered,
            month: summaryMonth(reportOrderMonths.month),
            n: sql<number>`sum(${reportOrderMonths.properties})`,
            assignSum: sql<string>`sum(${reportOrderMonths.assignSeconds})`,
            assignN: sql<number>`sum(${reportOrderMonths.assignCount})`,
            appointmentSum: sql<string>`sum(${reportOrderMonths.appointmentSeconds})`,
            appointmentN: sql<number>`sum(${reportOrderMonths.appointmentCount})`,
          })
          .from(reportOrderMonths)
          .where(and(summaryCounty(reportOrderMonths.county), inWhole(reportOrderMonths.month)))
          .groupBy(sql`1, 2, 3, 4`)
          .having(sql`sum(${reportOrderMonths.properties}) <> 0`)
      : [],
    edges.length
      ? db
          .select({
            county: properties.county,
            status: properties.status,
            month: orderMonth,
            n: sql<number>`count(*)`,
            assignSum: sql<string>`sum(${secondsBetween(properties.auditorAssignDate, properties.orderedAt)})`,
            assignN: sql<number>`count(*) filter (where ${properties.orderedAt} is not null and ${properties.auditorAssignDate} is not null)`,
            appointmentSum: sql<string>`sum(${secondsBetween(properties.appointmentDate, properties.orderedAt)})`,
            appointmentN: sql<number>`count(*) filter (where ${properties.orderedAt} is not null and ${properties.appointmentDate} is not null)`,
          })
          .from(properties)
          .where(cohortOf(inSpans))
          // By position: the month's thresholds are a parameter, and a second copy would not match the first.
          .groupBy(sql`1, 2, 3`)
      : [],
    // Overdue depends on today, so it is counted over the whole period's orders (few are overdue).
    db
      .select({ county: properties.county, n: sql<number>`count(*)` })
      .from(properties)
      .where(
        and(
          cohortOf((column) => inSpan(column, range)),
          overdueCondition(now),
        ),
      )
      .groupBy(properties.county),
    // The certificates uploaded in the period's whole months (completed, billing) and those of the orders
    // of its whole months (from order to certificate; one per property: a replaced certificate's record
    // goes, certificates/upload.ts).
    whole
      ? db
          .select({
            county: reportCertificateMonths.county,
            month: summaryMonth(reportCertificateMonths.uploadMonth),
            billingStatus: reportCertificateMonths.billingStatus,
            n: sql<number>`coalesce(sum(${reportCertificateMonths.certificates}) filter (where ${inWhole(reportCertificateMonths.uploadMonth)}), 0)`,
            amount: sql<string>`coalesce(sum(${reportCertificateMonths.amountHuf}) filter (where ${inWhole(reportCertificateMonths.uploadMonth)}), 0)`,
            timingSum: sql<string>`sum(${reportCertificateMonths.timingSeconds}) filter (where ${inWhole(reportCertificateMonths.orderMonth)})`,
            timingN: sql<number>`coalesce(sum(${reportCertificateMonths.certificates}) filter (where ${inWhole(reportCertificateMonths.orderMonth)}), 0)`,
          })
          .from(reportCertificateMonths)
          .where(
            and(
              summaryCounty(reportCertificateMonths.county),
              or(inWhole(reportCertificateMonths.uploadMonth), inWhole(reportCertificateMonths.orderMonth)),
            ),
          )
          .groupBy(sql`1, 2, 3`)
          .having(sql`sum(${reportCertificateMonths.certificates}) <> 0`)
      : [],
    // The certificates uploaded in the partial months, and those of the partial months' orders.
    edges.length
      ? db
          .select({
            county: properties.county,
            month: uploadMonth,
            billingStatus: documents.billingStatus,
            n: sql<number>`count(*)`,
            amount: sql<string>`coalesce(sum(${tigStatementLines.amountHuf}), 0)`,
          })
          .from(documents)
          .innerJoin(properties, eq(properties.id, documents.propertyId))
          .leftJoin(tigStatementLines, eq(tigStatementLines.documentId, documents.id))
          .where(and(eq(documents.type, 'certificate'), inSpans(documents.uploadedAt), county))
          .groupBy(sql`1, 2, 3`)
      : [],
    edges.length
      ? db
          .select({
            county: properties.county,
            timingSum: sql<string>`sum(${secondsBetween(documents.uploadedAt, properties.orderedAt)})`,
            timingN: sql<number>`count(*)`,
          })
          .from(documents)
          .innerJoin(properties, eq(properties.id, documents.propertyId))
          .where(and(eq(documents.type, 'certificate'), inSpans(properties.orderedAt), county))
          .groupBy(properties.county)
      : [],
    // The slowest open orders: the period's orders in order time, then (never ordered, which sort last) by
    // id; two walks of properties_open_ordered_idx, as the period's 'or' is no index condition.
    Promise.all(
      [
        and(county, inSpan(properties.orderedAt, range)),
        and(county, isNull(properties.orderedAt), inSpan(properties.createdAt, range)),
      ].map((where) =>
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
          .where(and(where, inArray(properties.status, [...ACTIVE_STATUSES])))
          .orderBy(asc(properties.orderedAt), asc(properties.id))
          .limit(REPORT_SLOWEST_LIMIT),
      ),
    ).then((parts) => parts.flat().slice(0, REPORT_SLOWEST_LIMIT)),
  ]);

  const propertyRows = [
    ...orderSummaryRows.map((row) => ({ ...row, month: row.ordered ? (row.month ?? '') : null })),
    ...orderEdgeRows.map((row) => ({ ...row, month: bucketMonth(row.month) })),
  ];
  const certificateRows = [
    ...certificateSummaryRows,
    ...uploadEdgeRows.map((row) => ({ ...row, month: bucketMonth(row.month), timingSum: 0, timingN: 0 })),
    ...timingEdgeRows.map((row) => ({ ...row, month: null, billingStatus: 'pending', n: 0, amount: 0 })),
  ];

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
    const point = trend.get(row.month);
    if (point) point.orders += n;
    add(toAssignment, days(row.assignSum), num(row.assignN));
    add(toAppointment, days(row.appointmentSum), num(row.appointmentN));
  }
  for (const row of overdueRows) {
    countyOf(row.county).overdue += num(row.n);
    overdue += num(row.n);
  }

  let completed = 0;
  const billing = { billedCount: 0, billedHuf: 0, paidCount: 0, paidHuf: 0, pendingCount: 0, pendingHuf: 0 };
  for (const row of certificateRows) {
    add(toCertificate, days(row.timingSum), num(row.timingN));
    add(countyOf(row.county).toCertificate, days(row.timingSum), num(row.timingN));
    const n = num(row.n);
    completed += n;
    countyOf(row.county).completed += n;
    const point = trend.get(row.month ?? '');
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
      daysToAssignment: averageToTenth(toAssignment.sum, toAssignment.n),
      daysToAppointment: averageToTenth(toAppointment.sum, toAppointment.n),
      daysToCertificate: averageToTenth(toCertificate.sum, toCertificate.n),
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
        daysToCertificate: averageToTenth(figures.toCertificate.sum, figures.toCertificate.n),
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
  return `${shiftMonth(budapestMonth(now), 1 - count)}-01`;
}
