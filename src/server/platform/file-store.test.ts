import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { samplePdf } from '../seed/demo.ts';
import {
  assertSafeKey,
  contentDisposition,
  createLocalFileStore,
  newStorageKey,
  fileNameForType,
  receiveUpload,
  safeFileName,
  type FileStore,
} from './file-store.ts';
import { createS3FileStore } from './file-store-s3.ts';
import { expectStoreRoundTrip } from '../test/file-store-contract.ts';

const ALLOWED = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'];
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa1c7c6e50000000049454e44ae426082',
  'hex',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

let root: string;
let tmpDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'etp-files-'));
  tmpDir = path.join(root, 'tmp');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const receive = (bytes: Buffer, maxBytes = 10 * 1024 * 1024) =>
  receiveUpload(Readable.from([bytes]), { tmpDir, maxBytes, allowedTypes: ALLOWED });

describe('receiving an upload', () => {
  it('reads the type from the bytes: a PDF and a PNG are accepted', async () => {
    const pdf = await receive(await samplePdf('teszt'));
    expect(pdf).toMatchObject({ contentType: 'application/pdf', extension: 'pdf' });
    const png = await receive(PNG);
    expect(png).toMatchObject({ contentType: 'image/png', size: PNG.length });
  });

  it('refuses a renamed executable and leaves no temporary file', async () => {
    const before = await readdir(tmpDir);
    await expect(receive(EXE)).rejects.toMatchObject({
      code: 'unsupported_file_type',
      statusCode: 415,
      message: MESSAGES.file.auditorType,
    });
    expect(await readdir(tmpDir)).toEqual(before);
  });

  it('refuses an empty file', async () => {
    await expect(receive(Buffer.alloc(0))).rejects.toMatchObject({ code: 'empty_file', statusCode: 400 });
  });

  it('stops reading as soon as the limit is passed', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024, 1));
      },
    });
    const before = (await readdir(tmpDir)).length;
    await expect(
      receiveUpload(endless, { tmpDir, maxBytes: 1024 * 1024, allowedTypes: ALLOWED }),
    ).rejects.toMatchObject({
      code: 'file_too_large',
      statusCode: 413,
      message: MESSAGES.file.tooLarge,
    });
    expect(produced).toBeLessThan(2 * 1024 * 1024);
    expect((await readdir(tmpDir)).length).toBe(before);
  });

  it('accepts exactly the limit and refuses one byte more', async () => {
    const pdf = await samplePdf('hatar');
    await expect(receive(pdf, pdf.length)).resolves.toMatchObject({ size: pdf.length });
    await expect(receive(pdf, pdf.length - 1)).rejects.toMatchObject({ code: 'file_too_large' });
  });
});

describe('names and keys', () => {
  it.each(['../../etc/passwd', '/etc/passwd', 'a/../b', 'a//b', 'certificates/./x', '', 'a\\b', 'a b'])(
    'refuses the key %j',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow(expect.objectContaining({ code: 'invalid_file_name' }));
    },
  );

  it('makes new keys under a prefix with a known extension only', () => {
    expect(newStorageKey('certificates/abc', 'pdf')).toMatch(/^certificates\/abc\/[0-9a-f-]{36}\.pdf$/);
    expect(newStorageKey('certificates/abc', '../x')).toMatch(/^certificates\/abc\/[0-9a-f-]{36}$/);
  });

  it('names a stored file by the type its bytes show', () => {
    expect(fileNameForType('felmérés.pdf', 'png')).toBe('felmérés.png');
    expect(fileNameForType('scan.JPEG', 'jpg')).toBe('scan.JPEG');
    expect(fileNameForType('scan.jpg', 'pdf')).toBe('scan.pdf');
    expect(fileNameForType('tanúsítvány 2026', 'pdf')).toBe('tanúsítvány 2026.pdf');
    expect(fileNameForType('Bajza u. 5', 'gif')).toBe('Bajza u. 5.gif');
    expect(fileNameForType('../x/...', 'png', 'tanusitvany')).toBe('tanusitvany.png');
  });

  it('makes a person’s file name safe to show and send', () => {
    expect(safeFileName('..\\..\\windows\\tanúsítvány.pdf')).toBe('tanúsítvány.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a"b\r\nc.pdf')).toBe('abc.pdf');
    expect(safeFileName('...')).toBe('fajl');
    expect(contentDisposition('Kovács tanúsítvány.pdf')).toBe(
      `attachment; filename="Kovacs tanusitvany.pdf"; filename*=UTF-8''Kov%C3%A1cs%20tan%C3%BAs%C3%ADtv%C3%A1ny.pdf`,
    );
  });
});

async function storeRoundTrip(store: FileStore) {
  const pdf = await samplePdf('oda-vissza');
  const upload = await receive(pdf);
  await expectStoreRoundTrip(store, {
    key: newStorageKey('certificates/teszt', upload.extension),
    localPath: upload.path,
    contentType: upload.contentType,
    bytes: pdf,
  });
}

describe('local file store', () => {
  it('stores, streams back and deletes a file, inside its folder only', async () => {
    const store = createLocalFileStore(path.join(root, 'store'));
    await storeRoundTrip(store);
    await writeFile(path.join(root, 'secret'), 'titok');
    await expect(store.getStream('..')).rejects.toMatchObject({ code: 'invalid_file_name' });
  });
});

describe('S3-compatible file store', () => {
  // A minimal S3 endpoint (path-style PUT, GET, HEAD, DELETE) standing in for MinIO or a cloud bucket.
  const objects = new Map<string, { body: Buffer; type: string }>();
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const object = objects.get(key);
      const authorised = String(request.headers.authorization ?? '').includes('Credential=test-access/');
      if (!authorised) return response.writeHead(403).end();
      if (request.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
        return response.writeHead(200, { etag: '"1"' }).end();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      if (!object) {
        return response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            request.method === 'HEAD'
              ? undefined
              : '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
          );
      }
      response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
      return response.end(request.method === 'HEAD' ? undefined : object.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores, streams back and deletes a file in the bucket', async () => {
    const store = createS3FileStore({
      endpoint,
      region: 'us-east-1',
      bucket: 'etp',
      accessKey: 'test-access',
      secretKey: 'test-secret',
    });
    await storeRoundTrip(store);
    const upload = await receive(PNG);
    await store.putFile('certificates/x/kep.png', upload.path, upload.contentType);
    expect(objects.get('/etp/certificates/x/kep.png')).toMatchObject({ type: 'image/png' });
    expect(await readFile(upload.path).catch(() => 'gone')).toBe('gone');
  });
});
