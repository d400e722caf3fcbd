import { z } from 'zod';

/** What the web app may know of the configuration (GET /api/public-config). */
export const publicConfigSchema = z.object({
  productTitle: z.string(),
  bankName: z.string(),
  bankLandingUrl: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  devtoolsGuard: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
