import type { OnboardingState } from '../../domain/auditor-workspace.ts';

/** An auditor's onboarding answer in `status`, with nothing filled in yet. */
export const onboardingState = (status: OnboardingState['status']): OnboardingState => ({
  status,
  companyName: null,
  companyTaxNumber: null,
  companyAddress: null,
  contactEmail: null,
  representativeName: null,
  termsAcceptedAt: null,
});
