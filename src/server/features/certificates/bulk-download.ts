// 'Összes letöltése (n)': one ZIP of the selection, without pauses (docs/product.md, 'One ZIP for a bulk
// download'). The files are streamed into the archive one after another, each as it is read, so the
// server holds a chunk at a time whatever the selection's size (ZIP64 where the archive passes 4 GB,
// decision 0015). Unique names inside; a manifest CSV lists every selected certificate with its outcome,
// and a text file the ones that could not be read (docs/roles/admin-light.md, 'Download').
import { PassThrough, type Readable } from 'node:stream';
import type { ZipWriter } from '@zip.js/zip.js';
import type { FastifyBaseLogger } from 'fastify';
import { billingStatusLabel, bulkZipFileName, type CertificateRow } from '../../../domain/certificates.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { budapestIsoDay } from '../../../domain/time.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { BOM, csvLine } from '../../platform/csv.ts';
import { AppError } from '../../platform/errors.ts';
import { safeFileName } from '../../platform/file-store.ts';
import { textStream, zipInto } from '../../platform/zip-archive.ts';
import type { AppServices } from '../../services.ts';
import { CERTIFICATE_MANAGERS, selectedCertificates } from './service.ts';

export const MANIFEST_NAME = 'tartalomjegyzek.csv';
export const ERRORS_NAME = 'letoltesi_hibak.txt';

/** A certificate that could not be put in the archive, and why (in Hungarian, for the person). */
export interface BulkError {
  fileName: string;
  clientName: string;
  reason: string;
}

/**
 * One stored file as one archive entry, stored as it is: PDFs and images are compressed already, and
 * deflating them again would cost CPU for nothing. The next chunk is read when the archive has taken the
 * previous one. A read that breaks off midway ends the entry where it stopped (the archive stays
 * readable) and is reported, not thrown; `size` (the recorded one) keeps a file under 4 GB out of ZIP64
 * in its local header, which some unzip tools read badly.
 */
export async function addFileEntry(
  zip: ZipWriter<unknown>,
  name: string,
  source: Readable,
  size?: number,
): Promise<Error | null> {
  let failure: Error | null = null;
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const content = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
          source.destroy();
          controller.close();
        }
      },
      cancel() {
        source.destroy();
      },
    },
    { highWaterMark: 0 },
  );
  try {
    await zip.add(name, content, { level: 0, uncompressedSize: size });
  } catch (error) {
    // the archive failed (its download was cancelled): the file is not read further
    source.destroy();
    throw error;
  }
  return failure;
}

