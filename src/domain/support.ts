// Support tickets (docs/roles/bank-staff.md, 'Support'; docs/rules/statuses.md, 'Support tickets'): the
// bank's staff report, the operator's portal admins answer; both write in the ticket's thread.
import { z } from 'zod';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from './constants.ts';
import { pageSchema, querySchema } from './list-query-schema.ts';
import { MESSAGES } from './messages.ts';
import type { Role } from './roles.ts';
import { TICKET_STATUS_LABELS, ticketsQueryFields, type TicketStatus } from './support-list.ts';
import { requiredLine, requiredText } from './validation.ts';

// The tickets' words and list are in support-list.ts, without zod (decision 0022).
export * from './support-list.ts';

/** 'Állapot: Nyitott → Folyamatban', the thread's system line and the e-mail's. */
export const statusChangeLine = (from: TicketStatus, to: TicketStatus) =>
  `Állapot: ${TICKET_STATUS_LABELS[from]} → ${TICKET_STATUS_LABELS[to]}`;

/**
 * The portal admin sets any status. The bank may close its ticket (the question settled itself) and may
 * reopen a resolved or closed one (the problem came back); in_progress and resolved are the operator's word.
 */
export function canSetTicketStatus(role: Role, from: TicketStatus, to: TicketStatus): boolean {
  if (from === to) return false;
  if (role === 'portal_admin') return true;
  if (role !== 'bank_admin') return false;
  if (to === 'closed') return true;
  return to === 'open' && (from === 'resolved' || from === 'closed');
}

/** The statuses a role may move a ticket to from `from`, in the list's order. */
export const ticketStatusTargets = (role: Role, from: TicketStatus): TicketStatus[] =>
  TICKET_STATUSES.filter((to) => canSetTicketStatus(role, from, to));

export const ticketsQuerySchema = querySchema(ticketsQueryFields);
export type TicketsQuery = Partial<z.output<typeof ticketsQuerySchema>>;

export const ticketStatusChangeSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: MESSAGES.ticket.statusNotAllowed }),
});

const isoDate = z.iso.datetime({ offset: true });

export const ticketSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(TICKET_TYPES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  createdByName: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  commentCount: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketListSchema = pageSchema(ticketSummarySchema);
export type TicketList = z.infer<typeof ticketListSchema>;

export const TICKET_EVENT_KINDS = ['comment', 'status'] as const;

/** One line of the thread: a comment, or the system line of a status change. */
export const ticketEventSchema = z.object({
  id: z.string(),
  kind: z.enum(TICKET_EVENT_KINDS),
  authorName: z.string(),
  authorRole: z.enum(['bank_admin', 'portal_admin', 'other']),
  body: z.string().nullable(),
  oldStatus: z.enum(TICKET_STATUSES).nullable(),
  newStatus: z.enum(TICKET_STATUSES).nullable(),
  createdAt: isoDate,
});
export type TicketEvent = z.infer<typeof ticketEventSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  description: z.string(),
  events: z.array(ticketEventSchema),
  /** The statuses the reader may set now (the server decides; the screen offers only these). */
  statusTargets: z.array(z.enum(TICKET_STATUSES)),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

// --- The forms ------------------------------------------------------------------------------------------
export const ticketSchema = z.object({
  title: requiredLine(MESSAGES.ticket.titleRequired, 200),
  description: requiredText(MESSAGES.ticket.descriptionRequired, 5000),
  type: z.enum(TICKET_TYPES).default('other'),
  priority: z.enum(TICKET_PRIORITIES).default('medium'),
});

/** A reply in a support ticket's thread. */
export const TICKET_COMMENT_MAX = 2000;
export const ticketCommentSchema = z.object({
  body: requiredText(
    MESSAGES.ticket.commentRequired,
    TICKET_COMMENT_MAX,
    MESSAGES.ticket.commentTooLong(TICKET_COMMENT_MAX),
  ),
});
