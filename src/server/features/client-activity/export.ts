// The client activity as .xlsx (docs/roles/bank-staff.md, 'Client activity'): every event of the screen's
// filters, newest first, streamed a batch at a time (platform/xlsx.ts) so memory stays flat.
import { PassThrough, type Readable } from 'node:stream';
import { and, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIVITY_EXPORT_SHEET,
  ACTIVITY_GROUP_LABELS,
  activityExportFileName,
  type ClientActivityEntry,
} from '../../../domain/client-activity.ts';
import { LOG_ACTION_LABELS } from '../../../domain/log-types.ts';
import { describeLogMetadata } from '../../../domain/log-details.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { excelDate, writeXlsx, type XlsxColumn, type XlsxValue } from '../../platform/xlsx.ts';
import type { AppServices } from '../../services.ts';
import { afterCursor, logOrder, lookUpLogNames, pageOf, searchHalves } from '../system-log/index.ts';
import {
  ACTIVITY_READERS,
  activityConditions,
  activityEntryOf,
  type ActivityFilters,
  selectActivity,
} from './service.ts';

const BATCH = 500;

export const ACTIVITY_EXPORT_COLUMNS = [
  { header: 'Időpont', width: 18 },
  { header: 'Ügyfél', width: 26 },
  { header: 'Email', width: 30 },
  { header: 'Típus', width: 16 },
  { header: 'Eseménytípus', width: 22 },
  { header: 'Esemény', width: 34 },
  { header: 'Részletek', width: 60 },
] as const satisfies readonly XlsxColumn[];

/** The details and the metadata as one readable text, as the system log reads them. */
function detailsText(entry: ClientActivityEntry): string | null {
  const { details } = entry;
  const described = describeLogMetadata(entry.metadata, entry.names);
  const parts = [
    ...(details ? [details] : []),
    ...described.fields.map((field) => `${field.label}: ${field.value}`),
    ...described.changes.map((change) => `${change.label}: ${change.oldValue} → ${change.newValue}`),
  ];
  return parts.length ? parts.join('; ') : null;
}

async function* exportRows(services: AppServices, filters: ActivityFilters): AsyncGenerator<XlsxValue[]> {
  // The period is fixed when the export starts, so a long download does not shift its own window.
  const where = activityConditions(filters, services.clock());
  const halves = searchHalves(filters.search || undefined);
  let cursor: { time: string; id: string } | null = null;
  for (;;) {
    const after: SQL = cursor ? and(where, afterCursor(cursor, 'desc'))! : where;
    const rows = await selectActivity(services)
      .where(pageOf(services.database.db, after, halves, 'desc', { limit: BATCH }))
      .orderBy(...logOrder('desc'));
    const names = await lookUpLogNames(
      services.database.db,
      rows.map((row) => row.metadata),
    );
    for (const row of rows) {
      const entry = activityEntryOf(row, names);
      yield [
        excelDate(row.timestamp),
        entry.userName,
        entry.userEmail,
        entry.group ? ACTIVITY_GROUP_LABELS[entry.group] : null,
        LOG_ACTION_LABELS[entry.actionType],
        entry.action,
        detailsText(entry),
      ];
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    cursor = { time: last.exactTime, id: last.id };
  }
}

/** Starts writing the workbook and returns its stream at once; rows follow as the reader takes them. */
export function exportClientActivity(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  filters: ActivityFilters,
): { fileName: string; stream: Readable } {
  checkAccess(actor, ACTIVITY_READERS);
  const fileName = activityExportFileName(budapestIsoDay(services.clock()));
  const output = new PassThrough();
  // The log row is written before the file's last bytes: a finished download has its log row.
  writeXlsx(output, ACTIVITY_EXPORT_SHEET, ACTIVITY_EXPORT_COLUMNS, exportRows(services, filters), (rows) =>
    recordLog(services.database.db, logger, {
      userId: actor.userId,
      actionType: 'data_export',
      action: 'Ügyféltevékenység export',
      metadata: { fileName, rows, filters: { ...filters } },
    }),
  ).catch((error: unknown) => {
    logger.error({ err: error }, 'client activity export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName, stream: output };
}
