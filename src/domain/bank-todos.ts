// The bank's to-do kinds and their labels (docs/roles/bank-staff.md, 'Dashboard'), apart from the zod
// schemas in bank.ts: the dashboard's first paint needs only these (decision 0020).
import { labelled } from './labelled.ts';

export const { values: BANK_TODO_KINDS, labels: BANK_TODO_LABELS } = labelled({
  coupon_check: 'Kupon ellenőrzés szükséges',
  tig: 'TIG generálás',
});
export type BankTodoKind = (typeof BANK_TODO_KINDS)[number];
