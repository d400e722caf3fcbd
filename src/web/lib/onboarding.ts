// GET /api/auditor/onboarding: whether the auditor has finished onboarding (docs/roles/auditor.md,
// 'Onboarding'; docs/rules/statuses.md, 'Auditor onboarding'). Here rather than in the auditor workspace:
// the signed-in layout's guard (app/require-onboarding.tsx) reads it for every auditor's screen, as it reads
// the session.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingState } from '../../domain/auditor-workspace.ts';
import { apiFetch } from './api-client.ts';
import { apiPaths } from './paths.ts';

export const getOnboarding = (signal?: AbortSignal) =>
  apiFetch<OnboardingState>(apiPaths.auditorOnboarding(), signal ? { signal } : {});

export const onboardingQuery = () =>
  queryOptions({
    queryKey: ['auditor-workspace', 'onboarding'],
    queryFn: ({ signal }) => getOnboarding(signal),
    // Onboarding changes only through this app's own form, which stores the answer.
    staleTime: Infinity,
  });

export const useOnboarding = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...onboardingQuery(), ...options });
