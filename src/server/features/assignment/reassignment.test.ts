import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REASSIGNMENT_MESSAGES } from '../../../domain/reassignment.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { auditorDetails, mailOutbox, profiles, properties, userLogs } from '../../db/schema.ts';
import { people } from '../../test/people.ts';
import { testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile({ clock: () => new Date('2026-03-02T08:00:00Z'), clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;

const post = (path: string, propertyId: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/properties/${propertyId}/${path}`,
    ...(cookie ? { headers: { cookie } } : {}),
    payload: payload as Record<string, unknown>,
  });
const reassign = (propertyId: string, cookie: string | undefined, payload: unknown) =>
  post('reassignment', propertyId, cookie, payload);
const remove = (propertyId: string, cookie: string | undefined, payload: unknown) =>
  post('auditor-removal', propertyId, cookie, payload);

const propertyOf = async (id: string) =>
  (await db().select().from(properties).where(eq(properties.id, id)))[0]!;
const activeClientsOf = async (auditorId: string) =>
  (
    await db()
      .select({ n: auditorDetails.activeClients })
      .from(auditorDetails)
      .where(eq(auditorDetails.auditorId, auditorId))
  )[0]!.n;
const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
const lastAdminLog = async (userId: string) =>
  (
    await db()
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.userId, userId), eq(userLogs.actionType, 'admin_action')))
      .orderBy(desc(userLogs.timestamp))
      .limit(1)
  )[0];

const APPOINTMENT = new Date('2026-03-05T09:00:00Z');

/** A client whose property has an appointment with `auditor`, the invitation sent twice (sequence 2). */
async function scheduled(auditorId: string) {
  const client = await who.assignedClient(auditorId, 'appointment_scheduled', {
    appointmentDate: APPOINTMENT,
    contactPerson: { name: 'Kovács Mária', phone: '+36 30 987 6543' },
  });
  await db().update(properties).set({ appointmentSequence: 2 }).where(eq(properties.id, client.property.id));
  return client;
}

describe('changing the auditor', () => {
  it('cancels the appointment, tells everyone, moves the counters and logs old and new', async () => {
    const admin = await who.staff('portal_admin');
    const [oldAuditor, newAuditor] = [await who.auditor(), await who.auditor()];
    const client = await scheduled(oldAuditor.id);
    expect(await activeClientsOf(oldAuditor.id)).toBe(1);
    expect(await activeClientsOf(newAuditor.id)).toBe(0);

    const response = await reassign(client.property.id, admin.cookie, {
      fromAuditorId: oldAuditor.id,
      auditorId: newAuditor.id,
      reason: 'A tanúsító tartósan beteg.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(REASSIGNMENT_MESSAGES.reassigned);

    const stored = await propertyOf(client.property.id);
    expect(stored).toMatchObject({
      status: 'auditor_assigned',
      auditorId: newAuditor.id,
      appointmentDate: null,
      auditorFirstcallDate: null,
      appointmentSequence: 3,
    });
    expect(stored.auditorAssignDate?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(await activeClientsOf(oldAuditor.id)).toBe(0);
    expect(await activeClientsOf(newAuditor.id)).toBe(1);
    // The client list's copy of the auditor's name follows (decision 0009).
    const [copy] = await db()
      .select({ auditorName: profiles.propertyAuditorName })
      .from(profiles)
      .where(eq(profiles.id, client.id));
    expect(copy?.auditorName).toBe(newAuditor.name);

    const [clientMail] = await mailsTo(client.email);
    expect(clientMail?.template).toBe('AUDITOR_CHANGED');
    expect(clientMail?.text).toContain(newAuditor.name);
    expect(clientMail?.text).toContain('Lemondott időpont');
    const clientIcs = clientMail?.attachments[0];
    expect(clientIcs?.contentType).toContain('method=CANCEL');
    expect(clientIcs?.content).toContain('METHOD:CANCEL');
    expect(clientIcs?.content).toContain(`UID:appointment-${client.property.id}@`);
    expect(clientIcs?.content).toContain('SEQUENCE:2');
    expect(clientIcs?.content).toContain('STATUS:CANCELLED');

    const [oldMail] = await mailsTo(oldAuditor.email);
    expect(oldMail?.template).toBe('AUDITOR_UNASSIGNED');
    expect(oldMail?.attachments[0]?.content).toContain('METHOD:CANCEL');
    const [newMail] = await mailsTo(newAuditor.email);
    expect(newMail?.template).toBe('AUDITOR_ASSIGNMENT');
    expect(newMail?.text).toContain('Kovács Mária');

    const log = await lastAdminLog(admin.id);
    expect(log).toMatchObject({ action: 'Tanúsító lecserélve', details: 'A tanúsító tartósan beteg.' });
    expect(log?.metadata).toMatchObject({
      clientId: client.id,
      propertyId: client.property.id,
      reason: 'A tanúsító tartósan beteg.',
      oldValues: {
        auditorId: oldAuditor.id,
        auditorName: oldAuditor.name,
        status: 'appointment_scheduled',
        appointmentDate: APPOINTMENT.toISOString(),
      },
      newValues: { auditorId: newAuditor.id, auditorName: newAuditor.name, status: 'auditor_assigned' },
    });

    // The client leaves the old auditor's list and joins the new one's.
    const listOf = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auditor/clients', headers: { cookie } }))
        .json()
        .items.map((row: { propertyId: string }) => row.propertyId);
    expect(await listOf(oldAuditor.cookie)).not.toContain(client.property.id);
    expect(await listOf(newAuditor.cookie)).toContain(client.property.id);
  });

  it('changes an auditor without an appointment: no calendar attachment', async () => {
    const admin = await who.staff('portal_admin');
    const [oldAuditor, newAuditor] = [await who.auditor(), await who.auditor()];
    const client = await who.assignedClient(oldAuditor.id, 'auditor_assigned');
    const response = await reassign(client.property.id, admin.cookie, {
      fromAuditorId: oldAuditor.id,
      auditorId: newAuditor.id,
      reason: 'Az ügyfél kérésére.',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [clientMail] = await mailsTo(client.email);
    expect(clientMail?.attachments).toEqual([]);
    expect(clientMail?.text).not.toContain('Lemondott időpont');
    expect((await propertyOf(client.property.id)).appointmentSequence).toBe(0);
  });

  it('takes the auditor away: the property waits for an auditor again', async () => {
    const admin = await who.staff('portal_admin');
    const oldAuditor = await who.auditor();
    const client = await scheduled(oldAuditor.id);
    const response = await remove(client.property.id, admin.cookie, {
      fromAuditorId: oldAuditor.id,
      reason: 'A tanúsító szerződése megszűnt.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await propertyOf(client.property.id)).toMatchObject({
      status: 'finding_auditor',
      auditorId: null,
      auditorAssignDate: null,
      appointmentDate: null,
      appointmentSequence: 3,
    });
    expect(await activeClientsOf(oldAuditor.id)).toBe(0);
    const [clientMail] = await mailsTo(client.email);
    expect(clientMail?.template).toBe('AUDITOR_CHANGED');
    expect(clientMail?.subject).toBe('Új tanúsítót keresünk az ingatlanához');
    expect(clientMail?.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect((await mailsTo(oldAuditor.email))[0]?.template).toBe('AUDITOR_UNASSIGNED');
    const log = await lastAdminLog(admin.id);
    expect(log?.action).toBe('Tanúsító elvéve az ügyféltől');
    expect(log?.metadata).toMatchObject({
      oldValues: { auditorId: oldAuditor.id, status: 'appointment_scheduled' },
      newValues: { auditorId: null, status: 'finding_auditor' },
    });
    // It can be assigned again the ordinary way.
    const next = await who.auditor();
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/properties/${client.property.id}/assignment`,
      headers: { cookie: admin.cookie },
      payload: { auditorId: next.id },
    });
    expect(assigned.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous changes win', async () => {
    const [first, second] = [await who.staff('portal_admin'), await who.staff('portal_admin')];
    const [oldAuditor, a, b] = [await who.auditor(), await who.auditor(), await who.auditor()];
    const client = await scheduled(oldAuditor.id);
    const answers = await Promise.all([
      reassign(client.property.id, first.cookie, {
        fromAuditorId: oldAuditor.id,
        auditorId: a.id,
        reason: 'Első kérés.',
      }),
      reassign(client.property.id, second.cookie, {
        fromAuditorId: oldAuditor.id,
        auditorId: b.id,
        reason: 'Második kérés.',
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toBe(REASSIGNMENT_MESSAGES.changedMeanwhile);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    expect((await propertyOf(client.property.id)).auditorId).toBe(winner.id);
    expect(await activeClientsOf(oldAuditor.id)).toBe(0);
    expect((await activeClientsOf(a.id)) + (await activeClientsOf(b.id))).toBe(1);
    const assignments = await db()
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.to, [a.email, b.email]), eq(mailOutbox.template, 'AUDITOR_ASSIGNMENT')));
    expect(assignments.map((m) => m.to)).toEqual([winner.email]);
  });

  it('refuses a property without a changeable auditor, a missing reason and unavailable auditors', async () => {
    const admin = await who.staff('portal_admin');
    const [oldAuditor, newAuditor] = [await who.auditor(), await who.auditor()];
    const done = await who.assignedClient(oldAuditor.id, 'document_uploaded');
    const body = { fromAuditorId: oldAuditor.id, auditorId: newAuditor.id, reason: 'Indoklás szövege.' };
    const wrongStatus = await reassign(done.property.id, admin.cookie, body);
    expect(wrongStatus.statusCode).toBe(409);
    expect(wrongStatus.json().error.message).toBe(REASSIGNMENT_MESSAGES.notReassignable);
    const waiting = await who.client();
    await db()
      .update(properties)
      .set({ status: 'finding_auditor' })
      .where(eq(properties.id, waiting.property!.id));
    expect((await remove(waiting.property!.id, admin.cookie, body)).statusCode).toBe(400);
    expect(
      (
        await remove(waiting.property!.id, admin.cookie, {
          fromAuditorId: oldAuditor.id,
          reason: 'Nincs tanúsító.',
        })
      ).statusCode,
    ).toBe(409);

    const client = await scheduled(oldAuditor.id);
    const before = await propertyOf(client.property.id);
    for (const [payload, message] of [
      [{ fromAuditorId: oldAuditor.id, auditorId: newAuditor.id }, REASSIGNMENT_MESSAGES.reasonRequired],
      [{ ...body, reason: '   ' }, REASSIGNMENT_MESSAGES.reasonRequired],
      [{ ...body, reason: 'ok' }, REASSIGNMENT_MESSAGES.reasonTooShort],
      [{ ...body, reason: 'x'.repeat(501) }, REASSIGNMENT_MESSAGES.reasonTooLong],
      [{ fromAuditorId: oldAuditor.id, reason: 'Indoklás szövege.' }, REASSIGNMENT_MESSAGES.auditorRequired],
    ] as const) {
      const refused = await reassign(client.property.id, admin.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.message).toBe(message);
    }
    const same = await reassign(client.property.id, admin.cookie, { ...body, auditorId: oldAuditor.id });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(REASSIGNMENT_MESSAGES.sameAuditor);
    const inactive = await who.auditor();
    await db()
      .update(auditorDetails)
      .set({ isActive: false })
      .where(eq(auditorDetails.auditorId, inactive.id));
    const unavailable = await reassign(client.property.id, admin.cookie, { ...body, auditorId: inactive.id });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error.message).toBe(MESSAGES.assignment.auditorUnavailable);
    const missing = await reassign('00000000-0000-4000-8000-000000000000', admin.cookie, body);
    expect(missing.statusCode).toBe(404);
    expect(await propertyOf(client.property.id)).toEqual(before);
    expect(await mailsTo(client.email)).toEqual([]);
  });

  it('is for the portal administrator only', async () => {
    const [oldAuditor, newAuditor] = [await who.auditor(), await who.auditor()];
    const client = await scheduled(oldAuditor.id);
    const before = await propertyOf(client.property.id);
    const body = { fromAuditorId: oldAuditor.id, auditorId: newAuditor.id, reason: 'Indoklás szövege.' };
    for (const cookie of [
      (await who.client()).cookie,
      oldAuditor.cookie,
      (await who.staff('bank_admin')).cookie,
      (await who.staff('admin_light')).cookie,
    ]) {
      expect((await reassign(client.property.id, cookie, body)).statusCode).toBe(403);
      expect((await remove(client.property.id, cookie, body)).statusCode).toBe(403);
    }
    expect((await reassign(client.property.id, undefined, body)).statusCode).toBe(401);
    expect((await remove(client.property.id, undefined, body)).statusCode).toBe(401);
    expect(await propertyOf(client.property.id)).toEqual(before);
  });

  it('keeps an inactive auditor’s clients with them', async () => {
    const admin = await who.staff('portal_admin');
    const auditor = await who.auditor();
    const client = await who.assignedClient(auditor.id, 'auditor_assigned');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/auditors/${auditor.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode).toBe(200);
    await db()
      .update(auditorDetails)
      .set({ isActive: false })
      .where(eq(auditorDetails.auditorId, auditor.id));
    expect(await propertyOf(client.property.id)).toMatchObject({
      auditorId: auditor.id,
      status: 'auditor_assigned',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/clients?status=inactive_auditor',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().items.map((r: { clientId: string }) => r.clientId)).toContain(client.id);
  });
});
