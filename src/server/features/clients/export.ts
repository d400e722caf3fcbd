// The client export (spec 02 §2.14, §9; PRODUCT.md: every matching row, streamed): an .xlsx written
// while the rows are read in batches, so memory stays flat however many clients there are.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { adminClientsQuerySchema } from '../../../domain/admin.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/statuses.ts';
import { toBudapest } from '../../../domain/time.ts';
import type { Actor } from '../../auth/guard.ts';
import { documents, profiles, propertyNotes } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import type { AppServices } from '../../services.ts';
import { clientConditions, clientOrder, selectClients } from './service.ts';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';

type ExportQuery = Omit<z.output<typeof adminClientsQuerySchema>, 'page' | 'pageSize'>;

export const EXPORT_SHEET = 'Ügyfelek';
const BATCH = 1000;

/** spec 02 §9 columns, in order. */
export const EXPORT_COLUMNS = [
  { header: 'Ügyfél azonosító', key: 'id', width: 12 },
  { header: 'Név', key: 'name', width: 26 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Telefon', key: 'phone', width: 18 },
  { header: 'Cím', key: 'address', width: 40 },
  { header: 'Megye', key: 'county', width: 20 },
  { header: 'Regisztráció dátuma', key: 'registrationDate', width: 18 },
  { header: 'Tanúsítás állapota', key: 'status', width: 22 },
  { header: 'Megrendelés dátuma', key: 'orderDate', width: 18 },
  { header: 'Tanúsító neve', key: 'auditorName', width: 24 },
  { header: 'Hozzárendelés dátuma', key: 'assignDate', width: 18 },
  { header: 'Első kapcsolatfelvétel', key: 'firstCallDate', width: 18 },
  { header: 'Helyszíni felmérés', key: 'surveyDate', width: 18 },
  { header: 'Tanúsítvány feltöltése', key: 'uploadDate', width: 18 },
  { header: 'Alapterület (m²)', key: 'area', width: 14 },
  { header: 'Kapcsolattartó neve', key: 'contactName', width: 22 },
  { header: 'Kapcsolattartó telefonja', key: 'contactPhone', width: 18 },
  { header: 'Kapcsolattartó emailje', key: 'contactEmail', width: 28 },
  { header: 'Megjegyzések', key: 'notes', width: 60 },
] as const;

/** Text that a spreadsheet would run as a formula (=, +, -, @, or a tab/CR first) is kept as text. */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Excel stores wall-clock times: the Budapest time of the instant, as a date without a zone. */
function excelDate(value: Date | null): Date | null {
  if (!value) return null;
  const local = toBudapest(value);
  return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
}

const text = (value: string | null | undefined) => (value ? neutralise(value) : null);

export function exportFileName(filtered: boolean): string {
  return filtered ? 'ugyfelek_riport.xlsx' : 'ugyfelek_export.xlsx';
}

/** Whether any filter narrows the list (then the file is the 'riport', spec 02 §9). */
export function isFiltered(query: ExportQuery): boolean {
  return Boolean(
    query.search || query.couponCode || query.dateFrom || query.dateTo || query.status !== 'all',
  );
}

/** Resolves when the stream has room again, or is gone (the download was cancelled). */
function drainOrClose(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Starts writing the workbook and returns its stream at once; rows follow as they are read. */
export function exportClients(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  query: ExportQuery,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Energetikai Tanúsítvány Portál';
  const sheet = workbook.addWorksheet(EXPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const key of [
    'registrationDate',
    'orderDate',
    'assignDate',
    'firstCallDate',
    'surveyDate',
    'uploadDate',
  ])
    sheet.getColumn(key).numFmt = 'yyyy.mm.dd hh:mm';

  const write = async () => {
    const now = services.clock();
    // The matching clients' ids in the list's order, in one query (100,000 ids are a few megabytes);
    // then their rows a batch at a time, each batch one indexed lookup.
    const order = clientOrder(query);
    const ids = (
      await services.database.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(clientConditions(query))
        .orderBy(...order)
    ).map((row) => row.id);
    let rows = 0;
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = await selectClients(services, now)
        .where(inArray(profiles.id, ids.slice(start, start + BATCH)))
        .orderBy(...order);
      const propertyIds = batch.flatMap((r) => (r.property ? [r.property.id] : []));
      const [notes, uploads] = propertyIds.length
        ? await Promise.all([
            services.database.db
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
            services.database.db
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
      for (const { client, property, auditorName } of batch) {
        sheet
          .addRow({
            id: clientDisplayId(client.displayNumber),
            name: text(client.name),
            email: text(client.email),
            phone: text(client.phone),
            address: text(property?.address ?? client.address),
            county:
              property?.county ??
              (client.address ? services.postcodes.county(client.address.slice(0, 4)) : null),
            registrationDate: excelDate(client.registrationDate),
            status: statusLabel(property?.status ?? 'new'),
            orderDate: excelDate(property?.orderedAt ?? null),
            auditorName: text(auditorName),
            assignDate: excelDate(property?.auditorAssignDate ?? null),
            firstCallDate: excelDate(property?.auditorFirstcallDate ?? null),
            surveyDate: excelDate(property?.appointmentDate ?? null),
            uploadDate: excelDate(property ? (uploadBy.get(property.id) ?? null) : null),
            area: property?.area ?? null,
            contactName: text(property?.contactPerson?.name),
            contactPhone: text(property?.contactPerson?.phone),
            contactEmail: text(property?.contactPerson?.email),
            notes: text(property ? (notesBy.get(property.id) ?? []).join(' | ') : null),
          })
          .commit();
        rows++;
      }
      // The reader sets the pace: the next batch waits while the file waits to be sent.
      if (output.writableNeedDrain) await drainOrClose(output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
    await recordLog(services.database.db, logger, {
      userId: actor.userId,
      actionType: 'data_export',
      action: 'Ügyfél export',
      metadata: { fileName: exportFileName(isFiltered(query)), rows, filters: query },
    });
  };
  write().catch((error: unknown) => {
    logger.error({ err: error }, 'client export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
