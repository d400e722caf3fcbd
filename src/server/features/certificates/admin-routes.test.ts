import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_ERROR_COUNT_HEADER,
  BULK_ERRORS_HEADER,
  type CertificateList,
  type UploadClients,
} from '../../../domain/certificates.ts';
import { FILE_MAX_BYTES } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { documents, mailOutbox, profiles, properties } from '../../db/schema.ts';
import { samplePdf } from '../../seed/demo.ts';
import { createAuditor } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';
import { people, type SignedIn } from '../../test/people.ts';
import { openWithSevenZip } from '../../test/seven-zip.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile, realTime } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { ERRORS_NAME, MANIFEST_NAME, startBulkDownload } from './bulk-download.ts';
import { deleteCertificate } from './service.ts';
import { uploadCertificateForClient } from './upload.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
let light: SignedIn;
let portalAdmin: { cookie: string };
let peter: SignedIn;
let marta: { id: string };
const db = () => t.services.database.db;

interface Fixture {
  documentId: string;
  propertyId: string;
  clientId: string;
  storageKey: string;
}
/** Four certificates whose order differs by every sort (names, addresses, auditors, dates, statuses). */
const fx: Record<'bodnar' | 'antal' | 'cseh' | 'dekany', Fixture> = {} as never;

async function certificate(
  key: keyof typeof fx,
  lastName: string,
  firstName: string,
  street: string,
  auditorId: string,
  fileName: string,
  uploadedAt: string,
  billingStatus: 'pending' | 'sent' | 'paid',
  appointmentDate: Date | null,
) {
  const { id, property } = await who.assignedClient(auditorId, 'document_uploaded', {
    firstName,
    lastName,
    street,
    houseNumber: '1',
    appointmentDate,
  });
  const { document } = await who.storeCertificate(property.id, auditorId, fileName);
  await db()
    .update(documents)
    .set({ uploadedAt: new Date(uploadedAt), billingStatus })
    .where(eq(documents.id, document.id));
  fx[key] = {
    documentId: document.id,
    propertyId: property.id,
    clientId: id,
    storageKey: document.storageKey,
  };
}

beforeAll(async () => {
  light = await who.staff('admin_light');
  portalAdmin = await who.staff('portal_admin');
  peter = await who.auditor(); // 'Szabó Péter'
  marta = await createAuditor(db(), {
    email: 'kiss.marta@example.hu',
    firstName: 'Márta',
    lastName: 'Kiss',
    password: TEST_PASSWORD,
    companyPostcode: '1061',
  });
  const survey = new Date('2026-02-20T09:00:00Z');
  // 23:30 on 1 March in Budapest (UTC+1), then 00:30 on 2 March: the day range must tell them apart.
  await certificate(
    'bodnar',
    'Bodnár',
    'Anna',
    'Csengery utca',
    peter.id,
    'bodnar.pdf',
    '2026-03-01T22:30:00Z',
    'pending',
    survey,
  );
  await certificate(
    'antal',
    'Antal',
    'Zoltán',
    'Dob utca',
    peter.id,
    'antal.pdf',
    '2026-03-01T23:30:00Z',
    'sent',
    survey,
  );
  await certificate(
    'cseh',
    'Cseh',
    'Béla',
    'Alkotmány utca',
    marta.id,
    'cseh.pdf',
    '2026-03-05T09:00:00Z',
    'paid',
    survey,
  );
  await certificate(
    'dekany',
    'Dékány',
    'Éva',
    'Béke tér',
    marta.id,
    'dekany-tanusitvany.pdf',
    '2026-03-10T09:00:00Z',
    'pending',
    null,
  );
});

