// A system-log row's metadata as a person reads it (docs/roles/admin-light.md, 'System log'): every key the
// portal writes has a Hungarian label, every enum value its Hungarian name, and the people and objects an id
// points at are named. One vocabulary for the log screen, its .txt download, the weekly ZIP's log and the
// bank's client activity; the type `LogMetadata` makes a key without a label a compile error where a row is
// written (server/platform/audit-log.ts).
import { CLIENT_STATUS_FILTER_LABELS } from './admin-lists.ts';
import { API_SCOPE_LABELS } from './api-scopes.ts';
import { ACTIVITY_GROUP_LABELS, ACTIVITY_PERIOD_LABELS } from './client-activity-list.ts';
import { SPECIALISATION_LABELS } from './constants.ts';
import { BILLING_STATUS_LABELS } from './certificates-list.ts';
import { COUPON_APPROVAL_FILTER_LABELS, COUPON_ROW_STATUS_LABELS } from './coupons-list.ts';
import {
  EMPTY_CELL,
  formatArea,
  formatDateTime,
  formatDay,
  formatExperience,
  formatFileSize,
  formatHuf,
  formatNumber,
} from './format.ts';
import { LEAD_IMPORT_OUTCOME_LABELS, LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS } from './leads-list.ts';
import { LOG_ACTION_LABELS } from './log-types.ts';
import { NEWS_AUDIENCE_LABELS } from './news-audience.ts';
import { REPORT_PERIOD_LABELS } from './report-periods.ts';
import { ROLE_LABELS } from './roles.ts';
import { settlementMonthLabel } from './settlement-list.ts';
import { STATUS_LABELS } from './statuses.ts';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, TICKET_TYPE_LABELS } from './support-list.ts';
import { WEEKLY_ZIP_STATUS_LABELS } from './weekly-zip-list.ts';
import { labelled } from './labelled.ts';
import { WEBHOOK_EVENT_LABELS } from './webhook-words.ts';
import { ERASED_PERSON_NAME } from './person-name.ts';

// --- The vocabulary -----------------------------------------------------------------------------------------

/** What an id in the metadata points at; the server names them when it reads the log (logs/names.ts). */
export const { values: LOG_REFERENCE_KINDS, labels: LOG_REFERENCE_FALLBACKS } = labelled({
  person: ERASED_PERSON_NAME,
  property: 'Törölt ingatlan',
  lead: 'Ismeretlen lead',
});
export type LogReferenceKind = (typeof LOG_REFERENCE_KINDS)[number];

/** What an id reads as when its person or object is gone (a person is deleted only by an erasure). */

type Labels = Readonly<Record<string, string>>;

/** How a value reads. */
export type LogValueFormat =
  | 'text'
  | 'instant'
  | 'day'
  | 'month'
  | 'money'
  | 'bytes'
  | 'count'
  | 'area'
  | 'flag'
  | 'years'
  /** Not shown: an id whose object the row already names, or a list the row counts. */
  | 'hidden'
  /** A list of metadata keys (updatedFields): the changed fields show as old/new rows instead. */
  | 'keys'
  /** An enum (or a list of its values), each by its Hungarian name. */
  | { readonly labels: Labels }
  /** An id, by its person's or object's name. */
  | { readonly reference: LogReferenceKind }
  /** An object of filters: only those that narrow anything, each labelled. */
  | { readonly filters: true }
  /** An object of counts by enum value (an import's verdicts): those above zero, each by its name. */
  | { readonly counts: Labels };

/**
 * What a row is about, read from its keys: a few keys and values mean another thing in a ticket, a lead or an
 * import than elsewhere ('status', 'source', 'title', the verdict counts).
 */
export const LOG_SUBJECTS = ['general', 'ticket', 'lead', 'news', 'couponImport', 'leadImport'] as const;
export type LogSubject = (typeof LOG_SUBJECTS)[number];

export function logSubjectOf(keys: readonly string[]): LogSubject {
  if (keys.includes('ticketId')) return 'ticket';
  if (keys.includes('leadId')) return 'lead';
  if (keys.includes('newsId')) return 'news';
  // Both imports log their verdict counts; only the coupon import names the file's format.
  if (keys.includes('counts')) return keys.includes('format') ? 'couponImport' : 'leadImport';
  return 'general';
}

