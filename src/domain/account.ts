import { z } from 'zod';
import { ACCOUNT_DELETION_WORD, LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { isPostcode } from './postcodes.ts';
import { ROLES } from './roles.ts';
import { sanitizeText } from './sanitize.ts';
import {
  addressSchema,
  captchaSchema,
  emailSchema,
  firstNameSchema,
  isHungarianPhone,
  lastNameSchema,
  linkTokenSchema,
  oneLine,
  passwordSchema,
  phoneSchema,
  requiredLine,
} from './validation.ts';

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

// --- Registration (docs/roles/accounts.md, 'Registration') --------------------------------------------
export const registrationPersonalSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
});

export const registrationAddressSchema = addressSchema;

const mustAccept = (message: string) => z.literal(true, { error: message });

export const consentsSchema = z.object({
  privacyAccepted: mustAccept(MESSAGES.consent.privacy),
  termsAccepted: mustAccept(MESSAGES.consent.terms),
  khDataSharingAccepted: mustAccept(MESSAGES.consent.bankDataSharing),
  portalMarketingAccepted: mustAccept(MESSAGES.consent.marketing),
});

export const registrationPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .and(consentsSchema)
  .and(z.object({ captcha: captchaSchema }))
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.password.mismatch,
    path: ['confirmPassword'],
  });

/** What the server accepts: the three steps together (role is always client). */
export const registrationSchema = registrationPersonalSchema
  .extend(addressSchema.shape)
  .extend({ password: passwordSchema, confirmPassword: z.string(), captcha: captchaSchema })
  .extend(consentsSchema.shape)
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.password.mismatch,
    path: ['confirmPassword'],
  });
export type RegistrationInput = z.input<typeof registrationSchema>;

// --- Sign-in and passwords ----------------------------------------------------------------------------
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.password.required }).min(1, MESSAGES.password.required).max(128),
  rememberMe: z.boolean().default(false),
  captcha: linkTokenSchema(20_000).optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The reset page asks whether its link still works before the person types a new password. */
export const resetTokenCheckSchema = z.object({ token: linkTokenSchema() });

export const resetPasswordSchema = z
  .object({ token: linkTokenSchema(), password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.password.mismatch,
    path: ['confirmPassword'],
  });

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.password.currentRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.password.newMismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: MESSAGES.password.sameAsCurrent,
    path: ['newPassword'],
  });

export const accountDeletionSchema = z.object({
  confirmation: z.literal(ACCOUNT_DELETION_WORD, { error: MESSAGES.accountDeletion.confirmWord }),
});

// --- Two-factor sign-in (docs/rules/accounts.md, 'Two-factor authentication') --------------------------
export const totpCodeSchema = z
  .string({ error: MESSAGES.twoFactor.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MESSAGES.twoFactor.codeFormat));

export const twoFactorVerifySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema }),
  z.object({
    method: z.literal('backup'),
    code: z
      .string({ error: MESSAGES.twoFactor.backupCodeFormat })
      .trim()
      .min(1, MESSAGES.twoFactor.backupCodeFormat)
      .max(40, MESSAGES.twoFactor.backupCodeFormat),
  }),
]);

export const twoFactorPasswordSchema = z.object({
  password: z.string({ error: MESSAGES.password.required }).min(1, MESSAGES.password.required).max(128),
});

// --- Profile (docs/roles/accounts.md, 'Profile') ------------------------------------------------------
const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .transform((v) => sanitizeText(oneLine(v), max + 1))
    .pipe(z.string().max(max, tooLong))
    .default('');

/**
 * Only name and e-mail are required. The address is all or nothing: staff accounts have none, and a
 * client who keeps one gives every part of it (docs/rules/validation.md, 'Address').
 */
export const profileUpdateSchema = z
  .object({
    name: requiredLine(MESSAGES.name.required, LIMITS.nameMax * 2 + 1, MESSAGES.name.tooLong),
    email: emailSchema,
    phone: z
      .string()
      .trim()
      .max(LIMITS.phoneMax, MESSAGES.phone.tooLong)
      .refine((v) => v === '' || isHungarianPhone(v), MESSAGES.phone.invalid)
      .default(''),
    postcode: z
      .string()
      .trim()
      .refine((v) => v === '' || isPostcode(v), MESSAGES.postcode.invalid)
      .default(''),
    city: optionalLine(LIMITS.cityMax, MESSAGES.city.tooLong),
    street: optionalLine(LIMITS.streetMax, MESSAGES.street.tooLong),
    houseNumber: optionalLine(LIMITS.houseNumberMax, MESSAGES.houseNumber.tooLong),
  })
  .superRefine((value, ctx) => {
    const parts = ['postcode', 'city', 'street', 'houseNumber'] as const;
    if (parts.every((part) => value[part] === '')) return;
    for (const part of parts) {
      if (value[part] === '')
        ctx.addIssue({ code: 'custom', path: [part], message: MESSAGES[part].required });
    }
  });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
