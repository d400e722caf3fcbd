import { PassThrough } from 'node:stream';
import { TextReader } from '@zip.js/zip.js';
import { describe, expect, it, vi } from 'vitest';
import { eventLoopTurns } from '../../test/event-loop.ts';
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
    // the archive fills its unread output, then stops asking
    await vi.waitFor(() => expect(output.writableNeedDrain).toBe(true));
    await eventLoopTurns();
    const held = pulled.bytes;
    await eventLoopTurns();
    expect(pulled.bytes).toBe(held);
    expect(held).toBeLessThan(1024 * 1024);
    // the reader goes away: the archive fails, and the source is told to stop
    output.destroy();
    await expect(adding).rejects.toThrow();
    await vi.waitFor(() => expect(pulled.cancelled).toBe(true));
  });

  it('lets a download be written while two others wait for their slow readers', async () => {
    // zip.js's default lets two entries at a time be written in the whole process (decision 0015)
    const stalled = [1, 2].map(() => {
      const output = new PassThrough();
      const source = endless();
      const adding = zipInto(output).add('lassu.bin', source.stream, { level: 0 });
      adding.catch(() => {});
      return { output, pulled: source.pulled };
    });
    // both slow entries are being written (each holds one of the two places) and are stuck on their readers
    await vi.waitFor(() => {
      for (const slow of stalled) expect(slow.output.writableNeedDrain).toBe(true);
    });
    const output = new PassThrough();
    output.resume();
    const zip = zipInto(output);
    // were the third download to wait for a place, this would never end and the test would time out
    await zip.add('gyors.txt', new TextReader('kész'));
    await zip.close();
    expect(stalled.every((slow) => slow.pulled.bytes > 0 && !slow.pulled.cancelled)).toBe(true);
    for (const slow of stalled) slow.output.destroy();
  });

  it("ends the text's producer when the archive is abandoned", async () => {
    let produced = 0;
    let finished = false;
    async function* pieces() {
      try {
        for (;;) {
          produced++;
          yield 'x'.repeat(16 * 1024);
        }
      } finally {
        finished = true;
      }
    }
    const output = new PassThrough();
    const adding = zipInto(output).add('sok.txt', textStream(pieces()));
    adding.catch(() => {});
    await vi.waitFor(() => expect(produced).toBeGreaterThan(1));
    output.destroy();
    await expect(adding).rejects.toThrow();
    await vi.waitFor(() => expect(finished).toBe(true));
  });
});
