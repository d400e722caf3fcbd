// ALTCHA (docs/product.md, 'Self-hosted CAPTCHA'): a self-hosted proof-of-work CAPTCHA, no third party sees
// the visitor. The server signs each challenge; a solution is verified against the signature and spent once
// (the retention job forgets a spent solution once its challenge has expired and would be refused anyway).
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../db/client.ts';
import { spentCaptchas } from '../db/schema.ts';

export interface CaptchaOptions {
  /** Signs new challenges. */
  secret: string;
  /** Earlier secrets whose challenges are still verified (README, 'Rotating AUTH_SECRET'). */
  previousSecrets?: readonly string[];
  /** Upper bound of the counter the browser searches for: the work a solution costs. */
  maxNumber: number;
  ttlMs: number;
  clock: () => Date;
}

export type CaptchaVerdict = 'ok' | 'missing' | 'expired' | 'invalid' | 'reused';

export class Captcha {
  readonly #db: Db;
  readonly #options: CaptchaOptions;

  constructor(db: Db, options: CaptchaOptions) {
    this.#db = db;
    this.#options = options;
  }

  createChallenge(): Promise<Challenge> {
    const { secret, maxNumber, ttlMs, clock } = this.#options;
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(Math.floor(maxNumber / 10), maxNumber),
      deriveKey,
      expiresAt: new Date(clock().getTime() + ttlMs),
      hmacSignatureSecret: secret,
    });
  }

  /** Checks a widget payload (base64 JSON) and spends it, so it cannot be submitted twice. */
  async verify(encoded: string | undefined): Promise<CaptchaVerdict> {
    if (!encoded) return 'missing';
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    } catch {
      return 'invalid';
    }
    if (
      !payload?.challenge?.parameters ||
      !payload.solution ||
      typeof payload.challenge.signature !== 'string'
    )
      return 'invalid';
    const expiresAtSeconds = payload.challenge.parameters.expiresAt ?? 0;
    if (expiresAtSeconds * 1000 <= this.#options.clock().getTime()) return 'expired';
    const { secret, previousSecrets = [] } = this.#options;
    let verified = false;
    for (const hmacSignatureSecret of [secret, ...previousSecrets]) {
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
        });
      } catch {
        return 'invalid';
      }
      if (result.expired) return 'expired';
      if (result.verified) {
        verified = true;
        break;
      }
    }
    if (!verified) return 'invalid';
    const spent = await this.#db
      .insert(spentCaptchas)
      .values({ signature: payload.challenge.signature, expiresAt: new Date(expiresAtSeconds * 1000) })
      .onConflictDoNothing()
      .returning({ signature: spentCaptchas.signature });
    return spent.length === 1 ? 'ok' : 'reused';
  }
}
