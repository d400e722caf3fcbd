import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../domain/admin.ts';
import { auditorDetails, documents, properties, userLogs } from '../../db/schema.ts';
import { people, type StaffMember } from '../../test/people.ts';
import { sessionCookie } from '../../test/sessions.ts';
import { testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile();
const who = people(t);
let admin: StaffMember;
let fixtures: { waitingOldest: string; passed: string; inactive: string[] };
const db = () => t.services.database.db;

// Wednesday 4 March 2026, 11:00 in Budapest; the week began on Monday 2 March 00:00 Budapest (23:00 UTC).
const NOW = new Date('2026-03-04T10:00:00Z');
const day = (iso: string) => new Date(iso);

/**
 * Hand-counted: 2 waiting for an auditor (the oldest ordered 20 February), 1 overdue (assigned 20
 * February, no appointment), 1 appointment passed without a certificate, 2 clients with the inactive
 * auditor (a finished one does not count), certificates 2 this week and 1 the week before, 1 active
 * auditor, 9 clients.
 */
beforeAll(async () => {
  t.clock.set(day('2026-02-15T10:00:00Z'));
  admin = await who.staff('portal_admin');
  const active = await who.auditor();
  const inactive = await who.auditor();
  await db().update(auditorDetails).set({ isActive: false }).where(eq(auditorDetails.auditorId, inactive.id));

  const waitingOldest = await who.assignedClient(active.id, 'finding_auditor', {
    auditorId: null,
    orderedAt: day('2026-02-20T09:00:00Z'),
  });
  await who.assignedClient(active.id, 'finding_auditor', {
    auditorId: null,
    orderedAt: day('2026-02-25T09:00:00Z'),
  });
  await who.assignedClient(active.id, 'auditor_assigned', { auditorAssignDate: day('2026-02-20T09:00:00Z') });
  const passed = await who.assignedClient(active.id, 'appointment_scheduled', {
    appointmentDate: day('2026-03-03T09:00:00Z'),
  });
  await who.assignedClient(active.id, 'appointment_scheduled', {
    appointmentDate: day('2026-03-06T09:00:00Z'),
  });
  const withInactive = [
    await who.assignedClient(inactive.id, 'auditor_assigned', {
      auditorAssignDate: day('2026-03-03T09:00:00Z'),
    }),
    await who.assignedClient(inactive.id, 'appointment_scheduled', {
      appointmentDate: day('2026-03-09T09:00:00Z'),
    }),
  ];
  const finished = await who.assignedClient(inactive.id, 'document_uploaded');
  await who.client();

  // Certificates: Monday 00:30 Budapest is this week; Sunday 23:30 Budapest is last week.
  const uploads = [
    '2026-03-01T23:30:00Z',
    '2026-03-04T08:00:00Z',
    '2026-03-01T22:30:00Z',
    '2026-02-20T10:00:00Z',
  ];
  for (const [i, uploadedAt] of uploads.entries())
    await db()
      .insert(documents)
      .values({
        propertyId: finished.property.id,
        userId: inactive.id,
        type: 'certificate',
        name: `Tanúsítvány ${i}.pdf`,
        storageKey: `certificates/test-${i}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 100,
        uploadedAt: day(uploadedAt),
      });

  // Ten events today (the latest 8 are listed) and a later sign-in that is left out.
  for (let i = 0; i < 10; i++)
    await db()
      .insert(userLogs)
      .values({
        userId: admin.id,
        actionType: i % 2 ? 'admin_action' : 'appointment',
        action: `Esemény ${i}`,
        timestamp: day(`2026-03-04T08:0${i}:00Z`),
      });
  await db()
    .insert(userLogs)
    .values({
      userId: admin.id,
      actionType: 'login',
      action: 'Bejelentkezés',
      timestamp: day('2026-03-04T09:00:00Z'),
    });

  fixtures = {
    waitingOldest: waitingOldest.property.id,
    passed: passed.id,
    inactive: withInactive.map((c) => c.id),
  };
  t.clock.set(NOW);
  // Signed in on the day of the dashboard: the session of 15 February ended after 30 idle minutes on the
  // server's clock (docs/rules/accounts.md, 'Staff session limits').
  admin = { ...admin, cookie: await sessionCookie(t, admin.id) };
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the portal admin’s day-start dashboard', () => {
  it('counts the work waiting, overdue, passed appointments, this week’s certificates and inactive auditors’ clients', async () => {
    const response = await get('/api/admin/dashboard', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json() as AdminDashboard;
    expect(dashboard).toMatchObject({
      waitingForAuditor: 2,
      oldestWaitingSince: '2026-02-20T09:00:00.000Z',
      overdue: 1,
      appointmentsPassed: 1,
      certificatesThisWeek: 2,
      certificatesLastWeek: 1,
      inactiveAuditorClients: 2,
      activeAuditors: 1,
      totalClients: 9,
      completed: 1,
      // 2 waiting + 3 with the active auditor + 2 with the inactive one.
      activeCertifications: 7,
    });
    expect(dashboard.recentActivity.map((e) => e.action)).toEqual([
      'Esemény 9',
      'Esemény 8',
      'Esemény 7',
      'Esemény 6',
      'Esemény 5',
      'Esemény 4',
      'Esemény 3',
      'Esemény 2',
    ]);
    expect(dashboard.recentActivity[0]).toMatchObject({
      actionType: 'admin_action',
      userName: 'Tóth Gábor',
      timestamp: '2026-03-04T08:09:00.000Z',
    });
  });

  it('opens the client list on the same clients the counters count', async () => {
    const ids = async (status: string) =>
      (
        (await get(`/api/admin/clients?status=${status}`, admin.cookie)).json() as {
          items: { clientId: string }[];
        }
      ).items
        .map((r) => r.clientId)
        .sort();
    expect(await ids('appointment_passed')).toEqual([fixtures.passed]);
    expect(await ids('inactive_auditor')).toEqual([...fixtures.inactive].sort());
    const [waiting] = await db().select().from(properties).where(eq(properties.id, fixtures.waitingOldest));
    expect(waiting?.status).toBe('finding_auditor');
  });

  it('is the portal admin’s only', async () => {
    const light = await who.staff('admin_light');
    expect((await get('/api/admin/dashboard', light.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
