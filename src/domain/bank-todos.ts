// The bank's to-do kinds and their labels (docs/roles/bank-staff.md, 'Dashboard'), apart from the zod
// schemas in bank.ts: the dashboard's first paint needs only these (decision 0020).
export const BANK_TODO_KINDS = ['coupon_check', 'tig'] as const;
export type BankTodoKind = (typeof BANK_TODO_KINDS)[number];
export const BANK_TODO_LABELS: Record<BankTodoKind, string> = {
  coupon_check: 'Kupon ellenőrzés szükséges',
  tig: 'TIG generálás',
};
