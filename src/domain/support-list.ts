// The support tickets' words and list, without zod (decision 0022): types, priorities and statuses with
// their Hungarian labels and colours, who may read and open tickets, and the list's query. The schemas and
// the status rules are in support.ts, which re-exports all of this.
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TYPES } from './constants.ts';
import { filterField, pagingFields, textField } from './list-query.ts';
import type { Role } from './roles.ts';

export type TicketType = (typeof TICKET_TYPES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * Who may do what: the bank is one team, so every bank_admin sees every ticket; the portal admins answer
 * all of them. Only the bank opens tickets (the operator has nobody to report to).
 */
export const SUPPORT_ROLES = {
  read: ['bank_admin', 'portal_admin'],
  create: ['bank_admin'],
} as const satisfies Record<string, readonly Role[]>;

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  bug: 'Hiba',
  feature: 'Fejlesztési javaslat',
  other: 'Egyéb',
};
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Alacsony',
  medium: 'Közepes',
  high: 'Magas',
};
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Nyitott',
  in_progress: 'Folyamatban',
  resolved: 'Megoldva',
  closed: 'Lezárva',
};
export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = {
  open: 'blue',
  in_progress: 'yellow',
  resolved: 'green',
  closed: 'gray',
};
export const TICKET_PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: 'gray',
  medium: 'orange',
  high: 'red',
};

export const TICKET_PAGE_SIZE = 25;

export const ticketsQueryFields = {
  search: textField(),
  status: filterField(TICKET_STATUSES),
  type: filterField(TICKET_TYPES),
  priority: filterField(TICKET_PRIORITIES),
  ...pagingFields({ pageSize: TICKET_PAGE_SIZE }),
};
