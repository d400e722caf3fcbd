import { describe, expect, it } from 'vitest';
import { rawTokens } from '../test/raw-tokens.ts';
import {
  LOG_FILTER_KEYS,
  LOG_METADATA_KEYS,
  LOG_REFERENCE_FALLBACKS,
  LOG_SUBJECTS,
  describeLogMetadata,
  logReferences,
  logSubjectOf,
  type LogDetails,
  type LogKeySpec,
  type LogSubject,
  type LogValueFormat,
} from './log-details.ts';
import { STATUS_LABELS } from './statuses.ts';
import { WEEKLY_ZIP_STATUS_LABELS } from './weekly-zip.ts';

const text = (details: LogDetails) =>
  [
    ...details.fields.map((field) => `${field.label}: ${field.value}`),
    ...details.changes.map((change) => `${change.label}: ${change.oldValue} -> ${change.newValue}`),
  ].join('\n');

/** A key that puts a row in the subject (logSubjectOf), so a subject's labels are the ones read. */
const SUBJECT_KEYS: Record<LogSubject, Record<string, unknown>> = {
  general: {},
  ticket: { ticketId: '00000000-0000-4000-9000-000000000001' },
  lead: { leadId: '00000000-0000-4000-8000-000000000001' },
  news: { newsId: '00000000-0000-4000-8000-000000000002' },
  couponImport: { format: 'csv', counts: {} },
  leadImport: { counts: {} },
};

const registries: [string, Readonly<Record<string, LogKeySpec>>][] = [
  ['metadata', LOG_METADATA_KEYS],
  ['filters', LOG_FILTER_KEYS],
];

/** Each (key, subject, format) the vocabulary reads. */
function* readings(registry: Readonly<Record<string, LogKeySpec>>) {
  for (const [key, spec] of Object.entries(registry)) {
    yield { key, subject: 'general' as LogSubject, label: spec.label, format: spec.format };
    for (const [subject, variant] of Object.entries(spec.subjects ?? {}) as [
      LogSubject,
      { label?: string; format?: LogValueFormat },
    ][])
      yield { key, subject, label: variant.label ?? spec.label, format: variant.format ?? spec.format };
  }
}

