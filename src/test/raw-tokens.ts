// What must never reach a person reading the system log (docs/roles/admin-light.md, 'System log'): a
// program's words (a camelCase key, a snake_case value, an enum value the portal stores) or an id. File
// names and e-mail addresses keep theirs: a word joined to a dot, a dash, a slash or an @ is part of a name.
import { CLIENT_STATUS_FILTERS } from '../domain/admin.ts';
import { REPORT_PERIODS } from '../domain/bank-reports.ts';
import { ACTIVITY_GROUPS, ACTIVITY_PERIODS } from '../domain/client-activity.ts';
import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  SPECIALISATIONS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '../domain/constants.ts';
import { BILLING_STATUSES } from '../domain/certificates.ts';
import { COUPON_APPROVAL_FILTERS, COUPON_ROW_STATUSES } from '../domain/coupons.ts';
import { LEAD_IMPORT_OUTCOMES } from '../domain/leads.ts';
import { ASSIGNMENT_TYPE_LABELS, CANCELLED_BY_LABELS, IMPORT_FORMAT_LABELS } from '../domain/log-details.ts';
import { LOG_ACTION_TYPES } from '../domain/log-types.ts';
import { NEWS_AUDIENCE_ROLES } from '../domain/news.ts';
import { ROLES } from '../domain/roles.ts';
import { PROPERTY_STATUSES } from '../domain/statuses.ts';
import { WEEKLY_ZIP_STATUSES } from '../domain/weekly-zip.ts';

/** Every value the portal stores for an enum that a log row may hold. */
export const STORED_ENUM_VALUES: readonly string[] = [
  ...new Set([
    ...PROPERTY_STATUSES,
    ...LEAD_STATUSES,
    ...LEAD_SOURCES,
    ...LEAD_IMPORT_OUTCOMES,
    ...TICKET_TYPES,
    ...TICKET_PRIORITIES,
    ...TICKET_STATUSES,
    ...BILLING_STATUSES,
    ...ROLES,
    ...COUPON_ROW_STATUSES,
    ...COUPON_APPROVAL_FILTERS,
    ...WEEKLY_ZIP_STATUSES,
    ...REPORT_PERIODS,
    ...ACTIVITY_GROUPS,
    ...ACTIVITY_PERIODS,
    ...CLIENT_STATUS_FILTERS,
    ...LOG_ACTION_TYPES,
    ...NEWS_AUDIENCE_ROLES,
    ...SPECIALISATIONS,
    ...Object.keys(ASSIGNMENT_TYPE_LABELS),
    ...Object.keys(CANCELLED_BY_LABELS),
    ...Object.keys(IMPORT_FORMAT_LABELS),
  ]),
];

const word = (pattern: string) => new RegExp(`(?<![\\w.@/-])(?:${pattern})(?![\\w.@/-])`, 'g');
const CAMEL_CASE = word('[a-z]+(?:[A-Z][a-z0-9]*)+');
const SNAKE_CASE = word('[a-z]+(?:_[a-z0-9]+)+');
const ENUM_VALUE = word(STORED_ENUM_VALUES.map((value) => value.replace(/[^\w]/g, '\\$&')).join('|'));
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every camelCase or snake_case word, stored enum value and UUID in a text a person reads. */
export function rawTokens(text: string): string[] {
  return [CAMEL_CASE, SNAKE_CASE, ENUM_VALUE, UUID].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[0]),
  );
}