const get = (url: string, cookie: string | null = light.cookie) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const list = async (query = '') => {
  const response = await get(`/api/admin/certificates${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CertificateList>();
};
const files = (answer: CertificateList) => answer.items.map((row) => row.fileName);

describe('the certificate list', () => {
  it('joins each certificate to its property, client and auditor, newest upload first', async () => {
    const answer = await list();
    expect(answer.total).toBe(4);
    expect(files(answer)).toEqual(['dekany-tanusitvany.pdf', 'cseh.pdf', 'antal.pdf', 'bodnar.pdf']);
    const row = answer.items[2]!;
    expect(row).toMatchObject({
      id: fx.antal.documentId,
      clientId: fx.antal.clientId,
      clientName: 'Antal Zoltán',
      auditorId: peter.id,
      auditorName: 'Szabó Péter',
      billingStatus: 'sent',
      propertyStatus: 'document_uploaded',
      uploadedAt: '2026-03-01T23:30:00.000Z',
      settled: false,
    });
    expect(row.address).toMatch(/^1062 Budapest, Dob utca 1$/);
    expect(row.clientDisplayId).toMatch(/^KH-\d{5}$/);
  });

  it.each([
    ['clientName', 'asc', ['antal.pdf', 'bodnar.pdf', 'cseh.pdf', 'dekany-tanusitvany.pdf']],
    ['clientName', 'desc', ['dekany-tanusitvany.pdf', 'cseh.pdf', 'bodnar.pdf', 'antal.pdf']],
    ['address', 'asc', ['cseh.pdf', 'dekany-tanusitvany.pdf', 'bodnar.pdf', 'antal.pdf']],
    ['uploadedAt', 'asc', ['bodnar.pdf', 'antal.pdf', 'cseh.pdf', 'dekany-tanusitvany.pdf']],
    // pending, sent, paid in their working order; within a status by upload date
    ['billingStatus', 'asc', ['bodnar.pdf', 'dekany-tanusitvany.pdf', 'antal.pdf', 'cseh.pdf']],
    ['billingStatus', 'desc', ['cseh.pdf', 'antal.pdf', 'dekany-tanusitvany.pdf', 'bodnar.pdf']],
  ])('sorts by %s %s', async (sort, direction, expected) => {
    expect(files(await list(`?sort=${sort}&direction=${direction}`))).toEqual(expected);
  });

  it('sorts by auditor name, the upload date breaking no ties but the id', async () => {
    const answer = await list('?sort=auditorName&direction=asc');
    expect(answer.items.map((row) => row.auditorName)).toEqual([
      'Kiss Márta',
      'Kiss Márta',
      'Szabó Péter',
      'Szabó Péter',
    ]);
  });

  it.each([
    ['?billingStatus=pending', ['dekany-tanusitvany.pdf', 'bodnar.pdf']],
    ['?billingStatus=sent', ['antal.pdf']],
    ['?billingStatus=paid', ['cseh.pdf']],
    // search: client name (accents and case), address, file name, auditor
    ['?search=D%C3%89K%C3%81NY', ['dekany-tanusitvany.pdf']],
    ['?search=csengery', ['bodnar.pdf']],
    ['?search=tanusitvany', ['dekany-tanusitvany.pdf']],
    ['?search=kiss', ['dekany-tanusitvany.pdf', 'cseh.pdf']],
    ['?search=100%25', []],
    // the advanced filters match their own column only
    ['?clientName=antal', ['antal.pdf']],
    ['?auditorName=szab%C3%B3', ['antal.pdf', 'bodnar.pdf']],
    ['?auditorName=Csengery', []],
    // whole Budapest days: 1 March 23:30 is out, 2 March 00:30 in, 5 March's whole day in
    ['?dateFrom=2026-03-02&dateTo=2026-03-05', ['cseh.pdf', 'antal.pdf']],
    ['?dateTo=2026-03-01', ['bodnar.pdf']],
    ['?billingStatus=pending&auditorName=kiss&dateFrom=2026-03-06', ['dekany-tanusitvany.pdf']],
  ])('filters %s', async (query, expected) => {
    const answer = await list(query);
    expect(files(answer)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('pages on the server and counts every match', async () => {
    const answer = await list('?pageSize=3&page=2');
    expect(answer).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(files(answer)).toEqual(['bodnar.pdf']);
  });

  it('answers every matching id in the list’s order for “select every matching row”', async () => {
    const response = await get(
      '/api/admin/certificates/ids?billingStatus=pending&sort=clientName&direction=asc',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ids: [fx.bodnar.documentId, fx.dekany.documentId], total: 2 });
  });

  it('follows a rename of the auditor and of the client into search and sort (trigger-kept copies)', async () => {
    await db().update(profiles).set({ name: 'Ábel Márta' }).where(eq(profiles.id, marta.id));
    await db().update(profiles).set({ name: 'Zsigmond Zoltán' }).where(eq(profiles.id, fx.antal.clientId));
    try {
      expect(files(await list('?search=%C3%A1bel'))).toEqual(['dekany-tanusitvany.pdf', 'cseh.pdf']);
      expect(files(await list('?sort=clientName&direction=desc'))[0]).toBe('antal.pdf');
    } finally {
      await db().update(profiles).set({ name: 'Kiss Márta' }).where(eq(profiles.id, marta.id));
      await db().update(profiles).set({ name: 'Antal Zoltán' }).where(eq(profiles.id, fx.antal.clientId));
    }
  });

  it('refuses no session (401), other roles (403) and invalid filters (400, in Hungarian)', async () => {
    expect((await get('/api/admin/certificates', null)).statusCode).toBe(401);
    expect((await get('/api/admin/certificates', portalAdmin.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/certificates', peter.cookie)).statusCode).toBe(403);
    const bad = await get('/api/admin/certificates?billingStatus=unpaid&dateFrom=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_error');
    expect(bad.json().error.message).toMatch(/[áéíóöőúüű]/);
    expect((await get('/api/admin/certificates?sort=fileSize')).statusCode).toBe(400);
  });
});

const upload = (clientId: string, fileName: string, content: Buffer, cookie = light.cookie) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/clients/${clientId}/certificate`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};

describe('upload for a client', () => {
  it('finds clients by name, e-mail or address and says who cannot have a certificate yet', async () => {
    const waiting = await who.client({ firstName: 'Ottó', lastName: 'Várakozó' });
    const found = await get(`/api/admin/certificates/clients?search=${encodeURIComponent('várakozó')}`);
    expect(found.statusCode).toBe(200);
    const items = found.json<UploadClients>().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      clientId: waiting.id,
      name: 'Várakozó Ottó',
      propertyStatus: 'new',
      hasCertificate: false,
      blockedReason: MESSAGES.certificates.noAuditorYet,
    });
    const byAddress = (await get('/api/admin/certificates/clients?search=dob%20utca')).json<UploadClients>();
    expect(byAddress.items.map((item) => item.clientId)).toEqual([fx.antal.clientId]);
    expect(byAddress.items[0]).toMatchObject({ hasCertificate: true, blockedReason: null });
    const byEmail = (
      await get(`/api/admin/certificates/clients?search=${waiting.email}`)
    ).json<UploadClients>();
    expect(byEmail.items.map((item) => item.clientId)).toEqual([waiting.id]);
  });

  it('completes the property exactly as the auditor’s upload does: status, log, e-mail, listed', async () => {
    const { id, email, property } = await who.assignedClient(peter.id, 'appointment_scheduled', {
      firstName: 'Gizella',
      lastName: 'Feltöltött',
      appointmentDate: new Date(Date.now() + 3 * 86_400_000),
    });
    const response = await upload(id, 'Feltöltött Gizella tanúsítvány.pdf', await samplePdf('Tanusitvany'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(MESSAGES.certificates.uploaded('Feltöltött Gizella'));
    const [after] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(after?.status).toBe('document_uploaded');
    const [document] = await db().select().from(documents).where(eq(documents.propertyId, property.id));
    expect(document).toMatchObject({
      type: 'certificate',
      userId: light.id,
      billingStatus: 'pending',
      clientName: 'Feltöltött Gizella',
      auditorName: 'Szabó Péter',
      contentType: 'application/pdf',
    });
    expect(await t.services.fileStore.exists(document!.storageKey)).toBe(true);
    const logs = await loggedRows(t, light.id, { actionType: 'certificate_upload' });
    expect(logs.some((log) => (log.metadata as { propertyId?: string }).propertyId === property.id)).toBe(
      true,
    );
    const mail = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'CERTIFICATE_COMPLETED')));
    expect(mail).toHaveLength(1);
    expect(files(await list('?search=gizella'))).toEqual(['Feltöltött Gizella tanúsítvány.pdf']);
  });

  it('refuses every kind of bad upload with its own message, and stores nothing', async () => {
    const noAuditor = await who.client();
    const { id } = await who.assignedClient(peter.id, 'auditor_assigned');
    const cases: [string, Buffer, string, number, string][] = [
      [noAuditor.id, await samplePdf('x'), 'a.pdf', 409, MESSAGES.certificates.noAuditorYet],
      [
        id,
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        'a.gif',
        415,
        MESSAGES.file.adminType,
      ],
      [id, Buffer.from('csak szöveg, nem tanúsítvány'), 'a.pdf', 415, MESSAGES.file.adminType],
      [
        id,
        Buffer.concat([await samplePdf('x'), Buffer.alloc(FILE_MAX_BYTES)]),
        'a.pdf',
        413,
        MESSAGES.file.tooLarge,
      ],
    ];
    for (const [clientId, content, name, status, message] of cases) {
      const response = await upload(clientId, name, content);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    const withoutProperty = await who.client({ withProperty: false });
    const missing = await upload(withoutProperty.id, 'a.pdf', await samplePdf('x'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.certificates.noClientProperty);
    expect((await upload('nincs-ilyen-ugyfel', 'a.pdf', await samplePdf('x'))).statusCode).toBe(404);
    expect((await upload(id, 'a.pdf', await samplePdf('x'), portalAdmin.cookie)).statusCode).toBe(403);
    const [stillWaiting] = await db().select().from(properties).where(eq(properties.clientId, id));
    expect(stillWaiting?.status).toBe('auditor_assigned');
    expect(await db().select().from(documents).where(eq(documents.propertyId, stillWaiting!.id))).toEqual([]);
  });

  it('does not replace a certificate that is on a TIG statement', async () => {
    const response = await upload(fx.antal.clientId, 'uj.pdf', await samplePdf('x'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.certificates.replaceOnStatement('Elküldve'));
    const [kept] = await db().select().from(documents).where(eq(documents.id, fx.antal.documentId));
    expect(kept?.name).toBe('antal.pdf');
  });
});

describe('bulk download', () => {
  const download = (ids: string[], cookie = light.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/certificates/download',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids }),
    });

  it('streams one ZIP of the selection with unique names and a manifest', async () => {
    // A second certificate of the same client and name: the archive must still hold both.
    const { property } = await who.assignedClient(peter.id, 'document_uploaded', {
      firstName: 'Anna',
      lastName: 'Bodnár',
    });
    const twin = await who.storeCertificate(property.id, peter.id, 'bodnar.pdf');
    const response = await download([fx.bodnar.documentId, twin.document.id, fx.cseh.documentId]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/tanusitvanyok_\d{4}-\d{2}-\d{2}_3db\.zip/);
    expect(response.headers[BULK_ERROR_COUNT_HEADER]).toBe('0');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      [
        'Bodnár Anna - bodnar (2).pdf',
        'Bodnár Anna - bodnar.pdf',
        'Cseh Béla - cseh.pdf',
        MANIFEST_NAME,
      ].sort(),
    );
    const stored = await zip.file('Cseh Béla - cseh.pdf')!.async('nodebuffer');
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
    const manifest = await zip.file(MANIFEST_NAME)!.async('string');
    const lines = manifest
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split(';')).toContain('Eredeti fájlnév');
    expect(lines.find((line) => line.includes('cseh.pdf'))).toContain(';Kifizetve;');
    expect(lines.slice(1).every((line) => line.endsWith(';Rendben'))).toBe(true);
  });

  it('keeps a name that starts like a formula from running in the manifest, as every CSV export does', async () => {
    const { property } = await who.assignedClient(peter.id, 'document_uploaded', {
      firstName: 'Anna',
      lastName: '+Plusz',
    });
    const stored = await who.storeCertificate(property.id, peter.id, '=HYPERLINK("http://x").pdf');
    const response = await download([stored.document.id]);
    expect(response.statusCode, response.body).toBe(200);
    const manifest = await (await JSZip.loadAsync(response.rawPayload)).file(MANIFEST_NAME)!.async('string');
    const [header, row] = Papa.parse<string[]>(manifest.replace(/^\uFEFF/, '').trim(), {
      delimiter: ';',
    }).data;
    const cell = (column: string) => row![header!.indexOf(column)];
    expect(cell('Eredeti fájlnév')).toBe('\'=HYPERLINK("http://x").pdf');
    expect(cell('Ügyfél')).toBe("'+Plusz Anna");
  });

  it('opens with 7-Zip: every file stored byte for byte as it is, and the manifest', async () => {
    const response = await download([fx.bodnar.documentId, fx.cseh.documentId]);
    expect(response.statusCode, response.body).toBe(200);
    const archive = await openWithSevenZip(response.rawPayload);
    try {
      await archive.test();
      const entries = await archive.list();
      expect(entries.map((entry) => entry.path).sort()).toEqual(
        ['Bodnár Anna - bodnar.pdf', 'Cseh Béla - cseh.pdf', MANIFEST_NAME].sort(),
      );
      // PDFs and images are compressed already: stored, not deflated again
      expect(entries.filter((entry) => entry.path.endsWith('.pdf')).map((entry) => entry.method)).toEqual([
        'Store',
        'Store',
      ]);
      const original = Buffer.concat(
        await (await t.services.fileStore.getStream(fx.cseh.storageKey)).toArray(),
      );
      expect((await archive.read('Cseh Béla - cseh.pdf')).equals(original)).toBe(true);
      const manifest = (await archive.read(MANIFEST_NAME)).toString('utf8');
      expect(manifest.startsWith('\uFEFFFájl a ZIP-ben;Eredeti fájlnév;')).toBe(true);
      const lines = manifest.trim().split('\r\n').slice(1);
      expect(lines).toHaveLength(2);
      expect(lines.find((line) => line.startsWith('Cseh Béla - cseh.pdf;cseh.pdf;Cseh Béla;'))).toMatch(
        /;Rendben$/,
      );
    } finally {
      await archive.remove();
    }
  });

  it('lists the files that could not be read, in the answer and inside the archive', async () => {
    await t.services.fileStore.delete(fx.dekany.storageKey);
    const gone = '00000000-0000-4000-8000-000000000000';
    const response = await download([fx.dekany.documentId, fx.antal.documentId, gone]);
    expect(response.statusCode).toBe(200);
    expect(response.headers[BULK_ERROR_COUNT_HEADER]).toBe('2');
    const named = JSON.parse(decodeURIComponent(String(response.headers[BULK_ERRORS_HEADER]))) as {
      fileName: string;
    }[];
    expect(named.map((error) => error.fileName).sort()).toEqual([gone, 'dekany-tanusitvany.pdf'].sort());
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(
      ['Antal Zoltán - antal.pdf', ERRORS_NAME, MANIFEST_NAME].sort(),
    );
    const errors = await zip.file(ERRORS_NAME)!.async('string');
    expect(errors).toContain(MESSAGES.certificates.bulkErrors);
    expect(errors).toContain(`dekany-tanusitvany.pdf (Dékány Éva): ${MESSAGES.download.fileNotFound}`);
    const manifest = await zip.file(MANIFEST_NAME)!.async('string');
    expect(manifest).toContain(`;Hiba: ${MESSAGES.download.fileNotFound}`);
  });

  it('refuses an empty selection (400), nothing found (404), other roles (403) and no session (401)', async () => {
    const empty = await download([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(MESSAGES.certificates.noneSelected);
    expect((await download(['00000000-0000-4000-8000-000000000001'])).statusCode).toBe(404);
    expect((await download([fx.cseh.documentId], portalAdmin.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/certificates/download',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [fx.cseh.documentId] }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('delete', () => {
  const remove = (id: string, cookie = light.cookie) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/certificates/${id}`, headers: { cookie } });

  it('removes the record and the file, reopens the property for upload and logs it', async () => {
    const { bodnar } = fx;
    const response = await remove(bodnar.documentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fileName: 'bodnar.pdf',
      propertyStatus: 'appointment_scheduled',
    });
    expect(await db().select().from(documents).where(eq(documents.id, bodnar.documentId))).toEqual([]);
    expect(await t.services.fileStore.exists(bodnar.storageKey)).toBe(false);
    const [property] = await db().select().from(properties).where(eq(properties.id, bodnar.propertyId));
    expect(property?.status).toBe('appointment_scheduled');
    const [log] = await loggedRows(t, light.id, { action: 'Tanúsítvány törölve' });
    expect(log?.metadata).toMatchObject({
      fileName: 'bodnar.pdf',
      propertyId: bodnar.propertyId,
      oldValues: { status: 'document_uploaded' },
      newValues: { status: 'appointment_scheduled' },
    });
    expect((await list('?search=bodnar.pdf')).items.map((row) => row.id)).not.toContain(bodnar.documentId);
    // A certificate can be uploaded again.
    expect((await upload(bodnar.clientId, 'bodnar-uj.pdf', await samplePdf('x'))).statusCode).toBe(201);
  });

  it('returns a property without an appointment to auditor_assigned, even when its file is already gone', async () => {
    const { dekany } = fx;
    await t.services.fileStore.delete(dekany.storageKey);
    const response = await remove(dekany.documentId);
    expect(response.statusCode).toBe(200);
    const [property] = await db().select().from(properties).where(eq(properties.id, dekany.propertyId));
    expect(property?.status).toBe('auditor_assigned');
  });

  it('refuses a certificate on a TIG statement (409, why), a missing one (404) and other roles (403)', async () => {
    const sent = await remove(fx.antal.documentId);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error.message).toBe(MESSAGES.certificates.onStatement('Elküldve'));
    const paid = await remove(fx.cseh.documentId);
    expect(paid.json().error.message).toBe(MESSAGES.certificates.onStatement('Kifizetve'));
    expect(await db().select().from(documents).where(eq(documents.id, fx.antal.documentId))).toHaveLength(1);
    expect(await t.services.fileStore.exists(fx.antal.storageKey)).toBe(true);
    const missing = await remove('00000000-0000-4000-8000-000000000002');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.certificates.notFound);
    expect((await remove(fx.cseh.documentId, portalAdmin.cookie)).statusCode).toBe(403);
    expect((await remove('nem-uuid')).statusCode).toBe(400);
  });
});

describe("Admin Light's certificate services, called without a route", () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it.each([
    [
      'uploadCertificateForClient',
      (actor: Actor) =>
        uploadCertificateForClient(t.services, silentLogger, actor, fx.bodnar.clientId, {
          stream: Readable.from([Buffer.from('%PDF-1.4')]),
          fileName: 'tanusitvany.pdf',
        }),
    ],
    [
      'startBulkDownload',
      (actor: Actor) => startBulkDownload(t.services, silentLogger, actor, [fx.bodnar.documentId]),
    ],
    [
      'deleteCertificate',
      (actor: Actor) => deleteCertificate(t.services, silentLogger, actor, fx.bodnar.documentId),
    ],
  ])('%s refuses anyone but Admin Light, changing nothing', async (_name, call) => {
    const before = await db().select().from(documents);
    await expectRefused(t, [portalAdmin, peter], call);
    expect(await db().select().from(documents)).toEqual(before);
  });
});