export interface LogKeySpec {
  readonly label: string;
  readonly format: LogValueFormat;
  /** Not shown when the row has one of these keys, which already name the same person or object. */
  readonly hiddenWhen?: readonly string[];
  /** Another label or format in a row about a ticket, a lead, an import. */
  readonly subjects?: Partial<
    Record<LogSubject, { readonly label?: string; readonly format?: LogValueFormat }>
  >;
}

/** Property statuses and the weekly ZIP's: two sets with no value in common (log-details.test.ts checks). */
const GENERAL_STATUS_LABELS = { ...STATUS_LABELS, ...WEEKLY_ZIP_STATUS_LABELS };

export const CANCELLED_BY_LABELS = { client: 'Ügyfél', auditor: 'Tanúsító' } as const;
export const ASSIGNMENT_TYPE_LABELS = {
  manual_assignment: 'Kézi hozzárendelés',
  batch_assignment: 'Automatikus párosítás (kampány)',
  automatic_assignment: 'Automatikus hozzárendelés új megrendeléskor',
} as const;
export const IMPORT_FORMAT_LABELS = {
  csv: 'CSV',
  xlsx: 'Excel (.xlsx)',
  xls: 'Excel 97–2003 (.xls)',
  json: 'JSON (API)',
} as const;

const person = { reference: 'person' } as const;

/**
 * Every key a log row's metadata may hold (docs/data-model.md, 'Platform'), with its label and format, in
 * the order a row's fields are shown.
 */
