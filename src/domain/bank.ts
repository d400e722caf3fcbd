// The bank's workspace as the API answers it (docs/roles/bank-staff.md: dashboard, client list, TIG
// statement dialog, client detail): schemas shared by the server's routes and the web's screens.
import { z } from 'zod';
import { bankClientFilterFields, bankClientsQueryFields } from './bank-clients-list.ts';
import { pagingFields } from './list-query.ts';
import { cappedPageSchema, pageSchema, querySchema } from './list-query-schema.ts';
import { clientRowBaseSchema, contactPersonViewSchema } from './property.ts';
import { PROPERTY_STATUSES } from './statuses.ts';
import { withArticle } from './article.ts';
import { BANK_TODO_KINDS } from './bank-todos.ts';

const isoDate = z.iso.datetime({ offset: true });

/** Hungarian texts of the bank's workspace that are not shared with other screens. */
export const BANK_MESSAGES = {
  clientNotFound: 'Az ügyfél nem található',
  noCertificate: 'Ehhez az ügyfélhez még nem töltöttek fel tanúsítványt.',
  tooManyForStatement: (max: number) =>
    `Egy elszámolásba legfeljebb ${max} tanúsítvány kerülhet. Kérjük, szűkítse a kiválasztást.`,
  statementShared: (email: string) => `Az elszámolást elküldtük ${withArticle(email)} címre.`,
  noSelection: 'Kérjük, válasszon ki legalább egy ügyfelet.',
} as const;

// --- Dashboard (docs/roles/bank-staff.md, 'Dashboard') ----------------------------------------------

/**
 * A counter and its change over the last 7 Budapest days (today and the 6 days before). For a stock (pending,
 * completed, total clients) `previous` is the same count as it stood at the start of that window; for the
 * flow (new clients) it is the count of the 7 days before. `changePercent` is null when `previous` is 0.
 */
export const bankCounterSchema = z.object({
  value: z.number().int(),
  previous: z.number().int(),
  changePercent: z.number().nullable(),
});
export type BankCounter = z.infer<typeof bankCounterSchema>;

export const bankDashboardSchema = z.object({
  pending: bankCounterSchema,
  completed: bankCounterSchema,
  newClients: bankCounterSchema,
  totalClients: bankCounterSchema,
  /** The bell: every open to-do item (urgent and normal). */
  todoCount: z.number().int(),
  urgentCount: z.number().int(),
});
export type BankDashboard = z.infer<typeof bankDashboardSchema>;

export { BANK_TODO_KINDS, BANK_TODO_LABELS, type BankTodoKind } from './bank-todos.ts';

export const bankTodoSchema = z.object({
  kind: z.enum(BANK_TODO_KINDS),
  isUrgent: z.boolean(),
  propertyId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  address: z.string(),
  couponCode: z.string().nullable(),
  /** When the order was placed (coupon check) or the certificate uploaded (TIG). */
  at: isoDate,
});
export type BankTodo = z.infer<typeof bankTodoSchema>;

export const bankTodosQuerySchema = querySchema(pagingFields({ pageSize: 10, maxPageSize: 50 }));
export type BankTodosQuery = Partial<z.output<typeof bankTodosQuerySchema>>;

export const bankTodoListSchema = pageSchema(bankTodoSchema);
export type BankTodoList = z.infer<typeof bankTodoListSchema>;

export const bankMenuBadgesSchema = z.object({
  /** The 'Főoldal' badge: the clients waiting for an auditor ('Még nem rendelt' to the bank). */
  findingAuditor: z.number().int(),
});
export type BankMenuBadges = z.infer<typeof bankMenuBadgesSchema>;

// --- Client list (docs/roles/bank-staff.md, 'Client list') ------------------------------------------

// The list's query is in bank-clients-list.ts, without zod (decision 0022).
export * from './bank-clients-list.ts';

export const bankClientFilterSchema = querySchema(bankClientFilterFields);
export type BankClientFilter = z.output<typeof bankClientFilterSchema>;

export const bankClientsQuerySchema = querySchema(bankClientsQueryFields);
export type BankClientsQuery = Partial<z.output<typeof bankClientsQuerySchema>>;

export const bankClientRowSchema = clientRowBaseSchema.extend({
  contactPerson: contactPersonViewSchema.nullable(),
  /** The newest certificate's document id, when one is uploaded and the property is done. */
  certificateDocumentId: z.string().nullable(),
});
export type BankClientRow = z.infer<typeof bankClientRowSchema>;

export const bankClientListSchema = cappedPageSchema(bankClientRowSchema);
export type BankClientList = z.infer<typeof bankClientListSchema>;

/** The TIG statement dialog's selection: chosen rows, or every client the filter matches. */
export const bankTigSelectionSchema = z.union([
  z.strictObject({
    clientIds: z
      .array(z.string().min(1).max(64))
      .min(1, BANK_MESSAGES.noSelection)
      .max(500, BANK_MESSAGES.tooManyForStatement(500)),
  }),
  z.strictObject({ allMatching: bankClientFilterSchema }),
]);
export type BankTigSelection = z.input<typeof bankTigSelectionSchema>;

export const bankTigSelectionResultSchema = z.object({
  /** The selected clients' certificates (document ids) to put to the TIG preview. */
  documentIds: z.array(z.string()),
  /** Selected clients with no uploaded certificate: they cannot be on the statement. */
  withoutCertificate: z.array(
    z.object({
      clientId: z.string(),
      displayId: z.string(),
      name: z.string(),
      status: z.enum(PROPERTY_STATUSES),
    }),
  ),
  /** How many clients the selection named. */
  selected: z.number().int(),
});
export type BankTigSelectionResult = z.infer<typeof bankTigSelectionResultSchema>;

export const bankStatementShareSchema = z.object({ email: z.string(), message: z.string() });
export type BankStatementShare = z.infer<typeof bankStatementShareSchema>;

// --- Client detail ------------------------------------------------------------------------------------

export const bankClientDetailSchema = z.object({
  client: z.object({
    id: z.string(),
    displayId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    registrationDate: isoDate,
  }),
  property: z
    .object({
      id: z.string(),
      address: z.string(),
      area: z.number().nullable(),
      contactPerson: contactPersonViewSchema.nullable(),
      status: z.enum(PROPERTY_STATUSES),
      couponCode: z.string().nullable(),
      orderedAt: isoDate.nullable(),
      auditorAssignDate: isoDate.nullable(),
      appointmentDate: isoDate.nullable(),
      couponApprovedAt: isoDate.nullable(),
      couponApprovedByName: z.string().nullable(),
      certificate: z.object({ documentId: z.string(), name: z.string(), uploadedAt: isoDate }).nullable(),
    })
    .nullable(),
});
export type BankClientDetail = z.infer<typeof bankClientDetailSchema>;