/** A name for each file, unique in the archive regardless of case: 'Ügyfél - fájl.pdf', then ' (2)'. */
export function uniqueEntryName(taken: Set<string>, clientName: string, fileName: string): string {
  const base = safeFileName(`${clientName} - ${fileName}`, 'tanusitvany');
  const dot = base.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const MANIFEST_COLUMNS = [
  'Fájl a ZIP-ben',
  'Eredeti fájlnév',
  'Ügyfél',
  'Ügyfélazonosító',
  'Cím',
  'Tanúsító',
  'Feltöltve',
  'Számlázási állapot',
  'Méret (bájt)',
  'Eredmény',
];

function manifestLine(row: CertificateRow, entryName: string | null, error: string | null): string {
  return csvLine([
    entryName ?? '',
    row.fileName,
    row.clientName,
    row.clientDisplayId ?? '',
    row.address,
    row.auditorName,
    formatDateTime(row.uploadedAt),
    billingStatusLabel(row.billingStatus),
    row.sizeBytes,
    error ? `Hiba: ${error}` : 'Rendben',
  ]);
}

export interface BulkDownload {
  fileName: string;
  /** The files known before the stream starts not to be readable (missing records or stored files). */
  knownErrors: BulkError[];
  stream: Readable;
}

const FILE_CHECKS_AT_ONCE = 8;

/**
 * Checks the selection, logs the export and starts the archive. Files already missing are known before
 * the first byte (they go in the answer's headers too); a file that fails while read is listed in the
 * archive only.
 */
export async function startBulkDownload(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  ids: readonly string[],
): Promise<BulkDownload> {
  checkAccess(actor, CERTIFICATE_MANAGERS);
  const { rows, storageKeys, missingIds } = await selectedCertificates(services, ids);
  if (rows.length === 0) throw new AppError('not_found', 404, MESSAGES.certificates.notFound);

  const missingFiles = new Set<string>();
  for (let start = 0; start < rows.length; start += FILE_CHECKS_AT_ONCE) {
    await Promise.all(
      rows.slice(start, start + FILE_CHECKS_AT_ONCE).map(async (row) => {
        const exists = await services.fileStore.exists(storageKeys.get(row.id)!).catch(() => false);
        if (!exists) missingFiles.add(row.id);
      }),
    );
  }
  const knownErrors: BulkError[] = [
    ...missingIds.map((id) => ({ fileName: id, clientName: '', reason: MESSAGES.certificates.notFound })),
    ...rows
      .filter((row) => missingFiles.has(row.id))
      .map((row) => ({
        fileName: row.fileName,
        clientName: row.clientName,
        reason: MESSAGES.download.fileNotFound,
      })),
  ];

  const now = services.clock();
  const fileName = bulkZipFileName(budapestIsoDay(now), rows.length - missingFiles.size);
  await recordLog(services.database.db, logger, {
    userId: actor.userId,
    actionType: 'data_export',
    action: 'Tanúsítványok letöltése (ZIP)',
    metadata: { fileName, count: rows.length, failed: knownErrors.length },
    at: now,
  });

  const output = new PassThrough();
  const zip = zipInto(output);
  const write = async () => {
    const taken = new Set<string>([MANIFEST_NAME, ERRORS_NAME]);
    const errors: BulkError[] = missingIds.map((id) => ({
      fileName: id,
      clientName: '',
      reason: MESSAGES.certificates.notFound,
    }));
    const manifest: string[] = [];
    for (const row of rows) {
      if (output.destroyed) return; // the download was cancelled
      const fail = (reason: string, entryName: string | null = null) => {
        errors.push({ fileName: row.fileName, clientName: row.clientName, reason });
        manifest.push(manifestLine(row, entryName, reason));
      };
      if (missingFiles.has(row.id)) {
        fail(MESSAGES.download.fileNotFound);
        continue;
      }
      let source: Readable;
      try {
        source = await services.fileStore.getStream(storageKeys.get(row.id)!);
      } catch (error) {
        logger.warn({ err: error, documentId: row.id }, 'certificate could not be read for the bulk ZIP');
        fail(MESSAGES.download.fileNotFound);
        continue;
      }
      const entryName = uniqueEntryName(taken, row.clientName, row.fileName);
      const failure = await addFileEntry(zip, entryName, source, row.sizeBytes);
      if (failure) {
        logger.warn({ err: failure, documentId: row.id }, 'certificate read broke off in the bulk ZIP');
        fail('A fájl olvasása megszakadt, a ZIP-ben lévő példány hiányos.', entryName);
      } else manifest.push(manifestLine(row, entryName, null));
    }
    await zip.add(MANIFEST_NAME, textStream([`${BOM}${csvLine(MANIFEST_COLUMNS)}`, ...manifest]));
    if (errors.length > 0)
      await zip.add(
        ERRORS_NAME,
        textStream([
          `\uFEFF${MESSAGES.certificates.bulkErrors}\r\n\r\n`,
          ...errors.map(
            (error) =>
              `- ${error.fileName}${error.clientName ? ` (${error.clientName})` : ''}: ${error.reason}\r\n`,
          ),
        ]),
      );
    await zip.close();
  };
  write().catch((error: unknown) => {
    if (output.destroyed) return; // the download was cancelled: the archive's writes failed with it
    logger.error({ err: error }, 'bulk certificate ZIP failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName, knownErrors, stream: output };
}
