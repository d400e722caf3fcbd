import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { TICKET_COMMENT_MAX, ticketSchema } from '../../../domain/support.ts';
import { mailOutbox, profiles, supportTicketComments, supportTickets, userLogs } from '../../db/schema.ts';
import { people, type StaffMember } from '../../test/people.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { addTicketComment, createTicket, setTicketStatus } from './service.ts';

type Staff = StaffMember;

const t = testAppForFile({ clearRateLimits: true });
const who = people(t);
let bank: Staff;
let bankColleague: Staff;
let admin: Staff;
let adminColleague: Staff;
let retiredAdmin: Staff;
const db = () => t.services.database.db;
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

beforeAll(async () => {
  bank = await who.staff('bank_admin');
  bankColleague = await who.staff('bank_admin');
  admin = await who.staff('portal_admin');
  adminColleague = await who.staff('portal_admin');
  retiredAdmin = await who.staff('portal_admin');
  await db().update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, retiredAdmin.id));
});
beforeEach(async () => {
  await db().delete(supportTickets);
  await db().delete(mailOutbox);
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const newTicket = {
  title: 'Nem töltődik be a kuponellenőrzés',
  description: 'A kuponellenőrzés oldal reggel óta üres listát mutat.',
  type: 'bug',
  priority: 'high',
};

async function create(input: Record<string, unknown> = newTicket, as: Staff = bank) {
  const response = await send('POST', '/api/support/tickets', as.cookie, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string };
}

const mailsTo = async (template: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.template, template)))
    .map((mail) => mail.to)
    .sort();

const ticketRow = async (id: string) =>
  (await db().select().from(supportTickets).where(eq(supportTickets.id, id)))[0];

