import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, MESSAGES } from '../../../domain/messages.ts';
import type { WeeklyZipItem, WeeklyZipList } from '../../../domain/weekly-zip.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import { documents, jobs, mailOutbox, profiles, userLogs, weeklyZips } from '../../db/schema.ts';
import { people, type StaffMember, type TestAuditor } from '../../test/people.ts';
import { silentLogger, testAppForFile, realTime } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { createWorkers } from '../../workers.ts';
import { signedDownloadUrl, WEEKLY_ZIP_JOB, WEEKLY_ZIP_MAX_ATTEMPTS } from './service.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
let light: StaffMember;
let auditor: TestAuditor;
let work: string;
const db = () => t.services.database.db;
const PASSWORD = 'Heti-Titok-2026';

/** 7-Zip as Debian's 7zip package installs it (7zz), or p7zip's 7z. */
const SEVEN_ZIP = ['7z', '7zz'].find((name) => spawnSync(name, ['i']).status === 0) ?? '7z';

beforeAll(async () => {
  auditor = await who.auditor();
  work = await mkdtemp(path.join(os.tmpdir(), 'weekly-zip-test-'));
}, 60_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});
beforeEach(async () => {
  light = await who.staff('admin_light');
});

const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const runJobs = () => createWorkers(t.services, silentLogger).jobs.runDue();

let serial = 0;
async function certificateUploaded(at: Date, fileName: string, lastName = 'Papp') {
  serial += 1;
  const client = await who.assignedClient(auditor.id, 'document_uploaded', {
    lastName,
    houseNumber: `${serial}`,
    couponCode: `WZ${String(serial).padStart(6, '0')}`,
  });
  const { document } = await who.storeCertificate(client.property.id, auditor.id, fileName);
  await db().update(documents).set({ uploadedAt: at }).where(eq(documents.id, document.id));
  return document;
}

async function generate(body: Record<string, unknown> = {}) {
  const response = await post('/api/admin/weekly-zips', light.cookie, { password: PASSWORD, ...body });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<WeeklyZipItem>();
}

async function download(id: string, query = '') {
  return get(`/api/admin/weekly-zips/${id}/download${query}`, light.cookie);
}

/** Extracts the archive with 7-Zip; the list of files in it, relative to the folder. */
async function extract(zip: Buffer, password: string): Promise<{ files: string[]; dir: string }> {
  const dir = await mkdtemp(path.join(work, 'x-'));
  const file = path.join(dir, 'archive.zip');
  await writeFile(file, zip);
  const out = path.join(dir, 'out');
  execFileSync(SEVEN_ZIP, ['x', `-p${password}`, `-o${out}`, '-y', file], { stdio: 'pipe' });
  const files: string[] = [];
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) files.push(path.relative(out, path.join(entry.parentPath, entry.name)));
  return { files: files.sort(), dir: out };
}

