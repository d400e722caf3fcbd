import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { auditorDetails, mailOutbox, profiles, properties } from '../../db/schema.ts';
import { people } from '../../test/people.ts';
import { realTime, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;

const assign = (propertyId: string, cookie: string, auditorId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/properties/${propertyId}/assignment`,
    headers: { cookie },
    payload: { auditorId },
  });

/** An ordered property waiting for an auditor. */
async function ordered() {
  const client = await who.client();
  await db()
    .update(properties)
    .set({
      status: 'finding_auditor',
      area: 80,
      contactPerson: { name: 'Kovács Mária', phone: '+36 30 987 6543' },
    })
    .where(eq(properties.id, client.property!.id));
  return client;
}

describe('assigning an auditor', () => {
  it('assigns, logs the admin action with its metadata and e-mails the auditor', async () => {
    const admin = await who.staff('portal_admin');
    const auditor = await who.auditor();
    const client = await ordered();
    const response = await assign(client.property!.id, admin.cookie, auditor.id);
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await db().select().from(properties).where(eq(properties.id, client.property!.id));
    expect(stored).toMatchObject({ status: 'auditor_assigned', auditorId: auditor.id });
    expect(stored?.auditorAssignDate).toBeInstanceOf(Date);
    const [log] = await loggedRows(t, admin.id, { actionType: 'admin_action' });
    expect(log).toMatchObject({ action: 'Tanúsító hozzárendelve ügyfélhez' });
    expect(log?.metadata).toMatchObject({
      clientId: client.id,
      auditorId: auditor.id,
      propertyId: client.property!.id,
      propertyAddress: '1061 Budapest, Andrássy út 12',
      assignmentType: 'manual_assignment',
    });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, auditor.email));
    expect(mail?.template).toBe('AUDITOR_ASSIGNMENT');
    expect(mail?.text).toContain('Kovács Mária');
  });

  it('names the client and their phone as the contact when the client named no other', async () => {
    const admin = await who.staff('portal_admin');
    const auditor = await who.auditor();
    const client = await who.client();
    await db()
      .update(properties)
      .set({ status: 'finding_auditor', contactPerson: null })
      .where(eq(properties.id, client.property!.id));
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, client.id));
    const response = await assign(client.property!.id, admin.cookie, auditor.id);
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, auditor.email));
    expect(mail?.text).toContain(`Kapcsolattartó: ${profile!.name}`);
    expect(mail?.text).toContain(`Kapcsolattartó telefonszáma: ${profile!.phone}`);
    expect(mail?.text).not.toMatch(/Kapcsolattartó[^\n]*: Nincs megadva/);
  });

  it('refuses an out-of-range page size in plain Hungarian', async () => {
    const admin = await who.staff('portal_admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pairing?pageSize=100',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Az érték legfeljebb 50 lehet');
  });

  it('lets exactly one of two simultaneous assignments win', async () => {
    const [first, second] = [await who.staff('portal_admin'), await who.staff('portal_admin')];
    const [a, b] = [await who.auditor(), await who.auditor()];
    const client = await ordered();
    const answers = await Promise.all([
      assign(client.property!.id, first.cookie, a.id),
      assign(client.property!.id, second.cookie, b.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toBe(MESSAGES.assignment.noProperty);
    const [stored] = await db().select().from(properties).where(eq(properties.id, client.property!.id));
    const winner = answers[0]!.statusCode === 200 ? a.id : b.id;
    expect(stored?.auditorId).toBe(winner);
  });

  it('offers only accepted, active auditors and only properties that wait for one', async () => {
    const admin = await who.staff('portal_admin');
    const inactive = await who.auditor();
    await db()
      .update(auditorDetails)
      .set({ isActive: false })
      .where(eq(auditorDetails.auditorId, inactive.id));
    const onboarding = await who.auditor({ onboarded: false });
    const client = await ordered();
    for (const id of [inactive.id, onboarding.id, client.id, 'nincs-ilyen']) {
      const refused = await assign(client.property!.id, admin.cookie, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(MESSAGES.assignment.auditorUnavailable);
    }
    const notOrdered = await who.client();
    const auditor = await who.auditor();
    const early = await assign(notOrdered.property!.id, admin.cookie, auditor.id);
    expect(early.json().error.message).toBe(MESSAGES.assignment.noProperty);
  });

  it('is for the portal administrator only', async () => {
    const client = await ordered();
    const auditor = await who.auditor();
    for (const cookie of [
      client.cookie,
      auditor.cookie,
      (await who.staff('bank_admin')).cookie,
      (await who.staff('admin_light')).cookie,
    ]) {
      expect((await assign(client.property!.id, cookie, auditor.id)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/properties/${client.property!.id}/assignment`,
      payload: { auditorId: auditor.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