describe('the system log in Hungarian', () => {
  it('gives every metadata and filter key a Hungarian label, never the key', () => {
    for (const [name, registry] of registries)
      for (const { key, subject, label } of readings(registry)) {
        expect(label, `${name}.${key} (${subject})`).not.toBe(key);
        expect(rawTokens(label), `${name}.${key} (${subject})`).toEqual([]);
        expect(label, `${name}.${key} (${subject})`).toMatch(/^[A-ZÁÉÍÓÖŐÚÜŰ]/);
      }
  });

  it('names every enum value a row may hold, in every subject, lists and old/new values alike', () => {
    let checked = 0;
    for (const { key, subject, label, format } of readings(LOG_METADATA_KEYS)) {
      if (typeof format !== 'object' || !('labels' in format)) continue;
      for (const [value, name] of Object.entries(format.labels)) {
        const row = { ...SUBJECT_KEYS[subject], [key]: value };
        expect(describeLogMetadata(row).fields, `${key}=${value} (${subject})`).toContainEqual({
          key,
          label,
          value: name,
        });
        const change = describeLogMetadata({
          ...SUBJECT_KEYS[subject],
          oldValues: { [key]: null },
          newValues: { [key]: value },
        }).changes;
        expect(change, `${key}=${value} (${subject}), changed`).toContainEqual({
          key,
          label,
          oldValue: '–',
          newValue: name,
        });
        const list = describeLogMetadata({ ...SUBJECT_KEYS[subject], [key]: [value, value] }).fields;
        expect(list.find((field) => field.key === key)?.value).toBe(`${name}, ${name}`);
        checked += 1;
      }
    }
    // Property, ticket, lead and weekly ZIP statuses, roles, ticket types and priorities, lead sources, …
    expect(checked).toBeGreaterThan(50);
  });

  it('names the verdict counts of both imports and every filter value', () => {
    for (const { key, subject, format } of readings(LOG_METADATA_KEYS)) {
      if (typeof format !== 'object' || !('counts' in format)) continue;
      for (const [value, name] of Object.entries(format.counts)) {
        const row = { ...SUBJECT_KEYS[subject], [key]: { [value]: 3 } };
        expect(describeLogMetadata(row).fields.find((field) => field.key === key)?.value).toBe(`${name}: 3`);
      }
    }
    for (const { key, label, format } of readings(LOG_FILTER_KEYS)) {
      if (typeof format !== 'object' || !('labels' in format)) continue;
      for (const [value, name] of Object.entries(format.labels)) {
        const shown = describeLogMetadata({ filters: { [key]: value } }).fields[0]?.value;
        // 'all' narrows nothing: the export had no filter.
        expect(shown, `${key}=${value}`).toBe(value === 'all' ? 'nincs' : `${label}: ${name}`);
      }
    }
  });

  it('reads the same value by its subject: a ticket, a lead and an order each have their own statuses', () => {
    expect(LOG_SUBJECTS.map((subject) => logSubjectOf(Object.keys(SUBJECT_KEYS[subject])))).toEqual([
      ...LOG_SUBJECTS,
    ]);
    // Property and weekly ZIP statuses share the general 'status': no value may mean both.
    expect(Object.keys(STATUS_LABELS).filter((value) => value in WEEKLY_ZIP_STATUS_LABELS)).toEqual([]);
    expect(text(describeLogMetadata({ status: 'new' }))).toBe('Állapot: Új');
    expect(text(describeLogMetadata({ ...SUBJECT_KEYS.lead, status: 'new', source: 'branch' }))).toContain(
      'Forrás: Fiók\nStátusz: Új',
    );
    expect(text(describeLogMetadata({ ...SUBJECT_KEYS.news, source: 'MTI' }))).toBe('Forrás: MTI');
    expect(text(describeLogMetadata({ status: 'failed' }))).toBe('Állapot: Sikertelen');
  });

  it('reads the rows the log showed raw before, in Hungarian', () => {
    // The coupon import's counts, a ticket's creation, a lead's change (old shape) and its task (old shape).
    expect(
      text(
        describeLogMetadata({
          fileName: 'kuponok.csv',
          format: 'xlsx',
          total: 3,
          imported: 2,
          counts: { valid: 2, expired: 1, bad_code: 0 },
        }),
      ),
    ).toBe(
      'Fájlnév: kuponok.csv\nFájlformátum: Excel (.xlsx)\nSorok a fájlban: 3\nImportálva: 2\n' +
        'Ellenőrzés eredménye: Érvényes: 2; Lejárt: 1',
    );
    expect(
      text(describeLogMetadata({ counts: { valid: 1, imported: 4, invalid_email: 2, missing_field: 0 } })),
    ).toBe('Ellenőrzés eredménye: Importálható: 1; Importálva: 4; Hibás e-mail cím: 2');
    expect(
      text(
        describeLogMetadata({
          ticketId: '00000000-0000-4000-9000-000000000001',
          newValues: { title: 'Lassú lista', type: 'bug', priority: 'medium', status: 'open' },
        }),
      ),
    ).toBe('Cím: – -> Lassú lista\nTípus: – -> Hiba\nPrioritás: – -> Közepes\nÁllapot: – -> Nyitott');
    const leadId = '00000000-0000-4000-8000-000000000001';
    const names = { [leadId]: 'Üveges Ödön' };
    expect(
      text(
        describeLogMetadata({ leadId, changes: [{ field: 'status', old: 'new', new: 'contacted' }] }, names),
      ),
    ).toBe('Lead: Üveges Ödön\nStátusz: Új -> Megkeresve');
    expect(
      text(
        describeLogMetadata(
          { leadId, taskId: '00000000-0000-4000-8000-000000000003', title: 'Hívás', old: false, new: true },
          names,
        ),
      ),
    ).toBe('Lead: Üveges Ödön\nFeladat: Hívás\nElvégezve: Nem -> Igen');
    // A reassignment written with the status's label before: the label stays as it was.
    expect(
      text(
        describeLogMetadata({
          oldValues: { auditorId: 'a-1', auditorName: 'Kiss Béla', status: 'Időpont egyeztetve' },
          newValues: { auditorId: 'a-2', auditorName: 'Nagy Éva', status: 'auditor_assigned' },
        }),
      ),
    ).toBe('Tanúsító: Kiss Béla -> Nagy Éva\nÁllapot: Időpont egyeztetve -> Időpontra vár');
  });

  it('names the people and objects ids point at, once each, and says who is gone', () => {
    const client = 'client-1';
    const property = '00000000-0000-4000-8000-00000000000a';
    const row = {
      targetUserId: client,
      clientId: client,
      auditorId: 'auditor-1',
      propertyId: property,
      assignmentType: 'manual_assignment',
      assignmentDate: '2026-11-20T09:15:00.000Z',
    };
    expect(logReferences(row)).toEqual({
      person: [client, 'auditor-1'],
      property: [property],
      lead: [],
    });
    expect(
      text(
        describeLogMetadata(row, {
          [client]: 'Kovács Anna',
          'auditor-1': 'Szabó Péter',
          [property]: '1065 Budapest, Nagymező utca 5.',
        }),
      ),
    ).toBe(
      'Ügyfél: Kovács Anna\nTanúsító: Szabó Péter\nIngatlan: 1065 Budapest, Nagymező utca 5.\n' +
        'Hozzárendelés ideje: 2026. 11. 20. 10:15\nHozzárendelés módja: Kézi hozzárendelés',
    );
    // Nobody by that id any more (an erased account without kept records): never the id.
    expect(text(describeLogMetadata(row))).toContain(`Ügyfél: ${LOG_REFERENCE_FALLBACKS.person}`);
    // The address given already names the property.
    expect(describeLogMetadata({ ...row, propertyAddress: 'Győr' }).fields.map((f) => f.key)).not.toContain(
      'propertyId',
    );
    // Ids the row names otherwise, and lists it counts, are not shown.
    expect(
      text(
        describeLogMetadata({
          statementNumber: 'TIG-2026-0003',
          statementId: property,
          documentIds: [property],
          certificateCount: 1,
          totalHuf: 65_000,
        }),
      ),
    ).toBe('Elszámolás sorszáma: TIG-2026-0003\nTanúsítványok száma: 1\nÖsszeg: 65\u00a0000\u00a0Ft');
  });

  it('formats values by their kind: times, days, months, money, sizes, areas, flags, filters', () => {
    expect(
      text(
        describeLogMetadata({
          month: '2026-03',
          sizeBytes: 5 * 1024 * 1024,
          area: 74,
          viaEmailLink: true,
          experience: '3-5',
          dateFrom: '2026-11-16',
          filters: { search: 'Kovács', status: 'overdue', sort: 'name', direction: 'asc', couponCode: '' },
          updatedFields: ['workCapacity'],
        }),
      ),
    ).toBe(
      'Alapterület: 74 m²\nSzakmai tapasztalat: 3-5 év\nHónap: 2026. március\n' +
        'Szűrők: Keresés: „Kovács”; Állapot: Késésben (több mint 3 napja vár időpontra)\n' +
        'Időszak kezdete: 2026. 11. 16.\nMéret: 5 MB\nE-mailben kapott linkről: Igen\n' +
        'Heti kapacitás: – -> –',
    );
    // A key no version of the portal labelled (a row older than the vocabulary): its value, never its name.
    expect(describeLogMetadata({ legacyKey: 'érték' }).fields).toEqual([
      { key: 'legacyKey', label: 'Egyéb adat', value: 'érték' },
    ]);
  });

  it('shows every id by a name, or not at all', () => {
    // A key named for an id (clientId, documentIds, couponApprovedBy) holds one: it must be named or hidden.
    // (cancelledBy holds a side, by its name; certificationId the auditor's register number, which people read.)
    for (const { key, subject, format } of readings(LOG_METADATA_KEYS))
      if (
        /(Id|Ids|By)$/.test(key) &&
        key !== 'certificationId' &&
        !(typeof format === 'object' && 'labels' in format)
      )
        expect(
          format === 'hidden' || (typeof format === 'object' && 'reference' in format),
          `${key} (${subject})`,
        ).toBe(true);
  });

  it('shows no key and no id for a row holding every key of the vocabulary', () => {
    const sample = (format: LogValueFormat): unknown =>
      typeof format === 'object'
        ? 'labels' in format
          ? Object.keys(format.labels)[0]
          : 'reference' in format
            ? '00000000-0000-4000-8000-0000000000ff'
            : 'counts' in format
              ? Object.fromEntries(Object.keys(format.counts).map((key) => [key, 1]))
              : Object.fromEntries(Object.keys(LOG_FILTER_KEYS).map((key) => [key, 'x']))
        : format === 'keys'
          ? Object.keys(LOG_METADATA_KEYS)
          : format === 'hidden'
            ? '00000000-0000-4000-8000-0000000000fe'
            : format === 'flag'
              ? true
              : 'érték';
    for (const subject of LOG_SUBJECTS) {
      const row: Record<string, unknown> = {};
      for (const { key, format } of readings(LOG_METADATA_KEYS)) if (!(key in row)) row[key] = sample(format);
      const values = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'oldValues'));
      const described = describeLogMetadata({
        ...row,
        ...SUBJECT_KEYS[subject],
        oldValues: values,
        newValues: values,
      });
      expect(rawTokens(text(described)), subject).toEqual([]);
      expect(text(described)).not.toContain('Egyéb adat');
    }
  });
});
