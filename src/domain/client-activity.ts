// The bank's client activity (docs/roles/bank-staff.md, 'Client activity'): the clients' own events from
// the audit log, grouped as the screen's type filter names them, over whole Budapest days.
import { z } from 'zod';
import type { LogActionType } from './log-types.ts';
import { searchSchema } from './validation.ts';
import { systemLogEntrySchema } from './system-log.ts';

export const CLIENT_ACTIVITY_MESSAGES = {
  invalidGroup: 'Ismeretlen eseménytípus',
  invalidPeriod: 'Ismeretlen időszak',
  invalidPage: 'Érvénytelen oldalszám',
  invalidPageSize: 'Egy oldalon 1 és 100 közötti számú esemény jeleníthető meg',
  loadError: 'Hiba történt az ügyféltevékenység betöltése során',
  exportError: 'Hiba történt az export készítése során',
  empty: 'Nincs a szűrésnek megfelelő ügyféltevékenység',
} as const;

/** The type filter's groups, in the order the screen lists them. */
export const ACTIVITY_GROUPS = [
  'registration',
  'certificate',
  'account',
  'data',
  'contact',
  'appointment',
] as const;
export type ActivityGroup = (typeof ACTIVITY_GROUPS)[number];

export const ACTIVITY_GROUP_LABELS: Record<ActivityGroup, string> = {
  registration: 'Regisztráció',
  certificate: 'Tanúsítvány',
  account: 'Fiók',
  data: 'Adatok',
  contact: 'Elérhetőség',
  appointment: 'Időpont',
};

/**
 * The profile fields that are the client's contact details. The portal writes no event of its own for
 * them (nor for the order's contact person, which is given with the order): a profile change that
 * touches the e-mail or the phone is a contact event, any other profile change a data event.
 */
export const CONTACT_FIELDS = ['email', 'phone'] as const;

/**
 * Which action types each group covers (the action types clients' own requests write: accounts,
 * properties, appointments). profile_update is split by CONTACT_FIELDS between 'contact' and 'data'.
 */
export const ACTIVITY_GROUP_TYPES: Record<ActivityGroup, readonly LogActionType[]> = {
  registration: ['registration'],
  certificate: ['certificate_order'],
  account: ['login', 'logout', 'password_change', 'account_deletion'],
  data: ['profile_update', 'data_export'],
  contact: ['profile_update'],
  appointment: ['appointment'],
};

const isContactChange = (metadata: Record<string, unknown> | null) => {
  const fields = metadata?.updatedFields;
  return (
    Array.isArray(fields) && fields.some((field) => (CONTACT_FIELDS as readonly string[]).includes(field))
  );
};

/** The group an event belongs to (null for action types no group covers, e.g. admin_action). */
export function activityGroupOf(
  actionType: LogActionType,
  metadata: Record<string, unknown> | null,
): ActivityGroup | null {
  if (actionType === 'profile_update') return isContactChange(metadata) ? 'contact' : 'data';
  return ACTIVITY_GROUPS.find((group) => ACTIVITY_GROUP_TYPES[group].includes(actionType)) ?? null;
}

/**
 * The period filter: today, today and the 6 days before, today and the 29 days before
 * (docs/product.md, 'Today, last 7 days and this week').
 */
export const ACTIVITY_PERIODS = ['all', 'today', '7days', '30days'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const ACTIVITY_PERIOD_LABELS: Record<ActivityPeriod, string> = {
  all: 'Teljes időszak',
  today: 'Ma',
  '7days': 'Elmúlt 7 nap',
  '30days': 'Elmúlt 30 nap',
};
/** How many whole Budapest days before today a period starts (null: no limit). */
export const ACTIVITY_PERIOD_DAYS_BACK: Record<ActivityPeriod, number | null> = {
  all: null,
  today: 0,
  '7days': 6,
  '30days': 29,
};

export const ACTIVITY_PAGE_SIZE = 25;

const filterShape = {
  search: searchSchema().optional(),
  group: z.enum(['all', ...ACTIVITY_GROUPS], { error: CLIENT_ACTIVITY_MESSAGES.invalidGroup }).default('all'),
  period: z.enum(ACTIVITY_PERIODS, { error: CLIENT_ACTIVITY_MESSAGES.invalidPeriod }).default('all'),
};

export const clientActivityQuerySchema = z.object({
  ...filterShape,
  page: z.coerce
    .number({ error: CLIENT_ACTIVITY_MESSAGES.invalidPage })
    .int(CLIENT_ACTIVITY_MESSAGES.invalidPage)
    .min(1, CLIENT_ACTIVITY_MESSAGES.invalidPage)
    .max(100_000, CLIENT_ACTIVITY_MESSAGES.invalidPage)
    .default(1),
  pageSize: z.coerce
    .number({ error: CLIENT_ACTIVITY_MESSAGES.invalidPageSize })
    .int(CLIENT_ACTIVITY_MESSAGES.invalidPageSize)
    .min(1, CLIENT_ACTIVITY_MESSAGES.invalidPageSize)
    .max(100, CLIENT_ACTIVITY_MESSAGES.invalidPageSize)
    .default(ACTIVITY_PAGE_SIZE),
});
export type ClientActivityQuery = Partial<z.output<typeof clientActivityQuerySchema>>;

export const clientActivityExportQuerySchema = z.object(filterShape);
export type ClientActivityExportQuery = Partial<z.output<typeof clientActivityExportQuerySchema>>;

export const clientActivityEntrySchema = systemLogEntrySchema.extend({
  /** The client's e-mail; null when the client was erased. */
  userEmail: z.string().nullable(),
  group: z.enum(ACTIVITY_GROUPS).nullable(),
});
export type ClientActivityEntry = z.infer<typeof clientActivityEntrySchema>;

export const clientActivityPageSchema = z.object({
  items: z.array(clientActivityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientActivityPage = z.infer<typeof clientActivityPageSchema>;

export const ACTIVITY_EXPORT_SHEET = 'Ügyféltevékenység';
/** ugyfeltevekenyseg_2026-11-24.xlsx (the Budapest day it was made). */
export const activityExportFileName = (budapestDay: string) => `ugyfeltevekenyseg_${budapestDay}.xlsx`;