export const LOG_METADATA_KEYS = {
  // What changed: the old and new values side by side.
  updatedFields: { label: 'Módosított mezők', format: 'keys' },
  oldValues: { label: 'Régi értékek', format: 'hidden' },
  newValues: { label: 'Új értékek', format: 'hidden' },
  // People and objects, by name.
  clientId: { label: 'Ügyfél', format: person },
  targetUserId: { label: 'Érintett felhasználó', format: person, hiddenWhen: ['clientId', 'name'] },
  auditorId: { label: 'Tanúsító', format: person, hiddenWhen: ['auditorName'] },
  auditorName: { label: 'Tanúsító', format: 'text' },
  propertyId: {
    label: 'Ingatlan',
    format: { reference: 'property' },
    hiddenWhen: ['address', 'propertyAddress'],
  },
  leadId: { label: 'Lead', format: { reference: 'lead' } },
  couponApprovedBy: { label: 'Jóváhagyta', format: person },
  // Ids the row names otherwise (the details hold the ticket's and the news item's title, the task its
  // title, the payment its month and reference, the statement its number), and lists it counts.
  ticketId: { label: 'Bejelentés', format: 'hidden' },
  commentId: { label: 'Hozzászólás azonosító', format: 'hidden' },
  newsId: { label: 'Hír', format: 'hidden' },
  taskId: { label: 'Feladat azonosító', format: 'hidden' },
  paymentId: { label: 'Kifizetés azonosító', format: 'hidden' },
  statementId: { label: 'Elszámolás azonosító', format: 'hidden' },
  documentIds: { label: 'Tanúsítványok', format: 'hidden' },
  propertyIds: { label: 'Megrendelések', format: 'hidden' },
  // A person.
  name: { label: 'Név', format: 'text' },
  firstName: { label: 'Keresztnév', format: 'text' },
  lastName: { label: 'Vezetéknév', format: 'text' },
  email: { label: 'E-mail', format: 'text' },
  phone: { label: 'Telefon', format: 'text' },
  address: { label: 'Cím', format: 'text' },
  role: { label: 'Szerepkör', format: { labels: ROLE_LABELS } },
  registrationDate: { label: 'Regisztráció ideje', format: 'instant' },
  loginTime: { label: 'Bejelentkezés ideje', format: 'instant' },
  logoutTime: { label: 'Kijelentkezés ideje', format: 'instant' },
  userAgent: { label: 'Böngésző', format: 'text' },
  active: { label: 'Aktív', format: 'flag' },
  isActive: { label: 'Aktív', format: 'flag' },
  recordsKept: { label: 'Nyilvántartás megőrizve', format: 'flag' },
  // What a ticket, a news item or a lead task is about.
  title: { label: 'Cím', format: 'text', subjects: { lead: { label: 'Feladat' } } },
  content: { label: 'Szöveg', format: 'text' },
  source: {
    label: 'Forrás',
    format: 'text',
    subjects: { lead: { format: { labels: LEAD_SOURCE_LABELS } } },
  },
  date: { label: 'Dátum', format: 'day' },
  audience: { label: 'Címzettek', format: { labels: NEWS_AUDIENCE_LABELS } },
  type: { label: 'Típus', format: { labels: TICKET_TYPE_LABELS } },
  priority: { label: 'Prioritás', format: { labels: TICKET_PRIORITY_LABELS } },
  body: { label: 'Hozzászólás', format: 'text' },
  // The order, the property and its work.
  status: {
    label: 'Állapot',
    format: { labels: GENERAL_STATUS_LABELS },
    subjects: {
      ticket: { format: { labels: TICKET_STATUS_LABELS } },
      lead: { label: 'Státusz', format: { labels: LEAD_STATUS_LABELS } },
    },
  },
  area: { label: 'Alapterület', format: 'area' },
  couponCode: { label: 'Kuponkód', format: 'text' },
  propertyAddress: { label: 'Ingatlan címe', format: 'text' },
  appointmentDate: { label: 'Időpont', format: 'instant' },
  cancelledBy: { label: 'Lemondta', format: { labels: CANCELLED_BY_LABELS } },
  assignmentDate: { label: 'Hozzárendelés ideje', format: 'instant' },
  assignmentType: { label: 'Hozzárendelés módja', format: { labels: ASSIGNMENT_TYPE_LABELS } },
  reason: { label: 'Indoklás', format: 'text' },
  explanation: { label: 'A választás oka', format: 'text' },
  fileName: { label: 'Fájlnév', format: 'text' },
  uploadDate: { label: 'Feltöltés ideje', format: 'instant' },
  billingStatus: { label: 'Számlázási állapot', format: { labels: BILLING_STATUS_LABELS } },
  // An auditor.
  workCapacity: { label: 'Heti kapacitás', format: 'count' },
  acceptedCounties: { label: 'Vállalt megyék', format: 'text' },
  certifications: { label: 'Képesítések', format: 'text' },
  certificationId: { label: 'Tanúsítói azonosító', format: 'text' },
  specialisations: { label: 'Szakterületek', format: { labels: SPECIALISATION_LABELS } },
  experience: { label: 'Szakmai tapasztalat', format: 'years' },
  notes: { label: 'Megjegyzés', format: 'text' },
  companyName: { label: 'Cégnév', format: 'text' },
  companyTaxNumber: { label: 'Adószám', format: 'text' },
  companyAddress: { label: 'Székhely', format: 'text' },
  contactEmail: { label: 'Kapcsolattartási e-mail', format: 'text' },
  representativeName: { label: 'Képviselő neve', format: 'text' },
  // Statements and payments.
  statementNumber: { label: 'Elszámolás sorszáma', format: 'text' },
  certificateCount: { label: 'Tanúsítványok száma', format: 'count' },
  totalHuf: { label: 'Összeg', format: 'money' },
  amountHuf: { label: 'Összeg', format: 'money' },
  month: { label: 'Hónap', format: 'month' },
  paymentReference: { label: 'Hivatkozás', format: 'text' },
  // Exports, downloads and the weekly ZIP.
  rows: { label: 'Sorok száma', format: 'count' },
  count: { label: 'Fájlok száma', format: 'count' },
  failed: { label: 'Nem olvasható fájlok', format: 'count' },
  filters: { label: 'Szűrők', format: { filters: true } },
  filter: { label: 'Szűrés', format: { filters: true } },
  period: { label: 'Időszak', format: { labels: REPORT_PERIOD_LABELS } },
  from: { label: 'Időszak kezdete', format: 'day' },
  to: { label: 'Időszak vége', format: 'day' },
  county: { label: 'Megye', format: 'text' },
  dateFrom: { label: 'Időszak kezdete', format: 'day' },
  dateTo: { label: 'Időszak vége', format: 'day' },
  sizeBytes: { label: 'Méret', format: 'bytes' },
  viaEmailLink: { label: 'E-mailben kapott linkről', format: 'flag' },
  // Imports and the coupon check.
  format: { label: 'Fájlformátum', format: { labels: IMPORT_FORMAT_LABELS } },
  total: { label: 'Sorok a fájlban', format: 'count' },
  imported: { label: 'Importálva', format: 'count' },
  counts: {
    label: 'Ellenőrzés eredménye',
    format: 'hidden',
    subjects: {
      couponImport: { format: { counts: COUPON_ROW_STATUS_LABELS } },
      leadImport: { format: { counts: LEAD_IMPORT_OUTCOME_LABELS } },
    },
  },
  approved: { label: 'Jóváhagyott megrendelések', format: 'count' },
  alreadyApproved: { label: 'Már jóváhagyott', format: 'count' },
  couponCodes: { label: 'Kuponkódok', format: 'text' },
  couponApprovedAt: { label: 'Kupon jóváhagyva', format: 'instant' },
  // The machine API (docs/rules/api.md): the key a change was made with.
  apiKeyName: { label: 'API-kulcs', format: 'text' },
  apiKeyId: { label: 'API-kulcs azonosító', format: 'hidden' },
  scopes: { label: 'Jogosultságok', format: { labels: API_SCOPE_LABELS } },
  expiresAt: { label: 'Lejárat', format: 'instant' },
  // Leads.
  nextContactAt: { label: 'Következő kapcsolatfelvétel', format: 'instant' },
  text: { label: 'Megjegyzés', format: 'text' },
  dueAt: { label: 'Határidő', format: 'instant' },
  done: { label: 'Elvégezve', format: 'flag' },
  previousInvitation: { label: 'Korábbi meghívó', format: 'instant' },
  /** Older rows of a lead's change: [{ field, old, new }], read as old/new rows. */
  changes: { label: 'Módosítások', format: 'hidden' },
  /** Older rows of a lead task's done flag, read as an 'Elvégezve' old/new row. */
  old: { label: 'Korábban elvégezve', format: 'hidden' },
  new: { label: 'Elvégezve', format: 'hidden' },
  // Webhook endpoints (docs/rules/webhooks.md): the row's details name the address.
  webhookEndpointId: { label: 'Webhook végpont azonosító', format: 'hidden' },
  url: { label: 'URL', format: 'text' },
  description: { label: 'Leírás', format: 'text' },
  events: { label: 'Események', format: { labels: WEBHOOK_EVENT_LABELS } },
  enabled: { label: 'Bekapcsolva', format: 'flag' },
  webhookMessage: { label: 'Üzenet (webhook-id)', format: 'text' },
  failures: { label: 'Sikertelen próbálkozások', format: 'count' },
} as const satisfies Record<string, LogKeySpec>;

