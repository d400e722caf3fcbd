// The field rules of docs/rules/validation.md as zod schemas: the same schema validates the form and the
// request.
import { z } from 'zod';
// Zod's own messages in Hungarian wherever these schemas run (browser and server).
import './zod-locale.ts';
import { COUNTIES } from './counties.ts';
import {
  ACCOUNT_DELETION_WORD,
  APPOINTMENT,
  CERTIFICATIONS,
  EXPERIENCE_OPTIONS,
  LIMITS,
  SPECIALISATIONS,
  TICKET_PRIORITIES,
  TICKET_TYPES,
} from './constants.ts';
import { EMAIL_PATTERN } from './email.ts';
import { MESSAGES } from './messages.ts';
import { daysInMonth, fromBudapest, startOfBudapestDay, toBudapest } from './time.ts';
import { sanitizeText } from './sanitize.ts';

/**
 * Free text from a person: control characters removed and trimmed (docs/rules/validation.md, 'Free text').
 * Text over its limit is refused with a message, never cut silently.
 */
const text = (max: number = LIMITS.sanitizerMax, tooLong: string = MESSAGES.tooLong(max)) =>
  z
    .string()
    .transform((v) => sanitizeText(v, max + 1))
    .pipe(z.string().max(max, tooLong));

const requiredText = (required: string, max: number, tooLong: string = MESSAGES.tooLong(max)) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(v, max + 1))
    .pipe(z.string().min(1, required).max(max, tooLong));

/** One line of text (names, address parts): runs of spaces, tabs and line breaks become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

const requiredLine = (required: string, max: number, tooLong: string = MESSAGES.tooLong(max)) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(oneLine(v), max + 1))
    .pipe(z.string().min(1, required).max(max, tooLong));

// --- Strings that are not prose ------------------------------------------------------------------------
// Ids, tokens, codes, searches and filters: a control character in them is never typed by a person, and a
// NUL cannot even be stored by PostgreSQL, so they are refused with a message. Free text (names, notes,
// addresses) goes through the sanitiser instead, which removes them (docs/rules/validation.md, 'Free text').

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F]*$/;

/** A string without control characters. */
export const plainString = () => z.string().regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters);

/** A list's free-text search or filter: trimmed, at most `max` characters. */
export const searchSchema = (max = 100) =>
  z.string().trim().max(max, MESSAGES.tooLong(max)).regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters);

/** A user's id: Better Auth's UUIDs and the demo accounts' readable ids ('demo-client-2'). */
export const userIdSchema = z
  .string({ error: MESSAGES.invalidId })
  .min(1, MESSAGES.invalidId)
  .max(100, MESSAGES.invalidId)
  .regex(/^[A-Za-z0-9-]+$/, MESSAGES.invalidId);

/** A record's UUID (properties, documents, shares). */
export const uuidSchema = z.uuid({ error: MESSAGES.invalidId });

/** A secret from a link (reset, confirmation, share, calendar): printable ASCII, no spaces. */
export const linkTokenSchema = (max = 2000) =>
  z
    .string({ error: MESSAGES.invalidId })
    .min(1, MESSAGES.invalidId)
    .max(max, MESSAGES.invalidId)
    .regex(/^[\x21-\x7E]+$/, MESSAGES.invalidId);

/** A whole number within bounds: JSON allows 4294967296 and 1e308 where a person means a day or a page. */
export const boundedInt = (min: number, max: number, message: string = MESSAGES.outOfRange) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

// --- E-mail -------------------------------------------------------------------------------------------

export const emailSchema = z
  .string({ error: MESSAGES.email.required })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.email.required)
  .max(LIMITS.emailMax, MESSAGES.email.tooLong)
  .regex(EMAIL_PATTERN, MESSAGES.email.invalid);

export const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, MESSAGES.email.tooLong)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), MESSAGES.email.invalid)
  .optional();

// --- Phone --------------------------------------------------------------------------------------------
/**
 * docs/rules/validation.md, 'Phone': after removing spaces, dashes and parentheses: +36 and 9 digits (first
 * non-zero), 06 and 9 digits, or 9 digits starting 1-9.
 */
export const HUNGARIAN_PHONE_PATTERN = /^(\+36[1-9]\d{8}|06\d{9}|[1-9]\d{8})$/;

