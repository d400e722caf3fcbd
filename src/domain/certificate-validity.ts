import { CERTIFICATE_VALIDITY_YEARS } from './constants.ts';

/**
 * docs/product.md, 'Certificate validity': valid for CERTIFICATE_VALIDITY_YEARS years from its upload; the
 * client's screens, the shared link's page and the operator's client sheet state it alike.
 */
export function certificateValidUntil(uploadedAt: Date | string): Date {
  const until = new Date(uploadedAt);
  until.setUTCFullYear(until.getUTCFullYear() + CERTIFICATE_VALIDITY_YEARS);
  return until;
}
