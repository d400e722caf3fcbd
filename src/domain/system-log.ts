// The system log (docs/roles/admin-light.md, 'System log'; its limits in docs/rules/limits.md, 'Page sizes')
// as the API answers it: the list's filters and keyset pages, the ten statistics, and the .txt download's
// filters.
import { z } from 'zod';
import { formatDateTime, formatNumber } from './format.ts';
import { LOG_ACTION_TYPES, LOG_METADATA_LABELS } from './log-types.ts';
import { MESSAGES } from './messages.ts';
import { searchSchema } from './validation.ts';

/** docs/rules/limits.md, 'Page sizes': a page of the scrollable list is 50; a caller may ask for 200. */
export const LOG_PAGE_SIZE = 50;
export const LOG_PAGE_MAX = 200;
/** Counting stops here: the list says 'több mint 1 000' rather than reading every matching row. */
export const LOG_COUNT_CAP = 1000;
/** docs/rules/limits.md, 'Exports': the download's default row limit (LOG_DOWNLOAD_MAX_ROWS). */
export const LOG_DOWNLOAD_DEFAULT_ROWS = 1000;
/** The report version the .txt download states in its header ('Riport verzió'). */
export const LOG_REPORT_VERSION = '1.0';
/** The default date range of the screen: today and the 29 days before it. */
export const LOG_DEFAULT_RANGE_DAYS = 30;

export const LOG_TYPE_FILTERS = ['all', ...LOG_ACTION_TYPES] as const;
export type LogTypeFilter = (typeof LOG_TYPE_FILTERS)[number];

const isoDay = z.iso.date({ error: MESSAGES.systemLog.invalidDate });

/** The filters shared by the list, the statistics and the download. */
const filterShape = {
  search: searchSchema().optional(),
  actionType: z.enum(LOG_TYPE_FILTERS, { error: MESSAGES.systemLog.invalidType }).default('all'),
  /** Whole Budapest days on the event's time: dateTo includes its whole day. */
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
};

const rangeInOrder = (value: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !value.dateFrom || !value.dateTo || value.dateFrom <= value.dateTo;
const rangeError = { message: MESSAGES.systemLog.rangeOrder, path: ['dateTo'] };

export const systemLogQuerySchema = z
  .object({
    ...filterShape,
    direction: z.enum(['asc', 'desc']).default('desc'),
    /** The previous page's `nextCursor`. */
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.systemLog.invalidCursor)
      .optional(),
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
  .object({ actionType: filterShape.actionType, dateFrom: filterShape.dateFrom, dateTo: filterShape.dateTo })
  .refine(rangeInOrder, rangeError);
export type SystemLogStatisticsQuery = Partial<z.output<typeof systemLogStatisticsQuerySchema>>;

export const systemLogDownloadQuerySchema = z.object(filterShape).refine(rangeInOrder, rangeError);
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
});
export type SystemLogPage = z.infer<typeof systemLogPageSchema>;

/** The ten statistics, in the order the screen and the download show them. */
export const LOG_STATISTICS = [
  'registrations',
  'logins',
  'logouts',
  'certificateOrders',
  'appointments',
  'certificateUploads',
  'profileUpdates',
  'adminActions',
  'uniqueUsers',
  'totalEvents',
] as const;
export type LogStatistic = (typeof LOG_STATISTICS)[number];

export const systemLogStatisticsSchema = z.object(
  Object.fromEntries(LOG_STATISTICS.map((key) => [key, z.number().int()])) as Record<
    LogStatistic,
    z.ZodNumber
  >,
);
export type SystemLogStatistics = Record<LogStatistic, number>;

export const LOG_STATISTIC_LABELS: Record<LogStatistic, string> = {
  registrations: 'Regisztrációk',
  logins: 'Bejelentkezések',
  logouts: 'Kijelentkezések',
  certificateOrders: 'Tanúsítvány igénylések',
  appointments: 'Időpontok',
  certificateUploads: 'Tanúsítvány feltöltések',
  profileUpdates: 'Profil módosítások',
  adminActions: 'Admin műveletek',
  uniqueUsers: 'Egyedi felhasználók',
  totalEvents: 'Összes esemény',
};

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

// --- Metadata as a person reads it (the screen and the .txt alike) --------------------------------------

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A metadata key's Hungarian label (LOG_METADATA_LABELS), or the key itself when it has none. */
export const metadataLabel = (key: string) => LOG_METADATA_LABELS[key] ?? key;

/** A metadata value in hu-HU: instants as Budapest date and time, lists joined, yes/no for flags. */
export function formatMetadataValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Igen' : 'Nem';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map(formatMetadataValue).join(', ') : '–';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined && inner !== null && inner !== '')
      .map(([key, inner]) => `${metadataLabel(key)}: ${formatMetadataValue(inner)}`)
      .join('; ');
  return String(value);
}

export interface MetadataChange {
  key: string;
  label: string;
  oldValue: string;
  newValue: string;
}

export interface DescribedMetadata {
  /** Plain keys with their labels and values, oldValues/newValues/updatedFields left out. */
  fields: { key: string; label: string; value: string }[];
  /** Each changed field with its old and new value, side by side. */
  changes: MetadataChange[];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Splits a log row's metadata into labelled fields and old/new pairs (docs/product.md, 'Audit trail'). */
export function describeMetadata(metadata: Record<string, unknown> | null): DescribedMetadata {
  if (!metadata) return { fields: [], changes: [] };
  const oldValues = asRecord(metadata.oldValues);
  const newValues = asRecord(metadata.newValues);
  const listed = Array.isArray(metadata.updatedFields)
    ? metadata.updatedFields.filter((key): key is string => typeof key === 'string')
    : [];
  const keys = [...new Set([...listed, ...Object.keys(oldValues), ...Object.keys(newValues)])];
  return {
    fields: Object.entries(metadata)
      .filter(([key]) => key !== 'oldValues' && key !== 'newValues' && key !== 'updatedFields')
      .map(([key, value]) => ({ key, label: metadataLabel(key), value: formatMetadataValue(value) })),
    changes: keys.map((key) => ({
      key,
      label: metadataLabel(key),
      oldValue: formatMetadataValue(oldValues[key]),
      newValue: formatMetadataValue(newValues[key]),
    })),
  };
}