export function isHungarianPhone(value: string): boolean {
  return HUNGARIAN_PHONE_PATTERN.test(value.replace(/[\s\-()]/g, ''));
}

/**
 * A Hungarian number as it is written, its prefix as typed: '+36 30 123 4567', '06 30 123 4567',
 * '30 123 4567'; anything else as it is. The CSV exports write phones so (docs/rules/validation.md,
 * 'Spreadsheet exports'): a spreadsheet shows the spaced form as text, where it reads '06301234567' as a
 * number without its zero and '+36301234567' without its plus.
 */
export function writtenPhone(value: string): string {
  const compact = value.replace(/[\s\-()]/g, '');
  if (!HUNGARIAN_PHONE_PATTERN.test(compact)) return value;
  const prefix = compact.startsWith('+36') ? '+36 ' : compact.startsWith('06') ? '06 ' : '';
  const national = compact.slice(-9);
  return `${prefix}${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}

export const phoneSchema = z
  .string({ error: MESSAGES.phone.required })
  .trim()
  .min(1, MESSAGES.phone.required)
  .max(LIMITS.phoneMax, MESSAGES.phone.tooLong)
  .refine(isHungarianPhone, MESSAGES.phone.invalid);

/**
 * The contact person's phone allows only digits, spaces and + - ( ), and is a Hungarian number like every
 * other phone, so '12' is refused (docs/rules/validation.md, 'Phone').
 */
export const contactPhoneSchema = z
  .string({ error: MESSAGES.contactPerson.phoneRequired })
  .trim()
  .min(1, MESSAGES.contactPerson.phoneRequired)
  .max(LIMITS.phoneMax, MESSAGES.phone.tooLong)
  .regex(/^[\d\s+\-()]+$/, MESSAGES.contactPerson.phoneCharacters)
  .refine(isHungarianPhone, MESSAGES.phone.invalid);

// --- Names and address ---------------------------------------------------------------------------------
const personName = (messages: { tooShort: string; tooLong: string }) =>
  z
    .string({ error: messages.tooShort })
    .transform((v) => sanitizeText(oneLine(v), LIMITS.nameMax + 1))
    .pipe(z.string().min(LIMITS.nameMin, messages.tooShort).max(LIMITS.nameMax, messages.tooLong));

export const firstNameSchema = personName(MESSAGES.firstName);
export const lastNameSchema = personName(MESSAGES.lastName);
export const fullNameSchema = personName(MESSAGES.name);

export const postcodeSchema = z
  .string({ error: MESSAGES.postcode.required })
  .trim()
  .min(1, MESSAGES.postcode.required)
  .regex(/^\d{4}$/, MESSAGES.postcode.invalid);

export const addressSchema = z.object({
  postcode: postcodeSchema,
  city: requiredLine(MESSAGES.city.required, LIMITS.cityMax, MESSAGES.city.tooLong),
  street: requiredLine(MESSAGES.street.required, LIMITS.streetMax, MESSAGES.street.tooLong),
  houseNumber: requiredText(
    MESSAGES.houseNumber.required,
    LIMITS.houseNumberMax,
    MESSAGES.houseNumber.tooLong,
  ),
});

/** Keeps digits only, up to 4 (docs/rules/validation.md, 'Postcode and city'). */
export function postcodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.postcodeLength);
}

// --- Password -------------------------------------------------------------------------------------------
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';
const SPECIAL_PATTERN = /[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?]/;

export const PASSWORD_RULES = [
  {
    key: 'length',
    label: 'Legalább 8 karakter',
    message: MESSAGES.password.tooShort,
    test: (p: string) => p.length >= LIMITS.passwordMin,
  },
  {
    key: 'uppercase',
    label: 'Egy nagybetű',
    message: MESSAGES.password.uppercase,
    test: (p: string) => /\p{Lu}/u.test(p),
  },
  {
    key: 'lowercase',
    label: 'Egy kisbetű',
    message: MESSAGES.password.lowercase,
    test: (p: string) => /\p{Ll}/u.test(p),
  },
  { key: 'digit', label: 'Egy szám', message: MESSAGES.password.digit, test: (p: string) => /\d/.test(p) },
  {
    key: 'special',
    label: 'Egy speciális karakter',
    message: MESSAGES.password.special,
    test: (p: string) => SPECIAL_PATTERN.test(p),
  },
] as const;

export function passwordRuleResults(password: string): { key: string; label: string; passed: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ key: rule.key, label: rule.label, passed: rule.test(password) }));
}

export const passwordSchema = z
  .string({ error: MESSAGES.password.required })
  .min(1, MESSAGES.password.required)
  .max(128, MESSAGES.password.weak)
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

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

export const captchaSchema = z
  .string({ error: MESSAGES.captcha.required })
  .min(1, MESSAGES.captcha.required)
  .max(20_000, MESSAGES.captcha.required)
  .regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters);

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
      .refine((v) => v === '' || /^\d{4}$/.test(v), MESSAGES.postcode.invalid)
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

// --- Coupon order (docs/rules/coupons.md) --------------------------------------------------------------
/**
 * Upper-cased, whitespace and dashes removed: the bank's codes are letters and digits, and a code pasted
 * from the e-mail may come with spaces around it or grouped with dashes ('KH40-2501').
 */
export function normalizeCouponCode(value: string): string {
  return value.replace(/[\s\-\u2010-\u2015\u2212]+/g, '').toUpperCase();
}

/**
 * What the coupon field keeps while typing or pasting: normalised first, then limited to the longest code
 * the order accepts, so a pasted ' KH40-2501 ' keeps all eight characters and a 12-character code all
 * twelve (docs/rules/coupons.md, 'The order form's field').
 */
export function couponCodeInput(value: string): string {
  return normalizeCouponCode(value).slice(0, LIMITS.couponMax);
}

/**
 * Whether a client whose property is at `postcode` can order with `code`: the bank's codes hold the
 * four-digit postcode of the address they were issued for (docs/rules/coupons.md, 'Postcode in the code').
 * The order asks this of the client's postcode, the coupon import of the address the bank issued the code
 * for (`isCouponRedeemable` in coupons.ts), so the bank cannot import a code no client could redeem.
 */
export function couponHoldsPostcode(code: string, postcode: string): boolean {
  return /^\d{4}$/.test(postcode) && normalizeCouponCode(code).includes(postcode);
}

export const couponCodeSchema = z
  .string({ error: MESSAGES.coupon.required })
  .transform(normalizeCouponCode)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.coupon.required)
      .min(LIMITS.couponMin, MESSAGES.coupon.tooShort)
      .max(LIMITS.couponMax, MESSAGES.coupon.tooLong),
  );

export const areaSchema = z
  .string({ error: MESSAGES.area.required })
  .trim()
  .min(1, MESSAGES.area.required)
  .regex(/^\d+$/, MESSAGES.area.invalid)
  .transform(Number)
  .pipe(z.number().int().min(1, MESSAGES.area.outOfRange).max(100_000, MESSAGES.area.outOfRange));

export const contactPersonSchema = z.object({
  name: requiredLine(MESSAGES.contactPerson.nameRequired, LIMITS.nameMax * 2 + 1, MESSAGES.name.tooLong),
  phone: contactPhoneSchema,
  email: optionalEmailSchema,
});

export const certificateOrderSchema = z
  .object({
    couponCode: couponCodeSchema,
    area: areaSchema,
    addressConfirmed: z.literal(true, { error: MESSAGES.coupon.addressConfirmation }),
    contactPerson: contactPersonSchema.optional(),
  })
  .extend(addressSchema.shape)
  .refine((v) => !v.postcode || couponHoldsPostcode(v.couponCode, v.postcode), {
    message: MESSAGES.coupon.format,
    path: ['couponCode'],
  });

// --- Notes, ratings --------------------------------------------------------------------------------------
export const noteSchema = z.object({
  content: z
    .string({ error: MESSAGES.note.empty })
    .transform((v) => sanitizeText(v, LIMITS.sanitizerMax))
    .pipe(z.string().min(1, MESSAGES.note.empty).max(LIMITS.noteMax, MESSAGES.note.tooLong)),
});

export const ratingSchema = z.object({
  stars: z
    .number({ error: MESSAGES.rating.range })
    .int()
    .min(1, MESSAGES.rating.range)
    .max(5, MESSAGES.rating.range),
  comment: text().pipe(z.string().max(LIMITS.ratingCommentMax, MESSAGES.rating.commentTooLong)).optional(),
});

// --- Appointment (docs/rules/validation.md, 'Appointment date and time') ------------------------------
export const APPOINTMENT_MINUTES = [0, 15, 30, 45] as const;

/** The appointment rules relative to `now`: not earlier than tomorrow (Budapest), 08-18, quarter hours. */
export function appointmentSchema(now: Date) {
  const int = z.number({ error: MESSAGES.appointment.required }).int(MESSAGES.appointment.invalidDate);
  return z
    .object({
      // Bounded before the calendar sums below: JSON allows 4294967296 for a year.
      year: int.min(2000, MESSAGES.appointment.invalidDate).max(2100, MESSAGES.appointment.invalidDate),
      month: int.min(1, MESSAGES.appointment.invalidDate).max(12, MESSAGES.appointment.invalidDate),
      day: int.min(1, MESSAGES.appointment.invalidDate).max(31, MESSAGES.appointment.invalidDate),
      hour: int
        .min(APPOINTMENT.firstHour, MESSAGES.appointment.hour)
        .max(APPOINTMENT.lastHour, MESSAGES.appointment.hour),
      minute: int.refine(
        (m) => (APPOINTMENT_MINUTES as readonly number[]).includes(m),
        MESSAGES.appointment.minute,
      ),
    })
    .superRefine((v, ctx) => {
      if (v.day > daysInMonth(v.year, v.month)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.appointment.invalidDate, path: ['day'] });
        return;
      }
      // The current year (in Budapest) and the next two
      if (v.year > toBudapest(now).year + APPOINTMENT.yearsAhead) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.appointment.invalidDate, path: ['year'] });
      }
      if (fromBudapest(v) < startOfBudapestDay(now, 1)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.appointment.past, path: ['day'] });
      }
    })
    .transform((v) => fromBudapest(v));
}

// --- Auditors (docs/rules/validation.md, 'Auditor fields') -----------------------------------------------
export const weeklyCapacitySchema = z
  .union([z.number(), z.string()], { error: MESSAGES.auditor.capacityRequired })
  // An emptied field is a missing capacity, not 0: nobody means "no new work" by deleting it.
  .refine((v) => typeof v === 'number' || v.trim() !== '', MESSAGES.auditor.capacityRequired)
  // Other non-numeric text counts as 0 (docs/rules/validation.md, 'Auditor fields')
  .transform((v) => (typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(v) ? Number(v) : 0))
  .pipe(
    z
      .number()
      .int(MESSAGES.auditor.capacity)
      .min(LIMITS.weeklyCapacityMin, MESSAGES.auditor.capacity)
      .max(LIMITS.weeklyCapacityMax, MESSAGES.auditor.capacity),
  );

// --- Tax number (adószám) ------------------------------------------------------------------------------
// 8 + 1 + 2 digits: the taxpayer's törzsszám (its 8th digit checks the first seven: weights 9, 7, 3, 1,
// 9, 7, 3 and the weighted sum with the check digit ends in 0, as python-stdnum's hu.anum checks it), the
// VAT code (áfakód, 1 to 5) and the two-digit area code of the tax directorate.
const TAX_NUMBER = /^(\d{8})-?([0-9])-?(\d{2})$/;
const TAX_NUMBER_WEIGHTS = [9, 7, 3, 1, 9, 7, 3] as const;

/** The törzsszám's check digit from its first seven digits. */
export function taxNumberCheckDigit(firstSeven: string): number {
  const sum = TAX_NUMBER_WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstSeven[i]), 0);
  return (10 - (sum % 10)) % 10;
}

/** Why a tax number is not one (Hungarian), or null; spaces are ignored, the dashes optional. */
export function taxNumberProblem(value: string): string | null {
  const match = TAX_NUMBER.exec(value.replace(/\s+/g, ''));
  if (!match) return MESSAGES.onboarding.taxNumberFormat;
  const [, base = '', vatCode = ''] = match;
  if (taxNumberCheckDigit(base) !== Number(base[7])) return MESSAGES.onboarding.taxNumberCheckDigit;
  if (!/^[1-5]$/.test(vatCode)) return MESSAGES.onboarding.taxNumberVatCode;
  return null;
}

/** The tax number written as 12345676-2-41 (call after `taxNumberProblem` found none). */
export function formatTaxNumber(value: string): string {
  const match = TAX_NUMBER.exec(value.replace(/\s+/g, ''));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}

/** A tax number check after a text schema; an empty value is left to that schema (required or optional). */
const taxNumber = (schema: z.ZodType<string, string>) =>
  // A pipe, so a value the text schema refused (too long) is not judged again.
  schema.pipe(
    z
      .string()
      .superRefine((value, ctx) => {
        if (value === '') return;
        const problem = taxNumberProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => (value === '' ? value : formatTaxNumber(value))),
  );

/** An optional tax number: empty, or a valid one written as 12345676-2-41. */
export const optionalTaxNumberSchema = taxNumber(text(20)).optional();

export const countiesSchema = z.array(z.enum(COUNTIES)).min(1, MESSAGES.auditor.countiesRequired);

export const auditorProfileSchema = z.object({
  name: requiredLine(MESSAGES.name.required, LIMITS.nameMax * 2 + 1, MESSAGES.name.tooLong),
  email: emailSchema,
  phone: phoneSchema.or(z.literal('')).optional(),
  companyName: text(200).optional(),
  companyTaxNumber: optionalTaxNumberSchema,
  companyAddress: text(200).optional(),
  workCapacity: weeklyCapacitySchema.default(5),
  acceptedCounties: countiesSchema,
  isActive: z.boolean(),
});

export const onboardingSchema = z.object({
  companyName: requiredLine(MESSAGES.onboarding.missingField('Cégnév'), 200),
  companyTaxNumber: taxNumber(requiredLine(MESSAGES.onboarding.missingField('Adószám'), 20)),
  companyAddress: requiredLine(MESSAGES.onboarding.missingField('Cég címe'), 200),
  contactEmail: z
    .string({ error: MESSAGES.onboarding.missingField('Kapcsolattartási email') })
    .trim()
    .min(1, MESSAGES.onboarding.missingField('Kapcsolattartási email'))
    .pipe(emailSchema),
  representativeName: requiredText(MESSAGES.onboarding.missingField('Képviselő neve'), 100),
  termsAccepted: z.literal(true, { error: MESSAGES.onboarding.termsRequired }),
});

export const auditorCreateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: z.string().min(LIMITS.temporaryPasswordMin, MESSAGES.password.temporaryTooShort),
    workCapacity: weeklyCapacitySchema.default(5),
    acceptedCounties: countiesSchema.default(['Budapest']),
    certifications: z.array(z.enum(CERTIFICATIONS)).min(1, MESSAGES.auditor.certificationRequired),
    specialisations: z.array(z.enum(SPECIALISATIONS)).default([]),
    experience: z.enum(EXPERIENCE_OPTIONS).optional(),
    isActive: z.boolean().default(true),
    notes: text().pipe(z.string().max(LIMITS.auditorNotesMax, MESSAGES.auditor.notesTooLong)).optional(),
  })
  .extend(addressSchema.shape);

// --- Back-office forms -----------------------------------------------------------------------------------
export const weeklyZipSchema = z
  .object({
    password: z.string().min(LIMITS.weeklyZipPasswordMin, MESSAGES.weeklyZip.passwordTooShort),
    sendEmail: z.boolean().default(false),
    email: z.string().trim().toLowerCase().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.sendEmail) return;
    if (!v.email)
      ctx.addIssue({ code: 'custom', message: MESSAGES.weeklyZip.emailRequired, path: ['email'] });
    else if (!EMAIL_PATTERN.test(v.email))
      ctx.addIssue({ code: 'custom', message: MESSAGES.email.invalid, path: ['email'] });
  });

export const newsSchema = z.object({
  title: requiredLine(MESSAGES.news.titleRequired, 200),
  content: requiredText(MESSAGES.news.contentRequired, 5000),
  source: requiredText(MESSAGES.news.sourceRequired, 200),
});

export const ticketSchema = z.object({
  title: requiredLine(MESSAGES.ticket.titleRequired, 200),
  description: requiredText(MESSAGES.ticket.descriptionRequired, 5000),
  type: z.enum(TICKET_TYPES).default('other'),
  priority: z.enum(TICKET_PRIORITIES).default('medium'),
});

/** A reply in a support ticket's thread. */
export const TICKET_COMMENT_MAX = 2000;
export const ticketCommentSchema = z.object({
  body: requiredText(
    MESSAGES.ticket.commentRequired,
    TICKET_COMMENT_MAX,
    MESSAGES.ticket.commentTooLong(TICKET_COMMENT_MAX),
  ),
});
