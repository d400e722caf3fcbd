import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { auditorDetails, jobs, mailOutbox, properties, userLogs } from '../../db/schema.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { createAuditor, createProperty, createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people } from '../../test/people.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { applyBatch, ASSIGNMENT_BATCH_JOB, assignmentBatchJobHandler } from './batch.ts';

// Each test plans only its own county, so the tests of this file share one database without meeting.
const t = testAppForFile({ clock: () => new Date('2026-11-20T09:00:00Z'), clearRateLimits: true });
const who = people(t);
let serial = 0;
const db = () => t.services.database.db;

const DAY = 86_400_000;

async function auditorIn(
  county: string,
  postcode: string,
  options: { capacity?: number; name?: string } = {},
) {
  serial++;
  const profile = await createAuditor(db(), {
    email: `kotegelt${serial}@example.hu`,
    firstName: options.name ?? `Tanúsító${serial}`,
    lastName: 'Kötegelt',
    password: TEST_PASSWORD,
    companyPostcode: postcode,
    workCapacity: options.capacity ?? 5,
    acceptedCounties: [county],
  });
  return profile;
}

/** An order waiting for an auditor, placed `daysAgo` days before the test's clock. */
async function waitingOrder(postcode: string, daysAgo: number) {
  serial++;
  const client = await createUser(db(), {
    role: 'client',
    email: `megrendelo${serial}@example.hu`,
    firstName: `Ügyfél${serial}`,
    lastName: 'Kovács',
    password: TEST_PASSWORD,
    phone: '+36 30 111 2233',
  });
  const property = await createProperty(db(), t.services.postcodes, {
    clientId: client.id,
    postcode,
    street: 'Fő utca',
    houseNumber: String(serial),
    status: 'finding_auditor',
    area: 90,
    orderedAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
  });
  return property.id;
}

const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

const plan = (cookie: string, body: Record<string, unknown>) =>
  inject('POST', '/api/admin/assignment-plans', cookie, body);
const start = (cookie: string, batchId: string) =>
  inject('POST', `/api/admin/assignment-batches/${batchId}/start`, cookie);
const progress = (cookie: string, batchId: string) =>
  inject('GET', `/api/admin/assignment-batches/${batchId}`, cookie);

const runner = () =>
  new JobRunner({ db: db(), logger: silentLogger, clock: t.clock.now }).register(
    ASSIGNMENT_BATCH_JOB,
    assignmentBatchJobHandler(t.services, silentLogger),
  );

const stored = (ids: string[]) => db().select().from(properties).where(inArray(properties.id, ids));
const logsOf = (ids: string[]) =>
  db()
    .select()
    .from(userLogs)
    .where(
      and(
        eq(userLogs.actionType, 'admin_action'),
        inArray(sql<string>`${userLogs.metadata} ->> 'propertyId'`, ids),
      ),
    );

describe('planning a campaign', () => {
  it('places the oldest orders within each auditor’s free places and lists the rest with the reason', async () => {
    const admin = await who.staff('portal_admin');
    const near = await auditorIn('Zala', '8900', { capacity: 2 });
    const far = await auditorIn('Zala', '8960', { capacity: 1 });
    const oldest = await waitingOrder('8900', 9);
    const middle = await waitingOrder('8900', 5);
    const newer = await waitingOrder('8900', 3);
    const newest = await waitingOrder('8900', 1);
    const response = await plan(admin.cookie, { counties: ['Zala'] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.waiting).toBe(4);
    expect(body.orders.map((o: { propertyId: string }) => o.propertyId)).toEqual([
      oldest,
      middle,
      newer,
      newest,
    ]);
    // Elfoglalt (2 free) ranks before Elfoglalt (1 free) at equal band only by distance: the nearer one first.
    expect(body.orders.map((o: { auditorId: string | null }) => o.auditorId)).toEqual([
      near.id,
      near.id,
      far.id,
      null,
    ]);
    expect(body.orders[3]).toMatchObject({ reason: 'capacity_exhausted', excluded: false });
    const rows = body.byAuditor.filter((a: { auditorId: string }) => [near.id, far.id].includes(a.auditorId));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          auditorId: near.id,
          assigned: 2,
          freeBefore: 2,
          freeAfter: 0,
          longestKm: 0,
        }),
        expect.objectContaining({ auditorId: far.id, assigned: 1, freeBefore: 1, freeAfter: 0 }),
      ]),
    );
    expect(body.byCounty).toEqual([{ county: 'Zala', placed: 3, unplaced: 1 }]);
    // A plan assigns nothing.
    expect((await stored([oldest])).map((p) => p.status)).toEqual(['finding_auditor']);
  });

  it('says when no auditor accepts the county, and leaves out the auditors and orders the admin excludes', async () => {
    const admin = await who.staff('portal_admin');
    const lonely = await waitingOrder('7100', 2);
    const kept = await auditorIn('Vas', '9700');
    const excluded = await auditorIn('Vas', '9700', { name: 'Ábel' });
    const skippedOrder = await waitingOrder('9700', 4);
    const vasOrder = await waitingOrder('9700', 2);
    const response = await plan(admin.cookie, {
      counties: ['Tolna', 'Vas'],
      excludedAuditorIds: [excluded.id],
      excludedPropertyIds: [skippedOrder],
    });
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(response.json().orders.map((o: { propertyId: string }) => [o.propertyId, o]));
    expect(byId.get(lonely)).toMatchObject({ auditorId: null, reason: 'no_county_auditor' });
    expect(byId.get(skippedOrder)).toMatchObject({ auditorId: null, reason: null, excluded: true });
    expect(byId.get(vasOrder)).toMatchObject({ auditorId: kept.id });
    const excludedRow = response
      .json()
      .byAuditor.find((a: { auditorId: string }) => a.auditorId === excluded.id);
    expect(excludedRow).toMatchObject({ excluded: true, assigned: 0 });
  });

  it('filters by order date and by the bank’s approval', async () => {
    const admin = await who.staff('portal_admin');
    await auditorIn('Heves', '3300');
    const old = await waitingOrder('3300', 20);
    const recent = await waitingOrder('3300', 2);
    await db().update(properties).set({ couponApprovedAt: t.clock.now() }).where(eq(properties.id, recent));
    const byDate = await plan(admin.cookie, {
      counties: ['Heves'],
      orderedFrom: '2026-11-10',
      orderedTo: '2026-11-20',
    });
    expect(byDate.json().orders.map((o: { propertyId: string }) => o.propertyId)).toEqual([recent]);
    const unapproved = await plan(admin.cookie, { counties: ['Heves'], bankApproval: 'not_approved' });
    expect(unapproved.json().orders.map((o: { propertyId: string }) => o.propertyId)).toEqual([old]);
  });
});

