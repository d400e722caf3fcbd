// The TIG statements' words and list, without zod (decision 0022): who may make, read and mark them paid,
// their statuses with the Hungarian labels, and the list's query. The schemas are in tig.ts, which
// re-exports all of this.
import { filterField, pagingFields } from './list-query.ts';
import type { Role } from './roles.ts';
import { labelled } from './labelled.ts';

/**
 * Who may do what (docs/rules/access.md, 'Who may do what'): Admin Light generates TIG statements, the
 * bank's staff have 'TIG' too; the portal admin settles with the auditors, not the bank's statements.
 * Marking a statement paid confirms money the operator received, so it is the operator's (Admin Light's),
 * not the payer's.
 */
export const TIG_ROLES = {
  generate: ['admin_light', 'bank_admin'],
  read: ['admin_light', 'bank_admin'],
  markPaid: ['admin_light'],
} as const satisfies Record<string, readonly Role[]>;

export const { values: TIG_STATEMENT_STATUSES, labels: TIG_STATEMENT_STATUS_LABELS } = labelled({
  sent: 'Elküldve',
  paid: 'Kifizetve',
});
export type TigStatementStatus = (typeof TIG_STATEMENT_STATUSES)[number];

export const tigStatementsQueryFields = {
  status: filterField(TIG_STATEMENT_STATUSES),
  ...pagingFields(),
};
