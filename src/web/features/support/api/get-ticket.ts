// GET /api/support/tickets/{id}: one ticket with its thread.
import { useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../domain/support.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { supportKey } from './get-tickets.ts';

export const ticketQuery = getQuery<TicketDetail, [id: string]>(apiPaths.supportTicket, (id) => [
  ...supportKey(),
  'ticket',
  id,
]);

export const useTicket = (id: string) => useQuery(ticketQuery(id));
