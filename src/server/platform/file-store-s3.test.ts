// The S3 path of the file store against a real S3-compatible server the test starts (s3rver, a development
// package): the store itself, then the app on it (upload, download, delete, the weekly ZIP) and an outage,
// where downloads and uploads answer 503 with the storage message and readiness says the store is down
// (docs/rules/errors.md, 'storage_failed').
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, MESSAGES } from '../../domain/messages.ts';
import { documents } from '../db/schema.ts';
import { samplePdf } from '../seed/demo.ts';
import { multipart } from '../test/multipart.ts';
import { people } from '../test/people.ts';
import { expectStoreRoundTrip } from '../test/file-store-contract.ts';
import { createTestApp, silentLogger, type TestApp } from '../test/test-app.ts';
import { createWorkers } from '../workers.ts';
import { createS3FileStore } from './file-store-s3.ts';
import { newStorageKey } from './file-store.ts';

const BUCKET = 'etp-teszt';
/** s3rver's own credentials: it checks every request's signature with them. */
const CREDENTIALS = { S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' };
/** 7-Zip as Debian's 7zip package installs it (7zz), or p7zip's 7z. */
const SEVEN_ZIP = ['7z', '7zz'].find((name) => spawnSync(name, ['i']).status === 0) ?? '7z';

let work: string;
let s3: S3rver;
let port = 0;

/** Starts s3rver on the same port and folder as before (the port chosen at the first start). */
async function startS3(): Promise<void> {
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  port = (await s3.run()).port;
}

/** Takes the server away: it stops listening and drops the connections the SDK keeps open. */
async function stopS3(): Promise<void> {
  const closed = s3.close();
  s3.httpServer.closeAllConnections();
  await closed;
}

const env = () => ({
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: BUCKET,
  S3_REGION: 'eu-central-1',
  ...CREDENTIALS,
});

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'etp-s3-'));
  await startS3();
});
afterAll(async () => {
  await stopS3().catch(() => {});
  await rm(work, { recursive: true, force: true });
});

describe('the S3 file store against an S3-compatible server', () => {
  it('stores, streams back, tells and deletes a file, and checks the bucket', async () => {
    const store = createS3FileStore({
      endpoint: env().S3_ENDPOINT,
      bucket: BUCKET,
      region: 'eu-central-1',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
    });
    const pdf = await samplePdf('S3 oda-vissza');
    const local = path.join(work, 'feltoltes.pdf');
    await writeFile(local, pdf);

    await store.check();
    await expectStoreRoundTrip(store, {
      key: newStorageKey('certificates/s3-teszt', 'pdf'),
      localPath: local,
      contentType: 'application/pdf',
      bytes: pdf,
    });
  });
});

describe('the app on S3', () => {
  let t: TestApp;
  let who: ReturnType<typeof people>;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
    who = people(t);
  });
  afterAll(() => t.close());

  const started = () => ({ appointmentDate: new Date(t.clock.now().getTime() - 3_600_000) });
  const upload = (propertyId: string, cookie: string, content: Buffer) => {
    const body = multipart('tanúsítvány.pdf', content);
    return t.app.inject({
      method: 'POST',
      url: `/api/auditor/properties/${propertyId}/certificate`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const download = (propertyId: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/certificate`, headers: { cookie } });

  it('takes an upload into the bucket, gives it back, and deletes it with the certificate', async () => {
    expect(t.services.fileStore.kind).toBe('s3');
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const pdf = await samplePdf('Tanusitvany S3-ban');

    const uploaded = await upload(property.id, auditor.cookie, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [document] = await t.services.database.db
      .select()
      .from(documents)
      .where(eq(documents.propertyId, property.id));
    expect(await t.services.fileStore.exists(document!.storageKey)).toBe(true);

    const downloaded = await download(property.id, auditor.cookie);
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);

    const light = await who.staff('admin_light');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/certificates/${document!.id}`,
      headers: { cookie: light.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.services.fileStore.exists(document!.storageKey)).toBe(false);
  });

  it('writes the weekly ZIP into the bucket and downloads it with the week’s certificate in it', async () => {
    const auditor = await who.auditor();
    const client = await who.assignedClient(auditor.id, 'document_uploaded', { lastName: 'Vörös' });
    await who.storeCertificate(client.property.id, auditor.id, 'heti-tanusitvany.pdf');
    const light = await who.staff('admin_light');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/weekly-zips',
      headers: { cookie: light.cookie },
      payload: { password: 'Heti-Titok-2026' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await createWorkers(t.services, silentLogger).jobs.runDue();

    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/admin/weekly-zips/${asked.json().id}/download`,
      headers: { cookie: light.cookie },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const file = path.join(work, 'heti.zip');
    await writeFile(file, zip.rawPayload);
    const out = path.join(work, 'heti');
    execFileSync(SEVEN_ZIP, ['x', '-pHeti-Titok-2026', `-o${out}`, '-y', file], { stdio: 'pipe' });
    const names = (await readdir(out, { recursive: true })).map(String);
    expect(names.some((name) => name.endsWith('.pdf'))).toBe(true);
  });

  it('answers 503 with the storage message while the bucket is out of reach, and works again after', async () => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'appointment_scheduled', started());
    const pdf = await samplePdf('Kimaradas elott');
    expect((await upload(property.id, auditor.cookie, pdf)).statusCode).toBe(201);
    const other = await who.assignedClient(auditor.id, 'appointment_scheduled', started());

    await stopS3();
    try {
      const downloaded = await download(property.id, auditor.cookie);
      expect(downloaded.statusCode, downloaded.body).toBe(503);
      expect(downloaded.json().error).toMatchObject({
        code: 'storage_failed',
        message: ERROR_MESSAGES.storage_failed,
      });
      const uploaded = await upload(other.property.id, auditor.cookie, pdf);
      expect(uploaded.statusCode, uploaded.body).toBe(503);
      expect(uploaded.json().error).toMatchObject({
        code: 'storage_failed',
        message: MESSAGES.auditorWorkspace.storageFailed,
      });
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        fileStore: { status: 'unavailable', kind: 's3' },
      });
    } finally {
      await startS3();
    }
    const again = await download(property.id, auditor.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
