// The system log (docs/roles/admin-light.md, 'System log'; its limits in docs/rules/limits.md, 'Page sizes')
// as the API answers it: the list's filters and keyset pages, the ten statistics, and the .txt download's
// filters.
import { z } from 'zod';
import { querySchema } from './list-query-schema.ts';
import { LOG_ACTION_TYPES } from './log-types.ts';
import { MESSAGES } from './messages.ts';
import { cursorSchema } from './validation.ts';
import {
  LOG_PAGE_MAX,
  LOG_PAGE_SIZE,
  LOG_STATISTICS,
  systemLogFilterFields,
  systemLogListFields,
  type LogStatistic,
} from './system-log-list.ts';

// The log's limits, filters, query and statistics' labels are in system-log-list.ts, without zod
// (decision 0022).
export * from './system-log-list.ts';

/** The filters shared by the list, the statistics and the download. */
const filters = querySchema(systemLogFilterFields).shape;

const rangeInOrder = (value: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !value.dateFrom || !value.dateTo || value.dateFrom <= value.dateTo;
const rangeError = { message: MESSAGES.systemLog.rangeOrder, path: ['dateTo'] };

export const systemLogQuerySchema = querySchema(systemLogListFields)
  .extend({
    /** The previous page's `nextCursor`. */
    cursor: cursorSchema(MESSAGES.systemLog.invalidCursor),
    limit: z.coerce
      .number({ error: MESSAGES.systemLog.invalidLimit })
      .int(MESSAGES.systemLog.invalidLimit)
      .min(1, MESSAGES.systemLog.invalidLimit)
      .max(LOG_PAGE_MAX, MESSAGES.systemLog.invalidLimit)
      .default(LOG_PAGE_SIZE),
  })
  .refine(rangeInOrder, rangeError);
/** What a caller may send: every field optional. */
export type SystemLogQuery = Partial<z.output<typeof systemLogQuerySchema>>;

/** The statistics count the date range and the event type; the search does not narrow them. */
export const systemLogStatisticsQuerySchema = z
  .object({ actionType: filters.actionType, dateFrom: filters.dateFrom, dateTo: filters.dateTo })
  .refine(rangeInOrder, rangeError);
export type SystemLogStatisticsQuery = Partial<z.output<typeof systemLogStatisticsQuerySchema>>;

export const systemLogDownloadQuerySchema = z.object(filters).refine(rangeInOrder, rangeError);
export type SystemLogDownloadQuery = Partial<z.output<typeof systemLogDownloadQuerySchema>>;

export const systemLogEntrySchema = z.object({
  id: z.uuid(),
  userId: z.string().nullable(),
  /** The person's name, else their e-mail, else 'Ismeretlen felhasználó'. */
  userName: z.string(),
  action: z.string(),
  actionType: z.enum(LOG_ACTION_TYPES),
  timestamp: z.iso.datetime({ offset: true }),
  details: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  /** The names of the people and objects the metadata's ids point at (domain/log-details.ts). */
  names: z.record(z.string(), z.string()),
});
export type SystemLogEntry = z.infer<typeof systemLogEntrySchema>;

export const systemLogPageSchema = z.object({
  items: z.array(systemLogEntrySchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /** Matching events, counted up to LOG_COUNT_CAP + 1. */
  total: z.number().int(),
  /** Whether more than LOG_COUNT_CAP match (then `total` is a lower bound). */
  isTotalCapped: z.boolean(),
  /** Whether the planner's estimate of a broad search said so, instead of a count. */
  isTotalEstimated: z.boolean(),
});
export type SystemLogPage = z.infer<typeof systemLogPageSchema>;

export const systemLogStatisticsSchema = z.object(
  Object.fromEntries(LOG_STATISTICS.map((key) => [key, z.number().int()])) as Record<
    LogStatistic,
    z.ZodNumber
  >,
);
export type SystemLogStatistics = Record<LogStatistic, number>;

/** The action type each count statistic counts. */
export const LOG_STATISTIC_TYPES = {
  registrations: 'registration',
  logins: 'login',
  logouts: 'logout',
  certificateOrders: 'certificate_order',
  appointments: 'appointment',
  certificateUploads: 'certificate_upload',
  profileUpdates: 'profile_update',
  adminActions: 'admin_action',
} as const satisfies Partial<Record<LogStatistic, (typeof LOG_ACTION_TYPES)[number]>>;

/** The .txt download's name: rendszernaplo_2026-11-24.txt (the Budapest day it was made). */
export const logDownloadFileName = (budapestDay: string) => `rendszernaplo_${budapestDay}.txt`;
