// Postcode -> settlement, county and coordinates, from the shipped `assets/hu-postcodes.csv`.
// Pure: the caller reads the file (server) and hands its text to `parsePostcodeCsv`.
import { isCounty, UNKNOWN_COUNTY, type County } from './counties.ts';
import { compareNames } from './name-order.ts';

export interface PostcodeEntry {
  postcode: string;
  settlement: string;
  county: County;
  lat: number;
  lon: number;
}

export interface PostcodeIndex {
  /** Every settlement that shares the postcode, sorted by name; empty when unknown. */
  lookup(postcode: string): readonly PostcodeEntry[];
  /** The county of a postcode (one per postcode in the data), or 'Ismeretlen'. */
  county(postcode: string): County | typeof UNKNOWN_COUNTY;
  /** Great-circle distance in km between two postcodes, or null when either is unknown. */
  distanceKm(from: string, to: string): number | null;
  readonly size: number;
}

export const POSTCODE_PATTERN = /^\d{4}$/;
/** A Hungarian postcode: four digits. */
export const isPostcode = (value: string) => POSTCODE_PATTERN.test(value);
/**
 * The postcode a stored address starts with ('1061 Budapest, Andrássy út 12' → '1061'), as splitAddress
 * reads it; undefined when it starts otherwise. An auditor's company postcode, the origin of distances in
 * assignment, is kept from the company address by this.
 */
export const postcodeOf = (address: string | null | undefined) => /^\s*(\d{4})\b/.exec(address ?? '')?.[1];

/** Whether two spellings name one settlement: letter case and spaces around aside ('szeged ' is 'Szeged'). */
export const sameSettlementName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('hu') === b.trim().toLocaleLowerCase('hu');
/** The settlement a city names among a postcode's settlements (from PostcodeIndex.lookup), or undefined. */
export const settlementNamed = (entries: readonly PostcodeEntry[], city: string) =>
  entries.find((entry) => sameSettlementName(entry.settlement, city));

export function parsePostcodeCsv(csv: string): PostcodeIndex {
  const byPostcode = new Map<string, PostcodeEntry[]>();
  const lines = csv.split(/\r?\n/);
  const header = lines[0]?.trim();
  if (header !== 'postcode,settlement,county,lat,lon') {
    throw new Error(`Unexpected postcode CSV header: ${header ?? '(empty)'}`);
  }
  for (const [index, line] of lines.slice(1).entries()) {
    if (line.trim() === '') continue;
    const [postcode, settlement, county, lat, lon] = line.split(',');
    const entry = {
      postcode: postcode ?? '',
      settlement: settlement ?? '',
      county: county ?? '',
      lat: Number(lat),
      lon: Number(lon),
    };
    if (
      !POSTCODE_PATTERN.test(entry.postcode) ||
      entry.settlement === '' ||
      !isCounty(entry.county) ||
      !Number.isFinite(entry.lat) ||
      !Number.isFinite(entry.lon)
    ) {
      throw new Error(`Invalid postcode CSV row ${index + 2}: ${line}`);
    }
    const list = byPostcode.get(entry.postcode) ?? [];
    list.push({ ...entry, county: entry.county });
    byPostcode.set(entry.postcode, list);
  }
  for (const list of byPostcode.values()) list.sort((a, b) => compareNames(a.settlement, b.settlement));

  return {
    size: byPostcode.size,
    lookup: (postcode) => byPostcode.get(postcode.trim()) ?? [],
    county: (postcode) => byPostcode.get(postcode.trim())?.[0]?.county ?? UNKNOWN_COUNTY,
    distanceKm(from, to) {
      const a = byPostcode.get(from.trim())?.[0];
      const b = byPostcode.get(to.trim())?.[0];
      return a && b ? greatCircleKm(a, b) : null;
    },
  };
}

const EARTH_MEAN_RADIUS_KM = 6371.0088;

/** Haversine distance on the mean Earth radius: within 0.5 % of the ellipsoidal figure. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Splits the stored address '{postcode} {city}, {street} {houseNumber}' back into its parts
 * (docs/data-model.md, 'Properties').
 */
export function splitAddress(address: string): {
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
} {
  const match = /^\s*(\d{4})\s+([^,]+),\s*(.*?)\s*$/.exec(address);
  if (!match) return { postcode: '', city: '', street: address.trim(), houseNumber: '' };
  const [, postcode = '', city = '', rest = ''] = match;
  const streetMatch = /^(.*\S)\s+(\S+)$/.exec(rest);
  return {
    postcode,
    city: city.trim(),
    street: streetMatch?.[1] ?? rest,
    houseNumber: streetMatch?.[2] ?? '',
  };
}

export function joinAddress(parts: {
  postcode: string;
  city: string;
  street: string;
  houseNumber: string;
}): string {
  return `${parts.postcode} ${parts.city}, ${parts.street} ${parts.houseNumber}`;
}
