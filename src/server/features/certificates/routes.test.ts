import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, MESSAGES } from '../../../domain/messages.ts';
import { certificateShares, documents, mailOutbox, properties } from '../../db/schema.ts';
import { samplePdf } from '../../seed/demo.ts';
import { multipart } from '../../test/multipart.ts';
import { signIn } from '../../test/accounts.ts';
import { people } from '../../test/people.ts';
import { realTime, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;

const upload = (propertyId: string, cookie: string, fileName: string, content: Buffer, field?: string) => {
  const body = multipart(fileName, content, field);
  return t.app.inject({
    method: 'POST',
    url: `/api/auditor/properties/${propertyId}/certificate`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};

/** A file the upload route takes, for the tables of refused uploads built before the tests run. */
const SAMPLE_PDF = await samplePdf('x');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** An appointment that began an hour ago by the server's clock: the survey is done, upload may follow. */
const started = () => ({ appointmentDate: new Date(t.clock.now().getTime() - 3_600_000) });

const storedFiles = async (propertyId: string) =>
  readdir(path.join(t.config.dataDir, 'files', 'certificates', propertyId)).catch(() => [] as string[]);
const tmpFiles = async () => readdir(t.services.tmpDir).catch(() => [] as string[]);
const documentsOf = (propertyId: string) =>
  db().select().from(documents).where(eq(documents.propertyId, propertyId));

describe('certificate upload', () => {
  it('stores the file, completes the property, logs it and tells the client', async () => {
    const auditor = await who.auditor();
    const { property, email, name } = await who.assignedClient(
      auditor.id,
      'appointment_scheduled',
      started(),
    );
    const pdf = await samplePdf('Feltoltott tanusitvany');

    const response = await upload(property.id, auditor.cookie, 'tanúsítvány 2026.pdf', pdf);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(MESSAGES.auditorWorkspace.uploadSuccess(name));
    expect(response.json().client).toMatchObject({ status: 'document_uploaded', hasCertificate: true });
    const [document] = await documentsOf(property.id);
    expect(document).toMatchObject({
      type: 'certificate',
      name: 'tanúsítvány 2026.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      userId: auditor.id,
    });
    expect(await storedFiles(property.id)).toHaveLength(1);
    const [stored] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(stored).toMatchObject({ status: 'document_uploaded' });
    const [log] = await loggedRows(t, auditor.id, { actionType: 'certificate_upload' });
    expect(log?.metadata).toMatchObject({
      clientId: property.clientId,
      propertyId: property.id,
      fileName: 'tanúsítvány 2026.pdf',
    });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.template).toBe('CERTIFICATE_COMPLETED');

    // The client can download exactly these bytes.
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'Titkos-Jelszo1' },
    });
    const cookie = String(client.headers['set-cookie']).split(';')[0]!;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${property.id}/certificate`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it.each([
    [
      'an 11 MB file',
      'nagy.pdf',
      Buffer.concat([SAMPLE_PDF, Buffer.alloc(11 * 1024 * 1024)]),
      413,
      MESSAGES.file.tooLarge,
    ],
    [
      'a renamed executable',
      'tanusitvany.pdf',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048)]),
      415,
      MESSAGES.file.auditorType,
    ],
    ['an empty file', 'ures.pdf', Buffer.alloc(0), 400, MESSAGES.file.empty],
    ['a text file', 'jegyzet.pdf', Buffer.from('Ez nem PDF, csak szöveg.'), 415, MESSAGES.file.auditorType],
  ])('refuses %s with its message and stores nothing', async (_name, fileName, content, status, message) => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const response = await upload(property.id, auditor.cookie, fileName, content);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await documentsOf(property.id)).toEqual([]);
    expect(await storedFiles(property.id)).toEqual([]);
    expect(await tmpFiles()).toEqual([]);
    const [stored] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(stored?.status).toBe('appointment_scheduled');
  });

  it('keeps a file name with folders or control characters from reaching the store', async () => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const response = await upload(
      property.id,
      auditor.cookie,
      '../../etc/pass\u0007wd.pdf',
      await samplePdf('x'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [document] = await documentsOf(property.id);
    expect(document?.name).toBe('passwd.pdf');
    expect(document?.storageKey).toMatch(new RegExp(`^certificates/${property.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(await storedFiles(property.id)).toHaveLength(1);
  });

  it('accepts PNG and JPEG certificates too', async () => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const response = await upload(property.id, auditor.cookie, 'scan.png', png);
    expect(response.statusCode, response.body).toBe(201);
    expect((await documentsOf(property.id))[0]?.contentType).toBe('image/png');
  });

  it('names an image sent as .pdf by its type, so it downloads as the image it is', async () => {
    const auditor = await who.auditor();
    const { property, email } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const response = await upload(property.id, auditor.cookie, 'felmérés.pdf', png);
    expect(response.statusCode, response.body).toBe(201);
    const [document] = await documentsOf(property.id);
    expect(document).toMatchObject({ name: 'felmérés.png', contentType: 'image/png' });
    expect(document?.storageKey).toMatch(/\.png$/);
    expect(response.json().client.certificate).toMatchObject({ name: 'felmérés.png' });

    const cookie = await signIn(t.app, email);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${property.id}/certificate`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="felmeres.png"; filename*=UTF-8''felm%C3%A9r%C3%A9s.png`,
    );
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('refuses another auditor (404), a client (403), no session (401), no file and a property without an appointment', async () => {
    const auditor = await who.auditor();
    const other = await who.auditor();
    const client = await who.client();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const pdf = await samplePdf('x');
    expect((await upload(property.id, other.cookie, 'a.pdf', pdf)).statusCode).toBe(404);
    expect((await upload(property.id, client.cookie, 'a.pdf', pdf)).statusCode).toBe(403);
    const anonymous = multipart('a.pdf', pdf);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/auditor/properties/${property.id}/certificate`,
          headers: anonymous.headers,
          payload: anonymous.payload,
        })
      ).statusCode,
    ).toBe(401);
    const wrongField = await upload(property.id, auditor.cookie, 'a.pdf', pdf, 'masik');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(MESSAGES.auditorWorkspace.uploadNoFile);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/auditor/properties/${property.id}/certificate`,
      headers: { cookie: auditor.cookie },
      payload: { certificate: 'nem fájl' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(ERROR_MESSAGES.unsupported_media_type);
    const waiting = await who.assignedClient(auditor.id, 'auditor_assigned');
    const early = await upload(waiting.property.id, auditor.cookie, 'a.pdf', pdf);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(MESSAGES.auditorWorkspace.uploadNeedsAppointment);
    expect(await storedFiles(property.id)).toEqual([]);
  });

  it('refuses the upload until the survey appointment has started by the server clock', async () => {
    t.clock.set(new Date('2026-11-23T10:00:00Z'));
    const auditor = await who.auditor();
    // 11:00 UTC is 12:00 in Budapest, one hour after the server's "now".
    const appointmentDate = new Date('2026-11-23T11:00:00Z');
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', { appointmentDate });
    const detail = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/auditor/properties/${property.id}`,
        headers: { cookie: auditor.cookie },
      });
    const reason = MESSAGES.auditorWorkspace.uploadBeforeAppointment('2026. 11. 23. 12:00');
    expect((await detail()).json().uploadBlockedReason).toBe(reason);

    const early = await upload(property.id, auditor.cookie, 'a.pdf', await samplePdf('x'));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'appointment_not_started', message: reason });
    expect(await documentsOf(property.id)).toEqual([]);
    expect(await storedFiles(property.id)).toEqual([]);
    expect(await tmpFiles()).toEqual([]);

    // The appointment starts: the upload opens and the certificate follows it in the timeline.
    t.clock.set(appointmentDate);
    expect((await detail()).json().uploadBlockedReason).toBeNull();
    const onTime = await upload(property.id, auditor.cookie, 'a.pdf', await samplePdf('x'));
    expect(onTime.statusCode, onTime.body).toBe(201);
    const [document] = await documentsOf(property.id);
    expect(document!.uploadedAt.getTime()).toBeGreaterThanOrEqual(appointmentDate.getTime());
    expect(onTime.json().client.uploadBlockedReason).toBeNull();
  });

  it('leaves no record when the file cannot be stored, and no file when the record cannot be written', async () => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const store = t.services.fileStore;
    const putFile = store.putFile;
    store.putFile = async () => {
      throw new Error('disk full');
    };
    try {
      const failed = await upload(property.id, auditor.cookie, 'a.pdf', await samplePdf('x'));
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.message).toBe(MESSAGES.auditorWorkspace.storageFailed);
    } finally {
      store.putFile = putFile;
    }
    expect(await documentsOf(property.id)).toEqual([]);
    expect(await tmpFiles()).toEqual([]);

    // The record fails after the file was stored: the stored file is removed again.
    await db().execute(
      sql.raw(`create or replace function refuse_document() returns trigger as $$
        begin raise exception 'document table unavailable'; end $$ language plpgsql`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_document before insert on documents for each row
        when (new.property_id = '${property.id}') execute function refuse_document()`),
    );
    try {
      const failed = await upload(property.id, auditor.cookie, 'a.pdf', await samplePdf('x'));
      expect(failed.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_document on documents'));
    }
    expect(await documentsOf(property.id)).toEqual([]);
    expect(await storedFiles(property.id)).toEqual([]);
    const [stored] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(stored?.status).toBe('appointment_scheduled');
  });

  it('replaces an uploaded certificate: the old record and file go, its name stays in the log, shares follow', async () => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    expect((await upload(property.id, auditor.cookie, 'elso.pdf', await samplePdf('1'))).statusCode).toBe(
      201,
    );
    const [first] = await documentsOf(property.id);
    await db()
      .insert(certificateShares)
      .values({
        propertyId: property.id,
        documentId: first!.id,
        email: 'bank@example.hu',
        tokenHash: 'x'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      });

    const again = await upload(property.id, auditor.cookie, 'javitott.pdf', await samplePdf('2'));
    expect(again.statusCode, again.body).toBe(201);
    const current = await documentsOf(property.id);
    expect(current.map((d) => d.name)).toEqual(['javitott.pdf']);
    expect(await storedFiles(property.id)).toHaveLength(1);
    const [share] = await db()
      .select()
      .from(certificateShares)
      .where(eq(certificateShares.propertyId, property.id));
    expect(share?.documentId).toBe(current[0]?.id);
    const logs = await loggedRows(t, auditor.id, { actionType: 'certificate_upload' });
    expect(logs.map((l) => l.metadata)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fileName: 'javitott.pdf', oldValues: { fileName: 'elso.pdf' } }),
      ]),
    );
  });
});
