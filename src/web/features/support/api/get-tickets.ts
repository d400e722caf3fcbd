// GET /api/support/tickets: the tickets, newest first, filtered on the server (docs/roles/bank-staff.md,
// 'Support').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketList, TicketsQuery } from '../../../../domain/support.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getTickets = (query: TicketsQuery, signal?: AbortSignal) =>
  apiFetch<TicketList>(withQuery(apiPaths.supportTickets(), query), signal ? { signal } : {});

/** Every list and ticket of the support screens: what a new ticket, a reply or a status change makes stale. */
export const supportKey = () => ['support'] as const;

export const ticketsQuery = (query: TicketsQuery) =>
  queryOptions({
    queryKey: [...supportKey(), 'list', query],
    queryFn: ({ signal }) => getTickets(query, signal),
  });

export const useTickets = (query: TicketsQuery) =>
  useQuery({ ...ticketsQuery(query), placeholderData: keepPreviousData });
