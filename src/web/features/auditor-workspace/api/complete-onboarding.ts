// POST /api/auditor/onboarding: company details and the terms; the workspace opens
// (docs/roles/auditor.md, 'Onboarding').
import type { z } from 'zod';
import type { OnboardingState } from '../../../../domain/auditor-workspace.ts';
import type { onboardingSchema } from '../../../../domain/auditors.ts';
import { useSendingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { onboardingQuery } from '../../../lib/onboarding.ts';

export type OnboardingInput = z.input<typeof onboardingSchema>;

export const useCompleteOnboarding = () =>
  useSendingMutation<{ state: OnboardingState; message: string }, OnboardingInput>(
    'POST',
    apiPaths.auditorOnboarding(),
    (queryClient, { state }) => queryClient.setQueryData(onboardingQuery().queryKey, state),
  );
