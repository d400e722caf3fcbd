// Who takes new work (docs/rules/assignment.md, 'Batch plan'): the one condition that the suggestions, a
// first assignment, a reassignment and the bank's auditor directory all apply.
import { and, eq, type SQL } from 'drizzle-orm';
import { auditorDetails, profiles } from '../../db/schema.ts';

/** On profiles joined with auditor_details: an auditor whose onboarding was accepted and who is active. */
export const takesNewWork: SQL = and(
  eq(profiles.role, 'auditor'),
  eq(auditorDetails.onboardingStatus, 'accepted'),
  eq(auditorDetails.isActive, true),
)!;
