// POST /api/support/tickets/{id}/comments and PUT …/status: the thread's writes; the other side is e-mailed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketStatus } from '../../../../domain/support.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { ticketQuery } from './get-ticket.ts';
import { supportKey } from './get-tickets.ts';

export const addTicketComment = ({ id, body }: { id: string; body: string }) =>
  apiFetch<TicketDetail>(apiPaths.supportTicketComments(id), { method: 'POST', body: { body } });

export const setTicketStatus = ({ id, status }: { id: string; status: TicketStatus }) =>
  apiFetch<TicketDetail>(apiPaths.supportTicketStatus(id), { method: 'PUT', body: { status } });

function useTicketWrite<V extends { id: string }>(write: (variables: V) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (ticket) => queryClient.setQueryData(ticketQuery(ticket.id).queryKey, ticket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKey() }),
    meta: { handlesError: true },
  });
}

export const useAddTicketComment = () => useTicketWrite(addTicketComment);
export const useSetTicketStatus = () => useTicketWrite(setTicketStatus);
