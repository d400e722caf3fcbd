// The reply for a file a route hands out: a stored one after its service checked who may read it (a
// certificate, a document) or one the server writes for the reader (an export, a report, a template). The
// same headers from every feature that serves one.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './file-store.ts';

/** The type of every .xlsx the portal writes. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A stored file opened for one reader, with the name and type it was uploaded with. */
export interface OpenedFile {
  stream: Readable;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** A file for one reader, under its name; never cached by shared caches. */
export interface Download {
  contentType: string;
  fileName: string;
  body: Readable | Buffer | string;
  /** Sent as `content-length` when known before the body is streamed. */
  sizeBytes?: number;
  disposition?: 'attachment' | 'inline';
}

export function sendDownload(reply: FastifyReply, download: Download) {
  if (download.sizeBytes !== undefined) reply.header('content-length', String(download.sizeBytes));
  return reply
    .type(download.contentType)
    .header('content-disposition', contentDisposition(download.fileName, download.disposition))
    .header('cache-control', 'private, no-store')
    .send(download.body);
}

/** Streams a stored file with its original name. */
export function sendFile(
  reply: FastifyReply,
  file: OpenedFile,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return sendDownload(reply, {
    contentType: file.contentType,
    fileName: file.name,
    body: file.stream,
    sizeBytes: file.sizeBytes,
    disposition,
  });
}
