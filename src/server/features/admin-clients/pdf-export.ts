// The client list as a PDF (beside the .xlsx export; docs/roles/portal-admin.md, 'Exports'): the list as
// filtered and sorted on screen, A4 landscape, with the filters, the time it was made and page numbers. A PDF
// is for reading and printing, so it holds at most PDF_MAX_ROWS clients; beyond that the Excel export serves.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import { CLIENT_STATUS_FILTER_LABELS } from '../../../domain/admin-lists.ts';
import {
  EMPTY_CELL,
  formatArea,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
} from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { statusLabel } from '../../../domain/statuses.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { profiles, properties } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { type PdfTableColumn, renderPdfTable } from '../../platform/pdf.ts';
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

/** About 170 pages: what a person prints; larger lists go to Excel. */
export const PDF_MAX_ROWS = 5000;

export const PDF_TITLE = 'Ügyféllista';

export const PDF_COLUMNS = [
  { header: 'Azonosító', width: 52, keepWhole: true },
  { header: 'Név', width: 90 },
  { header: 'Email', width: 110 },
  { header: 'Telefon', width: 68, keepWhole: true },
  { header: 'Ingatlan címe', width: 140 },
  { header: 'Alapterület', width: 46, keepWhole: true },
  { header: 'Állapot', width: 72 },
  { header: 'Tanúsító', width: 80 },
  { header: 'Kupon', width: 50 },
  { header: 'Regisztrált', width: 50, keepWhole: true },
  { header: 'Megrendelve', width: 52, keepWhole: true },
] as const satisfies readonly PdfTableColumn[];

const SORT_LABELS: Record<ClientsFilter['sort'], string> = {
  name: 'Ügyfél neve',
  email: 'Email',
  status: 'Állapot (a folyamat sorrendjében)',
  auditorName: 'Tanúsító',
  registrationDate: 'Regisztráció dátuma',
  orderDate: 'Megrendelés dátuma',
};

export function pdfFileName(filtered: boolean): string {
  return filtered ? 'ugyfelek_riport.pdf' : 'ugyfelek_export.pdf';
}

/** The filters in words, as the list's filter bar shows them. */
function describeFilters(query: ClientsFilter): string {
  const parts: string[] = [];
  if (query.search) parts.push(`keresés: „${query.search}”`);
  if (query.status !== 'all') parts.push(`állapot: ${CLIENT_STATUS_FILTER_LABELS[query.status]}`);
  if (query.couponCode) parts.push(`kuponkód: ${query.couponCode}`);
  if (query.dateFrom || query.dateTo)
    parts.push(
      `regisztráció: ${query.dateFrom ? formatDay(query.dateFrom) : '…'} – ${query.dateTo ? formatDay(query.dateTo) : '…'}`,
    );
  return parts.length ? `Szűrők: ${parts.join('; ')}` : 'Szűrők: nincsenek (minden ügyfél)';
}

/** Renders the PDF of the list as filtered; refuses (400) a list longer than PDF_MAX_ROWS. */
export async function exportClientsPdf(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  query: ClientsFilter,
): Promise<{ fileName: string; pdf: Buffer }> {
  checkAccess(actor, CLIENT_READERS);
  const { db } = services.database;
  const now = services.clock();
  const where = clientConditions(query, now);
  const order = clientOrder(query);
  // One more than the limit tells a list that is too long without counting all of it.
  const page = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(...order)
    .limit(PDF_MAX_ROWS + 1)
    .as('page');
  const rows = await db
    .select({ ...exportedClientColumns, couponCode: properties.couponCode })
    .from(profiles)
    .innerJoin(page, eq(page.id, profiles.id))
    .leftJoin(properties, eq(properties.clientId, profiles.id))
    .leftJoin(auditor, eq(auditor.id, properties.auditorId))
    .orderBy(...order);
  if (rows.length > PDF_MAX_ROWS)
    throw new AppError('too_many_rows', 400, MESSAGES.clients.pdfTooLarge(formatNumber(PDF_MAX_ROWS)));

  const fileName = pdfFileName(isFiltered(query));
  const pdf = await renderPdfTable({
    title: PDF_TITLE,
    subtitle: [
      describeFilters(query),
      `Rendezés: ${SORT_LABELS[query.sort]}, ${query.direction === 'asc' ? 'növekvő' : 'csökkenő'}`,
      `Készült: ${formatDateTime(now)} · ${formatNumber(rows.length)} ügyfél`,
    ],
    columns: PDF_COLUMNS,
    rows: rows.map((row) => [
      clientDisplayId(row.displayNumber),
      row.name,
      row.email,
      row.phone ?? EMPTY_CELL,
      row.propertyAddress ?? row.clientAddress ?? EMPTY_CELL,
      row.area === null ? EMPTY_CELL : formatArea(row.area),
      statusLabel(row.status ?? 'new'),
      row.auditorName ?? EMPTY_CELL,
      row.couponCode ?? EMPTY_CELL,
      formatDate(row.registrationDate),
      row.orderedAt ? formatDate(row.orderedAt) : EMPTY_CELL,
    ]),
    footer: `${PDF_TITLE} – ${formatDateTime(now)}`,
  });
  await recordLog(db, logger, {
    userId: actor.userId,
    actionType: 'data_export',
    action: 'Ügyfél export (PDF)',
    metadata: { fileName, rows: rows.length, filters: query },
  });
  return { fileName, pdf };
}
