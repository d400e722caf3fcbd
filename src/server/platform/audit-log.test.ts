import { describe, expect, it } from 'vitest';
import { LOG_ACTION_TYPES } from '../../domain/log-types.ts';
import { coupons, userLogs } from '../db/schema.ts';
import { createUser } from '../seed/factories.ts';
import { silentLogger, testAppForFile } from '../test/test-app.ts';
import { recordLog } from './audit-log.ts';

const t = testAppForFile();

describe('the audit log', () => {
  it('records every action type with who, what and the metadata', async () => {
    const { db } = t.services.database;
    const admin = await createUser(db, {
      role: 'portal_admin',
      email: 'admin@example.hu',
      firstName: 'Gábor',
      lastName: 'Tóth',
      password: 'Admin-Teszt-1',
    });
    for (const actionType of LOG_ACTION_TYPES) {
      expect(
        await recordLog(db, silentLogger, {
          userId: admin.id,
          actionType,
          action: `teszt: ${actionType}`,
          metadata: { clientId: 'c-1' },
        }),
      ).toBe(true);
    }
    const rows = await db.select().from(userLogs);
    expect(rows.map((r) => r.actionType).sort()).toEqual([...LOG_ACTION_TYPES].sort());
    expect(rows[0]).toMatchObject({ userId: admin.id, metadata: { clientId: 'c-1' } });
  });

  it('never fails the caller: a log row that cannot be written leaves the action committed', async () => {
    const { db } = t.services.database;
    await db.transaction(async (tx) => {
      await tx.insert(coupons).values({ code: 'AUDIT01' });
      // An unknown action type breaks the check constraint; the savepoint keeps the transaction alive.
      const written = await recordLog(tx, silentLogger, {
        userId: null,
        actionType: 'nope' as never,
        action: 'x',
      });
      expect(written).toBe(false);
      await tx.insert(coupons).values({ code: 'AUDIT02' });
    });
    const codes = (await db.select().from(coupons)).map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['AUDIT01', 'AUDIT02']));
  });

  it('takes only metadata the log can read in Hungarian: anything else does not compile (npm run typecheck)', async () => {
    const { db } = t.services.database;
    const base = { userId: null, actionType: 'admin_action', action: 'teszt' } as const;
    const withName = { name: 'Kiss Anna', unlabelled: 1 };
    const anyKeys = Object.fromEntries([['x', 1]]);
    // Each call below compiles only while the type refuses it (domain/log-details.ts): an unused directive
    // fails the typecheck.
    // @ts-expect-error a key without a label
    await recordLog(db, silentLogger, { ...base, metadata: { unlabelled: 1 } });
    // @ts-expect-error a key without a label, brought by a spread
    await recordLog(db, silentLogger, { ...base, metadata: withName });
    // @ts-expect-error old values of any keys (Object.fromEntries)
    await recordLog(db, silentLogger, { ...base, metadata: { oldValues: anyKeys } });
    // @ts-expect-error an enum value without a Hungarian name
    await recordLog(db, silentLogger, { ...base, metadata: { role: 'pope' } });
    // @ts-expect-error a filter the log cannot name
    await recordLog(db, silentLogger, { ...base, metadata: { filters: { unlabelled: 'x' } } });
    const metadata = {
      role: 'client',
      counts: { valid: 1, expired: 2 },
      oldValues: { status: 'open' },
    } as const;
    expect(await recordLog(db, silentLogger, { ...base, metadata })).toBe(true);
  });
});
