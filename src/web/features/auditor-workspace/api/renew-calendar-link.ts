// POST /api/auditor/profile/calendar-link: a new private calendar link; the old one stops working.
import type { AuditorOwnProfile } from '../../../../domain/auditor-workspace.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { auditorProfileQuery } from './get-auditor-profile.ts';

export const renewCalendarLink = () =>
  apiFetch<{ profile: AuditorOwnProfile; message: string }>(apiPaths.auditorCalendarLink(), {
    method: 'POST',
    body: {},
  });

export const useRenewCalendarLink = () =>
  useUpdatingMutation(renewCalendarLink, (queryClient, { profile }) =>
    queryClient.setQueryData(auditorProfileQuery().queryKey, profile),
  );
