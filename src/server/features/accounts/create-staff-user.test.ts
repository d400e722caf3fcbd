// docs/rules/accounts.md, 'Temporary passwords': an account the operator made with a generated password
// (the CLI's "Ideiglenes jelszó") chooses its own password at the first sign-in, as the auditor wizard's
// temporary password does; one made with a password the operator chose is not held.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { profiles } from '../../db/schema.ts';
import { cookiesOf, enableTwoFactor, TEST_PASSWORD } from '../../test/accounts.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { createAccount } from './create-staff-user.ts';

const t = testAppForFile({ clearRateLimits: true });

const CHOSEN = 'Sajat-Valasztas-2026!';
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
const required = async (id: string) =>
  (
    await t.services.database.db
      .select({ flag: profiles.passwordChangeRequired })
      .from(profiles)
      .where(eq(profiles.id, id))
  )[0]?.flag;

describe('an account made with a generated password', () => {
  it('must choose its own password after setting up the authenticator, before anything else', async () => {
    const email = 'generalt.jelszo@example.hu';
    const created = await createAccount(t.services.database.db, {
      role: 'bank_admin',
      email,
      firstName: 'Réka',
      lastName: 'Új',
    });
    expect(await required(created.id)).toBe(true);

    const first = await login(email, created.password);
    expect(first.json().me).toMatchObject({ passwordChangeRequired: true, twoFactorSetupRequired: true });
    // Staff set up the authenticator first (docs/rules/access.md, 'Refusal order and codes').
    const { cookie } = await enableTwoFactor(t.app, cookiesOf(first), created.password);
    const held = await get('/api/bank/dashboard', cookie);
    expect(held.statusCode).toBe(403);
    expect(held.json().error).toMatchObject({
      code: 'password_change_required',
      message: MESSAGES.auth.passwordChangeRequired,
    });

    const changed = await post('/api/account/change-password', cookie, {
      currentPassword: created.password,
      newPassword: CHOSEN,
      confirmPassword: CHOSEN,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await required(created.id)).toBe(false);
    expect((await get('/api/bank/dashboard', cookiesOf(changed))).statusCode).toBe(200);
  });

  it('is not held when the operator gave the password', async () => {
    const created = await createAccount(t.services.database.db, {
      role: 'client',
      email: 'kovacs.anna@example.hu',
      firstName: 'Anna',
      lastName: 'Kovács',
      password: TEST_PASSWORD,
    });
    expect(await required(created.id)).toBe(false);
    const first = await login('kovacs.anna@example.hu', TEST_PASSWORD);
    expect(first.json().me).toMatchObject({ passwordChangeRequired: false });
  });
});
