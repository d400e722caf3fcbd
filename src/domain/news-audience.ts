// Who reads the news (docs/product.md, 'News audience'), apart from the news' zod schemas in news.ts: the
// start screens' news panel needs only this, and zod is 25 kB of a phone's first download (decision 0020).
import type { Role } from './roles.ts';
import { labelled } from './labelled.ts';

/** Who may be addressed: the staff readers (the portal admin writes, clients have no start panel). */
export const { values: NEWS_AUDIENCE_ROLES, labels: NEWS_AUDIENCE_LABELS } = labelled({
  auditor: 'Tanúsítók',
  bank_admin: 'Bank munkatársai',
  admin_light: 'Admin Light',
});
export type NewsAudienceRole = (typeof NEWS_AUDIENCE_ROLES)[number];

/** By default the news goes to the auditors and the bank's staff. */
export const DEFAULT_NEWS_AUDIENCE: readonly NewsAudienceRole[] = ['auditor', 'bank_admin'];

export const isNewsReader = (role: Role): role is NewsAudienceRole =>
  (NEWS_AUDIENCE_ROLES as readonly string[]).includes(role);
