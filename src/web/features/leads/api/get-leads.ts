// GET /api/leads: one page of the bank's leads, searched, filtered and sorted on the server
// (docs/roles/bank-staff.md, 'Leads').
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadList, LeadsQuery } from '../../../../domain/leads.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';

export const getLeads = (query: LeadsQuery, signal?: AbortSignal) =>
  apiFetch<LeadList>(withQuery(apiPaths.leads(), query), signal ? { signal } : {});

/** Every list page and every lead's detail and history: what a change makes stale. */
export const leadsKey = () => ['leads'] as const;

export const leadsQuery = (query: LeadsQuery) =>
  queryOptions({
    queryKey: [...leadsKey(), 'list', query],
    queryFn: ({ signal }) => getLeads(query, signal),
  });

export const useLeads = (query: LeadsQuery) =>
  useQuery({ ...leadsQuery(query), placeholderData: keepPreviousData });
