// The weekly ZIP report (docs/roles/admin-light.md, 'Weekly ZIP'; decision 0016): Admin Light asks for
// an AES-256 password-protected archive of a period; a background job writes it; the history lists it.
import { z } from 'zod';
// Zod's own messages in Hungarian wherever this schema runs (browser and server).
import './zod-locale.ts';
import { LIMITS, WEEKLY_ZIP_DAYS } from './constants.ts';
import { EMAIL_PATTERN } from './email.ts';
import { INVALID_DAY } from './list-query.ts';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { MESSAGES } from './messages.ts';
import { budapestIsoDay, periodProblem } from './time.ts';
import {
  WEEKLY_ZIP_MAX_DAYS,
  WEEKLY_ZIP_PASSWORD_MAX,
  WEEKLY_ZIP_STATUSES,
  weeklyZipListQueryFields,
} from './weekly-zip-list.ts';

// The archives' roles, limits and statuses are in weekly-zip-list.ts, without zod (decision 0022).
export * from './weekly-zip-list.ts';

const isoDay = z.iso.date({ error: INVALID_DAY });

/**
 * What is wrong with an archive's period, and which of its dates to mark: the request's schema and the
 * server, which fills in a missing end first, ask the same.
 */
export function weeklyZipPeriodProblem(
  dateFrom: string,
  dateTo: string,
): { message: string; field: 'dateFrom' | 'dateTo' } | null {
  const problem = periodProblem(dateFrom, dateTo, WEEKLY_ZIP_MAX_DAYS);
  if (problem === 'order') return { message: MESSAGES.weeklyZipReports.rangeOrder, field: 'dateTo' };
  if (problem === 'length')
    return { message: MESSAGES.weeklyZipReports.rangeTooLong(WEEKLY_ZIP_MAX_DAYS), field: 'dateFrom' };
  return null;
}

/**
 * The default period, the last 7 days: today and the six days before it, whole Budapest days
 * (docs/product.md, 'Today, last 7 days and this week').
 */
export function defaultWeeklyZipPeriod(now: Date): { dateFrom: string; dateTo: string } {
  return { dateFrom: budapestIsoDay(now, -(WEEKLY_ZIP_DAYS - 1)), dateTo: budapestIsoDay(now) };
}

/**
 * The form's fields and the request's body: one schema
 * (docs/style.md, 'One zod schema for form, request and OpenAPI').
 */
export const weeklyZipRequestSchema = z
  .object({
    password: z
      .string({ error: MESSAGES.password.required })
      .min(LIMITS.weeklyZipPasswordMin, MESSAGES.weeklyZip.passwordTooShort)
      .max(WEEKLY_ZIP_PASSWORD_MAX, MESSAGES.weeklyZipReports.passwordTooLong(WEEKLY_ZIP_PASSWORD_MAX)),
    sendEmail: z.boolean().default(false),
    email: z.string().trim().toLowerCase().max(LIMITS.emailMax, MESSAGES.email.tooLong).optional(),
    /** Whole Budapest days; both missing means the last 7 days. */
    dateFrom: isoDay.optional(),
    dateTo: isoDay.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.sendEmail) {
      if (!value.email)
        ctx.addIssue({ code: 'custom', message: MESSAGES.weeklyZip.emailRequired, path: ['email'] });
      else if (!EMAIL_PATTERN.test(value.email))
        ctx.addIssue({ code: 'custom', message: MESSAGES.email.invalid, path: ['email'] });
    }
    if (value.dateFrom && value.dateTo) {
      const problem = weeklyZipPeriodProblem(value.dateFrom, value.dateTo);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    }
  });
export type WeeklyZipRequest = z.input<typeof weeklyZipRequestSchema>;

export const weeklyZipListQuerySchema = querySchema(weeklyZipListQueryFields);
export type WeeklyZipListQuery = Partial<z.output<typeof weeklyZipListQuerySchema>>;

/** The e-mail link's expiry and signature; without them the download needs only the session. */
export const weeklyZipDownloadQuerySchema = z
  .object({
    expires: z.coerce
      .number({ error: MESSAGES.weeklyZipReports.linkInvalid })
      .int(MESSAGES.weeklyZipReports.linkInvalid)
      .min(0, MESSAGES.weeklyZipReports.linkInvalid)
      .max(8_640_000_000_000_000, MESSAGES.weeklyZipReports.linkInvalid)
      .optional(),
    signature: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.weeklyZipReports.linkInvalid)
      .optional(),
  })
  .refine((value) => (value.expires === undefined) === (value.signature === undefined), {
    message: MESSAGES.weeklyZipReports.linkInvalid,
    path: ['signature'],
  });

const isoInstant = z.iso.datetime({ offset: true });

export const weeklyZipContentsSchema = z.object({
  certificates: z.number().int(),
  missingFiles: z.number().int(),
  logEvents: z.number().int(),
  clients: z.number().int(),
  properties: z.number().int(),
});
export type WeeklyZipContents = z.infer<typeof weeklyZipContentsSchema>;

/** A row of the history (docs/roles/admin-light.md, 'History'), with the size filled and the job's state. */
export const weeklyZipItemSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(WEEKLY_ZIP_STATUSES),
  createdAt: isoInstant,
  createdBy: z.string().nullable(),
  createdByName: z.string(),
  isScheduled: z.boolean(),
  dateFrom: z.string(),
  dateTo: z.string(),
  /** The archive's real size in bytes once ready. */
  fileSize: z.number().int().nullable(),
  finishedAt: isoInstant.nullable(),
  /** Why it failed, in Hungarian. */
  failureReason: z.string().nullable(),
  /** Who is told when it is ready (never with the password). */
  email: z.string().nullable(),
  mailStatus: z.enum(['pending', 'sent', 'failed']).nullable(),
  contents: weeklyZipContentsSchema.nullable(),
});
export type WeeklyZipItem = z.infer<typeof weeklyZipItemSchema>;

export const weeklyZipListSchema = pageSchema(weeklyZipItemSchema).extend({
  /** Whether any archive is still being written (the screen polls only then). */
  isGenerating: z.boolean(),
});
export type WeeklyZipList = z.infer<typeof weeklyZipListSchema>;

/** heti-jelentes_2026-11-18_2026-11-24.zip */
export const weeklyZipFileName = (dateFrom: string, dateTo: string) =>
  `heti-jelentes_${dateFrom}_${dateTo}.zip`;

// --- The form ------------------------------------------------------------------------------------------
export const weeklyZipSchema = z
  .object({
    password: z.string().min(LIMITS.weeklyZipPasswordMin, MESSAGES.weeklyZip.passwordTooShort),
    sendEmail: z.boolean().default(false),
    email: z.string().trim().toLowerCase().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.sendEmail) return;
    if (!v.email)
      ctx.addIssue({ code: 'custom', message: MESSAGES.weeklyZip.emailRequired, path: ['email'] });
    else if (!EMAIL_PATTERN.test(v.email))
      ctx.addIssue({ code: 'custom', message: MESSAGES.email.invalid, path: ['email'] });
  });
