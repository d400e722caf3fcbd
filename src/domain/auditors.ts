// The auditor's forms (docs/rules/validation.md, 'Auditor fields'): the operator's create wizard, the
// auditor's profile and onboarding, with the fields only they have (weekly capacity, tax number, counties).
import { z } from 'zod';
import { CERTIFICATIONS, EXPERIENCE_OPTIONS, LIMITS, SPECIALISATIONS } from './constants.ts';
import { COUNTIES } from './counties.ts';
import { MESSAGES } from './messages.ts';
import {
  addressSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
  requiredLine,
  requiredText,
  text,
} from './validation.ts';

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
