// The client export, every matching row (docs/product.md, 'Streaming exports'): an .xlsx written while
// the rows are read in batches, so memory stays flat however many clients there are.
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';
import { statusLabel } from '../../../domain/statuses.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { documents, profiles, properties, propertyNotes } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { excelDate, writeXlsx, type XlsxColumn, type XlsxValue } from '../../platform/xlsx.ts';
import type { AppServices } from '../../services.ts';
import {
  auditor,
  CLIENT_READERS,
  clientConditions,
  clientOrder,
  type ClientsFilter,
  exportedClientColumns,
  isFiltered,
} from './service.ts';

export const EXPORT_SHEET = 'Ügyfelek';
// Small batches: each batch's rows die young, so the heap stays flat while the download waits.
const BATCH = 250;

/** Only what the export's columns need, not the whole profile and property. */
const exportColumns = {
  ...exportedClientColumns,
  propertyId: properties.id,
  county: properties.county,
  auditorAssignDate: properties.auditorAssignDate,
  auditorFirstcallDate: properties.auditorFirstcallDate,
  appointmentDate: properties.appointmentDate,
  contactPerson: properties.contactPerson,
};

/** The export's columns, in order. */
export const EXPORT_COLUMNS = [
  { header: 'Ügyfél azonosító', width: 12 },
  { header: 'Név', width: 26 },
  { header: 'Email', width: 30 },
  { header: 'Telefon', width: 18 },
  { header: 'Cím', width: 40 },
  { header: 'Megye', width: 20 },
  { header: 'Regisztráció dátuma', width: 18 },
  { header: 'Tanúsítás állapota', width: 22 },
  { header: 'Megrendelés dátuma', width: 18 },
  { header: 'Tanúsító neve', width: 24 },
  { header: 'Hozzárendelés dátuma', width: 18 },
  { header: 'Első kapcsolatfelvétel', width: 18 },
  { header: 'Helyszíni felmérés', width: 18 },
  { header: 'Tanúsítvány feltöltése', width: 18 },
  { header: 'Alapterület (m²)', width: 14 },
  { header: 'Kapcsolattartó neve', width: 22 },
  { header: 'Kapcsolattartó telefonja', width: 18 },
  { header: 'Kapcsolattartó emailje', width: 28 },
  { header: 'Megjegyzések', width: 60 },
] as const satisfies readonly XlsxColumn[];

// As typed: a text cell of the workbook is never run as a formula (platform/xlsx.ts keeps '+36 …' text).
const text = (value: string | null | undefined) => value || null;

export function exportFileName(filtered: boolean): string {
  return filtered ? 'ugyfelek_riport.xlsx' : 'ugyfelek_export.xlsx';
}

/** The export's rows in the list's order, read a batch at a time. */
async function* exportRows(services: AppServices, query: ClientsFilter): AsyncGenerator<XlsxValue[]> {
  const { db } = services.database;
  const now = services.clock();
  // The matching clients' ids in the list's order, in one query (100,000 ids are a few megabytes);
  // then their rows a batch at a time, each batch one indexed lookup.
  const order = clientOrder(query);
  const ids = (
    await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(clientConditions(query, now))
      .orderBy(...order)
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += BATCH) {
    // The filters again: a client erased while the download waited for its reader is left out.
    const batch = await db
      .select(exportColumns)
      .from(profiles)
      .leftJoin(properties, eq(properties.clientId, profiles.id))
      .leftJoin(auditor, eq(auditor.id, properties.auditorId))
      .where(and(inArray(profiles.id, ids.slice(start, start + BATCH)), clientConditions(query, now)))
      .orderBy(...order);
    const propertyIds = batch.flatMap((row) => (row.propertyId ? [row.propertyId] : []));
    const [notes, uploads] = propertyIds.length
      ? await Promise.all([
          db
            .select({
              propertyId: propertyNotes.propertyId,
              content: propertyNotes.content,
              createdAt: propertyNotes.createdAt,
              author: profiles.name,
            })
            .from(propertyNotes)
            .leftJoin(profiles, eq(profiles.id, propertyNotes.createdBy))
            .where(inArray(propertyNotes.propertyId, propertyIds))
            .orderBy(asc(propertyNotes.createdAt), asc(propertyNotes.id)),
          db
            .select({
              propertyId: documents.propertyId,
              uploadedAt: sql<Date>`max(${documents.uploadedAt})`,
            })
            .from(documents)
            .where(and(inArray(documents.propertyId, propertyIds), eq(documents.type, 'certificate')))
            .groupBy(documents.propertyId),
        ])
      : [[], []];
    const notesBy = new Map<string, string[]>();
    for (const note of notes) {
      const list = notesBy.get(note.propertyId) ?? [];
      list.push(
        `${list.length + 1}. ${formatDateTime(note.createdAt)} (${note.author ?? UNKNOWN_USER_LABEL}): ${note.content}`,
      );
      notesBy.set(note.propertyId, list);
    }
    const uploadBy = new Map(uploads.map((u) => [u.propertyId, new Date(u.uploadedAt)]));
    for (const row of batch) {
      const address = row.propertyAddress ?? row.clientAddress;
      yield [
        clientDisplayId(row.displayNumber),
        text(row.name),
        text(row.email),
        text(row.phone),
        text(address),
        row.county ?? (address ? services.postcodes.county(address.slice(0, 4)) : null),
        excelDate(row.registrationDate),
        statusLabel(row.status ?? 'new'),
        excelDate(row.orderedAt),
        text(row.auditorName),
        excelDate(row.auditorAssignDate),
        excelDate(row.auditorFirstcallDate),
        excelDate(row.appointmentDate),
        excelDate(row.propertyId ? (uploadBy.get(row.propertyId) ?? null) : null),
        row.area,
        text(row.contactPerson?.name),
        text(row.contactPerson?.phone),
        text(row.contactPerson?.email),
        text(row.propertyId ? (notesBy.get(row.propertyId) ?? []).join(' | ') : null),
      ];
    }
  }
}

/** Starts writing the workbook and returns its stream at once; rows follow as the reader takes them. */
export function exportClients(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  query: ClientsFilter,
): Readable {
  checkAccess(actor, CLIENT_READERS);
  const output = new PassThrough();
  // The log is written before the file's last bytes: a finished download has its log row.
  const write = () =>
    writeXlsx(output, EXPORT_SHEET, EXPORT_COLUMNS, exportRows(services, query), (rows) =>
      recordLog(services.database.db, logger, {
        userId: actor.userId,
        actionType: 'data_export',
        action: 'Ügyfél export',
        metadata: { fileName: exportFileName(isFiltered(query)), rows, filters: query },
      }),
    );
  write().catch((error: unknown) => {
    logger.error({ err: error }, 'client export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
