import type { ShareState } from '../../../domain/property.ts';
import type { CertificateBadge as CertificateBadgeValue } from '../../../domain/statuses.ts';
import { ToneBadge } from '../../components/status-badge.tsx';

export const CERTIFICATE_BADGE_LABELS: Record<CertificateBadgeValue, string> = {
  not_ordered: 'Nincs megrendelve',
  pending: 'Folyamatban',
  completed: 'Elkészült',
};
const CERTIFICATE_BADGE_COLORS: Record<CertificateBadgeValue, string> = {
  not_ordered: 'gray',
  pending: 'orange',
  completed: 'green',
};

/** The certificate row's badge in the document panel (docs/rules/statuses.md, 'The certificate badge'). */
export function CertificateBadge({ badge }: { badge: CertificateBadgeValue }) {
  return <ToneBadge color={CERTIFICATE_BADGE_COLORS[badge]}>{CERTIFICATE_BADGE_LABELS[badge]}</ToneBadge>;
}

export const SHARE_STATE_LABELS: Record<ShareState, string> = {
  active: 'Aktív',
  expired: 'Lejárt',
  revoked: 'Visszavonva',
};
const SHARE_STATE_COLORS: Record<ShareState, string> = { active: 'green', expired: 'gray', revoked: 'red' };

export function ShareStateBadge({ state }: { state: ShareState }) {
  return <ToneBadge color={SHARE_STATE_COLORS[state]}>{SHARE_STATE_LABELS[state]}</ToneBadge>;
}
