// The scopes an API key may carry (docs/rules/api.md, 'Scopes'), with their Hungarian labels and the roles
// that may hold each; without zod, as the system log's vocabulary names them (decision 0022). api-keys.ts
// re-exports them.
import { labelled } from './labelled.ts';
import type { Role } from './roles.ts';

export const { values: API_SCOPES, labels: API_SCOPE_LABELS } = labelled({
  'coupons:write': 'Kuponok feltöltése',
  'orders:read': 'Megrendelések és ingatlanok változásainak olvasása',
  'certificates:read': 'Tanúsítványok olvasása és letöltése',
  'statements:read': 'TIG elszámolások olvasása',
  'webhooks:manage': 'Webhook végpontok kezelése',
});
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * Who may hold each scope: exactly who reaches the same data on the screens (docs/rules/api.md, 'Scopes'),
 * so a key never sees more than its maker. The coupon manager and the TIG statements are the bank's staff's;
 * the portal admin reads every order and certificate.
 */
export const API_SCOPE_ROLES: Record<ApiScope, readonly Role[]> = {
  'coupons:write': ['bank_admin'],
  'orders:read': ['bank_admin', 'portal_admin'],
  'certificates:read': ['bank_admin', 'portal_admin'],
  'statements:read': ['bank_admin'],
  'webhooks:manage': ['bank_admin', 'portal_admin'],
};

/** Who makes and manages keys: the bank's staff and the portal admin (docs/rules/api.md, 'Keys'). */
export const API_KEY_ROLES: readonly Role[] = ['bank_admin', 'portal_admin'];

/** The scopes a role may give a key. */
export const scopesForRole = (role: Role): ApiScope[] =>
  API_SCOPES.filter((scope) => API_SCOPE_ROLES[scope].includes(role));

export const isApiScope = (value: string): value is ApiScope =>
  (API_SCOPES as readonly string[]).includes(value);
