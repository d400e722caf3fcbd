// PUT /api/auditor/profile: name, contact e-mail, company, weekly capacity, counties and active flag.
import type { z } from 'zod';
import type { AuditorOwnProfile } from '../../../../domain/auditor-workspace.ts';
import type { auditorProfileSchema } from '../../../../domain/auditors.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { auditorProfileQuery } from './get-auditor-profile.ts';

export type AuditorProfileInput = z.input<typeof auditorProfileSchema>;

export const useUpdateAuditorProfile = () =>
  useSendingMutation<{ profile: AuditorOwnProfile; message: string }, AuditorProfileInput>(
    'PUT',
    apiPaths.auditorProfile(),
    async (queryClient, { profile }) => {
      queryClient.setQueryData(auditorProfileQuery().queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: auditorProfileQuery().queryKey });
    },
  );
