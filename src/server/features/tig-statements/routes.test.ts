import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatHuf } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import type { PropertyStatus } from '../../../domain/statuses.ts';
import { documents, rateLimitHits, tigStatementLines, tigStatements, userLogs } from '../../db/schema.ts';
import { samplePdf } from '../../seed/demo.ts';
import { signIn } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { people, type StaffMember, type TestAuditor } from '../../test/people.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let who: ReturnType<typeof people>;
let light: StaffMember;
let bank: StaffMember;
let auditor: TestAuditor;
const db = () => t.services.database.db;
const FEE = 65_000;

beforeAll(async () => {
  t = await createTestApp();
  who = people(t);
});
afterAll(() => t.close());
/** Fresh sessions by the server's clock: a test that moves the clock years ahead would outlive older ones. */
async function signInEveryone() {
  light = await who.staff('admin_light');
  bank = await who.staff('bank_admin');
  auditor = await who.auditor();
}
/** The server's clock in the past (sessions made now stay valid there; in the future they would have expired). */
function setClock(date: string) {
  t.clock.set(new Date(date));
}
beforeEach(async () => {
  t.clock.set(new Date());
  await db().delete(rateLimitHits);
  await signInEveryone();
});

let serial = 0;
/** A client whose property is in `status` with a certificate record of its own (uploaded by the auditor). */
async function certificate(
  status: PropertyStatus = 'document_uploaded',
  firstName = 'Bence',
  lastName = 'Papp',
) {
  serial += 1;
  const client = await who.assignedClient(auditor.id, status, {
    firstName,
    lastName,
    street: 'Bajza utca',
    houseNumber: `${serial}`,
    couponCode: `TIG${String(serial).padStart(5, '0')}`,
  });
  const { document } = await who.storeCertificate(
    client.property.id,
    auditor.id,
    `tanusitvany-${serial}.pdf`,
  );
  return { client, document, id: document.id };
}

const post = (url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const get = (url: string, cookie: string | undefined) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** documents.billing_status, read as SQL: the column is this feature's migration's, not in schema.ts. */
async function billingStatus(ids: string[]): Promise<Record<string, string>> {
  const result = (await db().execute(
    sql`select id, billing_status from documents where ${inArray(documents.id, ids)}`,
  )) as unknown as { rows: { id: string; billing_status: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.id, row.billing_status]));
}

describe('TIG preview', () => {
  it('counts only certificates of document_uploaded properties, at the configured fee, and names the rest', async () => {
    const a = await certificate('document_uploaded', 'Ödön', 'Őri');
    const b = await certificate();
    const early = await certificate('appointment_scheduled', 'Réka', 'Tóth');
    const gone = '00000000-0000-4000-8000-00000000abcd';

    const response = await post('/api/tig-statements/preview', light.cookie, {
      documentIds: [b.id, early.id, a.id, gone],
    });

    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ feeHuf: FEE, count: 2, totalHuf: 2 * FEE, missing: [gone] });
    expect(preview.items.map((item: { documentId: string }) => item.documentId).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(preview.items.find((item: { documentId: string }) => item.documentId === a.id)).toMatchObject({
      clientName: 'Őri Ödön',
      auditorName: 'Szabó Péter',
      amountHuf: FEE,
      address: a.client.property.address,
    });
    expect(preview.excluded).toEqual([
      {
        documentId: early.id,
        clientName: 'Tóth Réka',
        address: early.client.property.address,
        reason: 'not_uploaded',
        message: MESSAGES.tig.reasonNotUploaded,
      },
    ]);
  });

  it('uses the fee of the configuration', async () => {
    const other = await createTestApp({ env: { CERTIFICATE_FEE_HUF: '70000' } });
    try {
      const staff = await people(other).staff('bank_admin');
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/tig-statements/preview',
        headers: { cookie: staff.cookie },
        payload: { documentIds: ['00000000-0000-4000-8000-00000000abcd'] },
      });
      expect(response.json()).toMatchObject({ feeHuf: 70_000, count: 0, totalHuf: 0 });
    } finally {
      await other.close();
    }
  });
});

