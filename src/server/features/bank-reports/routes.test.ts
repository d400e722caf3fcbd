import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankReportQuerySchema, type BankReport } from '../../../domain/bank-reports.ts';
import { INVALID_DAY } from '../../../domain/list-query.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { PropertyStatus } from '../../../domain/statuses.ts';
import { documents, tigStatementLines, tigStatements } from '../../db/schema.ts';
import { createProperty, createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people, type StaffMember, type TestAuditor } from '../../test/people.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { exportBankReport, REPORT_SHEETS } from './export.ts';
import { bankReport } from './service.ts';

const t = testAppForFile({ clock: () => NOW, clearRateLimits: true });
const who = people(t);
let bank: StaffMember;
let auditor: TestAuditor;
const db = () => t.services.database.db;
const FEE = 65_000;
/** 2026-03-20 11:00 in Budapest (winter time, UTC+1): the reports' "today". */
const NOW = new Date('2026-03-20T10:00:00Z');

let serial = 0;
/** A client and their property with the given dates (hand-counted below); a certificate when `certificateAt`. */
async function fixture(
  status: PropertyStatus,
  postcode: string,
  dates: {
    created?: string;
    ordered?: string;
    assigned?: string;
    appointment?: string;
    certificateAt?: string;
  },
) {
  serial += 1;
  const profile = await createUser(db(), {
    role: 'client',
    email: `riport${serial}@example.hu`,
    firstName: 'Réka',
    lastName: `Riport${serial}`,
    password: TEST_PASSWORD,
  });
  const at = (value?: string) => (value ? new Date(value) : null);
  const property = await createProperty(db(), t.services.postcodes, {
    clientId: profile.id,
    postcode,
    street: 'Fő utca',
    houseNumber: `${serial}`,
    status,
    auditorId: auditor.id,
    createdAt: new Date(dates.created ?? dates.ordered ?? '2026-03-18T10:00:00Z'),
    orderedAt: at(dates.ordered),
    auditorAssignDate: at(dates.assigned),
    appointmentDate: at(dates.appointment),
  });
  let documentId: string | null = null;
  if (dates.certificateAt) {
    const { document } = await who.storeCertificate(property.id, auditor.id);
    await db()
      .update(documents)
      .set({ uploadedAt: new Date(dates.certificateAt) })
      .where(eq(documents.id, document.id));
    documentId = document.id;
  }
  return { property, documentId };
}

beforeAll(async () => {
  t.clock.set(NOW);
  auditor = await who.auditor();
  // A: Budapest, done. Ordered 2026-01-31 23:30 UTC = 1 February 00:30 in Budapest (a February order).
  await fixture('document_uploaded', '1061', {
    ordered: '2026-01-31T23:30:00Z',
    assigned: '2026-02-03T23:30:00Z', // +3 days
    appointment: '2026-02-05T23:30:00Z', // +5 days
    certificateAt: '2026-02-11T23:30:00Z', // +11 days, 12 February in Budapest
  });
  // B: Budapest, assigned on 12 March with no appointment: overdue on 20 March.
  await fixture('auditor_assigned', '1061', {
    ordered: '2026-03-10T09:00:00Z',
    assigned: '2026-03-12T09:00:00Z', // +2 days
  });
  // C: Csongrád-Csanád, appointment agreed.
  await fixture('appointment_scheduled', '6720', {
    ordered: '2026-03-01T09:00:00Z',
    assigned: '2026-03-02T09:00:00Z', // +1 day
    appointment: '2026-03-05T09:00:00Z', // +4 days
  });
  // D: Csongrád-Csanád, done in December/January and on a TIG statement (sent).
  const d = await fixture('document_uploaded', '6720', {
    ordered: '2025-12-15T09:00:00Z',
    assigned: '2025-12-16T09:00:00Z', // +1 day
    appointment: '2025-12-18T09:00:00Z', // +3 days
    certificateAt: '2026-01-04T09:00:00Z', // +20 days
  });
  // E: Budapest, ordered yesterday, waiting for an auditor.
  await fixture('finding_auditor', '1061', { ordered: '2026-03-19T10:00:00Z' });
  // F: Budapest, registered on 18 March, never ordered.
  await fixture('new', '1061', { created: '2026-03-18T10:00:00Z' });
  // G: Budapest, done in February 2025: outside the last 12 months.
  await fixture('document_uploaded', '1061', {
    ordered: '2025-02-10T09:00:00Z',
    assigned: '2025-02-12T09:00:00Z',
    appointment: '2025-02-14T09:00:00Z',
    certificateAt: '2025-02-20T09:00:00Z',
  });
  const [statement] = await db()
    .insert(tigStatements)
    .values({
      number: 'TIG-2026-0001',
      feeHuf: FEE,
      certificateCount: 1,
      totalHuf: FEE,
      textFileKey: 'tig/riport-teszt.txt',
      textFileName: 'riport-teszt.txt',
      pdfFileKey: 'tig/riport-teszt.pdf',
      pdfFileName: 'riport-teszt.pdf',
    })
    .returning();
  await db()
    .insert(tigStatementLines)
    .values({
      statementId: statement!.id,
      position: 1,
      documentId: d.documentId!,
      propertyId: d.property.id,
      clientName: 'Réka Riport4',
      address: '6720 Szeged, Fő utca 4',
      auditorName: 'Péter Szabó',
      uploadedAt: new Date('2026-01-04T09:00:00Z'),
      amountHuf: FEE,
    });
  await db().update(documents).set({ billingStatus: 'sent' }).where(eq(documents.id, d.documentId!));
});
beforeEach(async () => {
  bank = await who.staff('bank_admin');
});