export type LogMetadataKey = keyof typeof LOG_METADATA_KEYS;

/** 'all' and an empty value narrow nothing and are left out; the order of an export is not a filter. */
export const LOG_FILTER_KEYS = {
  search: { label: 'Keresés', format: 'text' },
  actionType: { label: 'Eseménytípus', format: { labels: LOG_ACTION_LABELS } },
  group: { label: 'Eseménytípus', format: { labels: ACTIVITY_GROUP_LABELS } },
  period: { label: 'Időszak', format: { labels: ACTIVITY_PERIOD_LABELS } },
  status: { label: 'Állapot', format: { labels: CLIENT_STATUS_FILTER_LABELS } },
  state: { label: 'Állapot', format: { labels: COUPON_APPROVAL_FILTER_LABELS } },
  couponCode: { label: 'Kuponkód', format: 'text' },
  dateFrom: { label: 'Dátumtól', format: 'day' },
  dateTo: { label: 'Dátumig', format: 'day' },
  sort: { label: 'Rendezés', format: 'hidden' },
  direction: { label: 'Irány', format: 'hidden' },
} as const satisfies Record<string, LogKeySpec>;

export type LogFilterKey = keyof typeof LOG_FILTER_KEYS;

// --- The type of what a row may hold ------------------------------------------------------------------------

