// Changing or removing a property's auditor (docs/product.md, 'Changing an auditor'): one schema for the
// dialog's form and the request body, and the messages both sides show.
import { z } from 'zod';
import { sanitizeText } from './sanitize.ts';
import { userIdSchema } from './validation.ts';

// Which rows may have their auditor changed is the client list's, in admin-lists.ts without zod
// (decision 0022).
export { REASSIGNABLE_STATUSES, canReassign } from './admin-lists.ts';

/** The reason is stored in the system log; long enough for a sentence or two. */
export const REASSIGNMENT_REASON_MAX = 500;
export const REASSIGNMENT_REASON_MIN = 5;

export const REASSIGNMENT_MESSAGES = {
  reasonRequired: 'Kérjük, adja meg az indoklást.',
  reasonTooShort: `Az indoklás legalább ${REASSIGNMENT_REASON_MIN} karakter legyen.`,
  reasonTooLong: `Az indoklás legfeljebb ${REASSIGNMENT_REASON_MAX} karakter lehet.`,
  auditorRequired: 'Kérjük, válassza ki az új tanúsítót.',
  notReassignable:
    'Csak tanúsítóhoz rendelt, még tanúsítvány nélküli ingatlan tanúsítója cserélhető vagy vehető el.',
  changedMeanwhile: 'Az ingatlan tanúsítója közben megváltozott. Kérjük, nyissa meg újra az ügyféllapot.',
  sameAuditor: 'Az ingatlan már ennél a tanúsítónál van. Kérjük, válasszon másik tanúsítót.',
  reassigned: 'A tanúsítót lecseréltük; az ügyfelet és mindkét tanúsítót emailben értesítettük.',
  removed:
    'A tanúsítót elvettük, az ingatlan ismét tanúsítóra vár; az ügyfelet és a tanúsítót emailben értesítettük.',
} as const;

const reasonSchema = z
  .string({ error: REASSIGNMENT_MESSAGES.reasonRequired })
  .transform((value) => sanitizeText(value, REASSIGNMENT_REASON_MAX + 1))
  .pipe(
    z
      .string()
      .min(1, REASSIGNMENT_MESSAGES.reasonRequired)
      .min(REASSIGNMENT_REASON_MIN, REASSIGNMENT_MESSAGES.reasonTooShort)
      .max(REASSIGNMENT_REASON_MAX, REASSIGNMENT_MESSAGES.reasonTooLong),
  );

/**
 * The auditor the admin saw on the sheet comes along: if someone else changed it meanwhile, the request
 * is refused rather than undoing their change (two re-assignments at once: exactly one wins).
 */
export const removeAuditorSchema = z.strictObject({
  fromAuditorId: userIdSchema,
  reason: reasonSchema,
});
export type RemoveAuditorInput = z.input<typeof removeAuditorSchema>;

export const reassignAuditorSchema = removeAuditorSchema.extend({
  auditorId: z.string({ error: REASSIGNMENT_MESSAGES.auditorRequired }).pipe(userIdSchema),
});
export type ReassignAuditorInput = z.input<typeof reassignAuditorSchema>;

export const reassignmentResultSchema = z.object({ message: z.string() });

/** What the dialog validates before sending (the server checks it again). */
export const reasonFormSchema = z.object({ reason: reasonSchema });
