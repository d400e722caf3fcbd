import { labelled } from './labelled.ts';

export const { values: ROLES, labels: ROLE_LABELS } = labelled({
  client: 'Ügyfél',
  auditor: 'Tanúsító',
  bank_admin: 'Bank admin',
  portal_admin: 'Portál admin',
  admin_light: 'Admin Light',
});
export type Role = (typeof ROLES)[number];

/**
 * Staff sessions are shorter and need two-factor sign-in (docs/product.md, 'Two-factor sign-in',
 * 'Staff session limits').
 */
export const STAFF_ROLES: readonly Role[] = ['bank_admin', 'portal_admin', 'admin_light'];

/**
 * Everyone but auditors edits their own profile and may delete their own account
 * (docs/product.md, 'Who manages their own account').
 */
export const SELF_SERVICE_ROLES: readonly Role[] = ['client', 'bank_admin', 'portal_admin', 'admin_light'];

/**
 * Every role but the client has a side menu (docs/rules/access.md, 'Menus'): a client has one screen, and a
 * side menu with only 'Főoldal' took a sixth of the screen.
 */
export function hasSideMenu(role: Role): boolean {
  return role !== 'client';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}