// A single enum value must be one that has a name; a list read back from a text[] column is typed string[].
type FormatValue<F> = F extends { readonly labels: infer L }
  ? Extract<keyof L, string> | readonly string[] | null | undefined
  : F extends 'keys'
    ? readonly LogMetadataKey[]
    : F extends { readonly filters: true }
      ? LogFilters
      : F extends { readonly counts: infer L }
        ? Partial<Record<Extract<keyof L, string>, number>>
        : unknown;

type SubjectFormats<S> = S extends { readonly subjects: infer V }
  ? { [K in keyof V]: V[K] extends { readonly format: infer F } ? FormatValue<F> : never }[keyof V]
  : never;

/** A key's value: an enum key takes only the values that have a name (in any of its subjects). */
type KeyValue<K extends LogMetadataKey> = K extends 'oldValues' | 'newValues'
  ? LogValues
  : K extends 'counts'
    ? SubjectFormats<(typeof LOG_METADATA_KEYS)[K]>
    : FormatValue<(typeof LOG_METADATA_KEYS)[K]['format']> | SubjectFormats<(typeof LOG_METADATA_KEYS)[K]>;

export type LogFilters = { [K in LogFilterKey]?: unknown };
export type LogValues = { [K in LogMetadataKey]?: KeyValue<K> };
export type LogMetadata = LogValues;

/** The keys of every member of a union (keyof a union gives only the keys all members share). */
type KeysOf<S> = S extends unknown ? keyof S : never;
type ShapeAt<S, K> = S extends unknown ? (K extends keyof S ? S[K] : never) : never;

/**
 * `T` with every key that `Shape` does not know typed `never`, at every depth: a literal with an unlabelled
 * key, a spread bringing one, or an object of unknown keys (Object.fromEntries) does not compile.
 */
export type OnlyKnownKeys<T, Shape> = unknown extends Shape
  ? T
  : T extends readonly (infer E)[]
    ? [NonNullable<Shape>] extends [readonly (infer S)[]]
      ? readonly OnlyKnownKeys<E, S>[]
      : T
    : T extends Date
      ? T
      : T extends object
        ? [NonNullable<Shape>] extends [object]
          ? {
              [K in keyof T]: K extends KeysOf<NonNullable<Shape>>
                ? OnlyKnownKeys<T[K], ShapeAt<NonNullable<Shape>, K>>
                : never;
            }
          : T
        : T;

/**
 * The named fields of a record, as a row's old or new values: typed by their keys, so each must have a label
 * (an object built from unknown keys would not compile). A missing value is written as null.
 */
export function pickFields<T extends object, K extends keyof T>(
  record: T,
  keys: readonly K[],
): { [P in K]: T[P] | null } {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as { [P in K]: T[P] | null };
}

// --- Reading a row ------------------------------------------------------------------------------------------

export interface LogDetailField {
  key: string;
  label: string;
  value: string;
}

export interface LogDetailChange {
  key: string;
  label: string;
  oldValue: string;
  newValue: string;
}

export interface LogDetails {
  /** The row's facts, each labelled, in the vocabulary's order. */
  fields: LogDetailField[];
  /** Each changed field with its old and new value, side by side. */
  changes: LogDetailChange[];
}

/** The people and objects a row's ids point at, by name (the server fills it when it reads the log). */
export type LogNames = Readonly<Record<string, string>>;

/** A key the vocabulary does not know (only rows older than it can have one): its value, never its name. */
const OTHER_LABEL = 'Egyéb adat';
const NO_FILTER = 'nincs';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

interface KeyReading {
  label: string;
  format: LogValueFormat;
  hiddenWhen: readonly string[];
}

function readingOf(
  registry: Readonly<Record<string, LogKeySpec>>,
  key: string,
  subject: LogSubject,
): KeyReading | null {
  if (!Object.hasOwn(registry, key)) return null;
  const spec = registry[key]!;
  const variant = spec.subjects?.[subject];
  const format = variant?.format ?? spec.format;
  return {
    label: variant?.label ?? spec.label,
    // A value the subject's enum does not have is looked up in the key's other enums before it is shown
    // as written.
    format:
      typeof format === 'object' && 'labels' in format
        ? { labels: { ...otherLabels(spec), ...format.labels } }
        : format,
    hiddenWhen: spec.hiddenWhen ?? [],
  };
}

