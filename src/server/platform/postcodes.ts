import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePostcodeCsv, type PostcodeIndex } from '../../domain/postcodes.ts';

export const POSTCODE_CSV_PATH = fileURLToPath(new URL('../../../assets/hu-postcodes.csv', import.meta.url));

let cached: PostcodeIndex | undefined;

/** The shipped postcode list, parsed once per process (about 3,600 rows, a few milliseconds). */
export function loadPostcodes(): PostcodeIndex {
  cached ??= parsePostcodeCsv(readFileSync(POSTCODE_CSV_PATH, 'utf8'));
  return cached;
}
