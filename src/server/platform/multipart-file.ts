// The one file part of a multipart upload, as the upload routes (certificates, coupon and lead tables) take it.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../domain/messages.ts';
import { AppError } from './errors.ts';
import { uploadFailure } from './file-store.ts';

/**
 * The request's file part in `field`, or `missing` (the screen's own words) when there is none. A body that is
 * not multipart, is malformed or passes the route's limits is refused as every upload is (`uploadFailure`).
 */
export async function multipartFile(
  request: FastifyRequest,
  field: string,
  missing: AppError,
): Promise<MultipartFile> {
  const file = await request.file().catch((error: unknown) => {
    throw uploadFailure(error);
  });
  if (!file || file.fieldname !== field) throw missing;
  return file;
}

/**
 * A table to import (field `file`) read whole: its size is capped by the route's multipart limits, which
 * `maxBytes` states again for the refusal's words (a coupon file may be 25 MB, not the certificates' 10). An
 * empty file is refused with `empty` (by default the store's "empty file" answer).
 */
export async function multipartTable(
  request: FastifyRequest,
  {
    missing,
    maxBytes,
    empty = AppError.of('empty_file', 400),
  }: { missing: AppError; maxBytes: number; empty?: AppError },
): Promise<{ fileName: string; bytes: Buffer }> {
  const file = await multipartFile(request, 'file', missing);
  const bytes = await file.toBuffer().catch((error: unknown) => {
    const failure = uploadFailure(error);
    throw failure.code === 'file_too_large'
      ? new AppError('file_too_large', 413, MESSAGES.file.tableTooLarge(maxBytes))
      : failure;
  });
  if (bytes.length === 0) throw empty;
  return { fileName: file.filename.slice(0, 200), bytes };
}
