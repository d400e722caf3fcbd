// The e-mail rule (docs/rules/validation.md, 'E-mail') without zod, so the sign-in screen can check it
// without downloading the schema library (its size budget, decision 0007). `emailSchema` in validation.ts
// applies the same rule.
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed and lower-cased, as the server stores it. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** The first message the address breaks, or null. */
export function emailError(value: string): string | null {
  const email = normalizeEmail(value);
  if (email === '') return MESSAGES.email.required;
  if (email.length > LIMITS.emailMax) return MESSAGES.email.tooLong;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.email.invalid;
  return null;
}
