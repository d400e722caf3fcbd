import type { PersonalDataEraser } from '../../platform/erasure.ts';
import { eraseFromStatements, rewriteStatementFiles } from './service.ts';

/**
 * The statements that name the person, as client or as their maker, take the erased name before the user row
 * may go; their stored text and PDF are written again once the erasure has committed.
 */
export const tigStatementEraser: PersonalDataEraser = {
  feature: 'tig-statements',
  async erase(tx, person, afterCommit) {
    const namedIn = await eraseFromStatements(tx, person.userId, person.erasedName);
    afterCommit((services, logger) => rewriteStatementFiles(services, logger, namedIn));
  },
};
