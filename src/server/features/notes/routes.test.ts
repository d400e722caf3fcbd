import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_USER_LABEL } from '../../../domain/log-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { profiles, properties } from '../../db/schema.ts';
import { people } from '../../test/people.ts';
import { realTime, testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile({ clock: realTime, clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;

const notesOf = (propertyId: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/notes`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('property notes', () => {
  it('lets the assigned auditor and administrators read and add notes, newest first with the author', async () => {
    const auditor = await who.auditor();
    const admin = await who.staff('admin_light');
    const { property } = await who.assignedClient(auditor.id, 'auditor_assigned');
    const url = `/api/properties/${property.id}/notes`;

    const first = await post(url, auditor.cookie, { content: '  Kedden délután érhető el.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().note).toMatchObject({
      content: 'Kedden délután érhető el.',
      createdByName: 'Szabó Péter',
    });
    t.clock.advance(60_000);
    expect((await post(url, admin.cookie, { content: 'A bank jelezte, hogy sürgős.' })).statusCode).toBe(201);

    const list = await notesOf(property.id, auditor.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((n: { content: string }) => n.content)).toEqual([
      'A bank jelezte, hogy sürgős.',
      'Kedden délután érhető el.',
    ]);
    expect((await notesOf(property.id, admin.cookie)).statusCode).toBe(200);
  });

  it('shows an unknown author as unknown user', async () => {
    const auditor = await who.auditor();
    const colleague = await who.staff('portal_admin');
    const { property } = await who.assignedClient(auditor.id, 'auditor_assigned');
    await post(`/api/properties/${property.id}/notes`, colleague.cookie, { content: 'Régi megjegyzés' });
    await db().update(profiles).set({ erasedAt: new Date() }).where(eq(profiles.id, colleague.id));
    const [note] = (await notesOf(property.id, auditor.cookie)).json();
    expect(note.createdByName).toBe(UNKNOWN_USER_LABEL);
  });

  it.each([
    ['', MESSAGES.note.empty],
    ['   ', MESSAGES.note.empty],
    ['x'.repeat(501), MESSAGES.note.tooLong],
  ])('refuses %j with its message', async (content, message) => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'auditor_assigned');
    const response = await post(`/api/properties/${property.id}/notes`, auditor.cookie, { content });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('hides notes from clients and bank staff (403), other auditors (404) and visitors (401)', async () => {
    const auditor = await who.auditor();
    const other = await who.auditor();
    const client = await who.client();
    const bank = await who.staff('bank_admin');
    const { property } = await who.assignedClient(auditor.id, 'auditor_assigned');
    expect((await notesOf(property.id)).statusCode).toBe(401);
    expect((await notesOf(property.id, client.cookie)).statusCode).toBe(403);
    expect((await notesOf(property.id, bank.cookie)).statusCode).toBe(403);
    expect((await notesOf(property.id, other.cookie)).statusCode).toBe(404);
    const refused = await post(`/api/properties/${property.id}/notes`, other.cookie, {
      content: 'Nem az enyém',
    });
    expect(refused.statusCode).toBe(404);
  });

  it('records a phone call as a note and sets the first call date once', async () => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'auditor_assigned');
    const url = `/api/properties/${property.id}/calls`;
    const call = await post(url, auditor.cookie, { outcome: 'callback_requested', summary: 'Holnap 10-kor' });
    expect(call.statusCode, call.body).toBe(201);
    expect(call.json().note.content).toBe('Telefonhívás – Visszahívást kért: Holnap 10-kor');
    const [stored] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(stored?.auditorFirstcallDate).toEqual(t.clock.now());
    t.clock.advance(3_600_000);
    await post(url, auditor.cookie, { outcome: 'reached' });
    const [after] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(after?.auditorFirstcallDate).toEqual(stored?.auditorFirstcallDate);
    expect((await post(url, auditor.cookie, { outcome: 'maybe' })).statusCode).toBe(400);
  });
});
