import type { OnboardingStatus } from '../../../domain/statuses.ts';
import { ONBOARDING_LABELS } from '../../../domain/statuses.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <ToneBadge color={isActive ? 'green' : 'gray'} tt="none">
      {isActive ? 'Aktív' : 'Inaktív'}
    </ToneBadge>
  );
}

/** docs/roles/portal-admin.md, 'Auditors': init is 'Regisztrált', accepted 'Szerződött'. */
export function OnboardingBadge({ status }: { status: OnboardingStatus }) {
  return (
    <ToneBadge color={status === 'accepted' ? 'blue' : 'orange'} tt="none">
      {ONBOARDING_LABELS[status]}
    </ToneBadge>
  );
}