describe("a client's erasure (billing kept without the person)", () => {
  it('renames their lines and writes the stored text file again; the other lines keep their names', async () => {
    const erased = await certificate('document_uploaded', 'Ödön', 'Őri');
    const kept = await certificate('document_uploaded', 'Ágnes', 'Űrös');
    const made = await post('/api/tig-statements', light.cookie, { documentIds: [erased.id, kept.id] });
    expect(made.statusCode, made.body).toBe(201);
    const statementId = made.json().id as string;
    const textBefore = (await get(`/api/tig-statements/${statementId}/text`, light.cookie)).body;
    expect(textBefore).toContain('Őri Ödön');

    const cookie = await signIn(t.app, erased.client.email);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie },
      payload: { confirmation: 'TÖRLÉS' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const statement = (await get(`/api/tig-statements/${statementId}`, light.cookie)).json();
    expect(statement.lines.map((line: { clientName: string }) => line.clientName).sort()).toEqual(
      ['Törölt felhasználó', 'Űrös Ágnes'].sort(),
    );
    const text = (await get(`/api/tig-statements/${statementId}/text`, light.cookie)).body;
    expect(text).not.toContain('Őri Ödön');
    expect(text).toContain('Törölt felhasználó');
    expect(text).toContain('Űrös Ágnes');
    expect(text).toContain(made.json().number);
    const pdf = await get(`/api/tig-statements/${statementId}/pdf`, light.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('generating a TIG statement', () => {
  it('stores the statement and its lines, writes the text file and the PDF, moves the certificates to sent and logs it', async () => {
    setClock('2021-03-15T09:30:00Z');
    const first = await certificate('document_uploaded', 'Ödön', 'Őri');
    const second = await certificate('document_uploaded', 'Ágnes', 'Űrös');
    const bystander = await certificate();

    const response = await post('/api/tig-statements', light.cookie, { documentIds: [first.id, second.id] });

    expect(response.statusCode, response.body).toBe(201);
    const statement = response.json();
    expect(statement).toMatchObject({
      number: 'TIG-2021-0001',
      certificateCount: 2,
      feeHuf: FEE,
      totalHuf: 2 * FEE,
      status: 'sent',
      paidAt: null,
      createdByName: 'Tóth Gábor',
      textFileName: 'TIG-2021-0001_2021-03-15_2db.txt',
      pdfFileName: 'TIG-2021-0001_2021-03-15_2db.pdf',
    });
    expect(statement.lines.map((line: { clientName: string }) => line.clientName).sort()).toEqual(
      ['Őri Ödön', 'Űrös Ágnes'].sort(),
    );

    const [row] = await db().select().from(tigStatements).where(eq(tigStatements.id, statement.id));
    expect(row).toMatchObject({
      createdBy: light.id,
      totalHuf: 2 * FEE,
      certificateCount: 2,
      status: 'sent',
    });
    const lines = await db()
      .select()
      .from(tigStatementLines)
      .where(eq(tigStatementLines.statementId, statement.id));
    expect(lines.map((line) => line.documentId).sort()).toEqual([first.id, second.id].sort());
    expect(lines.every((line) => line.amountHuf === FEE)).toBe(true);
    expect(await billingStatus([first.id, second.id, bystander.id])).toEqual({
      [first.id]: 'sent',
      [second.id]: 'sent',
      [bystander.id]: 'pending',
    });
    const logs = await db().select().from(userLogs).where(eq(userLogs.userId, light.id));
    expect(logs.find((log) => log.action === 'TIG elszámolás elkészült')?.metadata).toMatchObject({
      statementNumber: 'TIG-2021-0001',
      certificateCount: 2,
      totalHuf: 2 * FEE,
    });

    const text = await get(`/api/tig-statements/${statement.id}/text`, light.cookie);
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toContain('filename="TIG-2021-0001_2021-03-15_2db.txt"');
    const body = text.rawPayload;
    expect(body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const content = body.toString('utf8');
    expect(content).toContain('Sorszám: TIG-2021-0001\r\n');
    expect(content).toContain('Tanúsítványok száma: 2 db');
    expect(content).toContain(`Összesen: ${formatHuf(2 * FEE)}`);
    expect(content).toContain(`Őri Ödön | ${first.client.property.address} | Szabó Péter | `);
    expect(content).toContain(`Űrös Ágnes | ${second.client.property.address} | Szabó Péter | `);
    expect(content).not.toContain(bystander.client.property.address);

    const pdf = await get(`/api/tig-statements/${statement.id}/pdf`, bank.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('TIG-2021-0001_2021-03-15_2db.pdf');
    const { pages, info } = await readPdf(pdf.rawPayload);
    const shown = pages.join('\n');
    expect(info.Title).toBe('TIG elszámolás – TIG-2021-0001');
    expect(info.Tagged).toBe('yes');
    expect(shown).toContain(`1. Őri Ödön – ${first.client.property.address} – Tanúsító: Szabó Péter`);
    expect(shown).toContain('Űrös Ágnes');
    // pdftotext gives the no-break spaces of the amounts as plain ones.
    expect(shown).toContain(`Összesen: ${formatHuf(2 * FEE).replace(/\u00a0/g, ' ')}`);
    expect(shown).toMatch(/TIG-2021-0001 – 1\/1\. oldal/);
  });

  it('numbers statements one after the other within a year, and afresh in the next', async () => {
    setClock('2022-06-01T10:00:00Z');
    const one = await post('/api/tig-statements', bank.cookie, { documentIds: [(await certificate()).id] });
    const two = await post('/api/tig-statements', light.cookie, { documentIds: [(await certificate()).id] });
    expect([one.json().number, two.json().number]).toEqual(['TIG-2022-0001', 'TIG-2022-0002']);
    // 31 Dec 23:30 UTC is already 1 January in Budapest.
    setClock('2022-12-31T23:30:00Z');
    const three = await post('/api/tig-statements', light.cookie, {
      documentIds: [(await certificate()).id],
    });
    expect(three.json().number).toBe('TIG-2023-0001');
    expect(three.json().textFileName).toBe(`TIG-2023-0001_${budapestIsoDay(t.clock.now())}_1db.txt`);
    expect(budapestIsoDay(t.clock.now())).toBe('2023-01-01');
  });

  it('refuses a certificate whose property is not document_uploaded, or one already billed, and changes nothing', async () => {
    const ok = await certificate();
    const early = await certificate('appointment_scheduled', 'Réka', 'Tóth');
    const before = await db().select().from(tigStatements);

    const notUploaded = await post('/api/tig-statements', light.cookie, { documentIds: [ok.id, early.id] });
    expect(notUploaded.statusCode).toBe(409);
    expect(notUploaded.json().error.message).toBe(
      MESSAGES.tig.notUploaded(`Tóth Réka (${early.client.property.address})`),
    );

    const billed = await post('/api/tig-statements', light.cookie, { documentIds: [ok.id] });
    expect(billed.statusCode).toBe(201);
    const again = await post('/api/tig-statements', bank.cookie, { documentIds: [ok.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      MESSAGES.tig.alreadyBilled(`Papp Bence (${ok.client.property.address}) – ${billed.json().number}`),
    );
    expect(await db().select().from(tigStatements)).toHaveLength(before.length + 1);
    expect(await billingStatus([early.id])).toEqual({ [early.id]: 'pending' });
  });

  it('refuses without a session (401), other roles (403), an unknown certificate (404) and invalid input (400)', async () => {
    const ok = await certificate();
    const portal = await who.staff('portal_admin');
    const client = await who.client();
    expect((await post('/api/tig-statements', undefined, { documentIds: [ok.id] })).statusCode).toBe(401);
    for (const cookie of [portal.cookie, client.cookie, auditor.cookie])
      expect((await post('/api/tig-statements', cookie, { documentIds: [ok.id] })).statusCode).toBe(403);

    const unknown = await post('/api/tig-statements', light.cookie, {
      documentIds: [ok.id, '00000000-0000-4000-8000-00000000abcd'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MESSAGES.tig.certificatesNotFound(1));

    const empty = await post('/api/tig-statements', light.cookie, { documentIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(MESSAGES.tig.noSelection);
    const twice = await post('/api/tig-statements', light.cookie, { documentIds: [ok.id, ok.id] });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain(MESSAGES.tig.duplicateIds);
    const notAnId = await post('/api/tig-statements', light.cookie, { documentIds: ['nem-azonosito'] });
    expect(notAnId.statusCode).toBe(400);
    expect(await billingStatus([ok.id])).toEqual({ [ok.id]: 'pending' });
    expect(
      (await get('/api/tig-statements/00000000-0000-4000-8000-00000000abcd', light.cookie)).statusCode,
    ).toBe(404);
    expect((await get('/api/tig-statements/nem-azonosito/pdf', light.cookie)).statusCode).toBe(400);
  });
});

describe('two people billing overlapping selections at once', () => {
  it('puts every certificate on exactly one statement; the other is told which were taken (409)', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, shared, b] = [
        await certificate(),
        await certificate('document_uploaded', 'Zsófia', 'Kiss'),
        await certificate(),
      ];
      const responses = await Promise.all([
        post('/api/tig-statements', light.cookie, { documentIds: [a.id, shared.id] }),
        post('/api/tig-statements', bank.cookie, { documentIds: [shared.id, b.id] }),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([201, 409]);
      const winner = responses.find((r) => r.statusCode === 201)!.json();
      const loser = responses.find((r) => r.statusCode === 409)!.json();
      expect(loser.error.code).toBe('tig_already_billed');
      expect(loser.error.message).toBe(
        MESSAGES.tig.alreadyBilled(`Kiss Zsófia (${shared.client.property.address}) – ${winner.number}`),
      );
      expect(loser.error.details.taken).toEqual([
        expect.objectContaining({ documentId: shared.id, statementNumber: winner.number }),
      ]);
      const lines = await db()
        .select()
        .from(tigStatementLines)
        .where(inArray(tigStatementLines.documentId, [a.id, shared.id, b.id]));
      expect(lines.filter((line) => line.documentId === shared.id)).toHaveLength(1);
      expect(new Set(lines.map((line) => line.statementId))).toEqual(new Set([winner.id]));
      const billed = await billingStatus([a.id, shared.id, b.id]);
      expect(Object.values(billed).filter((status) => status === 'sent')).toHaveLength(2);
      expect(Object.values(billed).filter((status) => status === 'pending')).toHaveLength(1);
    }
  });
});

describe('marking a statement paid, listing and downloading again', () => {
  it('marks the statement and its certificates paid once, logs it, and refuses a repeat (409)', async () => {
    const one = await certificate();
    const two = await certificate();
    const generated = (
      await post('/api/tig-statements', bank.cookie, { documentIds: [one.id, two.id] })
    ).json();

    expect((await post(`/api/tig-statements/${generated.id}/paid`, bank.cookie)).statusCode).toBe(403);
    expect((await post(`/api/tig-statements/${generated.id}/paid`, undefined)).statusCode).toBe(401);
    const paid = await post(`/api/tig-statements/${generated.id}/paid`, light.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paidByName: 'Tóth Gábor' });
    expect(paid.json().paidAt).not.toBeNull();
    expect(await billingStatus([one.id, two.id])).toEqual({ [one.id]: 'paid', [two.id]: 'paid' });
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(
        sql`${userLogs.action} = 'TIG elszámolás kifizetve' and ${userLogs.metadata}->>'statementNumber' = ${generated.number}`,
      );
    expect(log?.userId).toBe(light.id);

    const repeat = await post(`/api/tig-statements/${generated.id}/paid`, light.cookie);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().error.message).toBe(MESSAGES.tig.alreadyPaid(generated.number));
    expect(
      (await post('/api/tig-statements/00000000-0000-4000-8000-00000000abcd/paid', light.cookie)).statusCode,
    ).toBe(404);
  });

  it('lists statements newest first with their status, filtered by status', async () => {
    setClock('2019-01-10T10:00:00Z');
    const older = (
      await post('/api/tig-statements', light.cookie, { documentIds: [(await certificate()).id] })
    ).json();
    setClock('2019-01-11T10:00:00Z');
    const newer = (
      await post('/api/tig-statements', light.cookie, { documentIds: [(await certificate()).id] })
    ).json();
    await post(`/api/tig-statements/${older.id}/paid`, light.cookie);

    const all = (await get('/api/tig-statements?pageSize=100', bank.cookie)).json();
    const numbers = all.items.map((item: { number: string }) => item.number);
    expect(numbers.indexOf(newer.number)).toBeLessThan(numbers.indexOf(older.number));
    expect(all.total).toBe(all.items.length);
    const paid = (await get('/api/tig-statements?status=paid&pageSize=100', light.cookie)).json();
    expect(paid.items.every((item: { status: string }) => item.status === 'paid')).toBe(true);
    expect(paid.items.map((item: { id: string }) => item.id)).toContain(older.id);
    expect(paid.items.map((item: { id: string }) => item.id)).not.toContain(newer.id);
    const bad = await get('/api/tig-statements?status=kifizetve', light.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/tig-statements', auditor.cookie)).statusCode).toBe(403);

    // The same bytes as when it was made.
    const again = await get(`/api/tig-statements/${older.id}/text`, light.cookie);
    expect(again.body).toContain(`Sorszám: ${older.number}`);
  });
});

describe('an auditor replacing a billed certificate', () => {
  it('is refused: the bank was billed for that file, and the statement keeps it', async () => {
    const billed = await certificate();
    const statement = (await post('/api/tig-statements', light.cookie, { documentIds: [billed.id] })).json();
    const body = multipart('javitott.pdf', await samplePdf('Javitott'));
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/auditor/properties/${billed.client.property.id}/certificate`,
      headers: { cookie: auditor.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(409);
    expect(upload.json().error.code).toBe('certificate_on_statement');
    const [line] = await db()
      .select()
      .from(tigStatementLines)
      .where(eq(tigStatementLines.statementId, statement.id));
    expect(line?.documentId).toBe(billed.id);
    expect(await billingStatus([billed.id])).toEqual({ [billed.id]: 'sent' });
  });
});