function otherLabels(spec: LogKeySpec): Labels {
  const formats = [spec.format, ...Object.values(spec.subjects ?? {}).map((variant) => variant.format)];
  return Object.assign(
    {},
    ...formats.map((format) => (typeof format === 'object' && 'labels' in format ? format.labels : {})),
  ) as Labels;
}

const readingIn = (key: string, subject: LogSubject) => readingOf(LOG_METADATA_KEYS, key, subject);

/** A value whose key says nothing of its kind: text, a Budapest time, numbers in hu-HU, yes or no, a list. */
function plainValue(value: unknown, names: LogNames): string {
  if (isEmpty(value)) return EMPTY_CELL;
  if (typeof value === 'boolean') return value ? 'Igen' : 'Nem';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.map((item) => plainValue(item, names)).join(', ');
  if (typeof value === 'object') {
    const nested = describeFields(asRecord(value), 'general', names);
    return nested.length ? nested.map((field) => `${field.label}: ${field.value}`).join('; ') : EMPTY_CELL;
  }
  return String(value);
}

function filtersValue(value: unknown, names: LogNames): string {
  const parts: string[] = [];
  for (const [key, inner] of Object.entries(asRecord(value))) {
    if (isEmpty(inner) || inner === 'all') continue;
    const reading = readingOf(LOG_FILTER_KEYS, key, 'general');
    if (reading?.format === 'hidden') continue;
    const shown =
      key === 'search' && typeof inner === 'string'
        ? `„${inner}”`
        : formatLogValue(inner, reading?.format ?? 'text', names);
    parts.push(`${reading?.label ?? OTHER_LABEL}: ${shown}`);
  }
  return parts.length ? parts.join('; ') : NO_FILTER;
}

/** One value in the format its key gives it. */
export function formatLogValue(value: unknown, format: LogValueFormat, names: LogNames = {}): string {
  if (typeof format === 'object' && 'filters' in format) return filtersValue(value, names);
  if (typeof format === 'object' && 'counts' in format) {
    const counted = Object.entries(asRecord(value)).filter(([, n]) => typeof n === 'number' && n > 0) as [
      string,
      number,
    ][];
    return counted.length
      ? counted.map(([key, n]) => `${format.counts[key] ?? OTHER_LABEL}: ${formatNumber(n)}`).join('; ')
      : EMPTY_CELL;
  }
  if (isEmpty(value)) return EMPTY_CELL;
  if (format === 'keys')
    return (Array.isArray(value) ? value : [value])
      .map((key) => readingIn(String(key), 'general')?.label ?? OTHER_LABEL)
      .join(', ');
  if (Array.isArray(value)) return value.map((item) => formatLogValue(item, format, names)).join(', ');
  if (typeof format === 'object' && 'labels' in format)
    return typeof value === 'string' && Object.hasOwn(format.labels, value)
      ? format.labels[value]!
      : plainValue(value, names);
  if (typeof format === 'object' && 'reference' in format)
    return typeof value === 'string'
      ? (names[value] ?? LOG_REFERENCE_FALLBACKS[format.reference])
      : plainValue(value, names);
  switch (format) {
    case 'instant':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? formatDateTime(value)
        : plainValue(value, names);
    case 'day':
      return typeof value === 'string' && ISO_DAY.test(value) ? formatDay(value) : plainValue(value, names);
    case 'month':
      return typeof value === 'string' ? settlementMonthLabel(value) : plainValue(value, names);
    case 'money':
      return typeof value === 'number' ? formatHuf(value) : plainValue(value, names);
    case 'bytes':
      return typeof value === 'number' ? formatFileSize(value) : plainValue(value, names);
    case 'area':
      return typeof value === 'number' ? formatArea(value) : plainValue(value, names);
    case 'years':
      return formatExperience(plainValue(value, names));
    default:
      return plainValue(value, names);
  }
}

/**
 * The vocabulary's order: people and objects first, then what was done to them. A row's own order cannot
 * be kept: jsonb stores an object's keys sorted by length.
 */