describe('applying a plan', () => {
  it('assigns each order exactly as a single assignment does, and e-mails every auditor', async () => {
    const admin = await who.staff('portal_admin');
    const auditor = await auditorIn('Somogy', '7400');
    const orders = [await waitingOrder('7400', 3), await waitingOrder('7400', 2)];
    const planned = (await plan(admin.cookie, { counties: ['Somogy'] })).json();
    const started = await start(admin.cookie, planned.batchId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'queued', total: 2, processed: 0 });
    expect(await runner().runDue()).toBe(1);

    for (const property of await stored(orders)) {
      expect(property).toMatchObject({ status: 'auditor_assigned', auditorId: auditor.id });
      expect(property.auditorAssignDate).toEqual(t.clock.now());
      expect(property.assignmentExplanation).toMatch(
        /^Automatikus párosítás \(kampány\): vállalja a Somogy megyét/,
      );
    }
    const logs = await logsOf(orders);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ userId: admin.id, action: 'Tanúsító hozzárendelve ügyfélhez' });
    expect(logs[0]?.metadata).toMatchObject({ assignmentType: 'batch_assignment', auditorId: auditor.id });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, auditor.email));
    expect(mails.map((m) => m.template)).toEqual(['AUDITOR_ASSIGNMENT', 'AUDITOR_ASSIGNMENT']);
    const done = (await progress(admin.cookie, planned.batchId)).json();
    expect(done).toMatchObject({ status: 'done', total: 2, processed: 2, assigned: 2, skipped: [] });
  });

  it('is safe to confirm and to run twice: the second start is refused and a second run changes nothing', async () => {
    const admin = await who.staff('portal_admin');
    const auditor = await auditorIn('Veszprém', '8200');
    const orders = [await waitingOrder('8200', 3), await waitingOrder('8230', 2)];
    const planned = (await plan(admin.cookie, { counties: ['Veszprém'] })).json();
    expect((await start(admin.cookie, planned.batchId)).statusCode).toBe(200);
    const again = await start(admin.cookie, planned.batchId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.assignment.batchStarted);
    const queued = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `${ASSIGNMENT_BATCH_JOB}:${planned.batchId}`));
    expect(queued).toHaveLength(1);
    await runner().runDue();
    await applyBatch(t.services, silentLogger, planned.batchId);
    // The job delivered a second time (a lease that ran out) reads the same items, now all with an outcome.
    await assignmentBatchJobHandler(t.services, silentLogger)(
      { batchId: planned.batchId },
      { id: 0, attempts: 2 },
    );
    expect(await logsOf(orders)).toHaveLength(2);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, auditor.email))).toHaveLength(2);
  });

  it('skips and reports a property assigned meanwhile and an auditor whose free places went meanwhile', async () => {
    const admin = await who.staff('portal_admin');
    const other = await who.staff('portal_admin');
    const planner = await auditorIn('Baranya', '7621', { capacity: 1 });
    const second = await auditorIn('Baranya', '7621', { capacity: 1 });
    const rival = await auditorIn('Budapest', '1061');
    const orders = [await waitingOrder('7621', 3), await waitingOrder('7621', 2)];
    const planned = (await plan(admin.cookie, { counties: ['Baranya'] })).json();
    expect(planned.orders.every((o: { auditorId: string | null }) => o.auditorId !== null)).toBe(true);
    expect((await start(admin.cookie, planned.batchId)).statusCode).toBe(200);
    // Before the job runs: a single assignment takes the first order, and the second's auditor is cut to 0.
    const single = await inject('POST', `/api/admin/properties/${orders[0]}/assignment`, other.cookie, {
      auditorId: rival.id,
    });
    expect(single.statusCode, single.body).toBe(200);
    const secondsAuditor = planned.orders[1].auditorId as string;
    await db()
      .update(auditorDetails)
      .set({ workCapacity: 0 })
      .where(eq(auditorDetails.auditorId, secondsAuditor));
    await runner().runDue();

    const [first, later] = await stored(orders).then((rows) =>
      orders.map((id) => rows.find((r) => r.id === id)),
    );
    expect(first).toMatchObject({ auditorId: rival.id, assignmentExplanation: null });
    expect(later).toMatchObject({ status: 'finding_auditor', auditorId: null });
    const report = (await progress(admin.cookie, planned.batchId)).json();
    expect(report).toMatchObject({ status: 'done', processed: 2, assigned: 0 });
    expect(
      report.skipped.map((s: { propertyId: string; outcome: string }) => [s.propertyId, s.outcome]),
    ).toEqual([
      [orders[0], 'skipped_already_assigned'],
      [orders[1], 'skipped_capacity'],
    ]);
    expect([planner.id, second.id]).toContain(secondsAuditor);
  });

  it('resumes after a restart where it stopped, assigning each order once', async () => {
    const admin = await who.staff('portal_admin');
    const auditor = await auditorIn('Pest', '2000', { capacity: 10 });
    const orders: string[] = [];
    for (let day = 6; day > 0; day--) orders.push(await waitingOrder('2000', day));
    const planned = (await plan(admin.cookie, { counties: ['Pest'] })).json();
    expect((await start(admin.cookie, planned.batchId)).statusCode).toBe(200);
    // The first instance claims the job, assigns two orders and dies: its lease is left behind.
    let done = 0;
    const dying = new JobRunner({ db: db(), logger: silentLogger, clock: t.clock.now }).register(
      ASSIGNMENT_BATCH_JOB,
      async (payload) => {
        await applyBatch(t.services, silentLogger, String(payload.batchId), {
          shouldStop: () => done++ >= 2,
        });
        throw new Error('instance stopped');
      },
    );
    await dying.runDue();
    const midway = (await progress(admin.cookie, planned.batchId)).json();
    expect(midway).toMatchObject({ status: 'running', processed: 2, assigned: 2 });
    // Another instance claims it again once the retry is due, and finishes the rest.
    t.clock.advance(10 * 60_000);
    expect(await runner().runDue()).toBe(1);
    const rows = await stored(orders);
    expect(rows.every((r) => r.status === 'auditor_assigned' && r.auditorId === auditor.id)).toBe(true);
    expect(await logsOf(orders)).toHaveLength(6);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, auditor.email))).toHaveLength(6);
    expect((await progress(admin.cookie, planned.batchId)).json()).toMatchObject({
      status: 'done',
      assigned: 6,
    });
  });
});

