// Lead management (docs/roles/bank-staff.md, 'Leads'; docs/rules/statuses.md, 'Leads'): the shared form
// and request schemas, the Hungarian labels and messages, and the API's answers.
import { z } from 'zod';
import { LEAD_HISTORY_KINDS, LEAD_SOURCES, LEAD_STATUSES } from './constants.ts';
import { sanitizeText } from './sanitize.ts';
import { emailSchema, phoneSchema, searchSchema } from './validation.ts';

export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadHistoryKind = (typeof LEAD_HISTORY_KINDS)[number];
export { LEAD_SOURCES, LEAD_STATUSES };

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  website: 'Weboldal',
  phone: 'Telefon',
  branch: 'Fiók',
  referral: 'Ajánlás',
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Új',
  contacted: 'Megkeresve',
  qualified: 'Minősített',
  converted: 'Konvertált',
  lost: 'Elveszett',
};

/** The Mantine colour of each status badge. */
export const LEAD_STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'violet',
  converted: 'green',
  lost: 'gray',
};

/** The fields a history row can name, with their Hungarian labels. */
export const LEAD_FIELD_LABELS = {
  name: 'Név',
  email: 'E-mail',
  phone: 'Telefon',
  address: 'Cím',
  source: 'Forrás',
  status: 'Státusz',
  nextContactAt: 'Következő kapcsolatfelvétel',
} as const;
export type LeadField = keyof typeof LEAD_FIELD_LABELS;

export const LEAD_LIMITS = {
  nameMax: 101,
  addressMax: 200,
  noteMax: 1000,
  taskTitleMax: 200,
  /** The import's file: at most 5 MB and 5 000 rows. */
  importMaxBytes: 5 * 1024 * 1024,
  importMaxRows: 5000,
  /**
   * One registration invitation per lead in this window: a button pressed twice, or in two tabs, sends one
   * e-mail (docs/rules/statuses.md, 'Automatic changes').
   */
  invitationWindowMinutes: 10,
} as const;

export const LEAD_MESSAGES = {
  nameRequired: 'A név megadása kötelező',
  nameTooLong: `A név legfeljebb ${LEAD_LIMITS.nameMax} karakter lehet`,
  addressRequired: 'A cím megadása kötelező',
  addressTooLong: `A cím legfeljebb ${LEAD_LIMITS.addressMax} karakter lehet`,
  sourceRequired: 'Kérjük, válassza ki a lead forrását',
  statusInvalid: 'Kérjük, válasszon a felsorolt státuszok közül',
  noteRequired: 'A megjegyzés nem lehet üres',
  noteTooLong: `A megjegyzés legfeljebb ${LEAD_LIMITS.noteMax} karakter lehet`,
  taskTitleRequired: 'A feladat megnevezése kötelező',
  taskTitleTooLong: `A feladat megnevezése legfeljebb ${LEAD_LIMITS.taskTitleMax} karakter lehet`,
  dateInvalid: 'Érvénytelen dátum és időpont',
  nothingToChange: 'Nincs mentendő változás',
  notFound: 'A lead nem található',
  taskNotFound: 'A feladat nem található',
  emailTaken: 'Ezzel az e-mail címmel már van lead a rendszerben',
  noFile: 'Kérjük, válasszon egy .xlsx, .xls vagy .csv fájlt',
  noRows: 'A fájl nem tartalmaz adatsort a fejléc alatt',
  missingColumns: (columns: string[]) =>
    `A fájl fejlécéből hiányzik: ${columns.join(', ')}. Elfogadott oszlopnevek: név/name, e-mail/email, telefon/phone, cím/address, forrás/source.`,
  tooManyRows: `Egy fájlban legfeljebb ${LEAD_LIMITS.importMaxRows.toLocaleString('hu-HU')} lead importálható`,
  created: (name: string) => `${name} leadként rögzítve`,
  saved: 'A módosításokat mentettük',
  invitationSent: (email: string) => `A regisztrációs meghívót elküldtük: ${email}`,
  invitationAlreadySent: (email: string, minutes: number) =>
    `A regisztrációs meghívót már elküldtük erre a címre: ${email}. Újra ${minutes} perc múlva küldhető el.`,
  imported: (count: number) => `${count.toLocaleString('hu-HU')} lead importálva`,
} as const;

