// What every file store does, the local folder and the S3 bucket alike: the same round trip for both.
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { expect } from 'vitest';
import type { FileStore } from '../platform/file-store.ts';

/**
 * Moves the temporary file at `localPath` (holding `bytes`) into the store under `key`, reads it back, deletes
 * it (twice: a missing file is no error), and checks that a key escaping the store is refused.
 */
export async function expectStoreRoundTrip(
  store: FileStore,
  upload: { key: string; localPath: string; contentType: string; bytes: Buffer },
): Promise<void> {
  const { key } = upload;
  await store.putFile(key, upload.localPath, upload.contentType);
  await expect(readFile(upload.localPath)).rejects.toMatchObject({ code: 'ENOENT' }); // the temporary file is gone
  expect(await store.exists(key)).toBe(true);
  expect((await buffer(await store.getStream(key))).equals(upload.bytes)).toBe(true);
  await store.delete(key);
  expect(await store.exists(key)).toBe(false);
  await expect(store.getStream(key)).rejects.toMatchObject({ statusCode: 404 });
  await store.delete(key);
  await expect(store.getStream('../titok')).rejects.toMatchObject({ code: 'invalid_file_name' });
}