describe('opening a ticket', () => {
  it('stores the bank staff member’s ticket as open, logs it and e-mails the active portal admins', async () => {
    const ticket = await create();

    expect(ticket).toMatchObject({
      title: newTicket.title,
      description: newTicket.description,
      type: 'bug',
      priority: 'high',
      status: 'open',
      createdByName: 'Tóth Gábor',
      commentCount: 0,
      events: [],
      statusTargets: ['closed'],
    });
    expect(await mailsTo('SUPPORT_TICKET_CREATED')).toEqual([admin.email, adminColleague.email].sort());
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
    expect(mail?.subject).toBe(`Új támogatási bejelentés: ${newTicket.title}`);
    expect(mail?.text).toContain(`/support/${ticket.id}`);
    expect(mail?.text).toContain('Prioritás: Magas');
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(sql`${userLogs.metadata}->>'ticketId' = ${ticket.id}`);
    expect(log).toMatchObject({
      userId: bank.id,
      actionType: 'admin_action',
      action: 'Támogatási bejelentés létrehozva',
    });
    expect(log?.metadata).toMatchObject({ newValues: { title: newTicket.title, status: 'open' } });
  });

  it('takes type other and priority medium when they are not chosen', async () => {
    const ticket = await create({ title: 'Kérdés', description: 'Hogyan exportálhatok?' });
    expect(ticket).toMatchObject({ type: 'other', priority: 'medium' });
  });

  it('refuses a ticket without title or description with a Hungarian message, and stores nothing', async () => {
    const noTitle = await send('POST', '/api/support/tickets', bank.cookie, { ...newTicket, title: '   ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toBe(MESSAGES.ticket.titleRequired);
    const noDescription = await send('POST', '/api/support/tickets', bank.cookie, {
      title: 'Cím',
      description: '',
    });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().error.message).toBe(MESSAGES.ticket.descriptionRequired);
    const badType = await send('POST', '/api/support/tickets', bank.cookie, { ...newTicket, type: 'panasz' });
    expect(badType.statusCode).toBe(400);
    expect(await db().select().from(supportTickets)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it('lets only the bank open tickets', async () => {
    const response = await send('POST', '/api/support/tickets', admin.cookie, newTicket);
    expect(response.statusCode).toBe(403);
    expect(await db().select().from(supportTickets)).toEqual([]);
  });
});

describe('the ticket list', () => {
  async function seed() {
    const at = (iso: string) => new Date(iso);
    await db()
      .insert(supportTickets)
      .values([
        {
          title: 'Hibás összeg a riportban',
          description: 'A havi riport 100% feletti arányt mutat.',
          type: 'bug',
          priority: 'high',
          status: 'open',
          createdBy: bank.id,
          createdAt: at('2026-11-20T09:00:00Z'),
        },
        {
          title: 'Excel export kérése',
          description: 'Szeretnénk a leadeket exportálni.',
          type: 'feature',
          priority: 'low',
          status: 'in_progress',
          createdBy: bankColleague.id,
          createdAt: at('2026-11-21T09:00:00Z'),
        },
        {
          title: 'Jelszócsere',
          description: 'Nem érkezik meg a levél a riport_csoport címre.',
          type: 'other',
          priority: 'medium',
          status: 'closed',
          createdBy: bank.id,
          createdAt: at('2026-11-22T09:00:00Z'),
        },
      ]);
  }
  const titles = async (query: string, as: Staff = bank) => {
    const response = await send('GET', `/api/support/tickets${query}`, as.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: { title: string }[]; total: number };
    return { titles: body.items.map((item) => item.title), total: body.total };
  };

  it('shows every ticket to every bank staff member and portal admin, newest first', async () => {
    await seed();
    const expected = ['Jelszócsere', 'Excel export kérése', 'Hibás összeg a riportban'];
    expect((await titles('')).titles).toEqual(expected);
    expect((await titles('', bankColleague)).titles).toEqual(expected);
    expect((await titles('', admin)).titles).toEqual(expected);
  });

  it('filters by status, type and priority, and searches title and description on the server', async () => {
    await seed();
    expect((await titles('?status=in_progress')).titles).toEqual(['Excel export kérése']);
    expect((await titles('?type=bug')).titles).toEqual(['Hibás összeg a riportban']);
    expect((await titles('?priority=medium')).titles).toEqual(['Jelszócsere']);
    expect((await titles('?search=EXPORT')).titles).toEqual(['Excel export kérése']);
    expect((await titles('?search=%C3%96SSZEG')).titles).toEqual(['Hibás összeg a riportban']);
    expect((await titles('?search=riport')).titles).toEqual(['Jelszócsere', 'Hibás összeg a riportban']);
    // % and _ are the person's characters, not patterns.
    expect((await titles('?search=100%25')).titles).toEqual(['Hibás összeg a riportban']);
    expect((await titles('?search=t_c')).titles).toEqual(['Jelszócsere']);
    expect((await titles('?search=s_sszeg')).titles).toEqual([]);
    expect((await titles('?search=riport&status=open')).titles).toEqual(['Hibás összeg a riportban']);
  });

  it('pages with the total of the filter', async () => {
    await seed();
    expect(await titles('?pageSize=2&page=2')).toEqual({ titles: ['Hibás összeg a riportban'], total: 3 });
    // Every page, the later ones read from the far end, in the list's own order; none past the last.
    const all = (await titles('')).titles;
    const pages = await Promise.all([1, 2, 3, 4].map((page) => titles(`?pageSize=1&page=${page}`)));
    expect(pages.map((answer) => answer.titles)).toEqual([[all[0]], [all[1]], [all[2]], []]);
    expect(pages.every((answer) => answer.total === 3)).toBe(true);
    expect((await send('GET', '/api/support/tickets?status=lezart', bank.cookie)).statusCode).toBe(400);
    expect((await send('GET', '/api/support/tickets?pageSize=1000', bank.cookie)).statusCode).toBe(400);
  });

  it('counts the comments of each ticket', async () => {
    const ticket = await create();
    await send('POST', `/api/support/tickets/${ticket.id}/comments`, admin.cookie, { body: 'Vizsgáljuk.' });
    const list = (await send('GET', '/api/support/tickets', bank.cookie)).json();
    expect(list.items[0]).toMatchObject({ id: ticket.id, commentCount: 1 });
  });
});

describe('the thread', () => {
  it('e-mails the active portal admins when the bank writes', async () => {
    const ticket = await create();
    await db().delete(mailOutbox);

    const response = await send('POST', `/api/support/tickets/${ticket.id}/comments`, bankColleague.cookie, {
      body: 'Most már a kuponkezelő sem nyílik meg.',
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().events).toMatchObject([
      { kind: 'comment', body: 'Most már a kuponkezelő sem nyílik meg.', authorRole: 'bank_admin' },
    ]);
    expect(await mailsTo('SUPPORT_TICKET_UPDATE')).toEqual([admin.email, adminColleague.email].sort());
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
    expect(mail?.subject).toBe(`Új válasz a bejelentésére: ${newTicket.title}`);
    expect(mail?.text).toContain('Most már a kuponkezelő sem nyílik meg.');
  });

  it('e-mails the ticket’s creator, and only them, when a portal admin answers', async () => {
    const ticket = await create();
    await db().delete(mailOutbox);

    const response = await send('POST', `/api/support/tickets/${ticket.id}/comments`, admin.cookie, {
      body: 'Köszönjük a jelzést, vizsgáljuk.',
    });

    expect(response.statusCode).toBe(201);
    expect(await mailsTo('SUPPORT_TICKET_UPDATE')).toEqual([bank.email]);
    const [mail] = await db().select().from(mailOutbox);
    expect(mail?.text).toContain('Köszönjük a jelzést, vizsgáljuk.');
    expect(mail?.text).toContain(`/support/${ticket.id}`);
    const logs = await db()
      .select()
      .from(userLogs)
      .where(
        and(
          sql`${userLogs.metadata}->>'ticketId' = ${ticket.id}`,
          eq(userLogs.action, 'Hozzászólás támogatási bejelentéshez'),
        ),
      );
    expect(logs).toHaveLength(1);
    expect(logs[0]?.userId).toBe(admin.id);
  });

  it('refuses an empty or too long comment in Hungarian', async () => {
    const ticket = await create();
    const empty = await send('POST', `/api/support/tickets/${ticket.id}/comments`, bank.cookie, {
      body: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(MESSAGES.ticket.commentRequired);
    const long = await send('POST', `/api/support/tickets/${ticket.id}/comments`, bank.cookie, {
      body: 'a'.repeat(TICKET_COMMENT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(MESSAGES.ticket.commentTooLong(TICKET_COMMENT_MAX));
    expect(await db().select().from(supportTicketComments)).toEqual([]);
  });
});

describe('status changes', () => {
  it('lets the portal admin set any status: logged with old and new values, a system line, an e-mail to the creator', async () => {
    const ticket = await create();
    await db().delete(mailOutbox);

    const response = await send('PUT', `/api/support/tickets/${ticket.id}/status`, admin.cookie, {
      status: 'in_progress',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'in_progress',
      events: [{ kind: 'status', oldStatus: 'open', newStatus: 'in_progress', authorRole: 'portal_admin' }],
      statusTargets: ['open', 'resolved', 'closed'],
    });
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(eq(userLogs.action, 'Támogatási bejelentés állapota módosítva'));
    expect(log).toMatchObject({
      userId: admin.id,
      details: `${newTicket.title} – Állapot: Nyitott → Folyamatban`,
    });
    expect(log?.metadata).toMatchObject({
      ticketId: ticket.id,
      oldValues: { status: 'open' },
      newValues: { status: 'in_progress' },
    });
    const mails = await db().select().from(mailOutbox);
    expect(mails.map((mail) => mail.to)).toEqual([bank.email]);
    expect(mails[0]?.text).toContain('Állapot: Nyitott → Folyamatban');
  });

  it('lets the bank close and reopen its ticket, but not mark it in progress or resolved', async () => {
    const ticket = await create();
    const url = `/api/support/tickets/${ticket.id}/status`;

    const refused = await send('PUT', url, bank.cookie, { status: 'resolved' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(MESSAGES.ticket.statusNotAllowed);
    expect((await ticketRow(ticket.id))?.status).toBe('open');

    await db().delete(mailOutbox);
    const closed = await send('PUT', url, bankColleague.cookie, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().statusTargets).toEqual(['open']);
    expect(await mailsTo('SUPPORT_TICKET_UPDATE')).toEqual([admin.email, adminColleague.email].sort());

    const reopened = await send('PUT', url, bank.cookie, { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open' });
    expect(reopened.json().events.map((e: { newStatus: string }) => e.newStatus)).toEqual(['closed', 'open']);
  });

  it('changes nothing when the status is already the one asked for', async () => {
    const ticket = await create();
    await db().delete(mailOutbox);
    const response = await send('PUT', `/api/support/tickets/${ticket.id}/status`, admin.cookie, {
      status: 'open',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().events).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });
});

describe('unknown tickets and other roles', () => {
  it('answers 404 for an unknown ticket and writes nothing', async () => {
    const ticket = await create();
    const before = await ticketRow(ticket.id);
    await db().delete(mailOutbox);

    const read = await send('GET', `/api/support/tickets/${UNKNOWN}`, admin.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe(MESSAGES.ticket.notFound);
    expect(
      (await send('POST', `/api/support/tickets/${UNKNOWN}/comments`, bank.cookie, { body: 'Hahó' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/support/tickets/${UNKNOWN}/status`, admin.cookie, { status: 'closed' }))
        .statusCode,
    ).toBe(404);
    expect((await send('GET', '/api/support/tickets/nem-azonosito', admin.cookie)).statusCode).toBe(400);

    expect(await ticketRow(ticket.id)).toEqual(before);
    expect(await db().select().from(supportTicketComments)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it('refuses clients, auditors and Admin Light', async () => {
    const ticket = await create();
    const client = await who.client();
    const auditor = await who.auditor();
    const light = await who.staff('admin_light');
    for (const cookie of [client.cookie, auditor.cookie, light.cookie]) {
      expect((await send('GET', '/api/support/tickets', cookie)).statusCode).toBe(403);
      expect((await send('GET', `/api/support/tickets/${ticket.id}`, cookie)).statusCode).toBe(403);
      expect(
        (await send('POST', `/api/support/tickets/${ticket.id}/comments`, cookie, { body: 'x' })).statusCode,
      ).toBe(403);
    }
    expect(await db().select().from(supportTicketComments)).toEqual([]);
  });

  it('removes the thread with its ticket', async () => {
    const ticket = await create();
    await send('POST', `/api/support/tickets/${ticket.id}/comments`, bank.cookie, {
      body: 'Még egy részlet.',
    });
    await db().delete(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(await db().select().from(supportTicketComments)).toEqual([]);
  });
});

describe('the support services, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it('createTicket refuses anyone but the bank staff, changing nothing', async () => {
    const refused = [admin, await who.staff('admin_light'), await who.auditor()];
    await expectRefused(t, refused, (actor) =>
      createTicket(t.services, silentLogger, actor, ticketSchema.parse(newTicket)),
    );
    expect(await db().select().from(supportTickets)).toEqual([]);
  });

  it.each([
    [
      'addTicketComment',
      (actor: Actor, id: string) => addTicketComment(t.services, silentLogger, actor, id, 'Közvetlenül.'),
    ],
    [
      'setTicketStatus',
      (actor: Actor, id: string) => setTicketStatus(t.services, silentLogger, actor, id, 'closed'),
    ],
  ])('%s refuses anyone but the bank staff and the portal admin, changing nothing', async (_name, call) => {
    const ticket = await create();
    const refused = [await who.staff('admin_light'), await who.auditor(), await who.client()];
    const before = await db().select().from(supportTicketComments);
    await expectRefused(t, refused, (actor) => call(actor, ticket.id));
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'open' });
    expect(await db().select().from(supportTicketComments)).toEqual(before);
  });
});
