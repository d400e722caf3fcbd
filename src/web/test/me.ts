import type { Me } from '../../domain/account.ts';
import { ROLE_LABELS } from '../../domain/roles.ts';

/**
 * The signed-in person the session answers with: the role's label, the first and last name from `name`
 * ('Lakatos Nóra' is Nóra Lakatos), no phone or address, no step left before the portal opens.
 */
export function buildMe(role: Me['role'], overrides: Partial<Me> & { name?: string } = {}): Me {
  const name = overrides.name ?? 'Lakatos Nóra';
  return {
    id: 'u1',
    role,
    roleLabel: ROLE_LABELS[role],
    name,
    firstName: name.split(' ').slice(1).join(' '),
    lastName: name.split(' ')[0] ?? name,
    email: 'szemely@example.hu',
    phone: null,
    address: null,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
    passwordChangeRequired: false,
    ...overrides,
  };
}

/** The portal's demo operator, Tóth Gábor, signed in with two-factor as staff must be, in `role`. */
export const buildOperatorMe = (role: Me['role']): Me =>
  buildMe(role, { id: 'admin-1', name: 'Tóth Gábor', email: 'admin@example.hu', twoFactorEnabled: true });
