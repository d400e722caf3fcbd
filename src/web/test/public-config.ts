import type { PublicConfig } from '../../domain/public-config.ts';

/** The public configuration as the server answers it (GET /api/public-config), for a bank named 'Partner Bank'. */
export const buildPublicConfig = (overrides: Partial<PublicConfig> = {}): PublicConfig => ({
  productTitle: 'Energetikai Tanúsítvány Portál',
  bankName: 'Partner Bank',
  bankLandingUrl: 'https://bank.example.hu/tanusitvany',
  supportPhone: '+36 1 234 5678',
  supportEmail: 'support@example.hu',
  devtoolsGuard: false,
  ...overrides,
});
