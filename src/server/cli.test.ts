import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUPON_ROW_REASONS } from '../domain/coupons.ts';
import { SERVER_MESSAGES } from '../domain/server-messages.ts';
import { budapestIsoDay } from '../domain/time.ts';
import { runCli } from './cli.ts';
import { openDatabase, pgliteDataDir } from './db/client.ts';
import { account, apiKeys, coupons, profiles, session, twoFactor, user, userLogs } from './db/schema.ts';
import { openTestDatabase, type TestDatabase } from './test/test-app.ts';

let dataDir: string;
const output: string[] = [];
const run = (...args: string[]) => runCli(args, (line) => output.push(line));

// The CLI reads its configuration from the environment, which the test files of a worker share.
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'etp-cli-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', undefined);
  vi.stubEnv('SEED_DEMO', 'false');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

// These commands run on the embedded database of the test's own data dir, whichever project runs the file, so
// the PostgreSQL run would repeat them exactly (15 s); the coupon import below runs on each project's database.
const onTheEmbeddedDatabase = describe.skipIf(process.env.TEST_DB === 'postgres');

onTheEmbeddedDatabase('the operator CLI', () => {
  it('creates a staff account with a generated password that signs in', async () => {
    expect(
      await run(
        'user:create',
        '--role',
        'portal_admin',
        '--email',
        'Uj.Admin@Example.hu',
        '--first-name',
        'Gábor',
        '--last-name',
        'Tóth',
      ),
    ).toBe(0);
    const password =
      output.find((line) => line.startsWith('Ideiglenes jelszó: '))?.slice('Ideiglenes jelszó: '.length) ??
      '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.temporaryPasswordNote);

    expect(
      await run(
        'user:create',
        '--role',
        'portal_admin',
        '--email',
        'uj.admin@example.hu',
        '--first-name',
        'Gábor',
        '--last-name',
        'Tóth',
      ),
    ).toBe(1);
    expect(output.at(-1)).toBe('Ez az email cím már regisztrálva van');
    expect(
      await run(
        'user:create',
        '--role',
        'king',
        '--email',
        'x@example.hu',
        '--first-name',
        'A',
        '--last-name',
        'Tóth',
      ),
    ).toBe(1);
    expect(output.at(-1)).toMatch(/role/);

    expect(
      await run(
        'coupons:import',
        // A year from today: a fixed date would expire and fail this test once it passed.
        await writeCsv(`code,address,expiry_date\nETP20001,,${budapestIsoDay(new Date(), 365)}\nrossz,,\n`),
      ),
    ).toBe(0);
    expect(output.slice(-2)).toEqual([
      'Importált kuponok: 1',
      '  3. sor (ROSSZ): A kuponkód 6-12 karakter hosszú lehet, és csak betűket és számokat tartalmazhat.',
    ]);

    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
    const [admin] = await database.db
      .select({
        role: profiles.role,
        name: profiles.name,
        hash: account.password,
        passwordChangeRequired: profiles.passwordChangeRequired,
      })
      .from(profiles)
      .innerJoin(account, eq(account.userId, profiles.id))
      .where(eq(profiles.email, 'uj.admin@example.hu'));
    // The generated password is the operator's, not the owner's: it is replaced at the first sign-in.
    expect(admin).toMatchObject({ role: 'portal_admin', name: 'Tóth Gábor', passwordChangeRequired: true });
    expect(await verifyPassword({ hash: admin?.hash ?? '', password })).toBe(true);
    expect((await database.db.select().from(coupons)).map((c) => c.code)).toEqual(['ETP20001']);
    await database.close();
  });

  it('refuses a common password with the Hungarian reason and creates nothing', async () => {
    const create = (password: string) =>
      run(
        'user:create',
        '--role',
        'bank_admin',
        '--email',
        'gyenge.admin@example.hu',
        '--first-name',
        'Gábor',
        '--last-name',
        'Tóth',
        '--password',
        password,
      );
    expect(await create('Password1!')).toBe(1);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.weakPassword.common);
    expect(await create('Toth-Gabor-2026')).toBe(1);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.weakPassword.personal);
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
    expect(
      await database.db.select().from(profiles).where(eq(profiles.email, 'gyenge.admin@example.hu')),
    ).toEqual([]);
    await database.close();
    expect(await create('Munkatars-Uj-2026')).toBe(0);
    expect(output.at(-1)).toBe('Fiók létrehozva: gyenge.admin@example.hu (bank_admin)');
  });

  it('resets a second factor: the authenticator, the recovery codes and the sessions go, and it is logged', async () => {
    const email = 'gyenge.admin@example.hu';
    const open = () => openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
    let database = await open();
    const [person] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = person!.id;
    await database.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
    await database.db
      .insert(twoFactor)
      .values({ id: 'tf-cli', userId, secret: 'olvashatatlan', backupCodes: 'olvashatatlan' });
    const now = new Date();
    await database.db.insert(session).values({
      id: 'session-cli',
      token: 'token-cli',
      userId,
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      updatedAt: now,
    });
    await database.close();

    expect(await run('user:reset-two-factor', '--email', email)).toBe(0);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.twoFactorReset.staff(email));
    database = await open();
    expect(await database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
    const [state] = await database.db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId));
    expect(state?.enabled).toBe(false);
    const logged = await database.db
      .select({ action: userLogs.action, metadata: userLogs.metadata })
      .from(userLogs)
      .where(eq(userLogs.userId, userId));
    expect(logged).toContainEqual({
      action: 'Kétlépcsős azonosítás visszaállítva (üzemeltető)',
      metadata: { email, role: 'bank_admin' },
    });
    await database.close();

    expect(await run('user:reset-two-factor', '--email', email)).toBe(0);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.twoFactorReset.unchanged(email));
    expect(await run('user:reset-two-factor', '--email', 'senki@example.hu')).toBe(1);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.accountDeactivation.notFound);
  });

  it('deactivates an account and activates it again, and says so', async () => {
    const email = 'gyenge.admin@example.hu';
    const deactivatedAt = async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
      const [row] = await database.db
        .select({ deactivatedAt: profiles.deactivatedAt })
        .from(profiles)
        .where(eq(profiles.email, email));
      await database.close();
      return row?.deactivatedAt ?? null;
    };
    expect(await run('user:deactivate', '--email', email)).toBe(0);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.accountDeactivation.deactivated(email));
    expect(await deactivatedAt()).toBeInstanceOf(Date);
    expect(await run('user:deactivate', '--email', email)).toBe(0);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.accountDeactivation.unchanged(email));
    expect(await run('user:activate', '--email', email)).toBe(0);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.accountDeactivation.activated(email));
    expect(await deactivatedAt()).toBeNull();
    expect(await run('user:deactivate', '--email', 'senki@example.hu')).toBe(1);
    expect(output.at(-1)).toBe(SERVER_MESSAGES.accountDeactivation.notFound);
  });

  it('prints the usage for an unknown command', async () => {
    expect(await run('nope')).toBe(2);
    expect(output.at(-1)).toContain('Használat:');
  });
});

