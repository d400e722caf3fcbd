// An authenticator app for tests, journeys and benchmarks that never shows the same code twice: the server
// takes each code once (decision 0012), so a second sign-in within the same 30 s uses the next step's code,
// which the server also accepts. When both are spent, a clock that can be moved (the test app's TestClock)
// is moved to the next step; only the real clock of a journey's or a benchmark's server is waited for.
import { createOTP } from '@better-auth/utils/otp';

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/** The server's time as the app reads it: a test app's clock moves on demand, the real one does not. */
export interface AuthenticatorClock {
  now(): Date;
  advance?(ms: number): void;
}

const REAL_CLOCK: AuthenticatorClock = { now: () => new Date() };

/**
 * `key`: the app's secret as bytes, or as the text whose UTF-8 bytes it is (the demo key). The server spends
 * codes per account, so accounts sharing a key (the demo staff) are told apart by `account`. `clock`: the
 * server's clock, which checks the code (the dev clock when a journey moved it).
 */
export async function freshTotpCode(
  key: string | Uint8Array,
  account = '',
  clock: AuthenticatorClock = REAL_CLOCK,
): Promise<string> {
  const id = `${Buffer.from(key).toString('hex')}:${account}`;
  for (;;) {
    const now = clock.now().getTime();
    const current = Math.floor(now / PERIOD_MS);
    const last = lastStep.get(id);
    // A clock set back (another test's, or a journey's put back) starts afresh.
    const next = last === undefined || last > current + 1 ? current : Math.max(current, last + 1);
    if (next <= current + 1) {
      lastStep.set(id, next);
      return createOTP(key).hotp(next);
    }
    const untilNextStep = (current + 1) * PERIOD_MS - now;
    if (clock.advance) clock.advance(untilNextStep);
    else await new Promise((resolve) => setTimeout(resolve, untilNextStep + 50));
  }
}
