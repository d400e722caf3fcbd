// The bank's auditor directory (docs/roles/bank-staff.md, 'Auditor directory'): the programme's
// certifiers with the real average of their clients' ratings, and nothing of the operator's internals.
import { z } from 'zod';
import { bankAuditorsQueryFields } from './bank-auditors-list.ts';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { userIdSchema } from './validation.ts';

// The directory's words and query are in bank-auditors-list.ts, without zod (decision 0022).
export * from './bank-auditors-list.ts';

export const bankAuditorsQuerySchema = querySchema(bankAuditorsQueryFields);
export type BankAuditorsQuery = Partial<z.output<typeof bankAuditorsQuerySchema>>;

export const bankAuditorParamsSchema = z.object({ id: userIdSchema });

export const bankAuditorCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The auditor's address, else the company's; null when neither is known. */
  address: z.string().nullable(),
  /** The average of the clients' ratings to one decimal; null with no rating. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Properties whose certificate the auditor has uploaded (status document_uploaded). */
  completedAudits: z.number().int(),
  certifications: z.array(z.string()),
});
export type BankAuditorCard = z.infer<typeof bankAuditorCardSchema>;

export const bankAuditorListSchema = pageSchema(bankAuditorCardSchema);
export type BankAuditorList = z.infer<typeof bankAuditorListSchema>;

export const bankAuditorDetailSchema = bankAuditorCardSchema.extend({
  companyName: z.string().nullable(),
  acceptedCounties: z.array(z.string()),
  workCapacity: z.number().int(),
  experience: z.string().nullable(),
  /** The latest comments, without the client's name. */
  comments: z.array(
    z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type BankAuditorDetail = z.infer<typeof bankAuditorDetailSchema>;
