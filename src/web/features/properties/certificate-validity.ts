import { CERTIFICATE_VALIDITY_YEARS } from '../../../domain/constants.ts';

/** docs/product.md, 'Certificate validity': valid for CERTIFICATE_VALIDITY_YEARS years from its upload. */
export function certificateValidUntil(uploadedAt: string): Date {
  const until = new Date(uploadedAt);
  until.setUTCFullYear(until.getUTCFullYear() + CERTIFICATE_VALIDITY_YEARS);
  return until;
}
