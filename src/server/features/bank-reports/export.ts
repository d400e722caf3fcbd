// The bank's report as an .xlsx ('Export Excel', docs/roles/bank-staff.md, 'Reports'): the figures the
// screen shows for the same filters, one sheet per part, Hungarian sheet names.
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type BankReport, bankReportFileName } from '../../../domain/bank-reports.ts';
import { OVERDUE_LABEL } from '../../../domain/statuses.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { excelDate, streamLoggedWorkbook, type XlsxSheet } from '../../platform/xlsx.ts';
import type { AppServices } from '../../services.ts';
import { REPORT_READERS } from './service.ts';

export const REPORT_SHEETS = {
  summary: 'Összesítő',
  statuses: 'Állapotok',
  monthly: 'Havi trend',
  performance: 'Teljesítmény',
  counties: 'Megyék',
  slowest: 'Leglassabb megrendelések',
} as const;

const metric = [
  { header: 'Mutató', width: 44 },
  { header: 'Érték', width: 22 },
] as const;

export function reportSheets(report: BankReport): XlsxSheet[] {
  const { summary, performance } = report;
  return [
    {
      name: REPORT_SHEETS.summary,
      columns: metric,
      rows: [
        ['Időszak', report.period.label],
        ['Kezdő nap', report.period.from ?? 'a kezdetektől'],
        ['Záró nap', report.period.to],
        ['Megye', report.county ?? 'Minden megye'],
        ['Megrendelések', summary.orders],
        ['Elkészült tanúsítványok', summary.completed],
        ['Folyamatban lévő megrendelések', summary.inProgress],
        ['Regisztrált, még nem rendelt', summary.notOrdered],
        ['Számlázott tanúsítványok (db)', summary.billedCount],
        ['Számlázott összeg (Ft)', summary.billedHuf],
        ['Kifizetett tanúsítványok (db)', summary.paidCount],
        ['Kifizetett összeg (Ft)', summary.paidHuf],
        ['Számlázásra váró tanúsítványok (db)', summary.pendingCount],
        ['Számlázásra váró összeg (Ft)', summary.pendingHuf],
        ['Tanúsítványonkénti díj (Ft)', report.feeHuf],
      ],
    },
    {
      name: REPORT_SHEETS.statuses,
      columns: [
        { header: 'Állapot', width: 28 },
        { header: 'Ingatlanok száma', width: 18 },
      ],
      rows: report.statuses.map((row) => [row.label, row.count]),
    },
    {
      name: REPORT_SHEETS.monthly,
      columns: [
        { header: 'Hónap', width: 14 },
        { header: 'Megrendelések', width: 16 },
        { header: 'Elkészült tanúsítványok', width: 24 },
      ],
      rows: report.monthly.map((row) => [row.month, row.orders, row.completed]),
    },
    {
      name: REPORT_SHEETS.performance,
      columns: [...metric, { header: 'Mért megrendelések', width: 20 }],
      rows: [
        [
          'Átlagos napok a megrendeléstől a tanúsító kijelöléséig',
          performance.daysToAssignment,
          performance.assignedCount,
        ],
        [
          'Átlagos napok a megrendeléstől az időpontig',
          performance.daysToAppointment,
          performance.appointmentCount,
        ],
        [
          'Átlagos napok a megrendeléstől a tanúsítványig',
          performance.daysToCertificate,
          performance.certificateCount,
        ],
        [OVERDUE_LABEL, performance.overdue],
      ],
    },
    {
      name: REPORT_SHEETS.counties,
      columns: [
        { header: 'Megye', width: 26 },
        { header: 'Megrendelések', width: 16 },
        { header: 'Elkészült tanúsítványok', width: 24 },
        { header: 'Folyamatban', width: 14 },
        { header: 'Késésben', width: 12 },
        { header: 'Átlagos napok a tanúsítványig', width: 28 },
      ],
      rows: report.counties.map((row) => [
        row.county,
        row.orders,
        row.completed,
        row.inProgress,
        row.overdue,
        row.daysToCertificate,
      ]),
    },
    {
      name: REPORT_SHEETS.slowest,
      columns: [
        { header: 'Ügyfél', width: 26 },
        { header: 'Cím', width: 40 },
        { header: 'Megye', width: 22 },
        { header: 'Állapot', width: 22 },
        { header: 'Megrendelve', width: 18 },
        { header: 'Napja nyitott', width: 14 },
        { header: 'Késésben', width: 10 },
      ],
      rows: report.slowest.map((row) => [
        row.clientName || null,
        row.address,
        row.county,
        row.statusLabel,
        excelDate(row.orderedAt),
        row.daysOpen,
        row.overdue ? 'igen' : 'nem',
      ]),
    },
  ];
}

/** The workbook as a stream returned at once; the export is logged before its last bytes. */
export function exportBankReport(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  report: BankReport,
): Readable {
  checkAccess(actor, REPORT_READERS);
  return streamLoggedWorkbook(
    services.database.db,
    logger,
    {
      userId: actor.userId,
      actionType: 'data_export',
      action: 'Riport export',
      metadata: {
        fileName: bankReportFileName(report),
        period: report.period.period,
        from: report.period.from,
        to: report.period.to,
        county: report.county,
      },
    },
    () => reportSheets(report),
  );
}
