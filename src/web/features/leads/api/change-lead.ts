// The lead's changes: create, edit (fields, status, next contact), notes, tasks and the invitation. Each
// answers the lead's detail; the lists, the detail and the history are stale afterwards.
import type { LeadDetail, LeadInput, LeadTaskInput, LeadUpdate } from '../../../../domain/leads.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { leadsKey } from './get-leads.ts';

export type LeadChange =
  | { kind: 'create'; input: LeadInput }
  | { kind: 'update'; id: string; update: LeadUpdate }
  | { kind: 'note'; id: string; text: string }
  | { kind: 'task'; id: string; task: LeadTaskInput }
  | { kind: 'taskDone'; id: string; taskId: string; done: boolean }
  | { kind: 'invite'; id: string };

export function changeLead(change: LeadChange): Promise<LeadDetail> {
  switch (change.kind) {
    case 'create':
      return apiFetch(apiPaths.leads(), { method: 'POST', body: change.input });
    case 'update':
      return apiFetch(apiPaths.lead(change.id), { method: 'PATCH', body: change.update });
    case 'note':
      return apiFetch(apiPaths.leadNotes(change.id), { method: 'POST', body: { text: change.text } });
    case 'task':
      return apiFetch(apiPaths.leadTasks(change.id), { method: 'POST', body: change.task });
    case 'taskDone':
      return apiFetch(apiPaths.leadTask(change.id, change.taskId), {
        method: 'PATCH',
        body: { done: change.done },
      });
    case 'invite':
      return apiFetch(apiPaths.leadInvitation(change.id), { method: 'POST' });
  }
}

export const useChangeLead = () => useRefreshingMutation(changeLead, leadsKey(), 'onSettled');