const KEY_ORDER = new Map(Object.keys(LOG_METADATA_KEYS).map((key, index) => [key, index]));
const inKeyOrder = (keys: readonly string[]) =>
  [...keys].sort((a, b) => (KEY_ORDER.get(a) ?? KEY_ORDER.size) - (KEY_ORDER.get(b) ?? KEY_ORDER.size));

function describeFields(
  record: Record<string, unknown>,
  subject: LogSubject,
  names: LogNames,
): LogDetailField[] {
  const keys = Object.keys(record);
  const fields: LogDetailField[] = [];
  for (const key of inKeyOrder(keys)) {
    const value = record[key];
    const reading = readingIn(key, subject);
    if (!reading) {
      fields.push({ key, label: OTHER_LABEL, value: plainValue(value, names) });
      continue;
    }
    if (reading.format === 'hidden' || reading.format === 'keys') continue;
    if (reading.hiddenWhen.some((other) => keys.includes(other))) continue;
    // A row about a person names them once: the target who is the client is the client.
    if (key === 'targetUserId' && value === record.clientId) continue;
    fields.push({ key, label: reading.label, value: formatLogValue(value, reading.format, names) });
  }
  return fields;
}

function describeChanges(metadata: Record<string, unknown>, subject: LogSubject, names: LogNames) {
  const oldValues = asRecord(metadata.oldValues);
  const newValues = asRecord(metadata.newValues);
  const listed = Array.isArray(metadata.updatedFields)
    ? metadata.updatedFields.filter((key): key is string => typeof key === 'string')
    : [];
  const keys = inKeyOrder([...new Set([...listed, ...Object.keys(oldValues), ...Object.keys(newValues)])]);
  const present = new Set([...Object.keys(oldValues), ...Object.keys(newValues)]);
  const changes: LogDetailChange[] = [];
  const change = (key: string, oldValue: unknown, newValue: unknown) => {
    const reading = readingIn(key, subject);
    if (reading?.format === 'hidden') return;
    if (reading?.hiddenWhen.some((other) => present.has(other))) return;
    const format = reading?.format ?? 'text';
    changes.push({
      key,
      label: reading?.label ?? OTHER_LABEL,
      oldValue: formatLogValue(oldValue, format, names),
      newValue: formatLogValue(newValue, format, names),
    });
  };
  for (const key of keys) change(key, oldValues[key], newValues[key]);
  // Older rows of a lead's change listed [{ field, old, new }]; of a lead task's, old and new done flags.
  if (Array.isArray(metadata.changes))
    for (const item of metadata.changes) {
      const { field, old, new: next } = asRecord(item);
      if (typeof field === 'string') change(field, old, next);
    }
  if (subject === 'lead' && typeof metadata.old === 'boolean' && typeof metadata.new === 'boolean')
    change('done', metadata.old, metadata.new);
  return changes;
}

/** A row's metadata as labelled fields and old/new pairs (docs/product.md, 'Audit trail'). */
export function describeLogMetadata(
  metadata: Record<string, unknown> | null | undefined,
  names: LogNames = {},
): LogDetails {
  if (!metadata) return { fields: [], changes: [] };
  const subject = logSubjectOf(Object.keys(metadata));
  return {
    fields: describeFields(metadata, subject, names),
    changes: describeChanges(metadata, subject, names),
  };
}

/** The ids a row's metadata points at, by kind, for the server to name (old and new values included). */
export function logReferences(
  metadata: Record<string, unknown> | null | undefined,
): Record<LogReferenceKind, string[]> {
  const found: Record<LogReferenceKind, Set<string>> = {
    person: new Set(),
    property: new Set(),
    lead: new Set(),
  };
  const collect = (record: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(record)) {
      const format = readingIn(key, 'general')?.format;
      if (typeof value === 'string' && value && typeof format === 'object' && 'reference' in format)
        found[format.reference].add(value);
    }
  };
  if (metadata) {
    collect(metadata);
    collect(asRecord(metadata.oldValues));
    collect(asRecord(metadata.newValues));
  }
  return { person: [...found.person], property: [...found.property], lead: [...found.lead] };
}
