// The reply for a stored file that a route hands out after its service checked who may read it (a
// certificate, a document): the same headers from every feature that serves one.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-store.ts';

/** A stored file opened for one reader, with the name and type it was uploaded with. */
export interface OpenedFile {
  stream: Readable;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** Streams a stored file with its original name; never cached by shared caches. */
export function sendFile(
  reply: FastifyReply,
  file: OpenedFile,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .type(file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(file.name, disposition))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
