import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROPERTY_STATUSES } from '../../domain/statuses.ts';
import { ROLES } from '../../domain/roles.ts';
import {
  account,
  auditorDetails,
  coupons,
  documents,
  news,
  profiles,
  properties,
  tigStatementLines,
  tigStatements,
  userLogs,
  weeklyZips,
} from '../db/schema.ts';
import { describeLogMetadata } from '../../domain/log-details.ts';
import { rawTokens } from '../../test/raw-tokens.ts';
import { logNamesOf, lookUpLogNames } from '../features/system-log/index.ts';
import { bankReport } from '../features/bank-reports/index.ts';
import { signIn } from '../test/accounts.ts';
import { testAppForFile } from '../test/test-app.ts';
import { APPOINTMENT } from '../../domain/constants.ts';
import { toBudapest } from '../../domain/time.ts';
import { budapestTimeOn } from '../../domain/time.ts';
import { DEMO_ACCOUNTS, DEMO_COUPON_POSTCODES, demoCouponCode, seedDemo } from './demo.ts';
import { certificateOrderSchema } from '../../domain/coupons.ts';

const t = testAppForFile();

describe('demo data', () => {
  it('creates one account for every role with the documented passwords', async () => {
    expect(await seedDemo(t.services)).toBe(true);
    const { db } = t.services.database;
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());
    for (const demo of DEMO_ACCOUNTS) {
      const [row] = await db
        .select({ role: profiles.role, password: account.password })
        .from(profiles)
        .innerJoin(account, and(eq(account.userId, profiles.id), eq(account.providerId, 'credential')))
        .where(eq(profiles.email, demo.email));
      expect(row?.role).toBe(demo.role);
      expect(await verifyPassword({ hash: row?.password ?? '', password: demo.password })).toBe(true);
    }
  });

  it('has clients in every property status, auditors in several counties (one still onboarding) and free coupons', async () => {
    const { db } = t.services.database;
    const statuses = new Set(
      (await db.select({ status: properties.status }).from(properties)).map((p) => p.status),
    );
    expect([...statuses].sort()).toEqual([...PROPERTY_STATUSES].sort());
    const auditors = await db.select().from(auditorDetails);
    expect(auditors.length).toBeGreaterThanOrEqual(5);
    expect(new Set(auditors.flatMap((a) => a.acceptedCounties)).size).toBeGreaterThanOrEqual(8);
    // The edit form needs a register number and a personal address (docs/roles/portal-admin.md, 'Edit').
    const accepted = auditors.filter((a) => a.onboardingStatus === 'accepted');
    expect(accepted.every((a) => a.certificationId)).toBe(true);
    const people = await db.select().from(profiles).where(eq(profiles.role, 'auditor'));
    expect(people.every((p) => p.address && /^\d{4} /.test(p.address))).toBe(true);
    // One demo auditor has not finished onboarding yet, to show /finish-onboarding.
    expect(auditors.filter((a) => a.onboardingStatus !== 'accepted').map((a) => a.auditorId)).toEqual([
      'demo-auditor-7',
    ]);
    const free = (await db.select().from(coupons)).filter((c) => c.claimedBy === null);
    expect(free.length).toBeGreaterThan(10);
  });

  it('has free coupons that a client can redeem: each code holds its postcode', async () => {
    for (const postcode of DEMO_COUPON_POSTCODES) {
      const order = certificateOrderSchema.safeParse({
        couponCode: demoCouponCode(postcode, 1),
        postcode,
        city: 'X',
        street: 'Fő utca',
        houseNumber: '1',
        area: '80',
        addressConfirmed: true,
      });
      expect(order.success, postcode).toBe(true);
      expect(demoCouponCode(postcode, 1)).toHaveLength(8);
    }
  });

  it('stores a real certificate file for the finished property', async () => {
    const { db } = t.services.database;
    const [certificate] = await db.select().from(documents).where(eq(documents.type, 'certificate'));
    expect(certificate).toBeDefined();
    const stream = await t.services.fileStore.getStream(certificate!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("keeps its appointments and first calls to the product's rule: 08:00-18:00 on quarter hours, Budapest time", async () => {
    const { db } = t.services.database;
    const rows = await db.select().from(properties);
    const times = rows.flatMap((p) => [p.appointmentDate, p.auditorFirstcallDate]).filter((d) => d !== null);
    expect(times.length).toBeGreaterThanOrEqual(4);
    for (const time of times) {
      const local = toBudapest(time);
      const label = `${time.toISOString()} = ${local.hour}:${local.minute}`;
      expect(local.hour >= APPOINTMENT.firstHour && local.hour <= APPOINTMENT.lastHour, label).toBe(true);
      expect(local.minute % APPOINTMENT.minuteStep, label).toBe(0);
      expect(local.second, label).toBe(0);
    }
    // The timeline's order: order, assignment, first call, appointment, then the certificate.
    for (const row of rows.filter((p) => p.auditorAssignDate !== null)) {
      expect(row.orderedAt!.getTime()).toBeLessThan(row.auditorAssignDate!.getTime());
      if (row.auditorFirstcallDate)
        expect(row.auditorAssignDate!.getTime()).toBeLessThan(row.auditorFirstcallDate.getTime());
    }
    for (const row of rows.filter((p) => p.status === 'document_uploaded')) {
      const [certificate] = await db.select().from(documents).where(eq(documents.propertyId, row.id));
      expect(row.auditorFirstcallDate!.getTime()).toBeLessThan(row.appointmentDate!.getTime());
      expect(row.appointmentDate!.getTime()).toBeLessThan(certificate!.uploadedAt.getTime());
      expect(certificate!.uploadedAt.getTime()).toBeLessThanOrEqual(t.services.clock().getTime());
    }
  });

  it("gives the bank's report a wait from order to assignment to average", async () => {
    const { performance } = await bankReport(t.services, { period: 'last_12_months' });
    expect(performance.assignedCount).toBe(10);
    expect(performance.daysToAssignment).toBeGreaterThan(0);
  });

  it('places its times by the Budapest calendar, across a summer-time change too', () => {
    // 25 October 2026 has 25 hours in Budapest: 00:25 on the 24th plus one calendar day is the 25th.
    const instant = new Date('2026-10-23T22:25:00Z');
    expect(budapestTimeOn(instant, 1, 9, 15).toISOString()).toBe('2026-10-25T08:15:00.000Z');
    expect(budapestTimeOn(instant, 2, 9, 15).toISOString()).toBe('2026-10-26T08:15:00.000Z');
  });

  it('bills its sent and paid certificates through real TIG statements, so every billing status has its statement', async () => {
    const { db } = t.services.database;
    const certificates = await db
      .select({
        id: documents.id,
        billing: documents.billingStatus,
        statement: tigStatementLines.statementId,
      })
      .from(documents)
      .leftJoin(tigStatementLines, eq(tigStatementLines.documentId, documents.id))
      .where(eq(documents.type, 'certificate'));
    expect(new Set(certificates.map((certificate) => certificate.billing))).toEqual(
      new Set(['pending', 'sent', 'paid']),
    );
    for (const certificate of certificates)
      expect(certificate.statement === null, certificate.billing).toBe(certificate.billing === 'pending');
    const statements = await db.select({ status: tigStatements.status }).from(tigStatements);
    expect(statements.map((statement) => statement.status).sort()).toEqual(['paid', 'sent']);
  });

  it('has a ready weekly ZIP of the last 7 days in Admin Light’s history', async () => {
    const { db } = t.services.database;
    const [archive] = await db.select().from(weeklyZips);
    expect(archive).toMatchObject({ status: 'ready', passwordSealed: null, isScheduled: false });
    expect(archive!.createdBy).not.toBeNull();
    expect(archive!.contents?.certificates).toBeGreaterThan(0);
    expect(await t.services.fileStore.exists(archive!.storageKey!)).toBe(true);
  });

  it('has news for the readers’ start screens, one of them already read by the demo auditor', async () => {
    const auditor = DEMO_ACCOUNTS.find((demo) => demo.role === 'auditor')!;
    const cookie = await signIn(t.app, auditor.email, { password: auditor.password });
    const response = await t.app.inject({ url: '/api/news?page=1&pageSize=10', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      total: number;
      unread: number;
      items: { title: string; isRead: boolean }[];
    }>();
    expect(body).toMatchObject({ total: 3, unread: 2 });
    expect(body.items.map((item) => item.isRead)).toEqual([false, false, true]);
    const audiences = await t.services.database.db.select({ audience: news.audience }).from(news);
    for (const role of ['auditor', 'bank_admin', 'admin_light'])
      expect(
        audiences.some((row) => row.audience.includes(role as never)),
        role,
      ).toBe(true);
  });

  it('has a system log of every kind of row, each reading Hungarian with its people named', async () => {
    // The tests' own sign-ins above came through app.inject, whose browser is light-my-request's.
    const rows = (await t.services.database.db.select().from(userLogs)).filter(
      (row) => row.metadata?.userAgent !== 'lightMyRequest',
    );
    const names = await lookUpLogNames(
      t.services.database.db,
      rows.map((row) => row.metadata),
    );
    const shown = rows.map((row) => {
      const described = describeLogMetadata(row.metadata, logNamesOf(row.metadata, names));
      return [
        row.action,
        row.details ?? '',
        ...described.fields.map((field) => `${field.label}: ${field.value}`),
        ...described.changes.map((change) => `${change.label}: ${change.oldValue} → ${change.newValue}`),
      ].join('\n');
    });
    for (const text of shown) expect(rawTokens(text), text).toEqual([]);
    // The rows the log once showed raw: a lead's status, a ticket's priority, an import's verdicts.
    expect(shown).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Lead: Kiss Tamás\nStátusz: Új → Megkeresve'),
        expect.stringContaining('Prioritás: – → Magas'),
        expect.stringContaining('Ellenőrzés eredménye: Érvényes: 2; Lejárt: 1'),
      ]),
    );
  });

  it('is deterministic and seeds only once', async () => {
    const { db } = t.services.database;
    const ids = (await db.select({ id: profiles.id }).from(profiles)).map((p) => p.id).sort();
    expect(ids).toContain('demo-portal-admin');
    expect(await seedDemo(t.services)).toBe(false);
    expect((await db.select({ id: profiles.id }).from(profiles)).length).toBe(ids.length);
  });
});
