// The month's settlement as an .xlsx (docs/roles/portal-admin.md, 'Settlement'; written as the bank's
// reports export is): the rows and the summary the screen shows for the same filters.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  SETTLEMENT_STATUS_LABELS,
  settlementFileName,
  settlementMonthLabel,
  type SettlementMonthView,
} from '../../../domain/settlement.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { excelDate, streamLoggedWorkbook, type XlsxSheet } from '../../platform/xlsx.ts';
import type { AppServices } from '../../services.ts';
import { SETTLEMENT_ADMINS } from './service.ts';

export const SETTLEMENT_SHEETS = { rows: 'Elszámolás', summary: 'Összesítő' } as const;

export function settlementSheets(view: SettlementMonthView): XlsxSheet[] {
  return [
    {
      name: SETTLEMENT_SHEETS.rows,
      columns: [
        { header: 'Tanúsító', width: 28 },
        { header: 'Azonosító', width: 14 },
        { header: 'Elkészült tanúsítványok', width: 22 },
        { header: 'Díj / tanúsítvány (Ft)', width: 20 },
        { header: 'Fizetendő (Ft)', width: 16 },
        { header: 'Kifizetve (Ft)', width: 16 },
        { header: 'Állapot', width: 12 },
        { header: 'Átlagos napok (kijelöléstől feltöltésig)', width: 22 },
        { header: 'Utolsó kifizetés', width: 18 },
        { header: 'Hivatkozás', width: 28 },
      ],
      rows: view.rows.map((row) => {
        const last = row.payments[0];
        return [
          row.auditorName,
          row.displayId,
          row.certificates,
          row.feeHuf,
          row.dueHuf,
          row.paidHuf,
          SETTLEMENT_STATUS_LABELS[row.status],
          row.averageDays,
          last ? excelDate(last.paidAt) : null,
          row.payments.map((payment) => payment.paymentReference).join(' | ') || null,
        ];
      }),
    },
    {
      name: SETTLEMENT_SHEETS.summary,
      columns: [
        { header: 'Mutató', width: 40 },
        { header: 'Érték', width: 22 },
      ],
      rows: [
        ['Hónap', settlementMonthLabel(view.month)],
        ['Tanúsítók', view.summary.auditors],
        ['Elkészült tanúsítványok', view.summary.certificates],
        ['Fizetendő összesen (Ft)', view.summary.dueHuf],
        ['Kifizetve (Ft)', view.summary.paidHuf],
        ['Függőben (Ft)', view.summary.pendingHuf],
        ['Átlagos napok (kijelöléstől feltöltésig)', view.summary.averageDays],
        ['Iparági átlag (nap)', view.industryAverageDays],
        ['Díj / tanúsítvány (Ft)', view.feeHuf],
      ],
    },
  ];
}

/** The workbook as a stream returned at once; the export is logged before its last bytes. */
export function exportSettlement(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  view: SettlementMonthView,
): Readable {
  checkAccess(actor, SETTLEMENT_ADMINS);
  return streamLoggedWorkbook(
    services.database.db,
    logger,
    {
      userId: actor.userId,
      actionType: 'data_export',
      action: 'Elszámolás export',
      metadata: { fileName: settlementFileName(view.month), month: view.month, rows: view.rows.length },
    },
    () => settlementSheets(view),
  );
}
