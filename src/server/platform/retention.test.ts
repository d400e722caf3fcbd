import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import type { PropertyView } from '../../domain/property.ts';
import {
  jobs,
  mailOutbox,
  rateLimitHits,
  session,
  spentCaptchas,
  twoFactorUsedCodes,
  verification,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema.ts';
import { createProperty } from '../seed/factories.ts';
import { solveCaptcha } from '../test/accounts.ts';
import { people } from '../test/people.ts';
import { sessionCookie } from '../test/sessions.ts';
import { realTime, silentLogger, testAppForFile } from '../test/test-app.ts';
import { applyRetention, type RetentionOptions } from './retention.ts';

const t = testAppForFile({ clock: realTime });
const who = people(t);
const db = () => t.services.database.db;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
const retain = (options: Partial<RetentionOptions> = {}) =>
  applyRetention({
    db: db(),
    policy: t.config.retention,
    now: t.clock.now(),
    logger: silentLogger,
    ...options,
  });

const outboxRow = (to: string, values: Partial<typeof mailOutbox.$inferInsert> = {}) => ({
  to,
  template: 'PASSWORD_RESET',
  subject: 'Tárgy',
  html: '<p>x</p>',
  text: 'x',
  ...values,
});
/** An e-mail sent 40 days ago: past its retention. */
const oldSentMail = (to: string) => outboxRow(to, { status: 'sent', createdAt: daysAgo(40) });
async function outbox(to: string, values: Partial<typeof mailOutbox.$inferInsert>) {
  await db().insert(mailOutbox).values(outboxRow(to, values));
}
const outboxOf = async (addresses: string[]) =>
  (await db().select({ to: mailOutbox.to }).from(mailOutbox).where(inArray(mailOutbox.to, addresses)))
    .map((row) => row.to)
    .sort();

describe('e-mails', () => {
  it('deletes delivered ones after 30 days and given-up ones after 90, never one still to be sent', async () => {
    const sent = { status: 'sent', attempts: 1 } as const;
    await outbox('regi-kikuldott@example.hu', { ...sent, createdAt: daysAgo(31), sentAt: daysAgo(31) });
    await outbox('friss-kikuldott@example.hu', { ...sent, createdAt: daysAgo(29), sentAt: daysAgo(29) });
    await outbox('regi-sikertelen@example.hu', { status: 'failed', attempts: 10, createdAt: daysAgo(91) });
    await outbox('friss-sikertelen@example.hu', { status: 'failed', attempts: 10, createdAt: daysAgo(89) });
    // Waiting for the relay for months (the worker was down), and one being retried right now.
    await outbox('varakozo@example.hu', { createdAt: daysAgo(200), nextAttemptAt: daysAgo(200) });
    await outbox('ujraprobalt@example.hu', {
      attempts: 4,
      createdAt: daysAgo(120),
      lockedUntil: new Date(t.clock.now().getTime() + 60_000),
    });

    const report = await retain();

    expect(report.deleted).toMatchObject({ sentMail: 1, failedMail: 1 });
    expect(
      await outboxOf([
        'regi-kikuldott@example.hu',
        'friss-kikuldott@example.hu',
        'regi-sikertelen@example.hu',
        'friss-sikertelen@example.hu',
        'varakozo@example.hu',
        'ujraprobalt@example.hu',
      ]),
    ).toEqual([
      'friss-kikuldott@example.hu',
      'friss-sikertelen@example.hu',
      'ujraprobalt@example.hu',
      'varakozo@example.hu',
    ]);
  });

  it('takes a backlog in batches, and leaves what one run may not delete to the next run', async () => {
    const addresses = Array.from({ length: 25 }, (_, i) => `halom${i}@example.hu`);
    await db().insert(mailOutbox).values(addresses.map(oldSentMail));

    const first = await retain({ batchSize: 10, maxBatches: 2 });
    expect(first.deleted.sentMail).toBe(20);
    expect(first.unfinished).toEqual(['sentMail']);
    expect(await outboxOf(addresses)).toHaveLength(5);

    const second = await retain({ batchSize: 10, maxBatches: 2 });
    expect(second.deleted.sentMail).toBe(5);
    expect(second.unfinished).toEqual([]);
    expect(await outboxOf(addresses)).toEqual([]);
  });

  // A PostgreSQL server's answers arrive as I/O anyway; the embedded database answers on this thread.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'gives way to other work between batches on the embedded database',
    async () => {
      await db()
        .insert(mailOutbox)
        .values(Array.from({ length: 30 }, (_, i) => oldSentMail(`varakozik${i}@example.hu`)));
      let turns = 0;
      let running = true;
      const turn = () => {
        if (!running) return;
        turns++;
        setTimeout(turn, 0);
      };
      setTimeout(turn, 0);
      const report = await retain({ batchSize: 5 });
      running = false;
      expect(report.deleted.sentMail).toBe(30);
      // Seven batches of e-mails alone, one or more for every other kind.
      expect(turns).toBeGreaterThanOrEqual(7);
    },
  );

  it('logs one line with the counts of every kind', async () => {
    await outbox('naplozott@example.hu', { status: 'sent', createdAt: daysAgo(31) });
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    await retain({ logger });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'retention: rows past their retention deleted',
      deleted: {
        sentMail: 1,
        failedMail: 0,
        finishedJobs: 0,
        failedJobs: 0,
        spentCaptchas: 0,
        usedTotpCodes: 0,
        sessions: 0,
        verifications: 0,
        shares: 0,
        rateLimitHits: 0,
        idempotencyKeys: 0,
        webhookEvents: 0,
      },
      unfinished: [],
      failed: [],
    });
  });
});

