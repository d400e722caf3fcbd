// The headings the signed-in screens open with, in one place: each screen's PageHeader shows its own, and the
// server paints the one at the visitor's address before the scripts run (server/platform/web-frame.ts,
// decision 0027). On a phone the heading is the screen's largest text; painted by the app alone it came
// three seconds late, after the scripts.
import type { Role } from './roles.ts';
import { greeting } from './person-name.ts';

export interface ScreenHeading {
  title: string;
  /** The grey line under the title, where the screen has one. */
  description?: string;
  /** How wide the description may grow, in px, where it is limited. */
  descriptionWidth?: number;
  /**
   * Where the screen keeps an action at the row's end that never wraps below the heading: its width with
   * the gap before it, in px, which the heading's lines leave free.
   */
  actionsWidth?: number;
}

/** The bank's start screen's bell: an extra-large action icon (44 px) after the row's gap (16 px). */
const BANK_DASHBOARD_BELL_WIDTH = 44 + 16;

/**
 * The bank's start screen opens with the programme's name and a greeting, the bell at the row's end
 * (docs/roles/bank-staff.md, 'Dashboard'): they name the bank and the person, so they are made here for
 * both the screen and the server's first paint.
 */
export function bankDashboardHeading(
  bankName: string | undefined,
  person: { firstName: string | null; name: string },
): ScreenHeading {
  return {
    title: bankName ? `${bankName} energetikai tanúsítvány programja` : 'Energetikai tanúsítvány program',
    description: `${greeting(person)} A program mai állása.`,
    actionsWidth: BANK_DASHBOARD_BELL_WIDTH,
  };
}

/**
 * The portal admin's start screen greets the person and says what it shows (docs/roles/portal-admin.md,
 * 'Start page'); on a phone the greeting is its largest text, so the server paints it first as well.
 */
export function adminDashboardHeading(person: { firstName: string | null; name: string }): ScreenHeading {
  return {
    title: greeting(person),
    description: 'A mai teendők és a tanúsítási program állása.',
  };
}

export const SCREEN_HEADINGS = {
  apiKeys: {
    title: 'API-kulcsok',
    description:
      'A bank rendszerei (például a CRM) ezekkel a kulcsokkal küldhetnek kuponokat és kérhetik le a megrendelések változásait a portál gépi felületén (/api/v1). Egy kulcs a létrehozója nevében jár el, és csak a kiválasztott jogosultságokkal.',
    descriptionWidth: 720,
  },
  auditors: { title: 'Tanúsítók kezelése' },
  bankAuditors: { title: 'Energetikai tanúsítók' },
  bankClients: { title: 'Ügyfelek' },
  /** The bank's reports (/billing), whose 'Export Excel' wraps below the heading on a phone. */
  bankReports: {
    title: 'Riportok',
    description: 'A bank programjának számai az adatbázisból, a választott időszakra és megyére.',
  },
  certificates: { title: 'Tanúsítványok' },
  clientActivity: { title: 'Ügyféltevékenység' },
  leads: { title: 'Lead-kezelés' },
  news: {
    title: 'Hírek',
    description: 'A közzétett hírek a kiválasztott szerepkörök kezdőképernyőjén jelennek meg.',
  },
  /** The bank's support list: its own tickets, which it sends. */
  supportForBank: {
    title: 'Támogatás',
    description: 'Kérdése vagy problémája van a portállal? Küldjön bejelentést az üzemeltetőnek.',
  },
  /** The operator's support list: the bank's tickets, which it answers. */
  supportForOperator: {
    title: 'Támogatás',
    description: 'A bank munkatársainak bejelentései. Válaszáról a bejelentő emailben értesítést kap.',
  },
  /** The portal admin's settlement (/billing), whose 'Export Excel' wraps below the heading on a phone. */
  settlement: {
    title: 'Elszámolás',
    description:
      'A tanúsítók havi díja a hónapban feltöltött tanúsítványaik után, a kifizetések nyilvántartásával.',
  },
  systemLog: { title: 'Rendszernapló' },
  tigStatements: { title: 'TIG elszámolások' },
  webhooks: {
    title: 'Webhookok',
    description:
      'A portál aláírt üzenetben értesíti az Ön rendszereit a megrendelésekről, kuponbeváltásokról, hozzárendelésekről, időpontokról, tanúsítványokról és elszámolásokról (Standard Webhooks).',
    descriptionWidth: 760,
  },
  weeklyZip: { title: 'Heti ZIP' },
} as const satisfies Record<string, ScreenHeading>;

/**
 * The screens whose heading stands first in the main area, by address and role (the router's route sets,
 * docs/rules/access.md; src/web/app/screen-headings.test.tsx renders each and compares). A start screen
 * with the news panel above its content is not among them; the bank's and the portal admin's, whose headings
 * greet the person, are in firstHeadingOf.
 */
const FIRST_HEADINGS: Record<string, Partial<Record<Role, ScreenHeading>>> = {
  '/api-keys': { bank_admin: SCREEN_HEADINGS.apiKeys, portal_admin: SCREEN_HEADINGS.apiKeys },
  '/auditors': {
    bank_admin: SCREEN_HEADINGS.bankAuditors,
    portal_admin: SCREEN_HEADINGS.auditors,
    admin_light: SCREEN_HEADINGS.auditors,
  },
  '/billing': { bank_admin: SCREEN_HEADINGS.bankReports, portal_admin: SCREEN_HEADINGS.settlement },
  '/certificates': { admin_light: SCREEN_HEADINGS.certificates },
  '/clients': { bank_admin: SCREEN_HEADINGS.bankClients },
  '/clients/logs': { bank_admin: SCREEN_HEADINGS.clientActivity },
  '/leads': { bank_admin: SCREEN_HEADINGS.leads },
  '/logs': { admin_light: SCREEN_HEADINGS.systemLog },
  '/news': { portal_admin: SCREEN_HEADINGS.news },
  '/support': {
    bank_admin: SCREEN_HEADINGS.supportForBank,
    portal_admin: SCREEN_HEADINGS.supportForOperator,
  },
  '/tig-statements': {
    admin_light: SCREEN_HEADINGS.tigStatements,
    bank_admin: SCREEN_HEADINGS.tigStatements,
  },
  '/webhooks': { bank_admin: SCREEN_HEADINGS.webhooks, portal_admin: SCREEN_HEADINGS.webhooks },
  '/weekly-zip': { admin_light: SCREEN_HEADINGS.weeklyZip },
};

/** Who opens a screen, for the headings that name the bank or greet the person. */
export interface HeadingViewer {
  role: Role;
  firstName: string | null;
  name: string;
  bankName: string;
}

/** The heading the screen at `pathname` opens with for `viewer`, where it stands first; null elsewhere. */
export function firstHeadingOf(pathname: string, viewer: HeadingViewer): ScreenHeading | null {
  if (pathname === '/' && viewer.role === 'bank_admin') return bankDashboardHeading(viewer.bankName, viewer);
  if (pathname === '/' && viewer.role === 'portal_admin') return adminDashboardHeading(viewer);
  return Object.hasOwn(FIRST_HEADINGS, pathname) ? (FIRST_HEADINGS[pathname]![viewer.role] ?? null) : null;
}

/** Every address and role with a heading first, for the test that renders each. */
export const FIRST_HEADING_SCREENS = Object.entries(FIRST_HEADINGS).flatMap(([path, byRole]) =>
  Object.entries(byRole).map(([role, heading]) => ({ path, role: role as Role, heading })),
);
