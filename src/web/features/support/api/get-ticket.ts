// GET /api/support/tickets/{id}: one ticket with its thread.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '../../../../domain/support.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { supportKey } from './get-tickets.ts';

export const getTicket = (id: string, signal?: AbortSignal) =>
  apiFetch<TicketDetail>(apiPaths.supportTicket(id), signal ? { signal } : {});

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: [...supportKey(), 'ticket', id],
    queryFn: ({ signal }) => getTicket(id, signal),
  });

export const useTicket = (id: string) => useQuery(ticketQuery(id));
