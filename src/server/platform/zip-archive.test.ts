import { PassThrough } from 'node:stream';
import { TextReader } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { openWithSevenZip } from '../test/seven-zip.ts';
import { textStream, zipInto } from './zip-archive.ts';

/** Endless bytes that count how much the archive has asked for. */
function endless() {
  const pulled = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = new Uint8Array(16 * 1024).map((_, i) => (i * 31 + pulled.bytes) % 251);
        pulled.bytes += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        pulled.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

const settle = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the ZIP archives (zip.js over Node streams)', () => {
  it('writes an archive that 7-Zip opens, the text entries as they were given', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const zip = zipInto(output);
    await zip.add('első.txt', new TextReader('Árvíztűrő tükörfúrógép'));
    await zip.add(
      'sorok.csv',
      textStream(
        (function* () {
          for (let i = 0; i < 3; i++) yield `${i};sor\r\n`;
        })(),
      ),
    );
    await zip.close();
    const archive = await openWithSevenZip(Buffer.concat(chunks));
    try {
      await archive.test();
      expect((await archive.list()).map((entry) => entry.path)).toEqual(['első.txt', 'sorok.csv']);
      expect((await archive.read('sorok.csv')).toString()).toBe('0;sor\r\n1;sor\r\n2;sor\r\n');
    } finally {
      await archive.remove();
    }
  });

  it('reads no further than its reader: an archive nobody reads holds a few chunks of its source', async () => {
    const output = new PassThrough();
    const zip = zipInto(output);
    const { stream, pulled } = endless();
    const adding = zip.add('vegtelen.bin', stream, { level: 0 });
    adding.catch(() => {});
    await settle();
    const held = pulled.bytes;
    await settle();
    expect(pulled.bytes).toBe(held);
    expect(held).toBeLessThan(1024 * 1024);
    // the reader goes away: the archive fails, and the source is told to stop
    output.destroy();
    await expect(adding).rejects.toThrow();
    await settle(50);
    expect(pulled.cancelled).toBe(true);
  });

  it('lets a download be written while two others wait for their slow readers', async () => {
    // zip.js's default lets two entries at a time be written in the whole process (decision 0015)
    const stalled = [1, 2].map(() => {
      const output = new PassThrough();
      const adding = zipInto(output).add('lassu.bin', endless().stream, { level: 0 });
      adding.catch(() => {});
      return output;
    });
    await settle();
    const output = new PassThrough();
    output.resume();
    const zip = zipInto(output);
    const started = performance.now();
    await zip.add('gyors.txt', new TextReader('kész'));
    await zip.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    for (const slow of stalled) slow.destroy();
  });

  it("ends the text's producer when the archive is abandoned", async () => {
    let finished = false;
    async function* pieces() {
      try {
        for (;;) yield 'x'.repeat(16 * 1024);
      } finally {
        finished = true;
      }
    }
    const output = new PassThrough();
    const adding = zipInto(output).add('sok.txt', textStream(pieces()));
    adding.catch(() => {});
    await settle();
    output.destroy();
    await expect(adding).rejects.toThrow();
    await settle(50);
    expect(finished).toBe(true);
  });
});
