// The field rules of docs/rules/validation.md as zod schemas, shared by every form: free text and one-line
// builders, strings that are not prose (ids, tokens, searches, the CAPTCHA), e-mail, phone, names, postcode
// and address, password. Each form's schema is built from these beside its area (account.ts, coupons.ts,
// auditors.ts, support.ts…); the same schema validates the form and the request.
import { z } from 'zod';
// Zod's own messages in Hungarian wherever these schemas run (browser and server).
import './zod-locale.ts';
import { LIMITS } from './constants.ts';
import { EMAIL_PATTERN } from './email.ts';
import { NO_CONTROL_CHARACTERS, SEARCH_MAX, USER_ID_PATTERN } from './list-query.ts';
import { MESSAGES } from './messages.ts';
import { POSTCODE_PATTERN } from './postcodes.ts';
import { sanitizeText } from './sanitize.ts';

/**
 * Free text from a person: control characters removed and trimmed (docs/rules/validation.md, 'Free text').
 * Text over its limit is refused with a message, never cut silently.
 */
export const text = (max: number = LIMITS.sanitizerMax, tooLong: string = MESSAGES.tooLong(max)) =>
  z
    .string()
    .transform((v) => sanitizeText(v, max + 1))
    .pipe(z.string().max(max, tooLong));

export const requiredText = (required: string, max: number, tooLong: string = MESSAGES.tooLong(max)) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(v, max + 1))
    .pipe(z.string().min(1, required).max(max, tooLong));

/** One line of text (names, address parts): runs of spaces, tabs and line breaks become one space. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ');

export const requiredLine = (required: string, max: number, tooLong: string = MESSAGES.tooLong(max)) =>
  z
    .string({ error: required })
    .transform((v) => sanitizeText(oneLine(v), max + 1))
    .pipe(z.string().min(1, required).max(max, tooLong));

// --- Strings that are not prose ------------------------------------------------------------------------
// Ids, tokens, codes, searches and filters: a control character in them is never typed by a person, and a
// NUL cannot even be stored by PostgreSQL, so they are refused with a message. Free text (names, notes,
// addresses) goes through the sanitiser instead, which removes them (docs/rules/validation.md, 'Free text').

/** A string without control characters. */
export const plainString = () => z.string().regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters);

/**
 * A list's free-text search or filter: trimmed, at most `max` characters (the rule the browser reads the
 * address bar by, list-query.ts).
 */
export const searchSchema = (max = SEARCH_MAX) =>
  z.string().trim().max(max, MESSAGES.tooLong(max)).regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters);

/** A user's id: Better Auth's UUIDs and the demo accounts' readable ids ('demo-client-2'). */
export const userIdSchema = z
  .string({ error: MESSAGES.invalidId })
  .regex(USER_ID_PATTERN, MESSAGES.invalidId);

/**
 * A keyset page's cursor as the server hands it out (`nextCursor`: base64url, at most 200 characters), or none;
 * an empty one is the first page. Its content is the server's to decode.
 */
export const cursorSchema = (message: string) =>
  z
    .string()
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]*$/, message)
    .optional();

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
  .regex(POSTCODE_PATTERN, MESSAGES.postcode.invalid);

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

/** The CAPTCHA widget's solution the registration sends: a long token, never typed by a person. */
export const captchaSchema = z
  .string({ error: MESSAGES.captcha.required })
  .min(1, MESSAGES.captcha.required)
  .max(20_000, MESSAGES.captcha.required)
  .regex(NO_CONTROL_CHARACTERS, MESSAGES.controlCharacters);