describe("the CLI coupon import, on the project's database", () => {
  // On PostgreSQL the command runs against a database of this test's own, as an operator's would.
  let postgres: TestDatabase | null = null;
  beforeAll(async () => {
    if (process.env.TEST_DB !== 'postgres') return;
    postgres = await openTestDatabase();
    vi.stubEnv('DATABASE_URL', postgres.url ?? undefined);
  });
  afterAll(async () => {
    vi.stubEnv('DATABASE_URL', undefined);
    await postgres?.dispose();
  });

  it('imports the codes a client can redeem and says for each other row why it was skipped', async () => {
    const expiry = budapestIsoDay(new Date(), 365);
    expect(
      await run(
        'coupons:import',
        await writeCsv(
          [
            'code,address,expiry_date',
            `BO106501,"1065 Budapest, Nagymező utca 5.",${expiry}`,
            `BOCSV001,"1065 Budapest, Nagymező utca 5.",${expiry}`,
            `MINTA106501,"1065 Budapest, Nagymező utca 5.",2027-12-31`,
          ].join('\n'),
        ),
      ),
    ).toBe(0);
    expect(output.slice(-3)).toEqual([
      'Importált kuponok: 1',
      `  3. sor (BOCSV001): ${COUPON_ROW_REASONS.not_redeemable}`,
      `  4. sor (MINTA106501): ${COUPON_ROW_REASONS.template_example}`,
    ]);
    expect(COUPON_ROW_REASONS.not_redeemable).toMatch(/^A kuponkód nem tartalmazza a cím irányítószámát/);

    const database =
      postgres?.database ?? (await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) }));
    const stored = await database.db
      .select({ code: coupons.code })
      .from(coupons)
      .where(inArray(coupons.code, ['BO106501', 'BOCSV001', 'MINTA106501']));
    if (!postgres) await database.close();
    expect(stored.map((c) => c.code)).toEqual(['BO106501']);

    // A file of unredeemable rows alone imports nothing and ends with 1.
    expect(await run('coupons:import', await writeCsv('code,address\nBOCSV002,1065 Budapest\n'))).toBe(1);
    expect(output.slice(-2)).toEqual([
      'Importált kuponok: 0',
      `  2. sor (BOCSV002): ${COUPON_ROW_REASONS.not_redeemable}`,
    ]);
  });
});