const line = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(v.replace(/\s+/g, ' '), max + 1))
    .pipe(z.string().min(1, required).max(max, tooLong));

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(v, max + 1))
    .pipe(z.string().min(1, required).max(max, tooLong));

const instant = z.iso.datetime({ offset: true, error: LEAD_MESSAGES.dateInvalid });

export const leadSourceSchema = z.enum(LEAD_SOURCES, { error: LEAD_MESSAGES.sourceRequired });
export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.statusInvalid });

/** Name, e-mail, phone and address required; the source one of the four (the 'Új lead' form). */
export const leadInputSchema = z.object({
  name: line(LEAD_MESSAGES.nameRequired, LEAD_LIMITS.nameMax, LEAD_MESSAGES.nameTooLong),
  email: emailSchema,
  phone: phoneSchema,
  address: line(LEAD_MESSAGES.addressRequired, LEAD_LIMITS.addressMax, LEAD_MESSAGES.addressTooLong),
  source: leadSourceSchema,
});
export type LeadInput = z.infer<typeof leadInputSchema>;

/** The detail's changes: any of the fields, the status (any may follow any) and the next contact. */
export const leadUpdateSchema = leadInputSchema
  .partial()
  .extend({
    status: leadStatusSchema.optional(),
    nextContactAt: instant.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: LEAD_MESSAGES.nothingToChange,
  });
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

export const leadNoteInputSchema = z.object({
  text: text(LEAD_MESSAGES.noteRequired, LEAD_LIMITS.noteMax, LEAD_MESSAGES.noteTooLong),
});

export const leadTaskInputSchema = z.object({
  title: line(LEAD_MESSAGES.taskTitleRequired, LEAD_LIMITS.taskTitleMax, LEAD_MESSAGES.taskTitleTooLong),
  dueAt: instant.nullable().optional(),
});
export type LeadTaskInput = z.input<typeof leadTaskInputSchema>;

export const leadTaskUpdateSchema = z.object({
  done: z.boolean({ error: 'Érvénytelen érték: a feladat kész vagy nem kész lehet' }),
});

// --- The list ----------------------------------------------------------------------------------------

