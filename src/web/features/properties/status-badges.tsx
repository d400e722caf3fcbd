import { Badge, type BadgeProps } from '@mantine/core';
import type { ShareState } from '../../../domain/property.ts';
import { statusLabel, type CertificateBadge as CertificateBadgeValue } from '../../../domain/statuses.ts';

// Dot badges: the label keeps the text colour (light badges' coloured text is below the AA contrast
// ratio for orange and green) and the dot carries the colour.
function ToneBadge({ color, ...props }: { color: string } & Omit<BadgeProps, 'color' | 'variant'>) {
  return <Badge variant="dot" color={color} {...props} />;
}

const STATUS_COLORS: Record<string, string> = {
  new: 'gray',
  finding_auditor: 'orange',
  auditor_assigned: 'blue',
  appointment_scheduled: 'indigo',
  document_uploaded: 'green',
};

/** The property status with its Hungarian label (spec 01 §4). */
export function StatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'color'>) {
  return (
    <ToneBadge color={STATUS_COLORS[status] ?? 'gray'} {...props}>
      {statusLabel(status)}
    </ToneBadge>
  );
}

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

/** spec 01 §2: the certificate row's badge in the document panel. */
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
