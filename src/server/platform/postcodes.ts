import { readFileSync } from 'node:fs';
import { parsePostcodeCsv, type PostcodeIndex } from '../../domain/postcodes.ts';
import { POSTCODE_CSV_PATH } from '../paths.ts';

let cached: PostcodeIndex | undefined;

/** The shipped postcode list, parsed once per process (about 3,600 rows, a few milliseconds). */
export function loadPostcodes(): PostcodeIndex {
  cached ??= parsePostcodeCsv(readFileSync(POSTCODE_CSV_PATH, 'utf8'));
  return cached;
}
