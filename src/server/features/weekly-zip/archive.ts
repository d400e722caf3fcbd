// The weekly ZIP's contents (certificates, the system log as TXT, CSV exports and a summary;
// docs/roles/admin-light.md, 'Weekly ZIP'), written with @zip.js/zip.js as an AES-256 archive to a file,
// entry after entry: database rows are read a page at a time by their keys and certificate files one at a
// time, so memory stays flat in the period's size (bench/weekly-zip.ts).
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, asc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { billingStatusLabel, type BillingStatus } from '../../../domain/certificates.ts';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';
import { clientDisplayId } from '../../../domain/display-ids.ts';
import { formatDateTime, formatDay, formatNumber } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/statuses.ts';
import { budapestDayRange } from '../../../domain/time.ts';
import { writtenPhone } from '../../../domain/validation.ts';
import type { WeeklyZipContents } from '../../../domain/weekly-zip.ts';
import { documents, profiles, properties } from '../../db/schema.ts';
import { safeFileName } from '../../platform/file-store.ts';
import { textStream, zipInto } from '../../platform/zip-archive.ts';
import type { AppServices } from '../../services.ts';
import { systemLogReport } from '../system-log/index.ts';
import { BOM, csvLine } from '../../platform/csv.ts';
import { exactTimeOf } from '../../db/query-helpers.ts';
import { UNKNOWN_AUDITOR, UNKNOWN_CLIENT } from '../../../domain/person-name.ts';

/** Rows read per query: a page of a keyset scan. */
const PAGE = 500;
const FOLDER = 'tanusitvanyok';

export interface ArchivePeriod {
  dateFrom: string;
  dateTo: string;
}

export interface WriteArchiveOptions {
  period: ArchivePeriod;
  password: string;
  /** Who asked for it, as the summary names them. */
  madeBy: string;
  /** Where the archive is written (a temporary file the caller moves into the file store). */
  targetPath: string;
}

export interface WrittenArchive {
  sizeBytes: number;
  contents: WeeklyZipContents;
  entryNames: string[];
}

const fmtInstant = (value: Date | null) => (value ? formatDateTime(value) : '');

/** Text pulled from `lines` as the archive takes it, in pieces of about 64 KB. */
const linesStream = (lines: AsyncIterable<string>) => textStream(lines, 64 * 1024);

/** Every row of a keyset scan ordered by (time, id): one page per query. */
async function* pages<Row extends { id: string; at: Date }>(
  read: (after: { at: Date; id: string } | null) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { at: last.at, id: last.id };
  }
}

/**
 * The key condition of the next page. The time travels as text with microseconds: a JS Date keeps only
 * milliseconds, and rows of the same millisecond would be skipped or repeated.
 */
const afterKey = (time: SQL, id: SQL, after: { at: Date; id: string } | null, exact: string | null) =>
  after && exact ? sql`(${time}, ${id}) > (${exact}::timestamptz, ${after.id})` : undefined;

/** Keeps the exact time of the last row of each page for the next page's condition. */
function keyset<Row extends { id: string; at: Date; exactAt: string }>(
  read: (after: SQL | undefined) => Promise<Row[]>,
  time: SQL,
  id: SQL,
): AsyncGenerator<Row> {
  let lastExact: string | null = null;
  return (async function* () {
    for await (const row of pages<Row>((after) => read(afterKey(time, id, after, lastExact)))) {
      lastExact = row.exactAt;
      yield row;
    }
  })();
}

interface CertificateRow {
  id: string;
  at: Date;
  exactAt: string;
  name: string;
  storageKey: string;
  sizeBytes: number;
  clientName: string | null;
  address: string | null;
  auditorName: string | null;
  billingStatus: BillingStatus;
}

