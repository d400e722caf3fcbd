import { readFileSync } from 'node:fs';
import { MESSAGES } from '../../domain/messages.ts';
import { parsePostcodeCsv, settlementNamed, type PostcodeIndex } from '../../domain/postcodes.ts';
import { AppError } from './errors.ts';
import { POSTCODE_CSV_PATH } from '../paths.ts';

let cached: PostcodeIndex | undefined;

/** The shipped postcode list, parsed once per process (about 3,600 rows, a few milliseconds). */
export function loadPostcodes(): PostcodeIndex {
  cached ??= parsePostcodeCsv(readFileSync(POSTCODE_CSV_PATH, 'utf8'));
  return cached;
}

/**
 * The settlement as the postcode list spells it, or a 400 naming the field: an unknown postcode, or a
 * city the postcode does not belong to (docs/rules/validation.md, 'Postcode and city'). The form fills the
 * city from the same list, so only a hand-made request or a stale form meets this.
 */
export function checkCityOfPostcode(
  postcodes: PostcodeIndex,
  address: { postcode: string; city: string },
  pathPrefix = 'body.',
): string {
  const settlements = postcodes.lookup(address.postcode);
  if (settlements.length === 0) {
    throw new AppError('validation_error', 400, MESSAGES.postcode.unknown, {
      fields: [{ path: `${pathPrefix}postcode`, message: MESSAGES.postcode.unknown }],
    });
  }
  const match = settlementNamed(settlements, address.city);
  if (!match) {
    throw new AppError('validation_error', 400, MESSAGES.city.notInPostcode, {
      fields: [{ path: `${pathPrefix}city`, message: MESSAGES.city.notInPostcode }],
    });
  }
  return match.settlement;
}
