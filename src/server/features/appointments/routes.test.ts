import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { jobs, mailOutbox, properties } from '../../db/schema.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { people } from '../../test/people.ts';
import silentLogger from '../../test/silent-logger.ts';
import { testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { appointmentReminderHandler, REMINDER_JOB } from './service.ts';

const t = testAppForFile({ clock: () => NOW, clearRateLimits: true });
const who = people(t);
const db = () => t.services.database.db;
// Monday 23 November 2026, 11:00 in Budapest.
const NOW = new Date('2026-11-23T10:00:00Z');

const when = (overrides: Partial<Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>> = {}) => ({
  year: 2026,
  month: 11,
  day: 24,
  hour: 9,
  minute: 0,
  ...overrides,
});

const schedule = (propertyId: string, cookie: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auditor/properties/${propertyId}/appointment`,
    headers: { cookie },
    payload,
  });

const mailsTo = (to: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);

/** Parses an iCalendar text the way RFC 5545 describes: CRLF lines, folded at 75 octets. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = physical.reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  const stack: string[] = [];
  for (const line of lines) {
    if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
    if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4));
  }
  expect(stack).toEqual([]);
  // Event properties first: the time zone block has its own DTSTART.
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'));
  const full = (name: string) =>
    [...event, ...lines].find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  const prop = (name: string) => full(name)?.replace(/^[^:]*:/, '');
  return { lines, prop, full };
}

describe('scheduling the appointment', () => {
  it('saves it, sets the first call and the status, logs it, and e-mails the client a valid invitation', async () => {
    const auditor = await who.auditor();
    const { property, email } = await who.assignedClient(auditor.id, 'auditor_assigned');

    const response = await schedule(property.id, auditor.cookie, when());

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(MESSAGES.auditorWorkspace.appointmentSaved);
    expect(response.json().client).toMatchObject({
      status: 'appointment_scheduled',
      needsAppointment: false,
    });
    const [stored] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(stored).toMatchObject({
      status: 'appointment_scheduled',
      appointmentDate: new Date('2026-11-24T08:00:00Z'),
      auditorFirstcallDate: NOW,
      appointmentSequence: 1,
    });
    const [log] = await loggedRows(t, auditor.id, { actionType: 'appointment' });
    expect(log?.metadata).toMatchObject({
      clientId: property.clientId,
      propertyId: property.id,
      appointmentDate: '2026-11-24T08:00:00.000Z',
    });

    const [mail] = await mailsTo(email);
    expect(mail?.template).toBe('APPOINTMENT_CONFIRMATION');
    expect(mail?.text).toContain('2026. november 24., kedd 09:00');
    expect(mail?.text).toContain('Tanúsító: Szabó Péter');
    expect(mail?.text).toContain('Tanúsító telefonszáma: +36 20 555 0101');
    const [attachment] = mail!.attachments;
    expect(attachment?.contentType).toBe('text/calendar; charset=UTF-8; method=REQUEST');
    const ics = parseIcs(attachment!.content);
    expect(ics.prop('METHOD')).toBe('REQUEST');
    expect(ics.prop('UID')).toBe(`appointment-${property.id}@localhost`);
    expect(ics.prop('SEQUENCE')).toBe('0');
    expect(ics.full('DTSTART')).toBe('DTSTART;TZID=Europe/Budapest:20261124T090000');
    expect(ics.full('DTEND')).toBe('DTEND;TZID=Europe/Budapest:20261124T103000');
    expect(ics.prop('LOCATION')).toBe(property.address.replace(/,/g, '\\,'));
    expect(ics.prop('STATUS')).toBe('CONFIRMED');
    expect(ics.lines).toContain('TZID:Europe/Budapest');

    // The reminder waits for 09:00 Budapest time on the day before: here that has passed (today).
    expect(await db().select().from(jobs).where(eq(jobs.name, REMINDER_JOB))).toEqual([]);
  });

  it('moves it with an updated invitation of the same UID and a higher sequence, and queues one reminder', async () => {
    const auditor = await who.auditor();
    const { property, email } = await who.assignedClient(auditor.id, 'auditor_assigned');
    await schedule(property.id, auditor.cookie, when({ day: 26, hour: 14, minute: 30 }));
    const moved = await schedule(property.id, auditor.cookie, when({ day: 27, hour: 8, minute: 15 }));
    expect(moved.statusCode).toBe(200);

    const [first, second] = await mailsTo(email);
    expect(second?.subject).toBe('Módosult a helyszíni felmérés időpontja');
    const a = parseIcs(first!.attachments[0]!.content);
    const b = parseIcs(second!.attachments[0]!.content);
    expect(b.prop('UID')).toBe(a.prop('UID'));
    expect(b.prop('SEQUENCE')).toBe('1');
    expect(b.full('DTSTART')).toBe('DTSTART;TZID=Europe/Budapest:20261127T081500');
    const reminders = await db().select().from(jobs).where(eq(jobs.name, REMINDER_JOB));
    expect(reminders.map((j) => j.runAt.toISOString()).sort()).toEqual([
      '2026-11-25T08:00:00.000Z',
      '2026-11-26T08:00:00.000Z',
    ]);
  });

  it.each([
    ['today', when({ day: 23, hour: 15 }), MESSAGES.appointment.past],
    ['a past date', when({ day: 20 }), MESSAGES.appointment.past],
    ['09:07', when({ minute: 7 }), MESSAGES.appointment.minute],
    ['19:00', when({ hour: 19 }), MESSAGES.appointment.hour],
    ['07:45', when({ hour: 7, minute: 45 }), MESSAGES.appointment.hour],
    ['31 November', when({ day: 31 }), MESSAGES.appointment.invalidDate],
    ['three years ahead', when({ year: 2029 }), MESSAGES.appointment.invalidDate],
  ])('refuses %s with its message and changes nothing', async (_name, payload, message) => {
    const auditor = await who.auditor();
    const { property } = await who.assignedClient(auditor.id, 'auditor_assigned');
    const response = await schedule(property.id, auditor.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { message: string }) => f.message)).toContain(message);
    const [stored] = await db().select().from(properties).where(eq(properties.id, property.id));
    expect(stored).toMatchObject({ status: 'auditor_assigned', appointmentDate: null });
  });

  it('refuses a missing field, another auditor, a client and a finished property', async () => {
    const auditor = await who.auditor();
    const other = await who.auditor();
    const client = await who.client();
    const { property } = await who.assignedClient(auditor.id, 'auditor_assigned');
    const missing = await schedule(property.id, auditor.cookie, { year: 2026, month: 11, day: 24, hour: 9 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(MESSAGES.appointment.required);
    expect((await schedule(property.id, other.cookie, when())).statusCode).toBe(404);
    expect((await schedule(property.id, client.cookie, when())).statusCode).toBe(403);
    const done = await who.assignedClient(auditor.id, 'document_uploaded');
    const refused = await schedule(done.property.id, auditor.cookie, when());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.auditorWorkspace.appointmentNotAllowed);
  });
});

describe('cancelling and reminding', () => {
  it('sends the client a CANCEL for the same UID when the auditor calls it off', async () => {
    const auditor = await who.auditor();
    const { property, email } = await who.assignedClient(auditor.id, 'auditor_assigned');
    await schedule(property.id, auditor.cookie, when({ day: 25 }));
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/auditor/properties/${property.id}/appointment`,
      headers: { cookie: auditor.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().client).toMatchObject({
      status: 'auditor_assigned',
      appointmentDate: null,
      needsAppointment: true,
    });
    const [, notice] = await mailsTo(email);
    expect(notice?.template).toBe('APPOINTMENT_CANCELLATION_NOTICE');
    const ics = parseIcs(notice!.attachments[0]!.content);
    expect(ics.prop('METHOD')).toBe('CANCEL');
    expect(ics.prop('STATUS')).toBe('CANCELLED');
    expect(ics.prop('SEQUENCE')).toBe('1');
    expect(ics.prop('UID')).toBe(`appointment-${property.id}@localhost`);
  });

  it('reminds the client and the auditor once, the day before, and not for a moved appointment', async () => {
    const auditor = await who.auditor();
    const { property, email } = await who.assignedClient(auditor.id, 'auditor_assigned');
    await schedule(property.id, auditor.cookie, when({ day: 26, hour: 10 }));
    await schedule(property.id, auditor.cookie, when({ day: 27, hour: 11 }));
    const runner = new JobRunner({ db: db(), logger: silentLogger, clock: t.clock.now }).register(
      REMINDER_JOB,
      appointmentReminderHandler(t.services, silentLogger),
    );

    t.clock.set('2026-11-25T08:30:00Z'); // the first version's reminder is due, but it was moved
    await runner.runDue();
    expect((await mailsTo(email)).filter((m) => m.template === 'APPOINTMENT_REMINDER')).toEqual([]);

    t.clock.set('2026-11-26T08:30:00Z');
    await runner.runDue();
    await runner.runDue();
    const toClient = (await mailsTo(email)).filter((m) => m.template === 'APPOINTMENT_REMINDER');
    const toAuditor = (await mailsTo(auditor.email)).filter((m) => m.template === 'APPOINTMENT_REMINDER');
    expect(toClient).toHaveLength(1);
    expect(toAuditor).toHaveLength(1);
    expect(toClient[0]?.text).toContain('2026. november 27., péntek 11:00');
    expect(toAuditor[0]?.text).toContain('Ügyfél: Papp Bence');
  });
});
