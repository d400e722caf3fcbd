// POST /api/support/tickets: the bank's new ticket; the portal admins are e-mailed.
import type { z } from 'zod';
import type { TicketDetail, ticketSchema } from '../../../../domain/support.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { supportKey } from './get-tickets.ts';

export type NewTicketInput = z.input<typeof ticketSchema>;

export const createTicket = (input: NewTicketInput) =>
  apiFetch<TicketDetail>(apiPaths.supportTickets(), { method: 'POST', body: input });

export const useCreateTicket = () => useRefreshingMutation(createTicket, supportKey(), 'onSuccess');
