// GET /api/leads/{id} and /history: one lead with its notes and tasks, and its history page by page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadDetail, LeadHistoryPage } from '../../../../domain/leads.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { leadsKey } from './get-leads.ts';

export const leadQuery = getQuery<LeadDetail, [id: string]>(apiPaths.lead, (id) => [
  ...leadsKey(),
  'detail',
  id,
]);

export const useLead = (id: string | null) => useQuery({ ...leadQuery(id ?? ''), enabled: id !== null });

export const leadHistoryQuery = getQuery<LeadHistoryPage, [id: string, page: number]>(
  (id, page) => withQuery(apiPaths.leadHistory(id), { page, pageSize: 25 }),
  (id, page) => [...leadsKey(), 'history', id, page],
);

export const useLeadHistory = (id: string, page: number) =>
  useQuery({ ...leadHistoryQuery(id, page), placeholderData: keepPreviousData });
