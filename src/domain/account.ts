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
});
export type Me = z.infer<typeof meSchema>;

export const messageSchema = z.object({ message: z.string() });

export const loginStateSchema = z.object({ remainingAttempts: z.number(), captchaRequired: z.boolean() });
export type LoginState = z.infer<typeof loginStateSchema>;
