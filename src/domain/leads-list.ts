// The leads' words and list, without zod (decision 0022): sources and statuses with their Hungarian labels
// and colours, the form's limits and messages, the list's query and the import's row verdicts. The
// schemas are in leads.ts, which re-exports all of this.
import { LEAD_SOURCES, LEAD_STATUSES } from './constants.ts';
import { formatNumber } from './format.ts';
import { choiceField, directionField, filterField, pagingFields, textField } from './list-query.ts';
import { labelled } from './labelled.ts';

export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
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
  tooManyRows: `Egy fájlban legfeljebb ${formatNumber(LEAD_LIMITS.importMaxRows)} lead importálható`,
  created: (name: string) => `${name} leadként rögzítve`,
  saved: 'A módosításokat mentettük',
  invitationSent: (email: string) => `A regisztrációs meghívót elküldtük: ${email}`,
  invitationAlreadySent: (email: string, minutes: number) =>
    `A regisztrációs meghívót már elküldtük erre a címre: ${email}. Újra ${minutes} perc múlva küldhető el.`,
  imported: (count: number) => `${formatNumber(count)} lead importálva`,
} as const;

export const LEAD_SORTS = ['name', 'source', 'status', 'registrationDate', 'lastContact'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const leadsQueryFields = {
  search: textField(),
  status: filterField(LEAD_STATUSES, LEAD_MESSAGES.statusInvalid),
  source: filterField(LEAD_SOURCES, LEAD_MESSAGES.sourceRequired),
  sort: choiceField(LEAD_SORTS, 'registrationDate'),
  direction: directionField('desc'),
  ...pagingFields(),
};

export const { values: LEAD_IMPORT_OUTCOMES, labels: LEAD_IMPORT_OUTCOME_LABELS } = labelled({
  valid: 'Importálható',
  imported: 'Importálva',
  missing_field: 'Hiányzó mező',
  invalid_email: 'Hibás e-mail cím',
  invalid_phone: 'Hibás telefonszám',
  invalid_source: 'Ismeretlen forrás',
  duplicate_in_file: 'Ismétlődik a fájlban',
  already_exists: 'Már létezik',
});
export type LeadImportOutcome = (typeof LEAD_IMPORT_OUTCOMES)[number];
