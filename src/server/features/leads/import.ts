// The lead import (docs/roles/bank-staff.md, 'Lead import'; .xlsx, .xls and .csv, as the shared reader reads
// them): every row is checked and reported (importable, missing field, bad e-mail, bad phone, unknown source,
// duplicate in the file, already exists); the preview changes nothing, the import adds the valid rows.
import { sql } from 'drizzle-orm';
import { withArticle } from '../../../domain/article.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  LEAD_FIELD_LABELS,
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_OUTCOMES,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  leadInputSchema,
  parseLeadSource,
  type LeadImportOutcome,
  type LeadImportReport,
  type LeadImportRow,
  type LeadInput,
} from '../../../domain/leads.ts';
import { emailSchema, phoneSchema } from '../../../domain/validation.ts';
import { checkAccess } from '../../auth/access.ts';
import type { Actor } from '../../auth/guard.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { leads } from '../../db/schema.ts';
import { recordLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { readTable, tableRecords } from '../../platform/spreadsheet-read.ts';
import type { AppServices } from '../../services.ts';
import { insertLead, LEAD_MANAGERS } from './changes.ts';

type ImportField = keyof typeof LEAD_IMPORT_COLUMNS;
const FIELDS = Object.keys(LEAD_IMPORT_COLUMNS) as ImportField[];

interface CheckedRow extends LeadImportRow {
  input: LeadInput | null;
}

function columnsOf(header: string[]): Record<ImportField, string> {
  const found: Partial<Record<ImportField, string>> = {};
  for (const field of FIELDS) {
    const names: readonly string[] = LEAD_IMPORT_COLUMNS[field];
    const name = header.find((column) => names.includes(column));
    if (name) found[field] = name;
  }
  const missing = FIELDS.filter((field) => !found[field]);
  if (missing.length > 0)
    throw new AppError(
      'lead_import_columns',
      400,
      LEAD_MESSAGES.missingColumns(missing.map((field) => LEAD_IMPORT_COLUMNS[field][0])),
    );
  return found as Record<ImportField, string>;
}

const fieldLabel = (field: ImportField) => LEAD_FIELD_LABELS[field].toLowerCase();

function checkRow(line: number, cells: Record<ImportField, string>): CheckedRow {
  const base = { line, ...cells, message: null };
  const reject = (outcome: LeadImportOutcome, message: string): CheckedRow => ({
    ...base,
    outcome,
    message,
    input: null,
  });
  const empty = FIELDS.filter((field) => cells[field].trim() === '');
  if (empty.length > 0) return reject('missing_field', `Hiányzó mező: ${empty.map(fieldLabel).join(', ')}`);
  const email = emailSchema.safeParse(cells.email);
  if (!email.success) return reject('invalid_email', email.error.issues[0]?.message ?? 'Hibás e-mail cím');
  const phone = phoneSchema.safeParse(cells.phone);
  if (!phone.success) return reject('invalid_phone', phone.error.issues[0]?.message ?? 'Hibás telefonszám');
  const source = parseLeadSource(cells.source);
  if (!source)
    return reject(
      'invalid_source',
      'Ismeretlen forrás. Elfogadott: Weboldal, Telefon, Fiók, Ajánlás (vagy website, phone, branch, referral)',
    );
  const parsed = leadInputSchema.safeParse({ ...cells, source });
  if (!parsed.success) return reject('missing_field', parsed.error.issues[0]?.message ?? 'Hibás adat');
  return { ...base, outcome: 'valid', input: parsed.data };
}

async function checkFile(services: AppServices, bytes: Uint8Array): Promise<CheckedRow[]> {
  const { rows } = await readTable(bytes);
  const { header, records } = tableRecords(rows);
  const columns = columnsOf(header);
  if (records.length === 0) throw new AppError('lead_import_empty', 400, LEAD_MESSAGES.noRows);
  if (records.length > LEAD_LIMITS.importMaxRows)
    throw new AppError('lead_import_too_many', 400, LEAD_MESSAGES.tooManyRows);

  const checked = records.map((record) => {
    const cells = Object.fromEntries(
      FIELDS.map((field) => [field, (record.values[columns[field]] ?? '').trim()]),
    ) as Record<ImportField, string>;
    return checkRow(record.line, cells);
  });

  const seen = new Map<string, number>();
  for (const row of checked) {
    if (!row.input) continue;
    const key = row.input.email.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      row.outcome = 'duplicate_in_file';
      row.message = `Ugyanez az e-mail cím már szerepel ${withArticle(`${first}.`)} sorban`;
      row.input = null;
    } else seen.set(key, row.line);
  }

  const emails = [...seen.keys()];
  if (emails.length > 0) {
    const existing = await services.database.db
      .select({ email: sql<string>`lower(${leads.email})` })
      .from(leads)
      .where(
        sql`lower(${leads.email}) in (${sql.join(
          emails.map((email) => sql`${email}`),
          sql`, `,
        )})`,
      );
    const taken = new Set(existing.map((row) => row.email));
    for (const row of checked) {
      if (row.input && taken.has(row.input.email.toLowerCase())) {
        row.outcome = 'already_exists';
        row.message = LEAD_MESSAGES.emailTaken;
        row.input = null;
      }
    }
  }
  return checked;
}

function report(fileName: string, rows: CheckedRow[]): LeadImportReport {
  const counts = Object.fromEntries(LEAD_IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    LeadImportOutcome,
    number
  >;
  for (const row of rows) counts[row.outcome] += 1;
  const importable = counts.valid + counts.imported;
  return {
    fileName,
    total: rows.length,
    importable,
    imported: counts.imported,
    rejected: rows.length - importable,
    counts,
    rows: rows.map(({ input: _input, ...row }) => row),
  };
}

/** Checks every row and changes nothing. */
export async function previewLeadImport(
  services: AppServices,
  fileName: string,
  bytes: Uint8Array,
): Promise<LeadImportReport> {
  return report(fileName, await checkFile(services, bytes));
}

/** Imports the valid rows of the file in one transaction, each with its history line, and logs the import. */
export async function importLeads(
  services: AppServices,
  logger: FastifyBaseLogger,
  actor: Actor,
  fileName: string,
  bytes: Uint8Array,
): Promise<LeadImportReport> {
  checkAccess(actor, LEAD_MANAGERS);
  const rows = await checkFile(services, bytes);
  const now = services.clock();
  try {
    await services.database.db.transaction(async (tx) => {
      for (const row of rows) {
        if (!row.input) continue;
        await insertLead(tx, actor, row.input, now, 'imported');
        row.outcome = 'imported';
      }
      const result = report(fileName, rows);
      await recordLog(tx, logger, {
        userId: actor.userId,
        actionType: 'admin_action',
        action: 'Leadek importálva fájlból',
        metadata: { fileName, total: result.total, imported: result.imported, counts: result.counts },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'lead_email_taken',
        409,
        'Az importálás közben valaki más is rögzített leadet ugyanezzel az e-mail címmel. Kérjük, ellenőrizze újra a fájlt.',
      );
    throw error;
  }
  return report(fileName, rows);
}
