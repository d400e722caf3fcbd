// Lead management (docs/roles/bank-staff.md, 'Leads'; docs/rules/statuses.md, 'Leads'): the shared form
// and request schemas, the Hungarian labels and messages, and the API's answers.
import { z } from 'zod';
import { LEAD_HISTORY_KINDS, LEAD_SOURCES, LEAD_STATUSES } from './constants.ts';
import { EMPTY_CELL } from './format.ts';
import {
  LEAD_IMPORT_OUTCOMES,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  leadsQueryFields,
  type LeadSource,
  type LeadStatus,
} from './leads-list.ts';
import { pagingFields } from './list-query.ts';
import { cappedPageSchema, pageSchema, querySchema } from './list-query-schema.ts';
import { sanitizeText } from './sanitize.ts';
import { emailSchema, phoneSchema } from './validation.ts';

export type LeadHistoryKind = (typeof LEAD_HISTORY_KINDS)[number];
// The list's words and query are in leads-list.ts, without zod (decision 0022).
export * from './leads-list.ts';

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

export const leadsQuerySchema = querySchema(leadsQueryFields);
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

export const leadListSchema = cappedPageSchema(leadRowSchema);
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

export const leadHistoryQuerySchema = querySchema(pagingFields({ pageSize: 50 }));

export const leadHistoryPageSchema = pageSchema(leadHistoryEntrySchema);
export type LeadHistoryPage = z.infer<typeof leadHistoryPageSchema>;

/** The history row as a sentence; values of the status and source fields are shown by their labels. */
export function leadHistoryValue(field: string | null, value: string | null): string {
  if (value === null || value === '') return EMPTY_CELL;
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