describe('jobs', () => {
  it('deletes done jobs after 30 days and failed ones after 90, never pending or running ones', async () => {
    const job = async (name: string, values: Partial<typeof jobs.$inferInsert>) =>
      db()
        .insert(jobs)
        .values({ name, ...values });
    await job('kesz-regi', { status: 'done', runAt: daysAgo(31), finishedAt: daysAgo(31) });
    await job('kesz-friss', { status: 'done', runAt: daysAgo(29), finishedAt: daysAgo(29) });
    await job('hibas-regi', { status: 'failed', runAt: daysAgo(91), finishedAt: daysAgo(91) });
    await job('hibas-friss', { status: 'failed', runAt: daysAgo(60), finishedAt: daysAgo(60) });
    await job('varakozo', { status: 'pending', runAt: daysAgo(100), attempts: 3 });
    await job('futo', {
      status: 'running',
      runAt: daysAgo(100),
      lockedUntil: new Date(t.clock.now().getTime() + 60_000),
    });

    const report = await retain();

    expect(report.deleted).toMatchObject({ finishedJobs: 1, failedJobs: 1 });
    const left = await db().select({ name: jobs.name }).from(jobs);
    expect(left.map((row) => row.name).sort()).toEqual(['futo', 'hibas-friss', 'kesz-friss', 'varakozo']);
  });
});

describe('spent CAPTCHA solutions', () => {
  it('are forgotten once their challenge expired, and an old solution is still refused', async () => {
    const captcha = t.services.captcha;
    const early = await solveCaptcha(t.app);
    expect(await captcha.verify(early)).toBe('ok');
    t.clock.advance(15 * 60_000);
    const late = await solveCaptcha(t.app);
    expect(await captcha.verify(late)).toBe('ok');
    t.clock.advance(6 * 60_000); // the first challenge (20 minutes) has expired, the second has not

    const report = await retain();

    expect(report.deleted.spentCaptchas).toBe(1);
    expect(await db().select().from(spentCaptchas)).toHaveLength(1);
    expect(await captcha.verify(early)).toBe('expired');
    expect(await captcha.verify(late)).toBe('reused');
  });
});

