// The 20 counties (19 counties and the capital) that properties and auditors name (docs/data-model.md).
export const COUNTIES = [
  'Bács-Kiskun',
  'Baranya',
  'Békés',
  'Borsod-Abaúj-Zemplén',
  'Budapest',
  'Csongrád-Csanád',
  'Fejér',
  'Győr-Moson-Sopron',
  'Hajdú-Bihar',
  'Heves',
  'Jász-Nagykun-Szolnok',
  'Komárom-Esztergom',
  'Nógrád',
  'Pest',
  'Somogy',
  'Szabolcs-Szatmár-Bereg',
  'Tolna',
  'Vas',
  'Veszprém',
  'Zala',
] as const;
export type County = (typeof COUNTIES)[number];

export const UNKNOWN_COUNTY = 'Ismeretlen';

export function isCounty(value: unknown): value is County {
  return typeof value === 'string' && (COUNTIES as readonly string[]).includes(value);
}
