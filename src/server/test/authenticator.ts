// An authenticator app for tests, journeys and benchmarks that never shows the same code twice: the server
// takes each code once (decision 0012), so a second sign-in within the same 30 s uses the next step's code,
// which the server also accepts, or waits for a new step when both are spent.
import { createOTP } from '@better-auth/utils/otp';

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * `key`: the app's secret as bytes, or as the text whose UTF-8 bytes it is (the demo key). The server spends
 * codes per account, so accounts sharing a key (the demo staff) are told apart by `account`.
 */
export async function freshTotpCode(key: string | Uint8Array, account = ''): Promise<string> {
  const id = `${Buffer.from(key).toString('hex')}:${account}`;
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const next = Math.max(current, (lastStep.get(id) ?? current - 1) + 1);
    if (next <= current + 1) {
      lastStep.set(id, next);
      return createOTP(key).hotp(next);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * PERIOD_MS - Date.now() + 50));
  }
}
