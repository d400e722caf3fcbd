// GET /api/leads: one page of the bank's leads, searched, filtered and sorted on the server
// (docs/roles/bank-staff.md, 'Leads').
import type { LeadList, LeadsQuery } from '../../../../domain/leads.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** Every list page and every lead's detail and history: what a change makes stale. */
export const leadsKey = () => ['leads'] as const;

export const leadsQuery = getListQuery<LeadList, LeadsQuery>(apiPaths.leads, () => [...leadsKey(), 'list']);

export const useLeads = keptListHook(leadsQuery);