describe('who may plan', () => {
  it('refuses anonymous callers, other roles, another admin’s batch and invalid filters in Hungarian', async () => {
    const admin = await who.staff('portal_admin');
    const other = await who.staff('portal_admin');
    const bank = await who.staff('bank_admin');
    const auditor = await who.auditor();
    expect((await plan('', {})).statusCode).toBe(401);
    expect((await plan(bank.cookie, {})).statusCode).toBe(403);
    expect((await plan(auditor.cookie, {})).statusCode).toBe(403);

    const planned = (await plan(admin.cookie, { counties: ['Nógrád'] })).json();
    expect((await progress(other.cookie, planned.batchId)).statusCode).toBe(404);
    const foreignStart = await start(other.cookie, planned.batchId);
    expect(foreignStart.statusCode).toBe(404);
    expect(foreignStart.json().error.message).toBe(MESSAGES.assignment.batchNotFound);
    expect((await progress(admin.cookie, planned.batchId)).json().status).toBe('draft');
    const empty = await start(admin.cookie, planned.batchId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe(MESSAGES.assignment.batchEmpty);

    const badCounty = await plan(admin.cookie, { counties: ['Atlantisz'] });
    expect(badCounty.statusCode).toBe(400);
    expect(badCounty.json().error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Kérjük, a listából válasszon megyét.' })]),
    );
    const backwards = await plan(admin.cookie, { orderedFrom: '2026-11-20', orderedTo: '2026-11-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('A kezdő dátum nem lehet későbbi a záró dátumnál.');
    const badId = await progress(admin.cookie, 'nem-azonosito');
    expect(badId.statusCode).toBe(400);
  });
});
