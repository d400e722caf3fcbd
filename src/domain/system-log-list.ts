// The system log's limits, filters, query and statistics' labels, without zod (decision 0022): the screen
// reads its address bar with them, the server validates with the schemas system-log.ts builds from them
// (system-log.ts re-exports all of this).
import { dayField, directionField, filterField, textField } from './list-query.ts';
import { LOG_ACTION_TYPES } from './log-types.ts';
import { MESSAGES } from './messages.ts';
import { labelled } from './labelled.ts';

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

/** The filters shared by the list, the statistics and the download. */
export const systemLogFilterFields = {
  search: textField(),
  actionType: filterField(LOG_ACTION_TYPES, MESSAGES.systemLog.invalidType),
  /** Whole Budapest days on the event's time: dateTo includes its whole day. */
  dateFrom: dayField(),
  dateTo: dayField(),
};

/** What the screen keeps in its address bar: the filters and the order (the pager's cursor is its own). */
export const systemLogListFields = { ...systemLogFilterFields, direction: directionField('desc') };

/** The ten statistics, in the order the screen and the download show them. */
export const { values: LOG_STATISTICS, labels: LOG_STATISTIC_LABELS } = labelled({
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
});
export type LogStatistic = (typeof LOG_STATISTICS)[number];
