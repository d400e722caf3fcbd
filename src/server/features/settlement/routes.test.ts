import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SETTLEMENT_MESSAGES,
  settlementQuerySchema,
  type SettlementHistory,
  type SettlementMonthView,
} from '../../../domain/settlement.ts';
import type { CertificateList } from '../../../domain/certificates.ts';
import { documents, properties, settlementItems, settlementPayments } from '../../db/schema.ts';
import { people, type SignedIn } from '../../test/people.ts';
import { actorFor, expectRefused } from '../../test/actors.ts';
import { sessionCookie } from '../../test/sessions.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import type { Actor } from '../../auth/guard.ts';
import { exportSettlement, SETTLEMENT_SHEETS } from './export.ts';
import {
  auditorSettlementHistory,
  markSettlementPaid,
  reverseSettlementPayment,
  settlementHistory,
  settlementMonth,
} from './service.ts';

const t = testAppForFile();
const who = people(t);
let admin: SignedIn;
let otherAdmin: SignedIn;
let bank: SignedIn;
let anna: SignedIn & { name: string };
let bela: SignedIn & { name: string };
let idle: SignedIn & { name: string };
const db = () => t.services.database.db;
const FEE = 45_000;
/** 2026-03-20 11:00 in Budapest: the settlement's "this month" is March 2026. */
const NOW = new Date('2026-03-20T10:00:00Z');
const annaFebruary: string[] = [];
const belaFebruary: string[] = [];

/** A finished property of the auditor: assigned at `assigned`, its certificate uploaded at `uploaded`. */
async function certificate(auditorId: string, assigned: string, uploaded: string) {
  const client = await who.assignedClient(auditorId, 'document_uploaded');
  await db()
    .update(properties)
    .set({ auditorAssignDate: new Date(assigned) })
    .where(eq(properties.id, client.property.id));
  const { document } = await who.storeCertificate(client.property.id, auditorId);
  await db()
    .update(documents)
    .set({ uploadedAt: new Date(uploaded) })
    .where(eq(documents.id, document.id));
  return document.id;
}

