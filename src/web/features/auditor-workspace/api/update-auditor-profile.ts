// PUT /api/auditor/profile: name, contact e-mail, company, weekly capacity, counties and active flag.
import type { z } from 'zod';
import type { AuditorOwnProfile } from '../../../../domain/auditor-workspace.ts';
import type { auditorProfileSchema } from '../../../../domain/auditors.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { auditorProfileQuery } from './get-auditor-profile.ts';

export type AuditorProfileInput = z.input<typeof auditorProfileSchema>;

export const updateAuditorProfile = (input: AuditorProfileInput) =>
  apiFetch<{ profile: AuditorOwnProfile; message: string }>(apiPaths.auditorProfile(), {
    method: 'PUT',
    body: input,
  });

export const useUpdateAuditorProfile = () =>
  useUpdatingMutation(updateAuditorProfile, async (queryClient, { profile }) => {
    queryClient.setQueryData(auditorProfileQuery().queryKey, profile);
    await queryClient.invalidateQueries({ queryKey: auditorProfileQuery().queryKey });
  });
