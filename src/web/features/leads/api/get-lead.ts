// GET /api/leads/{id} and /history: one lead with its notes and tasks, and its history page by page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadDetail, LeadHistoryPage } from '../../../../domain/leads.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { leadsKey } from './get-leads.ts';

export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: [...leadsKey(), 'detail', id],
    queryFn: ({ signal }) => apiFetch<LeadDetail>(apiPaths.lead(id), { signal }),
  });

export const useLead = (id: string | null) => useQuery({ ...leadQuery(id ?? ''), enabled: id !== null });

export const leadHistoryQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...leadsKey(), 'history', id, page],
    queryFn: ({ signal }) =>
      apiFetch<LeadHistoryPage>(withQuery(apiPaths.leadHistory(id), { page, pageSize: 25 }), { signal }),
  });

export const useLeadHistory = (id: string, page: number) =>
  useQuery({ ...leadHistoryQuery(id, page), placeholderData: keepPreviousData });
