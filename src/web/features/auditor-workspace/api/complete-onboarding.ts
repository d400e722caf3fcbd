// POST /api/auditor/onboarding: company details and the terms; the workspace opens
// (docs/roles/auditor.md, 'Onboarding').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OnboardingState } from '../../../../domain/auditor-workspace.ts';
import type { onboardingSchema } from '../../../../domain/auditors.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { onboardingQuery } from '../../../lib/onboarding.ts';

export type OnboardingInput = z.input<typeof onboardingSchema>;

export const completeOnboarding = (input: OnboardingInput) =>
  apiFetch<{ state: OnboardingState; message: string }>(apiPaths.auditorOnboarding(), {
    method: 'POST',
    body: input,
  });

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: ({ state }) => queryClient.setQueryData(onboardingQuery().queryKey, state),
    meta: { handlesError: true },
  });
}
