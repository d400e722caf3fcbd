import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs, mailOutbox, properties, userLogs } from '../../db/schema.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { createAuditor, createCoupon } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people } from '../../test/people.ts';
import { createTestApp, silentLogger, type TestApp } from '../../test/test-app.ts';
import { AUTO_ASSIGNMENT_JOB, autoAssignmentJobHandler } from './batch.ts';
import { orderWithCoupon } from '../../test/orders.ts';

// docs/rules/assignment.md, 'New orders': with AUTO_ASSIGN_NEW_ORDERS on, an order is assigned by the plan's
// rule as it arrives, and the property says why.
let t: TestApp;
let who: ReturnType<typeof people>;
const db = () => t.services.database.db;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTO_ASSIGN_NEW_ORDERS: 'true' } });
  who = people(t);
});
afterAll(() => t.close());

const runJobs = () =>
  new JobRunner({ db: db(), logger: silentLogger, clock: t.clock.now })
    .register(AUTO_ASSIGNMENT_JOB, autoAssignmentJobHandler(t.services, silentLogger))
    .runDue();

const order = (cookie: string, couponCode: string) => orderWithCoupon(t.app, cookie, couponCode);

it('assigns a new order to the best-ranked auditor with a free place, and records why on the property', async () => {
  const auditor = await createAuditor(db(), {
    email: 'automatikus@example.hu',
    firstName: 'Éva',
    lastName: 'Automata',
    password: TEST_PASSWORD,
    companyPostcode: '1061',
    acceptedCounties: ['Budapest'],
  });
  const client = await who.client();
  await createCoupon(db(), { code: 'KH106177' });
  const response = await order(client.cookie, 'KH106177');
  expect(response.statusCode, response.body).toBe(201);
  expect(await db().select().from(jobs).where(eq(jobs.name, AUTO_ASSIGNMENT_JOB))).toHaveLength(1);
  expect(await runJobs()).toBe(1);
  const [stored] = await db().select().from(properties).where(eq(properties.id, client.property!.id));
  expect(stored).toMatchObject({ status: 'auditor_assigned', auditorId: auditor.id });
  expect(stored?.assignmentExplanation).toBe(
    'Automatikus hozzárendelés új megrendeléskor: vállalja a Budapest megyét, 0 km a székhelytől, 5 szabad hely a heti 5 közül, a rangsor első helyén.',
  );
  const [log] = (await db().select().from(userLogs).where(eq(userLogs.actionType, 'admin_action'))).filter(
    (row) => row.metadata?.propertyId === client.property!.id,
  );
  expect(log).toMatchObject({ userId: null });
  expect(log?.metadata).toMatchObject({ assignmentType: 'automatic_assignment' });
  const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'automatikus@example.hu'));
  expect(mails.map((m) => m.template)).toEqual(['AUDITOR_ASSIGNMENT']);
});

it('leaves an order no auditor can take waiting for the admin, with the reason on the property', async () => {
  const client = await who.client();
  await db()
    .update(properties)
    .set({ status: 'finding_auditor', county: 'Zala', postcode: '8900' })
    .where(eq(properties.id, client.property!.id));
  await autoAssignmentJobHandler(t.services, silentLogger)(
    { propertyId: client.property!.id },
    { id: 0, attempts: 1 },
  );
  const [stored] = await db().select().from(properties).where(eq(properties.id, client.property!.id));
  expect(stored).toMatchObject({
    status: 'finding_auditor',
    auditorId: null,
    assignmentExplanation: 'Automatikus hozzárendelés nem történt: egyetlen tanúsító sem vállalja a megyét.',
  });
});
