// A streaming ZIP writer (PKWARE APPNOTE 6.3: deflate, sizes in data descriptors, no ZIP64): each entry
// is compressed as it is written and sent on at once, so an archive of any size holds only the
// compressor's window in memory. Enough for the .xlsx export; entries and the archive stay under 4 GB.
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** DOS date and time of an instant (local fields, as ZIP tools show them). */
function dosDateTime(at: Date): { date: number; time: number } {
  return {
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
  };
}

const UTF8_NAMES_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;

export class ZipWriter {
  private offset = 0;
  private readonly entries: Written[] = [];
  private readonly stamp = dosDateTime(new Date());

  private readonly output: Writable;

  constructor(output: Writable) {
    this.output = output;
  }

  /** Writes to the archive's stream, waiting while the reader is behind. */
  private async send(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.output.write(chunk)) await waitForDrain(this.output);
  }

  /**
   * Adds one entry whose content the callback writes, chunk by chunk (text or bytes); each `write`
   * resolves when the archive's reader has room again.
   */
  async entry(
    name: string,
    content: (write: (chunk: string | Uint8Array) => Promise<void>) => Promise<void>,
  ) {
    const nameBytes = Buffer.from(name, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // crc-32 and sizes follow the data, in the descriptor
    header.writeUInt16LE(nameBytes.length, 26);
    await this.send(Buffer.concat([header, nameBytes]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level: 6 });
    const pending: Promise<void>[] = [];
    deflate.on('data', (chunk: Buffer) => {
      compressed += chunk.length;
      pending.push(this.send(chunk));
    });
    const flushed = new Promise<void>((resolve, reject) => {
      deflate.once('end', resolve);
      deflate.once('error', reject);
    });
    try {
      await content(async (chunk) => {
        // text as UTF-8; bytes (a stored file, issue 16's bulk download) as they are
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        crc = crc32(bytes, crc);
        size += bytes.length;
        if (!deflate.write(bytes)) await waitForDrain(deflate);
        await Promise.all(pending.splice(0));
      });
    } catch (error) {
      // the archive is abandoned: free the compressor, and let nothing wait on it
      flushed.catch(() => {});
      deflate.destroy();
      throw error;
    }
    deflate.end();
    await flushed;
    await Promise.all(pending.splice(0));

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.send(descriptor);
    this.entries.push({ name: nameBytes, crc, compressed, size, offset });
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(UTF8_NAMES_AND_DESCRIPTOR, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(e.crc, 16);
      record.writeUInt32LE(e.compressed, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      await this.send(Buffer.concat([record, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.send(end);
    this.output.end();
  }
}

/** Resolves when the stream has room again, or is gone (the download was cancelled). */
export function waitForDrain(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
