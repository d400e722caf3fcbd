// GET /api/support/tickets: the tickets, newest first, filtered on the server (docs/roles/bank-staff.md,
// 'Support').
import type { TicketList, TicketsQuery } from '../../../../domain/support.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every list and ticket of the support screens: what a new ticket, a reply or a status change makes stale. */
export const supportKey = () => ['support'] as const;

export const ticketsQuery = getListQuery<TicketList, TicketsQuery>(apiPaths.supportTickets, () => [
  ...supportKey(),
  'list',
]);

export const useTickets = keptListHook(ticketsQuery);
