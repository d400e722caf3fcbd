// Files never sit in the database: a local folder by default, an S3-compatible bucket when S3_* is set.
// Uploads stream to a temporary file first (size limit enforced while streaming, type read from the bytes),
// then move into the store; downloads always pass through the server's authorisation
// (docs/product.md, 'No public file links').
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { MESSAGES } from '../../domain/messages.ts';
import { stripControlCharacters } from '../../domain/sanitize.ts';
import { AppError, notFound } from './errors.ts';

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Moves a finished temporary file into the store under `key` (the temporary file is gone afterwards). */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** Throws a 404 AppError when there is no such file. */
  getStream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be used now (the readiness answer). */
  check(): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server, never taken from a request; this refuses anything that could escape. */
export function assertSafeKey(key: string): void {
  if (
    !SAFE_KEY.test(key) ||
    key.split('/').some((segment) => segment === '..' || segment === '.') ||
    key.length > 512
  ) {
    throw AppError.of('invalid_file_name', 400);
  }
}

/** A new key under a prefix, keeping only a known extension. */
export function newStorageKey(prefix: string, extension: string): string {
  const ext = /^[a-z0-9]{1,8}$/.test(extension) ? `.${extension}` : '';
  const key = `${prefix}/${randomUUID()}${ext}`;
  assertSafeKey(key);
  return key;
}

/** A person's file name made safe to show and to send in Content-Disposition: no folders, no control characters. */
export function safeFileName(name: string, fallback = 'fajl'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = stripControlCharacters(base)
    .replace(/[\t\r\n"<>|:*?]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? fallback : cleaned;
}

/** Extensions a person's file name may end in that stand for a file type (replaced by the detected one). */
const TYPE_EXTENSIONS = new Set([
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'svg',
  'doc',
  'docx',
  'odt',
  'rtf',
  'txt',
  'xls',
  'xlsx',
  'zip',
]);
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg', 'jpe', 'jfif'] };

/**
 * The name a stored file is shown and downloaded under: the person's name, made safe, ending in the
 * extension of the type read from its bytes (docs/product.md, 'Certificate files'): PNG bytes sent as
 * 'felmeres.pdf' become 'felmeres.png', which image viewers open; a PDF viewer refuses it under .pdf.
 */
export function fileNameForType(name: string, extension: string, fallbackBase = 'fajl'): string {
  const safe = safeFileName(name, '');
  const dot = safe.lastIndexOf('.');
  const current = dot > 0 ? safe.slice(dot + 1).toLowerCase() : '';
  if ((SAME_TYPE[extension] ?? [extension]).includes(current)) return safe;
  const base = (TYPE_EXTENSIONS.has(current) ? safe.slice(0, dot) : safe).trim() || fallbackBase;
  return `${base}.${extension}`;
}

export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const safe = safeFileName(fileName);
  const ascii =
    safe
      .normalize('NFKD')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/[\\"]/g, '') || 'fajl';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

export interface ReceivedFile {
  path: string;
  size: number;
  contentType: string;
  extension: string;
}

export interface ReceiveOptions {
  tmpDir: string;
  maxBytes: number;
  /** MIME types accepted, checked against the file's bytes, not its name or the browser's claim. */
  allowedTypes: readonly string[];
  unsupportedTypeMessage?: string;
}

/**
 * A store that cannot be used (a bucket out of reach, a folder without room or permission) is a 503 with the
 * storage message, for downloads as for uploads (docs/rules/errors.md, 'storage_failed'); our own refusals
 * pass as they are.
 */
export function storageFailure(error: unknown): AppError {
  return error instanceof AppError ? error : AppError.of('storage_failed', 503, { cause: error });
}

/** A missing file or folder, as opposed to a store that cannot be read. */
const isMissingFile = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** An error of the machine's file system (no room, no permission), as opposed to one of the upload itself. */
const isFileSystemError = (error: unknown) =>
  typeof (error as { syscall?: unknown } | null)?.syscall === 'string';

/**
 * What a failed upload means to the person: our own refusals as they are; the server's folder unusable is a
 * 503 like the file store's; anything else broke in the request (a cut-off or malformed multipart body).
 */
export function uploadFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isFileSystemError(error)) return storageFailure(error);
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return AppError.of('unsupported_media_type', 415);
  if (statusCode === 413) return AppError.of('file_too_large', 413);
  return AppError.of('upload_malformed', 400, { cause: error });
}

/** Streams an upload to a temporary file, refusing it as soon as it passes `maxBytes`. */
export async function receiveUpload(source: Readable, options: ReceiveOptions): Promise<ReceivedFile> {
  try {
    return await receive(source, options);
  } catch (error) {
    source.resume();
    throw uploadFailure(error);
  }
}

async function receive(source: Readable, options: ReceiveOptions): Promise<ReceivedFile> {
  await mkdir(options.tmpDir, { recursive: true });
  const tmpPath = path.join(options.tmpDir, `upload-${randomUUID()}`);
  let size = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > options.maxBytes) callback(AppError.of('file_too_large', 413));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(source, limiter, createWriteStream(tmpPath, { flags: 'wx' }));
    // @fastify/multipart stops a file at its own limit and marks it truncated instead of failing.
    if ((source as Readable & { truncated?: boolean }).truncated) throw AppError.of('file_too_large', 413);
    if (size === 0) throw AppError.of('empty_file', 400);
    // A file that starts like a ZIP or an Office document is read further, and a broken one throws: it is
    // not one of ours either way.
    const detected = await fileTypeFromFile(tmpPath).catch(() => undefined);
    if (!detected || !options.allowedTypes.includes(detected.mime)) {
      throw new AppError(
        'unsupported_file_type',
        415,
        options.unsupportedTypeMessage ?? AppError.of('unsupported_file_type', 415).message,
      );
    }
    return { path: tmpPath, size, contentType: detected.mime, extension: detected.ext };
  } catch (error) {
    await rm(tmpPath, { force: true });
    throw error;
  }
}

export function createLocalFileStore(root: string): FileStore {
  const resolvedRoot = path.resolve(root);
  const fullPath = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(resolvedRoot, key);
    if (!full.startsWith(resolvedRoot + path.sep)) throw AppError.of('invalid_file_name', 400);
    return full;
  };
  return {
    kind: 'local',
    async putFile(key, localPath) {
      const target = fullPath(key);
      try {
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(localPath, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          // Another file system: copy, then remove the temporary file.
          await pipeline(createReadStream(localPath), createWriteStream(`${target}.partial`));
          await rename(`${target}.partial`, target);
          await rm(localPath, { force: true });
        }
      } catch (error) {
        throw storageFailure(error);
      }
    },
    async getStream(key) {
      const target = fullPath(key);
      try {
        await stat(target);
      } catch (error) {
        if (isMissingFile(error)) throw notFound(MESSAGES.download.fileNotFound);
        throw storageFailure(error);
      }
      return createReadStream(target);
    },
    async exists(key) {
      const target = fullPath(key);
      try {
        await stat(target);
        return true;
      } catch (error) {
        if (isMissingFile(error)) return false;
        throw storageFailure(error);
      }
    },
    async delete(key) {
      const target = fullPath(key);
      try {
        await rm(target, { force: true });
      } catch (error) {
        throw storageFailure(error);
      }
    },
    async check() {
      await mkdir(resolvedRoot, { recursive: true });
      await access(resolvedRoot, constants.R_OK | constants.W_OK);
    },
  };
}
