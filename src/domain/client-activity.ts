// The bank's client activity (docs/roles/bank-staff.md, 'Client activity'): the clients' own events from
// the audit log, grouped as the screen's type filter names them, over whole Budapest days.
import { z } from 'zod';
import {
  ACTIVITY_GROUPS,
  clientActivityFilterFields,
  clientActivityQueryFields,
  type ActivityGroup,
  type ActivityPeriod,
} from './client-activity-list.ts';
import { cappedPageSchema, querySchema } from './list-query-schema.ts';
import type { LogActionType } from './log-types.ts';
import { systemLogEntrySchema } from './system-log.ts';

// The screen's words, filters and query are in client-activity-list.ts, without zod (decision 0022).
export * from './client-activity-list.ts';

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

/** How many whole Budapest days before today a period starts (null: no limit). */
export const ACTIVITY_PERIOD_DAYS_BACK: Record<ActivityPeriod, number | null> = {
  all: null,
  today: 0,
  '7days': 6,
  '30days': 29,
};

export const clientActivityQuerySchema = querySchema(clientActivityQueryFields);
export type ClientActivityQuery = Partial<z.output<typeof clientActivityQuerySchema>>;

export const clientActivityExportQuerySchema = querySchema(clientActivityFilterFields);
export type ClientActivityExportQuery = Partial<z.output<typeof clientActivityExportQuerySchema>>;

export const clientActivityEntrySchema = systemLogEntrySchema.extend({
  /** The client's e-mail; null when the client was erased. */
  userEmail: z.string().nullable(),
  group: z.enum(ACTIVITY_GROUPS).nullable(),
});
export type ClientActivityEntry = z.infer<typeof clientActivityEntrySchema>;

export const clientActivityPageSchema = cappedPageSchema(clientActivityEntrySchema);
export type ClientActivityPage = z.infer<typeof clientActivityPageSchema>;

export const ACTIVITY_EXPORT_SHEET = 'Ügyféltevékenység';
/** ugyfeltevekenyseg_2026-11-24.xlsx (the Budapest day it was made). */
export const activityExportFileName = (budapestDay: string) => `ugyfeltevekenyseg_${budapestDay}.xlsx`;