function certificatesOfPeriod(services: AppServices, range: { from: Date; to: Date }) {
  const { db } = services.database;
  return keyset<CertificateRow>(
    (after) =>
      db
        .select({
          id: documents.id,
          at: documents.uploadedAt,
          exactAt: exactTimeOf(documents.uploadedAt),
          name: documents.name,
          storageKey: documents.storageKey,
          sizeBytes: documents.sizeBytes,
          clientName: documents.clientName,
          address: documents.propertyAddress,
          auditorName: documents.auditorName,
          billingStatus: documents.billingStatus,
        })
        .from(documents)
        .where(
          and(
            eq(documents.type, 'certificate'),
            gte(documents.uploadedAt, range.from),
            lt(documents.uploadedAt, range.to),
            after,
          ),
        )
        .orderBy(asc(documents.uploadedAt), asc(documents.id))
        .limit(PAGE),
    sql`${documents.uploadedAt}`,
    sql`${documents.id}`,
  );
}

/** 'Kovács Anna - tanusitvany.pdf', made unique in the archive with ' (2)', ' (3)' before the extension. */
function uniqueName(used: Set<string>, row: CertificateRow): string {
  const base = safeFileName(`${row.clientName ?? UNKNOWN_CLIENT} - ${row.name}`, 'tanusitvany');
  const dot = base.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

const auditor = alias(profiles, 'auditor');

async function* clientLines(services: AppServices, counter: { n: number }): AsyncGenerator<string> {
  const { db } = services.database;
  yield (
    BOM +
    csvLine([
      'Ügyfél azonosító',
      'Név',
      'Email',
      'Telefon',
      'Cím',
      'Regisztráció dátuma',
      'Tanúsítási állapot',
      'Megrendelés dátuma',
      'Kuponkód',
      'Tanúsító',
    ])
  );
  const rows = keyset(
    (after) =>
      db
        .select({
          id: profiles.id,
          at: profiles.registrationDate,
          exactAt: exactTimeOf(profiles.registrationDate),
          displayNumber: profiles.displayNumber,
          name: profiles.name,
          email: profiles.email,
          phone: profiles.phone,
          // The property to certify, as the client list and its export show it; the profile's own address
          // (the registration's) for a client without one.
          address: sql<string | null>`coalesce(${profiles.propertyAddress}, ${profiles.address})`,
          status: profiles.propertyStatus,
          orderedAt: profiles.propertyOrderedAt,
          couponCode: profiles.propertyCouponCode,
          auditorName: profiles.propertyAuditorName,
        })
        .from(profiles)
        .where(and(eq(profiles.role, 'client'), isNull(profiles.erasedAt), after))
        .orderBy(asc(profiles.registrationDate), asc(profiles.id))
        .limit(PAGE),
    sql`${profiles.registrationDate}`,
    sql`${profiles.id}`,
  );
  for await (const row of rows) {
    counter.n++;
    yield csvLine([
      clientDisplayId(row.displayNumber),
      row.name,
      row.email,
      row.phone === null ? null : writtenPhone(row.phone),
      row.address,
      fmtInstant(row.at),
      statusLabel(row.status),
      fmtInstant(row.orderedAt),
      row.couponCode,
      row.auditorName,
    ]);
  }
}

async function* propertyLines(services: AppServices, counter: { n: number }): AsyncGenerator<string> {
  const { db } = services.database;
  yield (
    BOM +
    csvLine([
      'Ingatlan azonosító',
      'Ügyfél azonosító',
      'Ügyfél neve',
      'Ügyfél email',
      'Cím',
      'Megye',
      'Alapterület (m²)',
      'Állapot',
      'Kuponkód',
      'Megrendelés dátuma',
      'Tanúsító',
      'Tanúsító hozzárendelésének dátuma',
      'Első kapcsolatfelvétel',
      'Helyszíni felmérés időpontja',
      'Kapcsolattartó',
      'Kapcsolattartó telefonszáma',
      'Létrehozva',
      'Utoljára módosítva',
    ])
  );
  const client = alias(profiles, 'client');
  const rows = keyset(
    (after) =>
      db
        .select({
          id: sql<string>`${properties.id}::text`,
          at: properties.createdAt,
          exactAt: exactTimeOf(properties.createdAt),
          clientNumber: client.displayNumber,
          clientName: properties.clientName,
          clientEmail: properties.clientEmail,
          address: properties.address,
          county: properties.county,
          area: properties.area,
          status: properties.status,
          couponCode: properties.couponCode,
          orderedAt: properties.orderedAt,
          auditorName: auditor.name,
          assignedAt: properties.auditorAssignDate,
          firstCallAt: properties.auditorFirstcallDate,
          appointmentAt: properties.appointmentDate,
          contactPerson: properties.contactPerson,
          updatedAt: properties.updatedAt,
        })
        .from(properties)
        .leftJoin(client, eq(client.id, properties.clientId))
        .leftJoin(auditor, eq(auditor.id, properties.auditorId))
        .where(after)
        .orderBy(asc(properties.createdAt), asc(properties.id))
        .limit(PAGE),
    sql`${properties.createdAt}`,
    sql`${properties.id}`,
  );
  for await (const row of rows) {
    counter.n++;
    yield csvLine([
      row.id,
      row.clientNumber === null ? '' : clientDisplayId(row.clientNumber),
      row.clientName || UNKNOWN_CLIENT,
      row.clientEmail,
      row.address,
      row.county,
      row.area,
      statusLabel(row.status),
      row.couponCode,
      fmtInstant(row.orderedAt),
      row.auditorName ?? '',
      fmtInstant(row.assignedAt),
      fmtInstant(row.firstCallAt),
      fmtInstant(row.appointmentAt),
      row.contactPerson?.name ?? '',
      row.contactPerson ? writtenPhone(row.contactPerson.phone) : '',
      fmtInstant(row.at),
      fmtInstant(row.updatedAt),
    ]);
  }
}

async function* certificateLines(
  services: AppServices,
  range: { from: Date; to: Date },
  namesInArchive: Map<string, string>,
): AsyncGenerator<string> {
  yield (
    BOM +
    csvLine([
      'Tanúsítvány azonosító',
      'Fájl a ZIP-ben',
      'Eredeti fájlnév',
      'Ügyfél',
      'Ingatlan címe',
      'Tanúsító',
      'Feltöltve',
      'Méret (bájt)',
      'Számlázási állapot',
    ])
  );
  for await (const row of certificatesOfPeriod(services, range)) {
    const inArchive = namesInArchive.get(row.id);
    yield csvLine([
      row.id,
      inArchive ? `${FOLDER}/${inArchive}` : 'HIÁNYZIK (lásd letoltesi_hibak.txt)',
      row.name,
      row.clientName ?? UNKNOWN_CLIENT,
      row.address,
      row.auditorName ?? UNKNOWN_AUDITOR,
      fmtInstant(row.at),
      row.sizeBytes,
      billingStatusLabel(row.billingStatus),
    ]);
  }
}

/** What is inside, for whoever opens the archive. */
function summaryText(
  services: AppServices,
  options: WriteArchiveOptions,
  contents: WeeklyZipContents,
  entries: string[],
): string {
  const { period } = options;
  return [
    `${BOM}${PRODUCT_TITLE} – Heti jelentés`,
    `Időszak: ${formatDay(period.dateFrom)} – ${formatDay(period.dateTo)} (budapesti idő szerint, mindkét nap egészen)`,
    `Készült: ${formatDateTime(services.clock())}`,
    `Készítette: ${options.madeBy}`,
    '',
    'TARTALOM',
    `  Az időszakban feltöltött tanúsítványok: ${formatNumber(contents.certificates)} (mappa: ${FOLDER}/)`,
    ...(contents.missingFiles
      ? [`  Ebből nem olvasható fájl: ${formatNumber(contents.missingFiles)} (lásd: letoltesi_hibak.txt)`]
      : []),
    `  Rendszernapló események az időszakban: ${formatNumber(contents.logEvents)} (rendszernaplo.txt)`,
    `  Ügyfelek (a generálás pillanatában): ${formatNumber(contents.clients)} (ugyfelek.csv)`,
    `  Ingatlanok (a generálás pillanatában): ${formatNumber(contents.properties)} (ingatlanok.csv)`,
    `  Az időszak tanúsítványainak adatai: tanusitvanyok.csv`,
    '',
    'FÁJLOK',
    ...entries.filter((name) => !name.startsWith(`${FOLDER}/`)).map((name) => `  ${name}`),
    '',
    'MEGJEGYZÉSEK',
    '  A CSV fájlok UTF-8 kódolásúak (BOM-mal), a mezőket pontosvessző (;) választja el.',
    '  A képletként értelmezhető szövegek (=, +, -, @ kezdetűek) elé aposztróf került, hogy a táblázatkezelő ne futtassa őket;',
    '  a telefonszámok szóközökkel tagolva, aposztróf nélkül szerepelnek.',
    '  A ZIP AES-256 titkosítású; a jelszót a portál csak a generálás idejére őrzi, titkosítva, utána törli; emailben nem küldi el.',
    '',
  ].join('\r\n');
}

export async function writeWeeklyArchive(
  services: AppServices,
  options: WriteArchiveOptions,
): Promise<WrittenArchive> {
  const range = budapestDayRange(options.period.dateFrom, options.period.dateTo);
  const period = { from: range.from!, to: range.toExclusive! };
  const file = createWriteStream(options.targetPath, { flags: 'wx' });
  const zip = zipInto(file, { password: options.password, encryptionStrength: 3 });
  const entries: string[] = [];
  const add = async (name: string, stream: ReadableStream<Uint8Array>, level: number) => {
    await zip.add(name, stream, { level });
    entries.push(name);
  };
  const contents: WeeklyZipContents = {
    certificates: 0,
    missingFiles: 0,
    logEvents: 0,
    clients: 0,
    properties: 0,
  };
  try {
    // The certificates, one file at a time. PDFs and images are compressed already: stored, not deflated.
    const used = new Set<string>(['ugyfelek.csv', 'ingatlanok.csv']);
    const namesInArchive = new Map<string, string>();
    const failures: string[] = [];
    for await (const row of certificatesOfPeriod(services, period)) {
      contents.certificates++;
      let source: Readable;
      try {
        source = await services.fileStore.getStream(row.storageKey);
      } catch (error) {
        contents.missingFiles++;
        failures.push(
          `${row.clientName ?? UNKNOWN_CLIENT} – ${row.name} (${row.id}): ${error instanceof Error ? error.message : String(error)}`,
        );
        continue;
      }
      const name = uniqueName(used, row);
      await add(`${FOLDER}/${name}`, Readable.toWeb(source) as ReadableStream<Uint8Array>, 0);
      namesInArchive.set(row.id, name);
    }
    await add('tanusitvanyok.csv', linesStream(certificateLines(services, period, namesInArchive)), 6);
    const clients = { n: 0 };
    await add('ugyfelek.csv', linesStream(clientLines(services, clients)), 6);
    contents.clients = clients.n;
    const props = { n: 0 };
    await add('ingatlanok.csv', linesStream(propertyLines(services, props)), 6);
    contents.properties = props.n;
    const log = await systemLogReport(
      services,
      options.madeBy,
      { actionType: 'all', dateFrom: options.period.dateFrom, dateTo: options.period.dateTo },
      async (rows) => {
        contents.logEvents = rows;
      },
    );
    await add('rendszernaplo.txt', linesStream(log), 6);
    if (failures.length)
      await add(
        'letoltesi_hibak.txt',
        linesStream(
          (async function* () {
            yield `${BOM}Ezek a tanúsítványok nem kerültek a ZIP-be, mert a fájljuk nem volt olvasható:\r\n`;
            for (const line of failures) yield `${line}\r\n`;
          })(),
        ),
        6,
      );
    const summary = summaryText(services, options, contents, [...entries, 'osszesito.txt']);
    await add(
      'osszesito.txt',
      linesStream(
        (async function* () {
          yield summary;
        })(),
      ),
      6,
    );
    await zip.close();
  } catch (error) {
    file.destroy();
    throw error;
  }
  const { size } = await stat(options.targetPath);
  return { sizeBytes: size, contents, entryNames: entries };
}
