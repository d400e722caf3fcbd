// AUTH_SECRET and its rotation (README, 'Rotating AUTH_SECRET'): the current secret signs and encrypts
// everything new; the previous ones (AUTH_SECRET_PREVIOUS) still verify and decrypt what they made until the
// operator removes them, so a new secret signs nobody out and locks no authenticator app away.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Config } from '../config.ts';

/** The current secret first, then the previous ones, newest first. */
export const authSecrets = (config: Pick<Config, 'authSecret' | 'previousAuthSecrets'>): string[] => [
  config.authSecret,
  ...config.previousAuthSecrets,
];

/** Better Auth's cookie signature: base64 HMAC-SHA256 of the value. Node's HMAC: microseconds a request. */
export const cookieSignature = (value: string, secret: string): string =>
  createHmac('sha256', secret).update(value).digest('base64');

/**
 * The value of a cookie Better Auth signed (`value.signature`) and the index of the secret whose signature
 * it carries (0: the current one), or null when none of them signed it.
 */
export function verifySignedValue(
  signed: string | null,
  secrets: readonly string[],
): { value: string; secretIndex: number } | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1));
  for (const [secretIndex, secret] of secrets.entries()) {
    const expected = Buffer.from(cookieSignature(value, secret));
    if (signature.length === expected.length && timingSafeEqual(signature, expected))
      return { value, secretIndex };
  }
  return null;
}

/**
 * A Cookie header whose signed cookies (the given names) carry the current secret's signature: one signed
 * with a previous secret is signed again, so Better Auth, which knows only the current secret, reads it. A
 * cookie no secret signed is left as it is (Better Auth refuses it).
 */
export function resignCookies(
  header: string,
  names: ReadonlySet<string>,
  secrets: readonly string[],
): string {
  if (secrets.length < 2) return header;
  return header
    .split(';')
    .map((part) => {
      const separator = part.indexOf('=');
      if (separator < 0 || !names.has(part.slice(0, separator).trim())) return part;
      let raw: string;
      try {
        raw = decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return part;
      }
      const verified = verifySignedValue(raw, secrets);
      if (!verified || verified.secretIndex === 0) return part;
      const resigned = `${verified.value}.${cookieSignature(verified.value, secrets[0]!)}`;
      return `${part.slice(0, separator)}=${encodeURIComponent(resigned)}`;
    })
    .join(';');
}

/**
 * Opens what Better Auth encrypted with one of the secrets (XChaCha20-Poly1305 under the secret's SHA-256;
 * the tag tells a wrong key): the text and the index of the secret that opened it, or null when none does.
 */
export async function decryptWithAnySecret(
  data: string,
  secrets: readonly string[],
): Promise<{ text: string; secretIndex: number } | null> {
  for (const [secretIndex, key] of secrets.entries()) {
    try {
      return { text: await symmetricDecrypt({ key, data }), secretIndex };
    } catch {
      // another secret's, or damaged: the next one is tried
    }
  }
  return null;
}