describe('spent authenticator codes', () => {
  it('are forgotten once the server would no longer accept the code anyway', async () => {
    const client = await who.client();
    const now = t.clock.now().getTime();
    await db()
      .insert(twoFactorUsedCodes)
      .values([
        { userId: client.id, code: '111111', expiresAt: new Date(now - 1_000) },
        { userId: client.id, code: '222222', expiresAt: new Date(now + 60_000) },
      ]);

    const report = await retain();

    expect(report.deleted.usedTotpCodes).toBe(1);
    const left = await db().select({ code: twoFactorUsedCodes.code }).from(twoFactorUsedCodes);
    expect(left).toEqual([{ code: '222222' }]);
  });
});

describe('sessions and verification tokens', () => {
  it('deletes expired ones; a signed-in person stays signed in, even with the dev clock days ahead', async () => {
    const client = await who.client();
    const realNow = Date.now();
    const addSession = (expiresAt: Date) =>
      db().insert(session).values({ id: randomUUID(), token: randomUUID(), userId: client.id, expiresAt });
    await addSession(new Date(realNow - 60_000));
    // Better Auth honours it for another hour of real time, whatever the portal's clock says.
    await addSession(new Date(realNow + 3_600_000));
    const token = (identifier: string, expiresAt: Date) =>
      db().insert(verification).values({ id: randomUUID(), identifier, value: client.id, expiresAt });
    await token('reset-password:lejart', new Date(realNow - 60_000));
    await token('reset-password:ervenyes', new Date(realNow + 3_600_000));
    t.clock.advance(2 * DAY);

    const report = await retain();

    expect(report.deleted).toMatchObject({ sessions: 1, verifications: 1 });
    const sessions = await db()
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, client.id));
    expect(sessions).toHaveLength(2); // the sign-in's own and the one valid for an hour
    expect(sessions.every((row) => row.expiresAt.getTime() > realNow)).toBe(true);
    const tokens = await db().select({ identifier: verification.identifier }).from(verification);
    expect(tokens.map((row) => row.identifier)).toContain('reset-password:ervenyes');
    expect(tokens.map((row) => row.identifier)).not.toContain('reset-password:lejart');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: client.cookie },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('certificate shares', () => {
  const tokenOf = async (to: string) => {
    const [mail] = await db().select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, to));
    return /\/shared\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  it('keeps an ended link for 30 days, answering "expired or revoked", then deletes it', async () => {
    const auditor = await who.auditor();
    const client = await who.client({ withProperty: false });
    const property = await createProperty(db(), t.services.postcodes, {
      clientId: client.id,
      postcode: '1062',
      street: 'Bajza utca',
      houseNumber: '5',
      status: 'document_uploaded',
      area: 90,
      couponCode: 'KH106201',
      auditorId: auditor.id,
      appointmentDate: daysAgo(1),
    });
    await who.storeCertificate(property.id, auditor.id);
    let cookie = client.cookie;
    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const share = async (email: string) => {
      const answer = await inject('POST', `/api/properties/${property.id}/certificate/shares`, { email });
      expect(answer.statusCode, answer.body).toBe(201);
      return { id: answer.json().share.id as string, token: await tokenOf(email) };
    };
    const expired = await share('lejar@example.hu'); // ends in 7 days
    const revoked = await share('visszavont@example.hu');
    const revoke = await inject('DELETE', `/api/properties/${property.id}/certificate/shares/${revoked.id}`);
    expect(revoke.statusCode).toBe(200);
    t.clock.advance(36 * DAY); // revoked 36 days ago, expired 29 days ago
    // The client signs in again: a remembered session lasts 30 days on the server's clock.
    cookie = await sessionCookie(t, client.id);
    const active = await share('aktiv@example.hu');

    const report = await retain();

    expect(report.deleted.shares).toBe(1);
    const link = (token: string) => t.app.inject({ method: 'GET', url: `/api/shared-certificates/${token}` });
    const gone = await link(revoked.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(MESSAGES.share.invalid);
    const ended = await link(expired.token);
    expect(ended.statusCode).toBe(410);
    expect(ended.json().error.message).toBe(MESSAGES.share.expired);
    expect((await link(active.token)).statusCode).toBe(200);
    const list = async () =>
      ((await inject('GET', '/api/client/property')).json().property as PropertyView).shares.map((s) => [
        s.email,
        s.state,
      ]);
    expect(await list()).toEqual([
      ['aktiv@example.hu', 'active'],
      ['lejar@example.hu', 'expired'],
    ]);

    t.clock.advance(2 * DAY);
    expect((await retain()).deleted.shares).toBe(1);
    expect((await link(expired.token)).statusCode).toBe(404);
    expect(await list()).toEqual([['aktiv@example.hu', 'active']]);
  });
});

describe('rate-limit hits', () => {
  it('deletes hits older than the longest window and keeps the rest counting', async () => {
    const rule = { limit: 5, windowMs: 15 * 60_000 };
    await db().delete(rateLimitHits); // the sign-ins and shares of the tests above
    await t.services.rateLimiter.hit('retention:old', rule);
    t.clock.advance(61 * 60_000);
    await t.services.rateLimiter.hit('retention:new', rule);
    await t.services.rateLimiter.hit('retention:new', rule);

    const report = await retain();

    expect(report.deleted.rateLimitHits).toBe(1);
    const left = await db()
      .select({ key: rateLimitHits.key, hits: sql<number>`count(*)::int` })
      .from(rateLimitHits)
      .where(inArray(rateLimitHits.key, ['retention:old', 'retention:new']))
      .groupBy(rateLimitHits.key);
    expect(left).toEqual([{ key: 'retention:new', hits: 2 }]);
    expect((await t.services.rateLimiter.peek('retention:new', rule)).remaining).toBe(3);
  });
});

describe('webhook events', () => {
  it('deletes an event with its deliveries after 30 days, unless a delivery to an enabled endpoint is still tried', async () => {
    const endpoint = async (enabled: boolean) =>
      (
        await db()
          .insert(webhookEndpoints)
          .values({
            ownerRole: 'bank_admin',
            url: 'https://crm.example.hu/webhook',
            events: ['order.created'],
            secret: 'whsec_dGVzenQ=',
            enabled,
          })
          .returning({ id: webhookEndpoints.id })
      )[0]!.id;
    const [enabled, disabled] = [await endpoint(true), await endpoint(false)];
    const event = async (
      id: string,
      age: number,
      deliveries: [string, 'pending' | 'delivered' | 'failed'][],
    ) => {
      await db()
        .insert(webhookEvents)
        .values({ id, type: 'order.created', body: '{}', createdAt: daysAgo(age) });
      for (const [endpointId, status] of deliveries)
        await db()
          .insert(webhookDeliveries)
          .values({ eventId: id, endpointId, status, createdAt: daysAgo(age) });
    };
    await event('msg_old_delivered', 31, [
      [enabled, 'delivered'],
      [disabled, 'failed'],
    ]);
    await event('msg_old_waiting_on_disabled', 31, [[disabled, 'pending']]);
    await event('msg_old_still_tried', 31, [[enabled, 'pending']]);
    await event('msg_recent', 29, [[enabled, 'delivered']]);

    const report = await retain();

    expect(report.deleted.webhookEvents).toBe(2);
    const events = await db().select({ id: webhookEvents.id }).from(webhookEvents);
    expect(events.map((row) => row.id).sort()).toEqual(['msg_old_still_tried', 'msg_recent']);
    const deliveries = await db().select({ eventId: webhookDeliveries.eventId }).from(webhookDeliveries);
    expect(deliveries.map((row) => row.eventId).sort()).toEqual(['msg_old_still_tried', 'msg_recent']);
  });
});
