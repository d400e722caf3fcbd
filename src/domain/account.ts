import { z } from 'zod';
import { ROLES } from './roles.ts';

/** The signed-in person as the web app knows them (GET /api/account/me). */
export const meSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** Staff without an authenticator app: every screen but the set-up is closed to them. */
  twoFactorSetupRequired: z.boolean(),
  /** Made by the operator with a temporary password: only the password change opens. */
  passwordChangeRequired: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** A sign-in answers with the person, or asks for the authenticator code first. */
export const loginResultSchema = z.object({ me: meSchema.nullable(), twoFactorRequired: z.boolean() });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const twoFactorSetupSchema = z.object({
  totpURI: z.string(),
  /** The key to type into an app that cannot scan the QR code (base32). */
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Whether this address may register now; the form says so before anyone fills it. */
export const registrationStateSchema = z.object({
  allowed: z.boolean(),
  /** Minutes until the next registration is allowed; null while allowed. */
  minutesRemaining: z.number().int().nullable(),
});
export type RegistrationState = z.infer<typeof registrationStateSchema>;

export const loginStateSchema = z.object({ remainingAttempts: z.number(), captchaRequired: z.boolean() });
export type LoginState = z.infer<typeof loginStateSchema>;
