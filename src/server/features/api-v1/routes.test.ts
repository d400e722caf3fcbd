import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiChange, ApiChangePage } from '../../../domain/api-keys.ts';
import type { CouponImportReport } from '../../../domain/coupons.ts';
import { RATE_LIMITS } from '../../../domain/constants.ts';
import { buildApp } from '../../app.ts';
import { apiKeyRateKey } from '../../auth/api-key.ts';
import {
  apiKeys,
  apiKeyUses,
  coupons,
  profiles,
  properties,
  rateLimitHits,
  userLogs,
} from '../../db/schema.ts';
import { createCoupon } from '../../seed/factories.ts';
import { apiKeyFor, type TestApiKey } from '../../test/api-keys.ts';
import { changedTables, snapshotDatabase } from '../../test/db-snapshot.ts';
import { people } from '../../test/people.ts';
import { realTime, testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;

let bank: TestApiKey;
let operator: TestApiKey;

beforeAll(async () => {
  bank = await apiKeyFor(t, 'bank_admin', [
    'coupons:write',
    'orders:read',
    'certificates:read',
    'statements:read',
  ]);
  operator = await apiKeyFor(t, 'portal_admin', ['orders:read', 'certificates:read']);
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  key: { authorization: string } | null,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(key ? { authorization: key.authorization } : {}), ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

let serial = 0;
/** A code holding 1061 (Andrássy út), unique in this file. */
const code = () => `KH1061${String(++serial).padStart(4, '0')}`;

describe('authentication', () => {
  it('refuses a request without a key, with a malformed one and with a session cookie alone (401)', async () => {
    const none = await call('GET', '/api/v1/changes', null);
    expect(none.statusCode).toBe(401);
    expect(errorOf(none)).toMatchObject({ code: 'api_key_missing' });
    expect(errorOf(none).message).toContain('Authorization: Bearer');

    const cookieOnly = await call('GET', '/api/v1/changes', null, { headers: { cookie: bank.cookie } });
    expect(cookieOnly.statusCode).toBe(401);

    const unknown = await call('GET', '/api/v1/changes', {
      authorization: `Bearer etp_test_${'A'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(unknown)).toMatchObject({
      code: 'api_key_invalid',
      message: 'Az API-kulcs érvénytelen, visszavonták vagy lejárt.',
    });
    const basic = await call('GET', '/api/v1/changes', { authorization: 'Basic YWJjOmRlZg==' });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses a key without the route’s scope with 403 and names the scope in Hungarian', async () => {
    const reader = await apiKeyFor(t, 'bank_admin', ['orders:read']);
    const before = await snapshotDatabase(db());
    const response = await call('POST', '/api/v1/coupons', reader, {
      payload: { coupons: [{ code: code() }] },
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: 'api_scope_missing' });
    expect(errorOf(response).message).toContain('coupons:write');
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);
  });

  it('lets a bearer POST through without an Origin check: it carries no ambient credential', async () => {
    const response = await call('POST', '/api/v1/coupons', bank, {
      payload: { coupons: [{ code: code(), address: '1061 Budapest, Andrássy út 12.' }] },
      headers: { origin: 'https://masik-oldal.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a revoked key at once, also on a second instance of the app', async () => {
    const key = await apiKeyFor(t, 'bank_admin', ['orders:read']);
    const second = await buildApp(t.services);
    try {
      expect((await call('GET', '/api/v1/changes', key)).statusCode).toBe(200);
      const onSecond = () =>
        second.inject({
          method: 'GET',
          url: '/api/v1/changes',
          headers: { authorization: key.authorization },
        });
      expect((await onSecond()).statusCode).toBe(200);
      // Revoked through the first instance's screen route.
      const revoked = await t.app.inject({
        method: 'POST',
        url: `/api/api-keys/${key.keyId}/revoke`,
        headers: { cookie: key.cookie },
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((await onSecond()).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/changes', key)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('refuses an expired key, and one whose maker was deactivated', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date());
    const key = await apiKeyFor(t, 'bank_admin', ['orders:read'], { expiresOn: today });
    expect((await call('GET', '/api/v1/changes', key)).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expect((await call('GET', '/api/v1/changes', key)).statusCode).toBe(401);
    t.clock.set(new Date());

    const other = await apiKeyFor(t, 'bank_admin', ['orders:read']);
    await db().update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, other.id));
    expect((await call('GET', '/api/v1/changes', other)).statusCode).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const key = await apiKeyFor(t, 'bank_admin', ['orders:read']);
    const lastUse = async () =>
      (await db().select().from(apiKeyUses).where(eq(apiKeyUses.apiKeyId, key.keyId)))[0]?.lastUsedAt ?? null;
    expect(await lastUse()).toBeNull();
    await call('GET', '/api/v1/changes', key);
    const first = await lastUse();
    expect(first).not.toBeNull();
    t.clock.advance(30_000);
    await call('GET', '/api/v1/changes', key);
    expect(await lastUse()).toEqual(first);
    t.clock.advance(31_000);
    await call('GET', '/api/v1/changes', key);
    expect((await lastUse())!.getTime()).toBeGreaterThan(first!.getTime());
    t.clock.set(new Date());
  });

  it('gives each key its own rate limit: 429 with Retry-After and a Hungarian message', async () => {
    const busy = await apiKeyFor(t, 'bank_admin', ['orders:read']);
    const calm = await apiKeyFor(t, 'bank_admin', ['orders:read']);
    // The window filled as that many requests would fill it.
    await db()
      .insert(rateLimitHits)
      .values(
        Array.from({ length: RATE_LIMITS.apiKey.limit }, () => ({
          key: apiKeyRateKey(busy.keyId),
          at: new Date(),
        })),
      );
    const refused = await call('GET', '/api/v1/changes', busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused)).toMatchObject({ code: 'rate_limited' });
    expect(errorOf(refused).message).toMatch(
      /^Túl sok kérés ezzel az API-kulccsal\. Kérjük, próbálja újra \d+ másodperc múlva\.$/,
    );
    expect((await call('GET', '/api/v1/changes', calm)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/coupons', () => {
  it('judges rows by the import’s rules, writes the valid ones with the bank’s reference and logs the key’s name', async () => {
    const good = code();
    await createCoupon(db(), { code: 'KH106199', address: null });
    const response = await call('POST', '/api/v1/coupons', bank, {
      payload: {
        coupons: [
          {
            code: ` ${good.slice(0, 4)}-${good.slice(4)} `,
            address: '1061 Budapest, Andrássy út 12.',
            expiryDate: '2030.12.31.',
            bankReference: 'CRM-001',
          },
          { code: 'BOCSV001', address: '1065 Budapest, Nagymező utca 5.' },
          { code: good },
          { code: 'KH106199' },
          { code: 'MINTA106501' },
          { code: code(), expiryDate: '2030-02-30' },
          { code: code(), expiryDate: '2001-01-01' },
          { code: 'x' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<CouponImportReport>();
    expect(report).toMatchObject({ format: 'json', total: 8, imported: 1, truncated: false });
    expect(report.rows.map((row) => [row.line, row.status])).toEqual([
      [1, 'valid'],
      [2, 'not_redeemable'],
      [3, 'duplicate_in_file'],
      [4, 'already_exists'],
      [5, 'template_example'],
      [6, 'bad_date'],
      [7, 'expired'],
      [8, 'bad_code'],
    ]);
    const [stored] = await db().select().from(coupons).where(eq(coupons.code, good));
    expect(stored).toMatchObject({ bankReference: 'CRM-001', expiryDate: '2030-12-31', importedBy: bank.id });
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, bank.id), eq(userLogs.action, 'Kuponok feltöltve API-kulccsal')))
      .orderBy(desc(userLogs.timestamp))
      .limit(1);
    expect(log?.details).toContain('„CRM szinkron” API-kulccsal');
    expect(log?.metadata).toMatchObject({ apiKeyName: 'CRM szinkron', imported: 1, total: 8 });
  });

  it('takes 10,000 rows in one request', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      code: `KH1061${String(900_000 + i).padStart(6, '0')}`.slice(0, 12),
      address: '1061 Budapest, Andrássy út 12.',
    }));
    const response = await call('POST', '/api/v1/coupons', bank, { payload: { coupons: rows } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json<CouponImportReport>()).toMatchObject({ total: 10_000, imported: 10_000 });
  }, 60_000);

  it('refuses an empty or oversized batch and a wrong field with a Hungarian 400, writing nothing', async () => {
    const before = await snapshotDatabase(db());
    const empty = await call('POST', '/api/v1/coupons', bank, { payload: { coupons: [] } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('Kérjük, küldjön legalább egy kupont.');
    const tooMany = await call('POST', '/api/v1/coupons', bank, {
      payload: { coupons: Array.from({ length: 10_001 }, () => ({ code: 'KH106101' })) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toBe('Egy kérésben legfeljebb 10000 kupon küldhető.');
    const extra = await call('POST', '/api/v1/coupons', bank, {
      payload: { coupons: [{ code: 'KH106101', ar: 1 }] },
    });
    expect(extra.statusCode).toBe(400);
    expect(errorOf(extra).code).toBe('validation_error');
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);
  });

  it('is refused to a portal admin’s key: the coupon manager is the bank’s', async () => {
    // The screen never offers the scope to the portal admin; a key with it (made before a role change) is
    // refused by the maker's role.
    const key = await apiKeyFor(t, 'bank_admin', ['coupons:write']);
    await db().update(profiles).set({ role: 'portal_admin' }).where(eq(profiles.id, key.id));
    const response = await call('POST', '/api/v1/coupons', key, { payload: { coupons: [{ code: code() }] } });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('forbidden');
  });
});

describe('Idempotency-Key', () => {
  const logCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(userLogs)
        .where(and(eq(userLogs.userId, bank.id), eq(userLogs.action, 'Kuponok feltöltve API-kulccsal')))
    )[0]!.n;

  it('answers a retry with the first answer without doing the work again', async () => {
    const key = randomUUID();
    const payload = { coupons: [{ code: code(), address: '1061 Budapest, Andrássy út 12.' }] };
    const logsBefore = await logCount();
    const first = await call('POST', '/api/v1/coupons', bank, {
      payload,
      headers: { 'idempotency-key': key },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CouponImportReport>().imported).toBe(1);
    const retry = await call('POST', '/api/v1/coupons', bank, {
      payload,
      headers: { 'idempotency-key': key },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The first answer, not a new report that would say 'already exists'.
    expect(retry.json()).toEqual(first.json());
    expect(await logCount()).toBe(logsBefore + 1);
  });

  it('refuses the same key with another body (422), and keeps keys of two API keys apart', async () => {
    const key = randomUUID();
    const headers = { 'idempotency-key': key };
    const first = await call('POST', '/api/v1/coupons', bank, {
      payload: { coupons: [{ code: code() }] },
      headers,
    });
    expect(first.statusCode).toBe(200);
    const other = await call('POST', '/api/v1/coupons', bank, {
      payload: { coupons: [{ code: code() }] },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toMatchObject({
      code: 'idempotency_key_reused',
      message:
        'Ezt az Idempotency-Key értéket egy másik tartalmú kéréshez már felhasználták. Kérjük, új kulcsot használjon.',
    });
    const colleague = await apiKeyFor(t, 'bank_admin', ['coupons:write']);
    const theirs = await call('POST', '/api/v1/coupons', colleague, {
      payload: { coupons: [{ code: code() }] },
      headers,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does the work once for two duplicates sent at once', async () => {
    const key = randomUUID();
    const codes = [code(), code(), code()];
    const payload = { coupons: codes.map((c) => ({ code: c })) };
    const logsBefore = await logCount();
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', '/api/v1/coupons', bank, { payload, headers: { 'idempotency-key': key } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(),
    ).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 200))
      expect(answer.json<CouponImportReport>().imported).toBe(3);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(errorOf(answer).code).toBe('idempotency_in_progress');
      expect(errorOf(answer).message).toContain('még folyamatban');
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await logCount()).toBe(logsBefore + 1);
    const stored = await db().select().from(coupons).where(inArray(coupons.code, codes));
    expect(stored).toHaveLength(3);
  });

  it('does the work again after a refused first try, whose work was rolled back', async () => {
    const key = randomUUID();
    const reader = await apiKeyFor(t, 'bank_admin', ['coupons:write']);
    await db().update(profiles).set({ role: 'portal_admin' }).where(eq(profiles.id, reader.id));
    const payload = { coupons: [{ code: code() }] };
    const refused = await call('POST', '/api/v1/coupons', reader, {
      payload,
      headers: { 'idempotency-key': key },
    });
    expect(refused.statusCode).toBe(403);
    await db().update(profiles).set({ role: 'bank_admin' }).where(eq(profiles.id, reader.id));
    const done = await call('POST', '/api/v1/coupons', reader, {
      payload,
      headers: { 'idempotency-key': key },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<CouponImportReport>().imported).toBe(1);
  });

  it('refuses a malformed key with a Hungarian 400', async () => {
    const response = await call('POST', '/api/v1/coupons', bank, {
      payload: { coupons: [{ code: code() }] },
      headers: { 'idempotency-key': 'szóköz van benne' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('idempotency_key_invalid');
  });
});

describe('GET /api/v1/changes', () => {
  /** Every change from the cursor on, page by page. */
  async function drain(key: TestApiKey, cursor: string | undefined, limit = 2) {
    const seen: ApiChange[] = [];
    for (;;) {
      const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
      const response = await call('GET', `/api/v1/changes?${query}`, key);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ApiChangePage>();
      seen.push(...page.items);
      cursor = page.nextCursor;
      if (!page.hasMore) return { seen, cursor };
    }
  }

  it('hands out each change once, in order, page by page, and a property again when it changes again', async () => {
    const { cursor: start } = await drain(bank, undefined, 1000);
    const auditor = await who.auditor();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await who.assignedClient(auditor.id, 'auditor_assigned'));
    const first = await drain(bank, start);
    expect(first.seen.map((c) => c.propertyId)).toEqual(made.map((m) => m.property.id));
    expect(first.seen[0]).toMatchObject({ status: 'auditor_assigned', clientId: made[0]!.id });
    expect(Object.keys(first.seen[0]!).sort()).toEqual([
      'address',
      'appointmentAt',
      'auditorAssignedAt',
      'bankReference',
      'certificate',
      'clientId',
      'couponCode',
      'orderedAt',
      'propertyId',
      'status',
    ]);

    // Nothing new: the same cursor back, no items.
    const idle = await call('GET', `/api/v1/changes?cursor=${first.cursor}`, bank);
    expect(idle.json<ApiChangePage>()).toEqual({ items: [], nextCursor: first.cursor, hasMore: false });

    // A change to a field the feed tells moves the property forward; one to another field does not.
    const appointment = new Date(Date.now() + 3 * 86_400_000);
    await db()
      .update(properties)
      .set({ status: 'appointment_scheduled', appointmentDate: appointment })
      .where(eq(properties.id, made[1]!.property.id));
    await db().update(properties).set({ area: 123 }).where(eq(properties.id, made[2]!.property.id));
    const second = await drain(bank, first.cursor);
    expect(second.seen.map((c) => c.propertyId)).toEqual([made[1]!.property.id]);
    expect(second.seen[0]).toMatchObject({
      status: 'appointment_scheduled',
      appointmentAt: appointment.toISOString(),
    });
  });

  it('tells an uploaded certificate and the bank’s reference of the coupon', async () => {
    const { cursor } = await drain(bank, undefined, 1000);
    await createCoupon(db(), { code: 'KH106277', address: null });
    await db().update(coupons).set({ bankReference: 'CRM-77' }).where(eq(coupons.code, 'KH106277'));
    const auditor = await who.auditor();
    const owner = await who.assignedClient(auditor.id, 'document_uploaded', { couponCode: 'KH106277' });
    const { document } = await who.storeCertificate(owner.property.id, auditor.id);
    const { seen } = await drain(bank, cursor);
    expect(seen.at(-1)).toMatchObject({
      propertyId: owner.property.id,
      couponCode: 'KH106277',
      bankReference: 'CRM-77',
      certificate: { id: document.id },
    });
  });

  it('leaves out erased clients, and refuses a broken cursor with a Hungarian 400', async () => {
    const { cursor } = await drain(bank, undefined, 1000);
    const gone = await who.client();
    await db().update(profiles).set({ erasedAt: new Date() }).where(eq(profiles.id, gone.id));
    await db()
      .update(properties)
      .set({ status: 'finding_auditor' })
      .where(eq(properties.id, gone.property!.id));
    expect((await drain(bank, cursor)).seen.map((c) => c.propertyId)).not.toContain(gone.property!.id);

    const broken = await call('GET', '/api/v1/changes?cursor=bm9uc2Vuc2U', bank);
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken)).toMatchObject({ code: 'invalid_cursor' });
    const tooMany = await call('GET', '/api/v1/changes?limit=1001', bank);
    expect(tooMany.statusCode).toBe(400);
  });

  it('is the portal admin’s too, with the same fields', async () => {
    const response = await call('GET', '/api/v1/changes?limit=1', operator);
    expect(response.statusCode).toBe(200);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'never skips a change whose transaction commits after a later one (two overlapping transactions)',
    async () => {
      const { cursor } = await drain(bank, undefined, 1000);
      // Two auditors and two clients: the two writers share no counter row (decision 0010) to wait on.
      const early = await who.assignedClient((await who.auditor()).id, 'auditor_assigned');
      const late = await who.assignedClient((await who.auditor()).id, 'auditor_assigned');
      const { cursor: before } = await drain(bank, cursor, 1000);
      const move = (id: string, street: string) =>
        sql`update properties set address = ${`1062 Budapest, ${street} 1.`} where id = ${id}`;

      // T1 takes its transaction id first and commits last; T2 commits in between.
      let releaseT1!: () => void;
      const t1Holds = new Promise<void>((resolve) => (releaseT1 = resolve));
      let t1Wrote!: () => void;
      const t1HasWritten = new Promise<void>((resolve) => (t1Wrote = resolve));
      const t1 = db().transaction(async (tx) => {
        await tx.execute(move(early.property.id, 'Bajza utca'));
        t1Wrote();
        await t1Holds;
      });
      await t1HasWritten;
      await db().execute(move(late.property.id, 'Szondi utca'));
      // T2's change is committed, but T1 still runs: handing out T2's row now would move the cursor past T1's.
      const during = await drain(bank, before, 1000);
      expect(during.seen.map((c) => c.propertyId)).toEqual([]);
      expect(during.cursor).toBe(before);
      releaseT1();
      await t1;
      const after = await drain(bank, during.cursor, 1000);
      expect(after.seen.map((c) => c.propertyId)).toEqual([early.property.id, late.property.id]);
    },
  );
});

describe('certificates', () => {
  it('gives the newest certificate of a finished property, metadata and file; 404 otherwise, nothing changed', async () => {
    const auditor = await who.auditor();
    const done = await who.assignedClient(auditor.id, 'document_uploaded');
    const { document: older } = await who.storeCertificate(done.property.id, auditor.id, 'regi.pdf');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { document, pdf } = await who.storeCertificate(done.property.id, auditor.id);
    const pending = await who.assignedClient(auditor.id, 'appointment_scheduled');
    const { document: early } = await who.storeCertificate(pending.property.id, auditor.id);

    for (const key of [bank, operator]) {
      const meta = await call('GET', `/api/v1/certificates/${document.id}`, key);
      expect(meta.statusCode, meta.body).toBe(200);
      expect(meta.json()).toMatchObject({
        id: document.id,
        propertyId: done.property.id,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
      });
      const file = await call('GET', `/api/v1/certificates/${document.id}/file`, key);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    const before = await snapshotDatabase(db());
    for (const id of [older.id, early.id, randomUUID()]) {
      const meta = await call('GET', `/api/v1/certificates/${id}`, bank);
      expect(meta.statusCode).toBe(404);
      expect(errorOf(meta).message).toBe('A tanúsítvány nem található.');
      expect((await call('GET', `/api/v1/certificates/${id}/file`, bank)).statusCode).toBe(404);
    }
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);
    const noScope = await apiKeyFor(t, 'bank_admin', ['orders:read']);
    expect((await call('GET', `/api/v1/certificates/${document.id}`, noScope)).statusCode).toBe(403);
  });
});

describe('TIG statements', () => {
  it('lists the statements for a bank key and answers 404 for an unknown one', async () => {
    const list = await call('GET', '/api/v1/statements', bank);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ items: expect.any(Array), page: 1 });
    const missing = await call('GET', `/api/v1/statements/${randomUUID()}`, bank);
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/statements/${randomUUID()}/pdf`, bank)).statusCode).toBe(404);
  });

  it('is never a portal admin’s: the screens show them to the bank and Admin Light only', async () => {
    const rows = await db().select().from(apiKeys).where(eq(apiKeys.id, operator.keyId));
    expect(rows[0]?.scopes).not.toContain('statements:read');
    expect((await call('GET', '/api/v1/statements', operator)).statusCode).toBe(403);
  });
});

describe('webhook endpoints through the machine API (docs/rules/webhooks.md)', () => {
  const endpoint = {
    url: 'http://localhost:4000/crm-webhooks',
    description: 'A CRM fogadója',
    events: ['order.created', 'certificate.uploaded'],
  };
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, key: TestApiKey, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: key.authorization },
      ...(payload ? { payload } : {}),
    });

  it('creates, lists and deletes the key team’s endpoints, and the system log names the key', async () => {
    const name = 'CRM webhook-kezelő';
    const key = await apiKeyFor(t, 'bank_admin', ['webhooks:manage'], { name });
    const created = await send('POST', '/api/v1/webhook-endpoints', key, endpoint);
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json() as { endpoint: { id: string; url: string }; secret: string };
    expect(answer.secret).toMatch(/^whsec_/);

    // The same endpoint is the bank team's, as the "Webhookok" screen lists it.
    const listed = await send('GET', '/api/v1/webhook-endpoints', key);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { items: { id: string }[] }).items.map((item) => item.id)).toContain(
      answer.endpoint.id,
    );
    const screen = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks/endpoints',
      headers: { cookie: key.cookie },
    });
    expect((screen.json() as { items: { id: string }[] }).items.map((item) => item.id)).toContain(
      answer.endpoint.id,
    );

    const [logged] = await db()
      .select()
      .from(userLogs)
      .where(eq(userLogs.action, 'Webhook végpont létrehozva'))
      .orderBy(desc(userLogs.timestamp))
      .limit(1);
    expect(logged?.details).toContain(`„${name}” API-kulccsal`);
    expect(logged?.metadata).toMatchObject({ apiKeyName: name });

    const deleted = await send('DELETE', `/api/v1/webhook-endpoints/${answer.endpoint.id}`, key);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await send('GET', '/api/v1/webhook-endpoints', key);
    expect((after.json() as { items: { id: string }[] }).items.map((item) => item.id)).not.toContain(
      answer.endpoint.id,
    );
  });

  it('refuses a key without the scope (403) and another team’s key the endpoint (404, nothing changed)', async () => {
    const key = await apiKeyFor(t, 'bank_admin', ['webhooks:manage']);
    const created = await send('POST', '/api/v1/webhook-endpoints', key, endpoint);
    const id = (created.json() as { endpoint: { id: string } }).endpoint.id;

    expect((await send('GET', '/api/v1/webhook-endpoints', bank)).statusCode).toBe(403);
    const outsider = await apiKeyFor(t, 'portal_admin', ['webhooks:manage']);
    const before = await snapshotDatabase(db());
    const refused = await send('DELETE', `/api/v1/webhook-endpoints/${id}`, outsider);
    expect(refused.statusCode).toBe(404);
    expect(changedTables(before, await snapshotDatabase(db()))).toEqual([]);
    const bad = await send('POST', '/api/v1/webhook-endpoints', key, { ...endpoint, url: 'nem egy cím' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).not.toMatch(/[a-z]+_[a-z]+/);
  });
});
