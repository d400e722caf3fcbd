import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LEAD_LIMITS,
  LEAD_MESSAGES,
  leadInputSchema,
  leadUpdateSchema,
  type LeadDetail,
  type LeadHistoryPage,
  type LeadList,
} from '../../../domain/leads.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { leadHistory, leads, mailOutbox, profiles, userLogs } from '../../db/schema.ts';
import { registration, solveCaptcha } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';
import { people, type StaffMember } from '../../test/people.ts';
import { sessionCookie } from '../../test/sessions.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { eraseAccount } from '../accounts/index.ts';
import {
  addLeadNote,
  addLeadTask,
  createLead as createLeadDirectly,
  setLeadTaskDone,
  updateLead,
} from './changes.ts';
import { importLeads } from './import.ts';
import { inviteLead } from './invitation.ts';

const t = testAppForFile({ clearRateLimits: true });
const who = people(t);
let bank: StaffMember;
let bankName: string;
const db = () => t.services.database.db;

beforeAll(async () => {
  bank = await who.staff('bank_admin');
  const [profile] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, bank.id));
  bankName = profile!.name;
});
beforeEach(async () => {
  await db().delete(leads);
});

const send = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  cookie = bank.cookie,
) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: { cookie } })
    : t.app.inject({ method, url, headers: { cookie }, payload });