export const LEAD_SORTS = ['name', 'source', 'status', 'registrationDate', 'lastContact'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const LEAD_STATUS_FILTERS = ['all', ...LEAD_STATUSES] as const;
export const LEAD_SOURCE_FILTERS = ['all', ...LEAD_SOURCES] as const;

export const leadsQuerySchema = z.object({
  search: searchSchema().optional(),
  status: z.enum(LEAD_STATUS_FILTERS, { error: LEAD_MESSAGES.statusInvalid }).default('all'),
  source: z.enum(LEAD_SOURCE_FILTERS, { error: LEAD_MESSAGES.sourceRequired }).default('all'),
  sort: z.enum(LEAD_SORTS).default('registrationDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type LeadsQuery = Partial<z.output<typeof leadsQuerySchema>>;

export const leadRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  registrationDate: z.iso.datetime({ offset: true }),
  lastContact: z.iso.datetime({ offset: true }).nullable(),
  nextContactAt: z.iso.datetime({ offset: true }).nullable(),
  clientId: z.string().nullable(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadListSchema = z.object({
  items: z.array(leadRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;

// --- The detail --------------------------------------------------------------------------------------

export const leadNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const leadTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  doneAt: z.iso.datetime({ offset: true }).nullable(),
  doneByName: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LeadTask = z.infer<typeof leadTaskSchema>;

export const leadDetailSchema = leadRowSchema.extend({
  createdByName: z.string().nullable(),
  clientName: z.string().nullable(),
  invitedAt: z.iso.datetime({ offset: true }).nullable(),
  invitedByName: z.string().nullable(),
  notes: z.array(leadNoteSchema),
  tasks: z.array(leadTaskSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadHistoryEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actorName: z.string(),
  kind: z.enum(LEAD_HISTORY_KINDS),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

export const leadHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const leadHistoryPageSchema = z.object({
  items: z.array(leadHistoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadHistoryPage = z.infer<typeof leadHistoryPageSchema>;

/** The history row as a sentence; values of the status and source fields are shown by their labels. */
export function leadHistoryValue(field: string | null, value: string | null): string {
  if (value === null || value === '') return '–';
  if (field === 'status' && value in LEAD_STATUS_LABELS) return LEAD_STATUS_LABELS[value as LeadStatus];
  if (field === 'source' && value in LEAD_SOURCE_LABELS) return LEAD_SOURCE_LABELS[value as LeadSource];
  return value;
}

export const LEAD_HISTORY_LABELS: Record<LeadHistoryKind, string> = {
  created: 'Lead létrehozva',
  imported: 'Lead importálva fájlból',
  changed: 'Adat módosítva',
  note_added: 'Megjegyzés hozzáadva',
  task_added: 'Feladat létrehozva',
  task_done: 'Feladat elvégezve',
  task_reopened: 'Feladat újranyitva',
  invited: 'Regisztrációs meghívó elküldve',
  linked: 'Regisztrált ügyfélhez kapcsolva',
  unlinked: 'Ügyfélkapcsolat megszűnt (fiók törölve)',
};

// --- Import ------------------------------------------------------------------------------------------

/**
 * The header names the import understands, Hungarian or English, any case
 * (docs/rules/validation.md, 'Leads').
 */
export const LEAD_IMPORT_COLUMNS = {
  name: ['név', 'nev', 'name', 'teljes név'],
  email: ['e-mail', 'email', 'e-mail cím', 'email cím', 'e-mail address'],
  phone: ['telefon', 'telefonszám', 'phone', 'phone number'],
  address: ['cím', 'cim', 'address'],
  source: ['forrás', 'forras', 'source'],
} as const;

export const LEAD_IMPORT_OUTCOMES = [
  'valid',
  'imported',
  'missing_field',
  'invalid_email',
  'invalid_phone',
  'invalid_source',
  'duplicate_in_file',
  'already_exists',
] as const;
export type LeadImportOutcome = (typeof LEAD_IMPORT_OUTCOMES)[number];

export const LEAD_IMPORT_OUTCOME_LABELS: Record<LeadImportOutcome, string> = {
  valid: 'Importálható',
  imported: 'Importálva',
  missing_field: 'Hiányzó mező',
  invalid_email: 'Hibás e-mail cím',
  invalid_phone: 'Hibás telefonszám',
  invalid_source: 'Ismeretlen forrás',
  duplicate_in_file: 'Ismétlődik a fájlban',
  already_exists: 'Már létezik',
};

export const leadImportRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  source: z.string(),
  outcome: z.enum(LEAD_IMPORT_OUTCOMES),
  message: z.string().nullable(),
});
export type LeadImportRow = z.infer<typeof leadImportRowSchema>;

export const leadImportReportSchema = z.object({
  fileName: z.string(),
  total: z.number().int(),
  importable: z.number().int(),
  imported: z.number().int(),
  rejected: z.number().int(),
  counts: z.record(z.enum(LEAD_IMPORT_OUTCOMES), z.number().int()),
  rows: z.array(leadImportRowSchema),
});
export type LeadImportReport = z.infer<typeof leadImportReportSchema>;

/** A source cell: the code or the Hungarian label, any case; empty means 'website' is not assumed. */
export function parseLeadSource(value: string): LeadSource | null {
  const cell = value.trim().toLowerCase();
  for (const source of LEAD_SOURCES)
    if (cell === source || cell === LEAD_SOURCE_LABELS[source].toLowerCase()) return source;
  const aliases: Record<string, LeadSource> = {
    weboldal: 'website',
    web: 'website',
    telefon: 'phone',
    fiók: 'branch',
    fiok: 'branch',
    bankfiók: 'branch',
    ajánlás: 'referral',
    ajanlas: 'referral',
  };
  return aliases[cell] ?? null;
}