describe('weekly ZIP: asking for one', () => {
  it('refuses a short password, a missing e-mail and a reversed range in Hungarian, and queues nothing', async () => {
    const before = await db().select().from(weeklyZips);
    const short = await post('/api/admin/weekly-zips', light.cookie, { password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(MESSAGES.weeklyZip.passwordTooShort);
    const noEmail = await post('/api/admin/weekly-zips', light.cookie, {
      password: PASSWORD,
      sendEmail: true,
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.message).toBe(MESSAGES.weeklyZip.emailRequired);
    const badEmail = await post('/api/admin/weekly-zips', light.cookie, {
      password: PASSWORD,
      sendEmail: true,
      email: 'nem-email',
    });
    expect(badEmail.json().error.message).toBe(MESSAGES.email.invalid);
    const reversed = await post('/api/admin/weekly-zips', light.cookie, {
      password: PASSWORD,
      dateFrom: '2026-11-20',
      dateTo: '2026-11-10',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe(MESSAGES.weeklyZipReports.rangeOrder);
    const future = await post('/api/admin/weekly-zips', light.cookie, {
      password: PASSWORD,
      dateFrom: budapestIsoDay(t.clock.now(), 2),
      dateTo: budapestIsoDay(t.clock.now(), 3),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(MESSAGES.weeklyZipReports.rangeInFuture);
    const tooLong = await post('/api/admin/weekly-zips', light.cookie, {
      password: PASSWORD,
      dateFrom: '2020-01-01',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(MESSAGES.weeklyZipReports.rangeTooLong(366));
    expect(await db().select().from(weeklyZips)).toEqual(before);
  });

  it('is Admin Light’s only', async () => {
    const bank = await who.staff('bank_admin');
    const portal = await who.staff('portal_admin');
    for (const cookie of [bank.cookie, portal.cookie]) {
      expect((await post('/api/admin/weekly-zips', cookie, { password: PASSWORD })).statusCode).toBe(403);
      expect((await get('/api/admin/weekly-zips', cookie)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/weekly-zips' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(ERROR_MESSAGES.unauthorized);
  });
});

describe('weekly ZIP: generation in the background', () => {
  it('answers at once, writes an AES-256 archive of the last 7 days that 7-Zip opens only with the password', async () => {
    const now = t.clock.now();
    const inside = await certificateUploaded(new Date(now.getTime() - 2 * 86_400_000), 'tanusitvany.pdf');
    // Same client name and file name: the archive keeps both under unique names.
    const twin = await certificateUploaded(new Date(now.getTime() - 86_400_000), 'tanusitvany.pdf');
    const outside = await certificateUploaded(new Date(now.getTime() - 10 * 86_400_000), 'regi.pdf');

    const item = await generate();
    expect(item).toMatchObject({
      status: 'generating',
      fileSize: null,
      dateFrom: budapestIsoDay(now, -6),
      dateTo: budapestIsoDay(now),
      fileName: `heti-jelentes_${budapestIsoDay(now, -6)}_${budapestIsoDay(now)}.zip`,
    });
    const listed = (await get('/api/admin/weekly-zips', light.cookie)).json<WeeklyZipList>();
    expect(listed.isGenerating).toBe(true);
    expect(listed.items[0]).toMatchObject({ id: item.id, status: 'generating', createdByName: 'Tóth Gábor' });
    // Only the job holds the password, sealed: never the plain text.
    const [row] = await db().select().from(weeklyZips).where(eq(weeklyZips.id, item.id));
    expect(row!.passwordSealed).not.toContain(PASSWORD);

    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    const ready = (await get('/api/admin/weekly-zips', light.cookie)).json<WeeklyZipList>();
    const done = ready.items.find((i) => i.id === item.id)!;
    expect(ready.isGenerating).toBe(false);
    expect(done).toMatchObject({ status: 'ready', failureReason: null });
    expect(done.contents).toMatchObject({ certificates: 2, missingFiles: 0 });
    const [after] = await db().select().from(weeklyZips).where(eq(weeklyZips.id, item.id));
    expect(after!.passwordSealed).toBeNull();

    const response = await download(item.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(item.fileName);
    expect(response.rawPayload.length).toBe(done.fileSize);

    const { files, dir } = await extract(response.rawPayload, PASSWORD);
    expect(files).toEqual(
      [
        'ingatlanok.csv',
        'osszesito.txt',
        'rendszernaplo.txt',
        'tanusitvanyok.csv',
        'tanusitvanyok/Papp Bence - tanusitvany (2).pdf',
        'tanusitvanyok/Papp Bence - tanusitvany.pdf',
        'ugyfelek.csv',
      ].sort(),
    );
    const pdf = await readFile(path.join(dir, 'tanusitvanyok/Papp Bence - tanusitvany.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const certificatesCsv = await readFile(path.join(dir, 'tanusitvanyok.csv'), 'utf8');
    expect(certificatesCsv.startsWith('\uFEFFTanúsítvány azonosító;Fájl a ZIP-ben;')).toBe(true);
    expect(certificatesCsv).toContain(inside.id);
    expect(certificatesCsv).toContain(twin.id);
    expect(certificatesCsv).not.toContain(outside.id);
    const clientsCsv = await readFile(path.join(dir, 'ugyfelek.csv'), 'utf8');
    expect(clientsCsv.startsWith('\uFEFFÜgyfél azonosító;Név;Email;Telefon;')).toBe(true);
    // A phone number written with spaces is shown as typed: no apostrophe.
    expect(clientsCsv).toContain(';+36 70 444 0200;');
    const summary = await readFile(path.join(dir, 'osszesito.txt'), 'utf8');
    expect(summary).toContain('Heti jelentés');
    expect(summary).toContain('Az időszakban feltöltött tanúsítványok: 2');
    const log = await readFile(path.join(dir, 'rendszernaplo.txt'), 'utf8');
    expect(log).toContain('Heti ZIP generálásának indítása');

    // Without the password (or with a wrong one) 7-Zip refuses every entry.
    const file = path.join(work, 'wrong.zip');
    await writeFile(file, response.rawPayload);
    for (const password of ['rossz-jelszo', '']) {
      const attempt = spawnSync(SEVEN_ZIP, ['t', `-p${password}`, file], { encoding: 'utf8' });
      expect(attempt.status).not.toBe(0);
      expect(`${attempt.stdout}${attempt.stderr}`).toMatch(/Wrong password|Headers Error|Data Error/);
    }

    const logs = await db()
      .select({ action: userLogs.action })
      .from(userLogs)
      .where(eq(userLogs.userId, light.id));
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['Heti ZIP generálásának indítása', 'Heti ZIP elkészült', 'Heti ZIP letöltése']),
    );
  });

  it('writes CSV files a spreadsheet reads as typed: the address, phone numbers without an apostrophe, formulas kept from running', async () => {
    const hostile = await who.assignedClient(auditor.id, 'document_uploaded', {
      firstName: 'Béla',
      lastName: '=HYPERLINK("http://x";"y")',
      street: 'Csengery utca',
      houseNumber: '7',
      contactPerson: { name: '@Kapcsolat', phone: '06301234567' },
    });
    await db().update(profiles).set({ phone: '+36301234567' }).where(eq(profiles.id, hostile.id));
    const item = await generate();
    await runJobs();
    const { dir } = await extract((await download(item.id)).rawPayload, PASSWORD);
    // Read as a spreadsheet program's CSV reader reads them: ';' between fields, quotes undone.
    const table = async (name: string) => {
      const text = (await readFile(path.join(dir, name), 'utf8')).replace(/^\uFEFF/, '');
      const { data } = Papa.parse<string[]>(text.trimEnd(), { delimiter: ';' });
      const [header, ...rows] = data;
      return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i]])));
    };
    const client = (await table('ugyfelek.csv')).find((row) => row.Email === hostile.email)!;
    expect(client).toMatchObject({
      Név: '\'=HYPERLINK("http://x";"y") Béla',
      Telefon: '+36 30 123 4567',
      Cím: '1062 Budapest, Csengery utca 7',
    });
    // Every client has the address of the property to certify.
    expect((await table('ugyfelek.csv')).every((row) => /^\d{4} /.test(row['Cím'] ?? ''))).toBe(true);
    const property = (await table('ingatlanok.csv')).find((row) => row['Ügyfél email'] === hostile.email)!;
    expect(property).toMatchObject({
      'Ügyfél neve': '\'=HYPERLINK("http://x";"y") Béla',
      Cím: '1062 Budapest, Csengery utca 7',
      Kapcsolattartó: "'@Kapcsolat",
      'Kapcsolattartó telefonszáma': '06 30 123 4567',
    });
  });

  it('covers a chosen range of whole Budapest days', async () => {
    const at = new Date('2026-03-10T23:30:00Z'); // 11 March, 00:30 in Budapest
    const doc = await certificateUploaded(at, 'marcius.pdf', 'Márciusi');
    const item = await generate({ dateFrom: '2026-03-11', dateTo: '2026-03-11' });
    await runJobs();
    const response = await download(item.id);
    const { files } = await extract(response.rawPayload, PASSWORD);
    expect(files).toContain('tanusitvanyok/Márciusi Bence - marcius.pdf');
    const other = await generate({ dateFrom: '2026-03-10', dateTo: '2026-03-10' });
    await runJobs();
    const { dir } = await extract((await download(other.id)).rawPayload, PASSWORD);
    expect(await readFile(path.join(dir, 'tanusitvanyok.csv'), 'utf8')).not.toContain(doc.id);
  });

  it('e-mails the signed link, never the password; the link needs the session and ends after 24 hours', async () => {
    const item = await generate({ sendEmail: true, email: 'Riport@Example.hu' });
    await runJobs();
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'riport@example.hu'));
    expect(mail!.template).toBe('weekly_zip_notification');
    expect(mail!.text).not.toContain(PASSWORD);
    expect(mail!.html).not.toContain(PASSWORD);
    const link = new URL(/https?:\/\/\S+\/weekly-zip\?\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/weekly-zip');
    expect(link.searchParams.get('download')).toBe(item.id);
    const query = `?expires=${link.searchParams.get('expires')}&signature=${link.searchParams.get('signature')}`;

    const listed = (await get('/api/admin/weekly-zips', light.cookie)).json<WeeklyZipList>();
    expect(listed.items.find((i) => i.id === item.id)).toMatchObject({
      email: 'riport@example.hu',
      mailStatus: 'pending',
    });

    // The link alone is no permission: without a session the download is refused.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/weekly-zips/${item.id}/download${query}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await download(item.id, query)).statusCode).toBe(200);
    // Its first character changed to another one (a fixed 'A' left one signature in 64 untouched).
    const tampered = await download(
      item.id,
      query.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`),
    );
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().error.message).toBe(MESSAGES.weeklyZipReports.linkInvalid);

    // The same link made 24 hours and a second ago has run out.
    // On the app's clock: by the wall clock, a slow machine would have moved on past the second.
    const old = new URL(
      signedDownloadUrl(t.services, item.id, new Date(t.clock.now().getTime() - 86_401_000)).url,
    );
    const oldQuery = `?expires=${old.searchParams.get('expires')}&signature=${old.searchParams.get('signature')}`;
    const expired = await download(item.id, oldQuery);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(MESSAGES.weeklyZipReports.linkExpired);
    // From the history a signed-in Admin Light still downloads it.
    expect((await download(item.id)).statusCode).toBe(200);
  });

  it('deletes the record, then the file, with its messages', async () => {
    const item = await generate();
    await runJobs();
    const [row] = await db().select().from(weeklyZips).where(eq(weeklyZips.id, item.id));
    expect(await t.services.fileStore.exists(row!.storageKey!)).toBe(true);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/weekly-zips/${item.id}`,
      headers: { cookie: light.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fileName: item.fileName });
    expect(await db().select().from(weeklyZips).where(eq(weeklyZips.id, item.id))).toEqual([]);
    expect(await t.services.fileStore.exists(row!.storageKey!)).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/weekly-zips/${item.id}`,
      headers: { cookie: light.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(MESSAGES.weeklyZipReports.notFound);
    expect((await download(item.id)).json().error.message).toBe(MESSAGES.weeklyZipReports.notFound);
    const [logged] = await loggedRows(t, light.id, { action: 'Heti ZIP törlése' });
    expect(logged!.metadata).toMatchObject({ fileName: item.fileName });
  });

  it('refuses to download an archive that is still being written', async () => {
    const item = await generate();
    const response = await download(item.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(MESSAGES.weeklyZipReports.notReady);
    await runJobs();
  });
});

describe('weekly ZIP: a job cut off by a restart', () => {
  /** What a killed instance leaves behind: the job 'running' under a lease that has run out. */
  async function killedMidway(jobId: number, attempts: number) {
    await db()
      .update(jobs)
      .set({
        status: 'running',
        attempts,
        lockedBy: 'instance-that-died',
        lockedUntil: new Date(t.clock.now().getTime() - 1_000),
      })
      .where(eq(jobs.id, jobId));
  }
  async function jobOf(weeklyZipId: string) {
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, WEEKLY_ZIP_JOB), sql`${jobs.payload}->>'weeklyZipId' = ${weeklyZipId}`));
    return job!;
  }

  it('is picked up again when its lease runs out, and finishes', async () => {
    const item = await generate();
    await killedMidway((await jobOf(item.id)).id, 1);
    // What the killed run had written so far.
    const partial = path.join(t.services.tmpDir, `weekly-zip-${item.id}.zip`);
    await mkdir(t.services.tmpDir, { recursive: true });
    await writeFile(partial, 'PK\x03\x04 félbehagyott');
    await runJobs();
    expect(existsSync(partial)).toBe(false);
    const [row] = await db().select().from(weeklyZips).where(eq(weeklyZips.id, item.id));
    expect(row!.status).toBe('ready');
    expect((await jobOf(item.id)).attempts).toBe(2);
  });

  it('is marked failed, with the reason in the history, after too many interruptions', async () => {
    const item = await generate();
    await killedMidway((await jobOf(item.id)).id, WEEKLY_ZIP_MAX_ATTEMPTS);
    await runJobs();
    const listed = (await get('/api/admin/weekly-zips', light.cookie)).json<WeeklyZipList>();
    expect(listed.items.find((i) => i.id === item.id)).toMatchObject({
      status: 'failed',
      failureReason: MESSAGES.weeklyZipReports.interrupted,
      fileSize: null,
    });
    const [row] = await db().select().from(weeklyZips).where(eq(weeklyZips.id, item.id));
    expect(row!.passwordSealed).toBeNull();
    expect((await jobOf(item.id)).status).toBe('done');
  });

  it('lists a missing certificate file in the archive instead of failing', async () => {
    const uploadedAt = new Date(t.clock.now().getTime() - 3_600_000);
    const doc = await certificateUploaded(uploadedAt, 'elveszett.pdf');
    await t.services.fileStore.delete(doc.storageKey);
    // From the upload's day: between midnight and 1 a.m. in Budapest, an hour ago was yesterday.
    const item = await generate({
      dateFrom: budapestIsoDay(uploadedAt),
      dateTo: budapestIsoDay(t.clock.now()),
    });
    await runJobs();
    const listed = (await get('/api/admin/weekly-zips', light.cookie)).json<WeeklyZipList>();
    const done = listed.items.find((i) => i.id === item.id)!;
    expect(done.status).toBe('ready');
    expect(done.contents?.missingFiles).toBe(1);
    const { files, dir } = await extract((await download(item.id)).rawPayload, PASSWORD);
    expect(files).toContain('letoltesi_hibak.txt');
    expect(await readFile(path.join(dir, 'letoltesi_hibak.txt'), 'utf8')).toContain(doc.id);
  });
});
