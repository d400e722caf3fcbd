import type { PersonalDataEraser } from '../../platform/erasure.ts';
import { unlinkLeadsFromClient } from './service.ts';

/** A lead stays in the bank's records, but no longer points at the erased person. */
export const leadEraser: PersonalDataEraser = {
  feature: 'leads',
  erase: (tx, person) => unlinkLeadsFromClient(tx, person.userId, person.at),
};