async function writeCsv(content: string): Promise<string> {
  const file = path.join(dataDir, 'kuponok.csv');
  await writeFile(file, content);
  return file;
}

onTheEmbeddedDatabase('api-key:create', () => {
  it('makes a key for a bank staff member, prints it once and stores only its hash', async () => {
    expect(
      await run(
        'user:create',
        '--role',
        'bank_admin',
        '--email',
        'kulcs.bank@example.hu',
        '--first-name',
        'Bella',
        '--last-name',
        'Bank',
        '--password',
        'Hosszu-Jelszo-2026!',
      ),
    ).toBe(0);
    expect(
      await run(
        'api-key:create',
        '--email',
        'kulcs.bank@example.hu',
        '--scopes',
        'coupons:write, orders:read',
        '--name',
        'CRM éles',
      ),
    ).toBe(0);
    const [created, secret, note] = output.slice(-3);
    expect(created).toBe(
      'API-kulcs létrehozva: „CRM éles” (coupons:write, orders:read), Bank Bella nevében.',
    );
    expect(secret).toMatch(/^etp_test_[A-Za-z0-9_-]{43}$/);
    expect(note).toBe('A kulcsot most másolja ki: később nem jeleníthető meg újra.');

    // The portal admin may not give the bank's coupon scope; an unknown person gets no key.
    expect(await run('api-key:create', '--email', 'uj.admin@example.hu', '--scopes', 'coupons:write')).toBe(
      1,
    );
    expect(output.at(-1)).toBe('Ezt a jogosultságot az Ön szerepköre nem adhatja egy kulcsnak.');
    expect(await run('api-key:create', '--email', 'nincs@example.hu', '--scopes', 'orders:read')).toBe(1);
    expect(await run('api-key:create', '--email', 'kulcs.bank@example.hu', '--scopes', 'minden')).toBe(1);
    expect(output.at(-1)).toMatch(/^Hibás adatok:/);

    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir(dataDir) });
    const keys = await database.db.select().from(apiKeys);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      name: 'CRM éles',
      keyHash: createHash('sha256')
        .update(secret ?? '')
        .digest('hex'),
      shown: secret?.slice(0, 13),
      scopes: ['coupons:write', 'orders:read'],
    });
    expect(JSON.stringify(keys)).not.toContain(secret);
    await database.close();
  });
});