async function report(query = '') {
  const response = await t.app.inject({ url: `/api/bank/reports${query}`, headers: { cookie: bank.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BankReport>();
}

const statusCounts = (body: BankReport) => Object.fromEntries(body.statuses.map((s) => [s.status, s.count]));
const months = (body: BankReport) =>
  Object.fromEntries(
    body.monthly.filter((m) => m.orders || m.completed).map((m) => [m.month, [m.orders, m.completed]]),
  );

describe('GET /api/bank/reports', () => {
  it('counts the last 12 months by default, as counted by hand', async () => {
    const body = await report();
    expect(body.period).toEqual({
      period: 'last_12_months',
      label: 'Elmúlt 12 hónap',
      from: '2025-04-01',
      to: '2026-03-20',
    });
    expect(body.county).toBeNull();
    expect(body.feeHuf).toBe(FEE);
    expect(body.summary).toEqual({
      orders: 5,
      completed: 2,
      inProgress: 3,
      notOrdered: 1,
      billedCount: 1,
      billedHuf: FEE,
      paidCount: 0,
      paidHuf: 0,
      pendingCount: 1,
      pendingHuf: FEE,
    });
    expect(statusCounts(body)).toEqual({
      new: 1,
      finding_auditor: 1,
      auditor_assigned: 1,
      appointment_scheduled: 1,
      document_uploaded: 2,
    });
    expect(body.statuses.map((s) => s.label)).toEqual([
      'Új',
      'Még nem rendelt',
      'Időpontra vár',
      'Időpont egyeztetve',
      'Tanúsítvány feltöltve',
    ]);
    expect(body.monthly).toHaveLength(12);
    expect(body.monthly[0]).toMatchObject({ month: '2025-04', label: '2025. ápr.' });
    // A's order is February's in Budapest (31 January in UTC); its certificate too.
    expect(months(body)).toEqual({
      '2025-12': [1, 0],
      '2026-01': [0, 1],
      '2026-02': [1, 1],
      '2026-03': [3, 0],
    });
    expect(body.performance).toEqual({
      daysToAssignment: 1.8, // (3 + 2 + 1 + 1) / 4
      daysToAppointment: 4, // (5 + 4 + 3) / 3
      daysToCertificate: 15.5, // (11 + 20) / 2
      assignedCount: 4,
      appointmentCount: 3,
      certificateCount: 2,
      overdue: 1,
    });
    expect(body.counties).toHaveLength(20);
    expect(body.counties.find((c) => c.county === 'Budapest')).toEqual({
      county: 'Budapest',
      orders: 3,
      completed: 1,
      inProgress: 2,
      overdue: 1,
      daysToCertificate: 11,
    });
    expect(body.counties.find((c) => c.county === 'Csongrád-Csanád')).toEqual({
      county: 'Csongrád-Csanád',
      orders: 2,
      completed: 1,
      inProgress: 1,
      overdue: 0,
      daysToCertificate: 20,
    });
    expect(body.counties.find((c) => c.county === 'Zala')).toMatchObject({
      orders: 0,
      daysToCertificate: null,
    });
    expect(body.slowest.map((s) => [s.address.slice(0, 4), s.status, s.daysOpen, s.overdue])).toEqual([
      ['6720', 'appointment_scheduled', 19, false],
      ['1061', 'auditor_assigned', 10, true],
      ['1061', 'finding_auditor', 1, false],
    ]);
  });

  it('narrows every figure to a county', async () => {
    const body = await report('?county=Csongr%C3%A1d-Csan%C3%A1d');
    expect(body.county).toBe('Csongrád-Csanád');
    expect(body.summary).toMatchObject({
      orders: 2,
      completed: 1,
      inProgress: 1,
      notOrdered: 0,
      billedHuf: FEE,
      pendingCount: 0,
    });
    expect(statusCounts(body)).toMatchObject({ appointment_scheduled: 1, document_uploaded: 1, new: 0 });
    expect(body.performance).toMatchObject({ daysToCertificate: 20, overdue: 0, daysToAssignment: 1 });
    expect(body.counties.map((c) => c.county)).toEqual(['Csongrád-Csanád']);
    expect(months(body)).toEqual({ '2025-12': [1, 0], '2026-01': [0, 1], '2026-03': [1, 0] });
  });

  it('counts whole Budapest days: this month, a custom February and January, and everything', async () => {
    const march = await report('?period=this_month');
    expect(march.period).toMatchObject({ from: '2026-03-01', to: '2026-03-20' });
    expect(march.summary).toMatchObject({ orders: 3, completed: 0, inProgress: 3, notOrdered: 1 });
    expect(march.monthly.map((m) => m.month)).toEqual(['2026-03']);

    const february = await report('?period=custom&dateFrom=2026-02-01&dateTo=2026-02-28');
    expect(february.summary).toMatchObject({ orders: 1, completed: 1, pendingCount: 1, billedCount: 0 });
    expect(february.performance).toMatchObject({ daysToAssignment: 3, daysToCertificate: 11, overdue: 0 });

    const january = await report('?period=custom&dateFrom=2026-01-01&dateTo=2026-01-31');
    expect(january.summary).toMatchObject({ orders: 0, completed: 1, billedCount: 1, billedHuf: FEE });

    const all = await report('?period=all');
    expect(all.period.from).toBeNull();
    expect(all.summary).toMatchObject({ orders: 6, completed: 3, inProgress: 3 });
    expect(all.monthly).toHaveLength(12);
    expect(statusCounts(all).document_uploaded).toBe(3);

    const days30 = await report('?period=last_30_days');
    expect(days30.period).toMatchObject({ from: '2026-02-19', to: '2026-03-20' });
    expect(days30.summary).toMatchObject({ orders: 3, completed: 0 });
  });

  it('refuses invalid filters in Hungarian', async () => {
    const cases: [string, string][] = [
      ['?period=custom&dateFrom=2026-03-10&dateTo=2026-03-01', MESSAGES.bankReports.rangeOrder],
      ['?county=Atlantisz', MESSAGES.bankReports.invalidCounty],
      ['?period=decade', MESSAGES.bankReports.invalidPeriod],
      ['?period=custom&dateFrom=2026-03-01', MESSAGES.bankReports.customNeedsDates],
      ['?period=this_year&dateFrom=2026-03-01', MESSAGES.bankReports.datesOnlyCustom],
      ['?period=custom&dateFrom=2026-02-30&dateTo=2026-03-01', INVALID_DAY],
      ['?period=custom&dateFrom=2016-01-01&dateTo=2026-03-01', MESSAGES.bankReports.rangeTooLong],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/bank/reports', '/api/bank/reports/export']) {
        const response = await t.app.inject({ url: `${path}${query}`, headers: { cookie: bank.cookie } });
        expect(response.statusCode, query).toBe(400);
        expect(JSON.stringify(response.json()), query).toContain(message);
      }
    }
  });
});

describe('GET /api/bank/reports/export', () => {
  it('writes the same figures into an .xlsx with Hungarian sheets, named by the period, and logs it', async () => {
    const shown = await report('?county=Budapest');
    const response = await t.app.inject({
      url: '/api/bank/reports/export?county=Budapest',
      headers: { cookie: bank.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('riport_2025-04-01_2026-03-20_Budapest.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(Object.values(REPORT_SHEETS));
    const values = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .slice(2)
        .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    const summary = Object.fromEntries(values(REPORT_SHEETS.summary).map(([k, v]) => [k, v]));
    expect(summary).toMatchObject({
      Megye: 'Budapest',
      Megrendelések: shown.summary.orders,
      'Elkészült tanúsítványok': shown.summary.completed,
      'Folyamatban lévő megrendelések': shown.summary.inProgress,
      'Számlázásra váró összeg (Ft)': shown.summary.pendingHuf,
      'Tanúsítványonkénti díj (Ft)': FEE,
    });
    expect(summary.Megrendelések).toBe(3);
    expect(values(REPORT_SHEETS.statuses)).toEqual(shown.statuses.map((s) => [s.label, s.count]));
    expect(values(REPORT_SHEETS.monthly)).toEqual(shown.monthly.map((m) => [m.month, m.orders, m.completed]));
    expect(values(REPORT_SHEETS.performance).map((row) => row[1])).toEqual([
      shown.performance.daysToAssignment,
      shown.performance.daysToAppointment,
      shown.performance.daysToCertificate,
      1,
    ]);
    expect(values(REPORT_SHEETS.counties)).toEqual([['Budapest', 3, 1, 2, 1, 11]]);
    expect(values(REPORT_SHEETS.slowest)).toHaveLength(2);
    const [log] = await loggedRows(t, bank.id, { actionType: 'data_export' });
    expect(log).toMatchObject({ actionType: 'data_export', action: 'Riport export' });
  });
});

describe('the report export, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it('exportBankReport refuses anyone but the bank staff', async () => {
    const report = await bankReport(t.services, bankReportQuerySchema.parse({}));
    await expectRefused(t, [await who.staff('portal_admin'), auditor], (actor: Actor) =>
      exportBankReport(t.services, silentLogger, actor, report),
    );
  });
});
