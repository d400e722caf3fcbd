// POST /api/auditor/onboarding: company details and the terms; the workspace opens
// (docs/roles/auditor.md, 'Onboarding').
import type { z } from 'zod';
import type { OnboardingState } from '../../../../domain/auditor-workspace.ts';
import type { onboardingSchema } from '../../../../domain/auditors.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useUpdatingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { onboardingQuery } from '../../../lib/onboarding.ts';

export type OnboardingInput = z.input<typeof onboardingSchema>;

export const completeOnboarding = (input: OnboardingInput) =>
  apiFetch<{ state: OnboardingState; message: string }>(apiPaths.auditorOnboarding(), {
    method: 'POST',
    body: input,
  });

export const useCompleteOnboarding = () =>
  useUpdatingMutation(completeOnboarding, (queryClient, { state }) =>
    queryClient.setQueryData(onboardingQuery().queryKey, state),
  );
