// The people and objects a log row's ids point at, named when the log is read (docs/roles/admin-light.md,
// 'System log'). Read, not written with the row: an erased person reads 'Törölt felhasználó' in every row
// that mentions them, without any row being rewritten (docs/rules/accounts.md, 'What is kept without
// personal data'), and the rows written before names were shown read as well as new ones. A page costs
// three lookups by primary key.
import { inArray, sql } from 'drizzle-orm';
import { logReferences, type LogNames, type LogReferenceKind } from '../../../domain/log-details.ts';
import { isUuid } from '../../../domain/list-query.ts';
import type { Executor } from '../../db/client.ts';
import { leads, profiles, properties } from '../../db/schema.ts';

type Metadata = Record<string, unknown> | null;

/** Every name the rows' ids point at, one query per kind of object. */
export async function lookUpLogNames(
  executor: Executor,
  rows: readonly Metadata[],
): Promise<Map<string, string>> {
  const wanted: Record<LogReferenceKind, Set<string>> = {
    person: new Set(),
    property: new Set(),
    lead: new Set(),
  };
  for (const metadata of rows) {
    const found = logReferences(metadata);
    for (const kind of Object.keys(wanted) as LogReferenceKind[])
      for (const id of found[kind]) wanted[kind].add(id);
  }
  // Properties and leads have uuid keys: any other text cannot be one of them (and PostgreSQL would refuse
  // to compare it). People's ids are text.
  const uuids = (ids: Set<string>) => [...ids].filter(isUuid);
  const people = [...wanted.person];
  const propertyIds = uuids(wanted.property);
  const leadIds = uuids(wanted.lead);
  const [named, addressed, leadNamed] = await Promise.all([
    people.length
      ? executor
          .select({
            id: profiles.id,
            name: sql<string>`coalesce(nullif(${profiles.name}, ''), ${profiles.email})`,
          })
          .from(profiles)
          .where(inArray(profiles.id, people))
      : [],
    propertyIds.length
      ? executor
          .select({ id: properties.id, name: properties.address })
          .from(properties)
          .where(inArray(properties.id, propertyIds))
      : [],
    leadIds.length
      ? executor.select({ id: leads.id, name: leads.name }).from(leads).where(inArray(leads.id, leadIds))
      : [],
  ]);
  const names = new Map<string, string>();
  for (const row of [...named, ...addressed, ...leadNamed]) if (row.name) names.set(row.id, row.name);
  return names;
}

/** The names one row needs, out of those looked up for its page. */
export function logNamesOf(metadata: Metadata, all: ReadonlyMap<string, string>): LogNames {
  const found = logReferences(metadata);
  const names: Record<string, string> = {};
  for (const id of [...found.person, ...found.property, ...found.lead]) {
    const name = all.get(id);
    if (name !== undefined) names[id] = name;
  }
  return names;
}