let serial = 0;
function leadInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Horváth Judit ${serial}`,
    email: `lead${serial}@example.hu`,
    phone: '+36 30 111 2233',
    address: '1052 Budapest, Váci utca 1',
    source: 'website',
    ...overrides,
  };
}

async function createLead(overrides: Record<string, unknown> = {}): Promise<LeadDetail> {
  const response = await send('POST', '/api/leads', leadInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeadDetail>();
}

const history = async (id: string) =>
  (await send('GET', `/api/leads/${id}/history?pageSize=100`)).json<LeadHistoryPage>().items;

const logsOf = (action: string) => db().select().from(userLogs).where(eq(userLogs.action, action));

async function snapshot(id: string) {
  const [row] = await db().select().from(leads).where(eq(leads.id, id));
  const [lines] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(leadHistory)
    .where(eq(leadHistory.leadId, id));
  return { row, lines: lines?.n };
}

describe('creating a lead', () => {
  it('saves the lead as new with its creator, a history line and an audit-log row', async () => {
    const lead = await createLead({ name: '  Kiss   Péter ', email: 'Kiss.Peter@Example.hu' });
    expect(lead).toMatchObject({
      name: 'Kiss Péter',
      email: 'kiss.peter@example.hu',
      status: 'new',
      source: 'website',
      lastContact: null,
      clientId: null,
      createdByName: bankName,
      notes: [],
      tasks: [],
    });
    const lines = await history(lead.id);
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'created',
        actorName: bankName,
        newValue: 'Kiss Péter <kiss.peter@example.hu>',
      }),
    ]);
    const logs = await logsOf('Lead létrehozva');
    expect(logs.find((log) => log.metadata?.['email'] === 'kiss.peter@example.hu')).toMatchObject({
      userId: bank.id,
      actionType: 'admin_action',
    });
  });

  it('refuses missing and malformed fields with Hungarian messages per field, creating nothing', async () => {
    const response = await send('POST', '/api/leads', {
      name: ' ',
      email: 'nem-email',
      phone: '12',
      address: '',
      source: 'tv',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: { path: string; message: string }[] } }>().error.fields;
    expect(Object.fromEntries(fields.map((f) => [f.path, f.message]))).toEqual({
      'body.name': LEAD_MESSAGES.nameRequired,
      'body.email': MESSAGES.email.invalid,
      'body.phone': MESSAGES.phone.invalid,
      'body.address': LEAD_MESSAGES.addressRequired,
      'body.source': LEAD_MESSAGES.sourceRequired,
    });
    const empty = await send('POST', '/api/leads', {});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .error.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.address', 'body.email', 'body.name', 'body.phone', 'body.source']);
    expect(await db().select().from(leads)).toEqual([]);
  });

  it('refuses a second lead with the same e-mail, whatever its case, with 409', async () => {
    await createLead({ email: 'ugyanaz@example.hu' });
    const again = await send('POST', '/api/leads', leadInput({ email: 'UGYANAZ@example.hu' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LEAD_MESSAGES.emailTaken);
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it('links a lead whose e-mail already belongs to a client, and marks it converted', async () => {
    const client = await who.client();
    const lead = await createLead({ email: client.email });
    expect(lead).toMatchObject({ clientId: client.id, status: 'converted', clientName: client.name });
    expect((await history(lead.id)).map((line) => line.kind).sort()).toEqual([
      'changed',
      'created',
      'linked',
    ]);
  });
});

describe('the lead list', () => {
  async function seedList() {
    const a = await createLead({ name: 'Ábel Anna', source: 'referral', email: 'abel@example.hu' });
    const b = await createLead({ name: 'Zoltai Zoé', source: 'phone', address: '6720 Szeged, Dóm tér 2' });
    const c = await createLead({ name: 'Major Márk', source: 'branch', phone: '06 20 999 8877' });
    t.clock.advance(60_000);
    await send('PATCH', `/api/leads/${b.id}`, { status: 'contacted' });
    t.clock.advance(60_000);
    await send('POST', `/api/leads/${c.id}/notes`, { text: 'Visszahívást kért' });
    return { a, b, c };
  }
  const names = async (query: string) =>
    (await send('GET', `/api/leads?${query}`)).json<LeadList>().items.map((lead) => lead.name);

  it('searches name, e-mail, phone and address on the server', async () => {
    await seedList();
    expect(await names('search=zolt')).toEqual(['Zoltai Zoé']);
    expect(await names('search=ABEL@')).toEqual(['Ábel Anna']);
    expect(await names('search=999 8877')).toEqual(['Major Márk']);
    expect(await names('search=szeged')).toEqual(['Zoltai Zoé']);
    expect(await names('search=nincs-ilyen')).toEqual([]);
  });

  it('filters by status and by source', async () => {
    await seedList();
    expect(await names('status=contacted')).toEqual(['Zoltai Zoé']);
    expect(await names('source=branch')).toEqual(['Major Márk']);
    expect(await names('status=new&source=branch')).toEqual(['Major Márk']);
    expect(await names('status=lost')).toEqual([]);
    const bad = await send('GET', '/api/leads?status=valami');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(LEAD_MESSAGES.statusInvalid);
  });

  it('sorts by name, source label, status order and last contact, empty values last both ways', async () => {
    await seedList();
    expect(await names('sort=name&direction=asc')).toEqual(['Ábel Anna', 'Major Márk', 'Zoltai Zoé']);
    // Ajánlás, Fiók, Telefon, Weboldal
    expect(await names('sort=source&direction=asc')).toEqual(['Ábel Anna', 'Major Márk', 'Zoltai Zoé']);
    expect((await names('sort=status&direction=desc'))[0]).toBe('Zoltai Zoé');
    expect((await names('sort=status&direction=asc')).at(-1)).toBe('Zoltai Zoé');
    const asc = await names('sort=lastContact&direction=asc');
    const desc = await names('sort=lastContact&direction=desc');
    expect(asc.at(-1)).toBe('Ábel Anna');
    expect(desc.at(-1)).toBe('Ábel Anna');
    expect(asc).toEqual(['Zoltai Zoé', 'Major Márk', 'Ábel Anna']);
    expect(desc).toEqual(['Major Márk', 'Zoltai Zoé', 'Ábel Anna']);
  });

  it('sorts names in Hungarian alphabetical order, both ways', async () => {
    // Entered out of order; the accented vowels sort with their letter and ö, ő, ü, ű after o and u, and
    // the two-letter consonants after their first letter (docs/style.md, 'Hungarian sort order').
    for (const name of [
      'Varga Vilma',
      'Üveges Ödön',
      'Őri Olga',
      'Csizmár Éva',
      'Cukor Csilla',
      'Ábel Ákos',
    ]) {
      await createLead({ name });
    }
    for (const name of ['Olasz Ottó', 'Zsigmond Zsófia', 'Abai Anna', 'Zoltán Zita', 'Ujvári Ubul']) {
      await createLead({ name });
    }
    const hungarian = [
      'Abai Anna',
      'Ábel Ákos',
      'Cukor Csilla',
      'Csizmár Éva',
      'Olasz Ottó',
      'Őri Olga',
      'Ujvári Ubul',
      'Üveges Ödön',
      'Varga Vilma',
      'Zoltán Zita',
      'Zsigmond Zsófia',
    ];
    expect(await names('sort=name&direction=asc')).toEqual(hungarian);
    expect(await names('sort=name&direction=desc')).toEqual(hungarian.toReversed());
  });

  it('pages on the server with the total', async () => {
    await seedList();
    const page = (await send('GET', '/api/leads?pageSize=2&page=2&sort=name&direction=asc')).json<LeadList>();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((lead) => lead.name)).toEqual(['Zoltai Zoé']);
  });

  it('counts up to 10,000 and says when there are more, as the client lists do (decision 0023)', async () => {
    await db().execute(sql`
      insert into leads (name, email, phone, address, source, status, registration_date, created_by)
      select 'Tömeges Lead ' || i, 'tomeges' || i || '@example.hu', '+36 20 123 4567', '1061 Budapest, Fő utca 1.', 'website',
        case when i <= 3 then 'lost' else 'new' end, now() - make_interval(mins => i), ${bank.id}
      from generate_series(1, 10001) as i`);
    const all = (await send('GET', '/api/leads?page=2')).json<LeadList>();
    expect(all).toMatchObject({ total: 10_000, isTotalCapped: true, page: 2 });
    expect(all.items).toHaveLength(25);
    const lost = (await send('GET', '/api/leads?status=lost')).json<LeadList>();
    expect(lost).toMatchObject({ total: 3, isTotalCapped: false });
  });
});

describe('the lead detail: changes, notes, tasks', () => {
  it('records every changed field with who, old and new value; contacted sets the last contact', async () => {
    const lead = await createLead({ source: 'website' });
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    // Signed in on the set day: a session from the real day would be idle or not yet made on it, whatever
    // the machine's date is.
    const cookie = await sessionCookie(t, bank.id);
    const response = await send(
      'PATCH',
      `/api/leads/${lead.id}`,
      {
        phone: '+36 70 222 3344',
        source: 'branch',
        status: 'contacted',
        nextContactAt: '2026-11-25T09:30:00+01:00',
        address: lead.address,
      },
      cookie,
    );
    t.clock.set(new Date());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '+36 70 222 3344',
      source: 'branch',
      status: 'contacted',
      lastContact: '2026-11-20T10:00:00.000Z',
      nextContactAt: '2026-11-25T08:30:00.000Z',
    });
    const changed = (await history(lead.id)).filter((line) => line.kind === 'changed');
    expect(
      changed.map(({ field, oldValue, newValue, actorName }) => ({ field, oldValue, newValue, actorName })),
    ).toEqual(
      expect.arrayContaining([
        { field: 'phone', oldValue: '+36 30 111 2233', newValue: '+36 70 222 3344', actorName: bankName },
        { field: 'source', oldValue: 'website', newValue: 'branch', actorName: bankName },
        { field: 'status', oldValue: 'new', newValue: 'contacted', actorName: bankName },
        { field: 'nextContactAt', oldValue: null, newValue: '2026-11-25T08:30:00.000Z', actorName: bankName },
      ]),
    );
    expect(changed).toHaveLength(4);
  });

  it('allows any status change among the five, and refuses a duplicate e-mail on edit with 409', async () => {
    const lead = await createLead();
    for (const status of ['lost', 'qualified', 'new', 'converted'])
      expect((await send('PATCH', `/api/leads/${lead.id}`, { status })).json().status).toBe(status);
    const other = await createLead();
    const taken = await send('PATCH', `/api/leads/${lead.id}`, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    const bad = await send('PATCH', `/api/leads/${lead.id}`, { email: 'x', nextContactAt: 'holnap' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['body.email', 'body.nextContactAt']);
    expect((await send('PATCH', `/api/leads/${lead.id}`, {})).statusCode).toBe(400);
  });

  it('writes notes by the signed-in person, with the time, and counts them as a contact', async () => {
    const lead = await createLead();
    const other = await who.staff('bank_admin');
    const response = await send(
      'POST',
      `/api/leads/${lead.id}/notes`,
      { text: 'Érdeklődik a program iránt' },
      other.cookie,
    );
    expect(response.statusCode).toBe(201);
    const detail = response.json<LeadDetail>();
    expect(detail.notes).toEqual([
      expect.objectContaining({ text: 'Érdeklődik a program iránt', authorName: 'Tóth Gábor' }),
    ]);
    expect(detail.lastContact).toBe(detail.notes[0]!.createdAt);
    expect((await history(lead.id))[0]).toMatchObject({ kind: 'note_added', actorName: 'Tóth Gábor' });
    const empty = await send('POST', `/api/leads/${lead.id}/notes`, { text: '   ' });
    expect(empty.json().error.fields).toEqual([{ path: 'body.text', message: LEAD_MESSAGES.noteRequired }]);
  });

  it('adds tasks with an optional due time and ticks them done and open again, each in the history', async () => {
    const lead = await createLead();
    const added = await send('POST', `/api/leads/${lead.id}/tasks`, {
      title: 'Visszahívni',
      dueAt: '2026-12-01T09:00:00.000Z',
    });
    expect(added.statusCode).toBe(201);
    const task = added.json<LeadDetail>().tasks[0]!;
    expect(task).toMatchObject({ title: 'Visszahívni', dueAt: '2026-12-01T09:00:00.000Z', doneAt: null });
    const done = await send('PATCH', `/api/leads/${lead.id}/tasks/${task.id}`, { done: true });
    expect(done.json<LeadDetail>().tasks[0]).toMatchObject({ doneByName: bankName });
    await send('PATCH', `/api/leads/${lead.id}/tasks/${task.id}`, { done: false });
    expect((await history(lead.id)).map((line) => line.kind).slice(0, 3)).toEqual([
      'task_reopened',
      'task_done',
      'task_added',
    ]);
    expect((await send('POST', `/api/leads/${lead.id}/tasks`, { title: '' })).json().error.fields).toEqual([
      { path: 'body.title', message: LEAD_MESSAGES.taskTitleRequired },
    ]);
    const otherLead = await createLead();
    const foreign = await send('PATCH', `/api/leads/${otherLead.id}/tasks/${task.id}`, { done: true });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 404 for an unknown lead on every route, changing nothing', async () => {
    const lead = await createLead();
    const before = await snapshot(lead.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const calls = [
      send('GET', `/api/leads/${unknown}`),
      send('PATCH', `/api/leads/${unknown}`, { status: 'lost' }),
      send('GET', `/api/leads/${unknown}/history`),
      send('POST', `/api/leads/${unknown}/notes`, { text: 'x' }),
      send('POST', `/api/leads/${unknown}/tasks`, { title: 'x' }),
      send('POST', `/api/leads/${unknown}/invitation`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(LEAD_MESSAGES.notFound);
    }
    expect((await send('GET', '/api/leads/nem-uuid')).statusCode).toBe(400);
    expect(await snapshot(lead.id)).toEqual(before);
  });
});

describe('invitation and registration (a lead whose e-mail registers is linked)', () => {
  it('queues a formal Hungarian invitation with the registration link, and may be resent', async () => {
    const lead = await createLead({ name: 'Fekete Ilona', email: 'ilona@example.hu' });
    const response = await send('POST', `/api/leads/${lead.id}/invitation`);
    expect(response.statusCode).toBe(200);
    expect(response.json<LeadDetail>()).toMatchObject({ invitedByName: bankName });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'ilona@example.hu'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('LEAD_INVITATION');
    expect(mails[0]!.text).toContain('Tisztelt Fekete Ilona!');
    expect(mails[0]!.text).toContain(`${t.services.config.publicUrl}/register`);
    // Once the short window has passed: the bank may send it again.
    t.clock.advance(LEAD_LIMITS.invitationWindowMinutes * 60_000);
    try {
      expect((await send('POST', `/api/leads/${lead.id}/invitation`)).statusCode).toBe(200);
    } finally {
      t.clock.set(new Date());
    }
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'ilona@example.hu'))).toHaveLength(2);
    expect((await history(lead.id)).filter((line) => line.kind === 'invited')).toHaveLength(2);
  });

  it('sends one invitation when it is asked for ten times at once, and says to the rest it was sent', async () => {
    const lead = await createLead({ email: 'tizszer@example.hu' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', `/api/leads/${lead.id}/invitation`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().error).toMatchObject({
        code: 'invitation_already_sent',
        message: LEAD_MESSAGES.invitationAlreadySent(
          'tizszer@example.hu',
          LEAD_LIMITS.invitationWindowMinutes,
        ),
      });
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'tizszer@example.hu'))).toHaveLength(
      1,
    );
    expect((await history(lead.id)).filter((line) => line.kind === 'invited')).toHaveLength(1);
    // A minute later the answer counts down.
    t.clock.advance(60_000);
    try {
      const later = await send('POST', `/api/leads/${lead.id}/invitation`);
      expect(later.json().error.message).toBe(
        LEAD_MESSAGES.invitationAlreadySent('tizszer@example.hu', LEAD_LIMITS.invitationWindowMinutes - 1),
      );
    } finally {
      t.clock.set(new Date());
    }
  });

  it('links the lead when its e-mail registers, converts it, and clears the link when the client is erased', async () => {
    const lead = await createLead({ email: 'uj.ugyfel@example.hu' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        ...registration({ email: 'Uj.Ugyfel@example.hu', firstName: 'Ilona', lastName: 'Fekete' }),
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const detail = (await send('GET', `/api/leads/${lead.id}`)).json<LeadDetail>();
    expect(detail).toMatchObject({ status: 'converted', clientName: 'Fekete Ilona' });
    expect(detail.clientId).not.toBeNull();
    const lines = await history(lead.id);
    expect(lines.slice(0, 2).map((line) => [line.kind, line.actorName])).toEqual(
      expect.arrayContaining([
        ['linked', 'Rendszer'],
        ['changed', 'Rendszer'],
      ]),
    );
    const invite = await send('POST', `/api/leads/${lead.id}/invitation`);
    expect(invite.statusCode).toBe(409);

    await eraseAccount(t.services, silentLogger, detail.clientId!);
    const after = (await send('GET', `/api/leads/${lead.id}`)).json<LeadDetail>();
    expect(after).toMatchObject({ clientId: null, clientName: null, email: 'uj.ugyfel@example.hu' });
    expect((await history(lead.id))[0]).toMatchObject({ kind: 'unlinked' });
  });

  it('leaves a lost lead lost when it registers, but links it', async () => {
    const lead = await createLead({ email: 'elveszett@example.hu' });
    await send('PATCH', `/api/leads/${lead.id}`, { status: 'lost' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { ...registration({ email: 'elveszett@example.hu' }), captcha: await solveCaptcha(t.app) },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await send('GET', `/api/leads/${lead.id}`)).json()).toMatchObject({ status: 'lost' });
    expect((await db().select().from(leads).where(eq(leads.id, lead.id)))[0]!.clientId).not.toBeNull();
  });
});

describe('import (.xlsx and .xls, a per-row report)', () => {
  const rows = (existingEmail: string) => [
    ['Név', 'E-mail', 'Telefon', 'Cím', 'Forrás'],
    ['Jó Jenő', 'jo.jeno@example.hu', '+36 30 555 0001', '1011 Budapest, Fő utca 1', 'Weboldal'],
    ['Második Mária', 'masodik@example.hu', '06 20 555 0002', '7621 Pécs, Király utca 2', 'referral'],
    ['', 'nevtelen@example.hu', '+36 30 555 0003', '1011 Budapest, Fő utca 3', 'Fiók'],
    ['Rossz Email', 'rossz-email', '+36 30 555 0004', '1011 Budapest, Fő utca 4', 'Telefon'],
    ['Rossz Telefon', 'rossztel@example.hu', '123', '1011 Budapest, Fő utca 5', 'Telefon'],
    ['Ismétlő Ida', 'JO.JENO@example.hu', '+36 30 555 0006', '1011 Budapest, Fő utca 6', 'Fiók'],
    ['Meglévő Mihály', existingEmail, '+36 30 555 0007', '1011 Budapest, Fő utca 7', 'Ajánlás'],
    ['Forrás Nélkül', 'forras@example.hu', '+36 30 555 0008', '1011 Budapest, Fő utca 8', 'TV'],
  ];
  const expected = [
    ['valid', 2],
    ['valid', 3],
    ['missing_field', 4],
    ['invalid_email', 5],
    ['invalid_phone', 6],
    ['duplicate_in_file', 7],
    ['already_exists', 8],
    ['invalid_source', 9],
  ];

  async function xlsx(data: string[][]) {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Leadek').addRows(data);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  function xls(data: string[][]) {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), 'Leadek');
    return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
  }
  const upload = (url: string, name: string, content: Buffer) => {
    const body = multipart(name, content, 'file');
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie: bank.cookie },
      payload: body.payload,
    });
  };

  it.each([
    ['leadek.xlsx', xlsx],
    ['leadek.xls', async (data: string[][]) => xls(data)],
  ])(
    'reports every kind of bad row in %s, previews without saving, then imports the valid rows',
    async (name, build) => {
      const existing = await createLead({ email: 'meglevo@example.hu' });
      const file = await build(rows('Meglevo@example.hu'));
      const preview = await upload('/api/leads/import/preview', name, file);
      expect(preview.statusCode, preview.body).toBe(200);
      const report = preview.json();
      expect(report.rows.map((row: { outcome: string; line: number }) => [row.outcome, row.line])).toEqual(
        expected,
      );
      expect(report).toMatchObject({ total: 8, importable: 2, imported: 0, rejected: 6 });
      expect(report.rows[2].message).toBe('Hiányzó mező: név');
      expect(await db().select().from(leads)).toHaveLength(1);

      const imported = await upload('/api/leads/import', name, file);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ imported: 2, importable: 2, rejected: 6 });
      const all = await db().select().from(leads);
      expect(all.map((lead) => lead.email).sort()).toEqual(
        ['jo.jeno@example.hu', 'masodik@example.hu', existing.email].sort(),
      );
      const jeno = all.find((lead) => lead.email === 'jo.jeno@example.hu')!;
      expect(jeno).toMatchObject({ source: 'website', status: 'new', createdBy: bank.id });
      expect((await history(jeno.id))[0]).toMatchObject({ kind: 'imported', actorName: bankName });
      // The test clock stands still, so the file's name tells this upload's entry from the other file's.
      const logs = await logsOf('Leadek importálva fájlból');
      expect(logs.find((log) => log.metadata?.['fileName'] === name)?.metadata).toMatchObject({
        imported: 2,
      });
      // The same file again: everything valid now exists.
      const again = await upload('/api/leads/import/preview', name, file);
      expect(again.json().importable).toBe(0);
    },
  );

  it('reads English headers and CSV, and refuses a file without the needed columns in Hungarian', async () => {
    const csv = Buffer.from(
      'name;email;phone;address;source\nCsv Csaba;csaba@example.hu;+36301234567;1011 Budapest, Fő utca 9;phone\n',
    );
    const report = (await upload('/api/leads/import', 'leadek.csv', csv)).json();
    expect(report).toMatchObject({ imported: 1 });
    const noColumns = await upload(
      '/api/leads/import/preview',
      'rossz.csv',
      Buffer.from('valami;más\n1;2\n'),
    );
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().error.message).toBe(
      LEAD_MESSAGES.missingColumns(['név', 'e-mail', 'telefon', 'cím', 'forrás']),
    );
    const wrongField = multipart('x.csv', csv, 'certificate');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/leads/import/preview',
      headers: { ...wrongField.headers, cookie: bank.cookie },
      payload: wrongField.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(LEAD_MESSAGES.noFile);
  });

  it("refuses a file over 5 MB naming that limit, not the certificates' 10 MB", async () => {
    const tooLarge = await upload(
      '/api/leads/import/preview',
      'nagy.csv',
      Buffer.alloc(LEAD_LIMITS.importMaxBytes + 1, 'a'),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('A fájl mérete túl nagy. Legfeljebb 5 MB engedélyezett.');
  });
});

describe('the lead services, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  // Each test starts without leads (the file's beforeEach), so each makes its own.
  let lead: LeadDetail;
  it.each([
    [
      'createLead',
      (actor: Actor) =>
        createLeadDirectly(t.services, silentLogger, actor, leadInputSchema.parse(leadInput())),
    ],
    [
      'updateLead',
      (actor: Actor) =>
        updateLead(t.services, silentLogger, actor, lead.id, leadUpdateSchema.parse({ status: 'contacted' })),
    ],
    ['addLeadNote', (actor: Actor) => addLeadNote(t.services, silentLogger, actor, lead.id, 'Visszahívni.')],
    [
      'addLeadTask',
      (actor: Actor) => addLeadTask(t.services, silentLogger, actor, lead.id, { title: 'Hívás' }),
    ],
    [
      'setLeadTaskDone',
      (actor: Actor) => setLeadTaskDone(t.services, silentLogger, actor, lead.id, randomUUID(), true),
    ],
    ['inviteLead', (actor: Actor) => inviteLead(t.services, silentLogger, actor, lead.id)],
    [
      'importLeads',
      (actor: Actor) =>
        importLeads(t.services, silentLogger, actor, 'leadek.csv', new TextEncoder().encode('name,email\n')),
    ],
  ])('%s refuses anyone but the bank staff, changing nothing', async (_name, call) => {
    lead = await createLead();
    const refused = [await who.staff('portal_admin'), await who.client()];
    const before = await snapshot(lead.id);
    const count = (await db().select().from(leads)).length;
    await expectRefused(t, refused, call);
    expect(await snapshot(lead.id)).toEqual(before);
    expect(await db().select().from(leads)).toHaveLength(count);
  });
});