beforeAll(async () => {
  t.clock.set(NOW);
  admin = await who.staff('portal_admin');
  otherAdmin = await who.staff('portal_admin');
  bank = await who.staff('bank_admin');
  anna = await who.auditor();
  bela = await who.auditor();
  idle = await who.auditor();
  // Anna, February in Budapest: 1 February 00:30 (31 January 23:30 UTC), 10 and 20 days after assignment…
  annaFebruary.push(await certificate(anna.id, '2026-01-21T23:30:00Z', '2026-01-31T23:30:00Z'));
  annaFebruary.push(await certificate(anna.id, '2026-02-01T09:00:00Z', '2026-02-21T09:00:00Z'));
  // … and 9 days after assignment.
  annaFebruary.push(await certificate(anna.id, '2026-02-06T09:00:00Z', '2026-02-15T09:00:00Z'));
  // Anna, March in Budapest: 1 March 00:30 (28 February 23:30 UTC), 5 days after assignment.
  await certificate(anna.id, '2026-02-23T23:30:00Z', '2026-02-28T23:30:00Z');
  // Béla, February: 6 days after assignment; and one in December 2025.
  belaFebruary.push(await certificate(bela.id, '2026-02-04T09:00:00Z', '2026-02-10T09:00:00Z'));
  await certificate(bela.id, '2025-12-01T09:00:00Z', '2025-12-03T09:00:00Z');
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
const post = (url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function view(query = '', cookie = admin.cookie) {
  const response = await get(`/api/admin/settlements${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettlementMonthView>();
}
/** Marks February paid for the auditor, saying how many unsettled certificates the admin saw. */
const markPaid = (
  auditorId: string,
  certificateCount: unknown,
  paymentReference: unknown = 'UTALAS-2026-02',
  cookie = admin.cookie,
) =>
  post('/api/admin/settlements/payments', cookie, {
    month: '2026-02',
    auditorId,
    paymentReference,
    certificateCount,
  });

describe('the month as counted by hand', () => {
  it('has a row per auditor with certificates uploaded in the Budapest month, and the summary', async () => {
    const body = await view('?month=2026-02');
    expect(body.month).toBe('2026-02');
    expect(body.feeHuf).toBe(FEE);
    expect(body.industryAverageDays).toBe(15);
    expect(
      body.rows.map((row) => [row.auditorId, row.certificates, row.dueHuf, row.paidHuf, row.status]),
    ).toEqual(
      expect.arrayContaining([
        [anna.id, 3, 3 * FEE, 0, 'pending'],
        [bela.id, 1, FEE, 0, 'pending'],
      ]),
    );
    expect(body.rows).toHaveLength(2);
    expect(body.rows.find((row) => row.auditorId === anna.id)!.averageDays).toBe(13); // (10 + 20 + 9) / 3
    expect(body.rows.find((row) => row.auditorId === bela.id)!.averageDays).toBe(6);
    expect(body.summary).toEqual({
      dueHuf: 4 * FEE,
      paidHuf: 0,
      pendingHuf: 4 * FEE,
      certificates: 4,
      auditors: 2,
      averageDays: 11.3, // (10 + 20 + 9 + 6) / 4
    });
    expect(body.auditors.map((auditor) => auditor.id).sort()).toEqual([anna.id, bela.id].sort());
    expect(body.rows.every((row) => /^TAN-\d{6}$/.test(row.displayId))).toBe(true);
  });

  it('defaults to the current Budapest month and filters by auditor and status', async () => {
    const march = await view();
    expect(march.month).toBe('2026-03');
    expect(march.rows.map((row) => [row.auditorId, row.certificates, row.averageDays])).toEqual([
      [anna.id, 1, 5],
    ]);
    const onlyBela = await view(`?month=2026-02&auditorId=${bela.id}`);
    expect(onlyBela.rows.map((row) => row.auditorId)).toEqual([bela.id]);
    expect(onlyBela.summary).toMatchObject({ dueHuf: FEE, certificates: 1, auditors: 1 });
    expect(onlyBela.auditors).toHaveLength(2);
    expect((await view('?month=2026-02&status=paid')).rows).toEqual([]);
    expect((await view('?month=2026-02&status=pending')).rows).toHaveLength(2);
    expect((await view('?month=2025-06')).rows).toEqual([]);
  });
});

describe('marking a row paid and reversing it', () => {
  it('refuses a count other than the one the admin saw (a certificate came or went meanwhile), nothing written', async () => {
    for (const seen of [2, 4]) {
      const response = await markPaid(anna.id, seen);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toBe(SETTLEMENT_MESSAGES.countChanged);
    }
    expect(await db().select().from(settlementPayments)).toEqual([]);
    expect(await db().select().from(settlementItems)).toEqual([]);
  });

  it('settles the auditor’s month once with the reference, logs it, and refuses a repeat (409)', async () => {
    const response = await markPaid(anna.id, 3, '  UTALAS-2026-02  ');
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<{ id: string; amountHuf: number; paymentReference: string }>();
    expect(payment).toMatchObject({
      amountHuf: 3 * FEE,
      paymentReference: 'UTALAS-2026-02',
      certificateCount: 3,
    });
    const [row] = await db().select().from(settlementPayments).where(eq(settlementPayments.id, payment.id));
    expect(row).toMatchObject({
      auditorId: anna.id,
      month: '2026-02',
      paidBy: admin.id,
      paidAt: NOW,
      paymentReference: 'UTALAS-2026-02',
      reversedAt: null,
    });
    const items = await db().select().from(settlementItems).where(eq(settlementItems.paymentId, payment.id));
    expect(items.map((item) => item.documentId).sort()).toEqual([...annaFebruary].sort());
    const [log] = await loggedRows(t, admin.id, { action: 'Tanúsítói elszámolás kifizetve' });
    expect(log?.metadata).toMatchObject({ targetUserId: anna.id, paymentReference: 'UTALAS-2026-02' });

    const body = await view('?month=2026-02');
    const anna2 = body.rows.find((r) => r.auditorId === anna.id)!;
    expect(anna2).toMatchObject({
      status: 'paid',
      paidHuf: 3 * FEE,
      dueHuf: 3 * FEE,
      settledCertificates: 3,
    });
    expect(anna2.payments.map((p) => p.paidByName)).toEqual(['Tóth Gábor']);
    expect(body.summary).toMatchObject({ dueHuf: 4 * FEE, paidHuf: 3 * FEE, pendingHuf: FEE });
    expect((await view('?month=2026-02&status=paid')).rows.map((r) => r.auditorId)).toEqual([anna.id]);

    const repeat = await markPaid(anna.id, 3);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().error.message).toBe(SETTLEMENT_MESSAGES.nothingToSettle);
    expect(
      await db().select().from(settlementPayments).where(eq(settlementPayments.auditorId, anna.id)),
    ).toHaveLength(1);
  });

  it('reverses a payment as its own logged action; the certificates are pending again', async () => {
    const [payment] = await db()
      .select()
      .from(settlementPayments)
      .where(and(eq(settlementPayments.auditorId, anna.id), isNull(settlementPayments.reversedAt)));
    t.clock.set(new Date('2026-03-21T08:00:00Z'));
    // The next morning both admins sign in afresh: yesterday's staff sessions ended after 30 idle minutes
    // on the server's clock (docs/rules/accounts.md, 'Staff session limits').
    const nextMorning = {
      admin: await sessionCookie(t, admin.id),
      other: await sessionCookie(t, otherAdmin.id),
    };
    const response = await post(`/api/admin/settlements/payments/${payment!.id}/reversal`, nextMorning.other);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().reversedAt).toBe('2026-03-21T08:00:00.000Z');
    const [row] = await db().select().from(settlementPayments).where(eq(settlementPayments.id, payment!.id));
    expect(row).toMatchObject({ reversedBy: otherAdmin.id, paymentReference: 'UTALAS-2026-02' });
    expect(
      await db().select().from(settlementItems).where(eq(settlementItems.paymentId, payment!.id)),
    ).toEqual([]);
    const logs = await loggedRows(t, otherAdmin.id, { action: 'Tanúsítói kifizetés visszavonva' });
    expect(logs).toHaveLength(1);
    expect(logs[0]!.metadata).toMatchObject({ paymentId: payment!.id, targetUserId: anna.id });
    const anna2 = (await view('?month=2026-02', nextMorning.admin)).rows.find(
      (r) => r.auditorId === anna.id,
    )!;
    expect(anna2).toMatchObject({ status: 'pending', paidHuf: 0, payments: [] });

    const again = await post(`/api/admin/settlements/payments/${payment!.id}/reversal`, nextMorning.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SETTLEMENT_MESSAGES.alreadyReversed);
    const unknown = await post(
      '/api/admin/settlements/payments/00000000-0000-4000-8000-00000000abcd/reversal',
      nextMorning.admin,
    );
    expect(unknown.statusCode).toBe(404);
    t.clock.set(NOW);
    // Settled again after the reversal.
    expect((await markPaid(anna.id, 3, 'UTALAS-2026-02-B')).statusCode).toBe(201);
  });
});

describe('two admins marking the same row at once', () => {
  it('settles each certificate once: one gets 201, the other 409 with a Hungarian message', async () => {
    const responses = await Promise.all([
      markPaid(bela.id, 1, 'ELSO', admin.cookie),
      markPaid(bela.id, 1, 'MASODIK', otherAdmin.cookie),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([201, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!.json();
    expect([SETTLEMENT_MESSAGES.nothingToSettle, SETTLEMENT_MESSAGES.alreadySettled]).toContain(
      loser.error.message,
    );
    const items = await db()
      .select()
      .from(settlementItems)
      .where(inArray(settlementItems.documentId, belaFebruary));
    expect(items).toHaveLength(1);
    expect(
      await db().select().from(settlementPayments).where(eq(settlementPayments.auditorId, bela.id)),
    ).toHaveLength(1);
  });
});

describe('the auditor’s own history and the admin’s auditor detail', () => {
  it('shows the auditor only their own months, newest first', async () => {
    const response = await get('/api/auditor/settlements', bela.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SettlementHistory>();
    expect(body.months.map((m) => [m.month, m.certificates, m.dueHuf, m.paidHuf, m.status])).toEqual([
      ['2026-02', 1, FEE, FEE, 'paid'],
      ['2025-12', 1, FEE, 0, 'pending'],
    ]);
    expect(body.months[0]!.paidAt).toBe(NOW.toISOString());
    expect(body.totals).toEqual({ dueHuf: 2 * FEE, paidHuf: FEE, pendingHuf: FEE });
    const empty = (await get('/api/auditor/settlements', idle.cookie)).json<SettlementHistory>();
    expect(empty.months).toEqual([]);
    const asAdmin = await get(`/api/admin/auditors/${bela.id}/settlements`, admin.cookie);
    expect(asAdmin.json()).toEqual(body);
    expect((await get(`/api/admin/auditors/${admin.id}/settlements`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('401 without a session, 403 for other roles, nothing written', async () => {
    expect((await get('/api/admin/settlements')).statusCode).toBe(401);
    expect((await get('/api/admin/settlements', bank.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/settlements', anna.cookie)).statusCode).toBe(403);
    expect((await get('/api/auditor/settlements', admin.cookie)).statusCode).toBe(403);
    const before = await db().select().from(settlementPayments);
    expect((await markPaid(anna.id, 3, 'X', bank.cookie)).statusCode).toBe(403);
    expect((await markPaid(anna.id, 3, 'X', anna.cookie)).statusCode).toBe(403);
    expect((await post('/api/admin/settlements/payments', undefined, {})).statusCode).toBe(401);
    expect(await db().select().from(settlementPayments)).toEqual(before);
  });

  it('400 with a plain Hungarian message for a bad month, status or missing reference', async () => {
    const month = await get('/api/admin/settlements?month=2026-13', admin.cookie);
    expect(month.statusCode).toBe(400);
    expect(month.body).toContain(SETTLEMENT_MESSAGES.invalidMonth);
    expect((await get('/api/admin/settlements?status=kesz', admin.cookie)).body).toContain(
      SETTLEMENT_MESSAGES.invalidStatus,
    );
    for (const reference of [undefined, '', '   ']) {
      const response = await post('/api/admin/settlements/payments', admin.cookie, {
        month: '2026-03',
        auditorId: anna.id,
        certificateCount: 1,
        ...(reference === undefined ? {} : { paymentReference: reference }),
      });
      expect(response.statusCode, String(reference)).toBe(400);
      expect(response.body).toContain(SETTLEMENT_MESSAGES.referenceRequired);
    }
    expect((await markPaid(anna.id, 3, 'x'.repeat(101))).statusCode).toBe(400);
    for (const count of [undefined, 0, -1, 1.5, '3']) {
      const response = await markPaid(anna.id, count);
      expect(response.statusCode, String(count)).toBe(400);
      expect(response.body).toContain(SETTLEMENT_MESSAGES.invalidCount);
    }
    expect(
      (await post('/api/admin/settlements/payments/nem-azonosito/reversal', admin.cookie)).statusCode,
    ).toBe(400);
    const notAuditor = await post('/api/admin/settlements/payments', admin.cookie, {
      month: '2026-02',
      auditorId: bank.id,
      paymentReference: 'X',
      certificateCount: 1,
    });
    expect(notAuditor.statusCode).toBe(404);
    expect(
      await db().select().from(settlementPayments).where(eq(settlementPayments.month, '2026-03')),
    ).toEqual([]);
  });
});

describe('export', () => {
  it('writes the filtered month into an .xlsx and logs it', async () => {
    const response = await get('/api/admin/settlements/export?month=2026-02', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('elszamolas_2026-02.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(SETTLEMENT_SHEETS.rows)!;
    expect(sheet.rowCount).toBe(3);
    const values = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1, 8));
    expect(values).toEqual(
      expect.arrayContaining([
        [anna.name, expect.stringMatching(/^TAN-/), 3, FEE, 3 * FEE, 3 * FEE, 'Kifizetve'],
        [bela.name, expect.stringMatching(/^TAN-/), 1, FEE, FEE, FEE, 'Kifizetve'],
      ]),
    );
    const summary = workbook.getWorksheet(SETTLEMENT_SHEETS.summary)!;
    expect(summary.getRow(5).values).toEqual([undefined, 'Fizetendő összesen (Ft)', 4 * FEE]);
    const [log] = await loggedRows(t, admin.id, { action: 'Elszámolás export' });
    expect(log?.actionType).toBe('data_export');
  });
});

describe('a settled certificate', () => {
  it('cannot be deleted by Admin Light while it is on a payment (409, row unchanged), as the list says', async () => {
    const light = await who.staff('admin_light');
    const documentId = belaFebruary[0]!;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/certificates?pageSize=100',
      headers: { cookie: light.cookie },
    });
    const rows = listed.json<CertificateList>().items;
    expect(rows.find((row) => row.id === documentId)?.settled).toBe(true);
    expect(rows.filter((row) => !row.settled).length).toBeGreaterThan(0);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/certificates/${documentId}`,
      headers: { cookie: light.cookie },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe(SETTLEMENT_MESSAGES.certificateSettled);
    expect(await db().select().from(documents).where(eq(documents.id, documentId))).toHaveLength(1);
    expect(
      await db().select().from(settlementItems).where(eq(settlementItems.documentId, documentId)),
    ).toHaveLength(1);
  });
});

describe('the settlement services, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  const someMonth = () => settlementMonth(t.services, settlementQuerySchema.parse({ month: '2026-02' }));
  it.each([
    [
      'markSettlementPaid',
      (actor: Actor) =>
        markSettlementPaid(t.services, silentLogger, actor, {
          month: '2026-02',
          auditorId: bela.id,
          paymentReference: 'KOZVETLEN-1',
          certificateCount: 1,
        }),
    ],
    [
      'reverseSettlementPayment',
      (actor: Actor) => reverseSettlementPayment(t.services, silentLogger, actor, randomUUID()),
    ],
    ['auditorSettlementHistory', (actor: Actor) => auditorSettlementHistory(t.services, actor, anna.id)],
    [
      'exportSettlement',
      async (actor: Actor) => exportSettlement(t.services, silentLogger, actor, await someMonth()),
    ],
  ])('%s refuses anyone but the portal admin, changing nothing', async (_name, call) => {
    const payments = await db().select().from(settlementPayments);
    await expectRefused(t, [bank, anna], call);
    expect(await db().select().from(settlementPayments)).toEqual(payments);
  });

  it('settlementHistory refuses anyone but an onboarded auditor', async () => {
    const newcomer = await who.auditor({ onboarded: false });
    await expectRefused(t, [admin], (actor) => settlementHistory(t.services, actor));
    await expectRefused(
      t,
      [newcomer],
      (actor) => settlementHistory(t.services, actor),
      'onboarding_required',
    );
    expect((await settlementHistory(t.services, await actorFor(t, bela))).months).not.toHaveLength(0);
  });
});
