import type { AdminNewsItem } from '../../domain/news.ts';

/** A published news item as the portal admin's API answers it, for the auditors and the bank's staff (component tests). */
export const buildAdminNewsItem = (overrides: Partial<AdminNewsItem> = {}): AdminNewsItem => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  title: 'Új feltöltési határidő',
  content: 'Januártól 8 nap.',
  source: 'Üzemeltető',
  date: '2026-11-20',
  audience: ['auditor', 'bank_admin'],
  readCount: 0,
  createdByName: 'Tóth Gábor',
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
  ...overrides,
});
