import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { zipInto } from '../../platform/zip-archive.ts';
import { openWithSevenZip } from '../../test/seven-zip.ts';
import { addFileEntry, uniqueEntryName } from './bulk-download.ts';

describe("a stored file in the bulk ZIP (the archive's routes are in admin-routes.test.ts)", () => {
  it('keeps what was read of a file whose read breaks off, says why, and the archive stays whole', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const zip = zipInto(output);
    const broken = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF-1.7 eleje');
        throw new Error('A tároló nem válaszol');
      })(),
    );
    // the recorded size is larger than what arrives: the archive records what was written
    const failure = await addFileEntry(zip, 'Törött Tamás - tanusitvany.pdf', broken, 250_000);
    expect(failure?.message).toBe('A tároló nem válaszol');
    const whole = Readable.from([Buffer.from('%PDF-1.7 '), Buffer.from('egész')]);
    expect(await addFileEntry(zip, 'Ép Éva - tanusitvany.pdf', whole, 14)).toBeNull();
    await zip.close();

    const archive = await openWithSevenZip(Buffer.concat(chunks));
    try {
      await archive.test();
      expect((await archive.read('Törött Tamás - tanusitvany.pdf')).toString()).toBe('%PDF-1.7 eleje');
      expect((await archive.read('Ép Éva - tanusitvany.pdf')).toString()).toBe('%PDF-1.7 egész');
    } finally {
      await archive.remove();
    }
  });

  it('closes the file when the download is cancelled midway', async () => {
    const output = new PassThrough(); // a reader that takes nothing, then goes away
    const zip = zipInto(output);
    const file = Readable.from(
      (function* () {
        for (;;) yield Buffer.alloc(64 * 1024, 1);
      })(),
    );
    const adding = addFileEntry(zip, 'Nagy Nándor - tanusitvany.pdf', file);
    await vi.waitFor(() => expect(output.writableNeedDrain).toBe(true));
    expect(file.destroyed).toBe(false);
    output.destroy();
    await expect(adding).rejects.toThrow();
    await vi.waitFor(() => expect(file.destroyed).toBe(true));
  });

  it('names each file after its client, unique regardless of case', () => {
    const taken = new Set<string>();
    expect(uniqueEntryName(taken, 'Kovács Anna', 'tanusitvany.pdf')).toBe('Kovács Anna - tanusitvany.pdf');
    expect(uniqueEntryName(taken, 'Kovács Anna', 'TANUSITVANY.pdf')).toBe(
      'Kovács Anna - TANUSITVANY (2).pdf',
    );
  });
});
