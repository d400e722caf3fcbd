// Every ZIP the portal writes goes through @zip.js/zip.js (decision 0015): the .xlsx export, the bulk
// certificate download and the weekly ZIP (AES-256, ZIP64). This module sets the library up for a server
// once, and joins it to Node streams: an archive is written into a Node Writable and waits whenever its
// reader is behind, so memory stays flat in the size of the archive.
import { Writable } from 'node:stream';
import { configure, ZipWriter, type ZipWriterConstructorOptions } from '@zip.js/zip.js';

configure({
  // Node has no Web Workers: entries are compressed in this thread, by Node's own zlib behind the
  // global CompressionStream (zip.js's default `useCompressionStream`; the library's WebAssembly deflate
  // took 10-15 % more CPU for the export, decision 0015).
  useWebWorkers: false,
  // zip.js cuts an entry's data into pieces of this size before compressing it, and each piece leaves
  // when it is compressed: 64 KB rather than its 256 KB, so a download sees its first rows sooner and each
  // archive being written holds less (the export: +50 MB instead of +77 MB, and faster; decision 0015).
  chunkSize: 64 * 1024,
  // zip.js lets only `maxWorkers` entries (default: the number of cores) be written at once in the whole
  // process; the others wait with no time limit. Each archive here is one person's download: two slow
  // readers would hold every export, bulk download and weekly ZIP of the server until they finished.
  maxWorkers: Number.MAX_SAFE_INTEGER,
});

/**
 * An archive written into `output`. Entries must be added one after another (await each `add`): an entry
 * added while another is being written is buffered whole in memory by zip.js. Once `output` is
 * destroyed (a cancelled download), every `add` and `close` rejects.
 */
export function zipInto(output: Writable, options?: ZipWriterConstructorOptions): ZipWriter<unknown> {
  return new ZipWriter(Writable.toWeb(output), options);
}

const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of text produced piece by piece, as an entry's content: the next piece is asked for only
 * when the archive has taken the previous one, and a cancelled archive ends the producer. With
 * `batchChars`, small pieces (a CSV's lines) are joined until they reach that length, so the archive
 * takes them in chunks rather than line by line.
 */
export function textStream(
  pieces: AsyncIterable<string> | Iterable<string>,
  batchChars = 0,
): ReadableStream<Uint8Array> {
  const iterator =
    Symbol.asyncIterator in pieces ? pieces[Symbol.asyncIterator]() : pieces[Symbol.iterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = '';
        for (;;) {
          const next = await iterator.next();
          if (next.done) {
            if (text) controller.enqueue(encoder.encode(text));
            controller.close();
            return;
          }
          text += next.value;
          if (text.length >= batchChars) break;
        }
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
