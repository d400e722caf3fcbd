import {
  IconActivity,
  IconAddressBook,
  IconArrowsExchange,
  IconChartBar,
  IconTicket,
  IconCertificate,
  IconCoin,
  IconFileInvoice,
  IconFileZip,
  IconHome,
  IconIdBadge2,
  IconKey,
  IconLifebuoy,
  IconListDetails,
  IconNews,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Role } from '../../domain/roles.ts';
import type { MenuBadgeName } from './menu-badges.tsx';

export interface MenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  isActive: (pathname: string) => boolean;
  /** A count shown beside the label (the bank's 'Főoldal': clients waiting for an auditor). */
  badge?: MenuBadgeName;
}

const HOME: MenuItem = {
  to: '/',
  label: 'Főoldal',
  icon: <IconHome size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/' || pathname.startsWith('/property/'),
};
const CLIENTS: MenuItem = {
  to: '/clients',
  label: 'Ügyfelek',
  icon: <IconUsers size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/clients',
};
const AUDITORS: MenuItem = {
  to: '/auditors',
  label: 'Tanúsítók',
  icon: <IconIdBadge2 size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/auditors' || pathname.startsWith('/auditors/'),
};
const TIG_STATEMENTS: MenuItem = {
  to: '/tig-statements',
  label: 'TIG elszámolások',
  icon: <IconFileInvoice size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/tig-statements',
};
const CERTIFICATES: MenuItem = {
  to: '/certificates',
  label: 'Tanúsítványok',
  icon: <IconCertificate size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/certificates',
};
const PAIRING: MenuItem = {
  to: '/auditor-pairing',
  label: 'Párosítás',
  icon: <IconArrowsExchange size={18} aria-hidden />,
  // The automatic pairing opens from the pairing page and stays under its menu item.
  isActive: (pathname) => pathname === '/auditor-pairing' || pathname === '/auditor-pairing/auto',
};

// Admin Light's system log (docs/roles/admin-light.md, 'System log')
const SYSTEM_LOG: MenuItem = {
  to: '/logs',
  label: 'Rendszernapló',
  icon: <IconListDetails size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/logs',
};

// Admin Light's weekly ZIP (docs/roles/admin-light.md, 'Weekly ZIP')
const WEEKLY_ZIP: MenuItem = {
  to: '/weekly-zip',
  label: 'Heti ZIP',
  icon: <IconFileZip size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/weekly-zip',
};

// The bank's support tickets, answered by the portal admins (docs/roles/bank-staff.md, 'Support')
const SUPPORT: MenuItem = {
  to: '/support',
  label: 'Támogatás',
  icon: <IconLifebuoy size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/support' || pathname.startsWith('/support/'),
};

// Each team's signed webhook endpoints (docs/rules/webhooks.md)
const WEBHOOKS: MenuItem = {
  to: '/webhooks',
  label: 'Webhookok',
  icon: <IconWebhook size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/webhooks' || pathname.startsWith('/webhooks/'),
};

// The portal admin writes the news; the roles addressed read them all here (the start screens' panel shows
// the latest three). docs/roles/portal-admin.md, 'News'.
const NEWS: MenuItem = {
  to: '/news',
  label: 'Hírek',
  icon: <IconNews size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/news',
};

// The portal admin's settlement with the auditors (docs/roles/portal-admin.md, 'Settlement')
const SETTLEMENT: MenuItem = {
  to: '/billing',
  label: 'Elszámolás',
  icon: <IconCoin size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/billing',
};

// The keys of the bank's systems on the machine API (docs/rules/api.md, 'Keys')
const API_KEYS: MenuItem = {
  to: '/api-keys',
  label: 'API-kulcsok',
  icon: <IconKey size={18} aria-hidden />,
  isActive: (pathname) => pathname === '/api-keys',
};

// The bank's menu (docs/rules/access.md, 'Menus').
const BANK_SUBPAGES = ['/clients/coupon-validation', '/clients/logs'];
const BANK_MENU: MenuItem[] = [
  { ...HOME, badge: 'bankFindingAuditor' },
  {
    ...CLIENTS,
    isActive: (pathname) =>
      (pathname === '/clients' || pathname.startsWith('/clients/')) && !BANK_SUBPAGES.includes(pathname),
  },
  {
    to: '/clients/coupon-validation',
    label: 'Kupon ellenőrzés',
    icon: <IconTicket size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/clients/coupon-validation',
  },
  {
    to: '/clients/logs',
    label: 'Ügyféltevékenység',
    icon: <IconActivity size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/clients/logs',
  },
  {
    to: '/leads',
    label: 'Lead-kezelés',
    icon: <IconAddressBook size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/leads' || pathname.startsWith('/leads/'),
  },
  {
    to: '/billing',
    label: 'Riportok',
    icon: <IconChartBar size={18} aria-hidden />,
    isActive: (pathname) => pathname === '/billing',
  },
  // The statements the bank is billed with (docs/roles/bank-staff.md, 'TIG statements list').
  TIG_STATEMENTS,
  SUPPORT,
  { ...AUDITORS, label: 'Energetikai tanúsítók' },
  NEWS,
  // The bank's systems' access to the portal (docs/rules/api.md, docs/rules/webhooks.md).
  API_KEYS,
  WEBHOOKS,
];

/**
 * Each role's menu holds the screens of its route set (docs/rules/access.md, 'Menus'). A client has one
 * screen, so no menu: a side menu with only 'Főoldal' took a sixth of the screen.
 */
export function menuFor(role: Role): MenuItem[] {
  switch (role) {
    case 'auditor':
      return [CLIENTS, NEWS];
    case 'portal_admin':
      return [HOME, CLIENTS, AUDITORS, PAIRING, SETTLEMENT, SUPPORT, NEWS, API_KEYS, WEBHOOKS];
    case 'admin_light':
      return [CLIENTS, AUDITORS, CERTIFICATES, TIG_STATEMENTS, SYSTEM_LOG, WEEKLY_ZIP, NEWS];
    case 'bank_admin':
      return BANK_MENU;
    case 'client':
      return [];
    default:
      return [HOME];
  }
}
