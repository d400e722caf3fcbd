// The weekly ZIP's roles, limits and statuses with their Hungarian labels, without zod (decision 0022): the
// system log names an archive's status with them. The schemas are in weekly-zip.ts, which re-exports all
// of this.
import type { Role } from './roles.ts';
import { labelled } from './labelled.ts';
import { pagingFields } from './list-query.ts';

/**
 * '/weekly-zip' and generating, downloading and deleting weekly ZIPs are Admin Light's
 * (docs/rules/access.md, 'Who may do what').
 */
export const WEEKLY_ZIP_ROLES = ['admin_light'] as const satisfies readonly Role[];

/** A longer period would be a backup, not a report; a year is the most one archive covers. */
export const WEEKLY_ZIP_MAX_DAYS = 366;
/** zip.js derives the AES key from the password (PBKDF2); a limit keeps requests small. */
export const WEEKLY_ZIP_PASSWORD_MAX = 128;
/** The history list's page. */
export const WEEKLY_ZIP_PAGE_SIZE = 25;
/** GET /api/admin/weekly-zips: the history's page. */
export const weeklyZipListQueryFields = pagingFields({ pageSize: WEEKLY_ZIP_PAGE_SIZE });
/** While a row is generating the screen asks again this often (and only then). */
export const WEEKLY_ZIP_POLL_MS = 3_000;

export const { values: WEEKLY_ZIP_STATUSES, labels: WEEKLY_ZIP_STATUS_LABELS } = labelled({
  generating: 'Generálás alatt',
  ready: 'Elkészült',
  failed: 'Sikertelen',
});
export type WeeklyZipStatus = (typeof WEEKLY_ZIP_STATUSES)[number];
/** The history's creator of a scheduled archive (no person asked for it). */
export const SCHEDULED_CREATOR_LABEL = 'Ütemezett generálás (hétfő 07:00)';
