import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_DAY } from '../../../domain/list-query.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  systemLogDownloadQuerySchema,
  type SystemLogEntry,
  type SystemLogPage,
  type SystemLogStatistics,
} from '../../../domain/system-log.ts';
import { profiles, properties, rateLimitHits, userLogs } from '../../db/schema.ts';
import { samplePdf } from '../../seed/demo.ts';
import { createUser } from '../../seed/factories.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { multipart } from '../../test/multipart.ts';
import { auditorInput } from '../../test/auditor-input.ts';
import { people, type StaffMember } from '../../test/people.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { loggedRows } from '../../test/logs.ts';
import { downloadSystemLog } from './download.ts';

const t = testAppForFile();
const who = people(t);
let light: StaffMember;
const db = () => t.services.database.db;
const ids: Record<string, string> = {};

// Fixture days around the 2025 summer-time change (30 March, 02:00 -> 03:00 in Budapest): 29 March is
// UTC+1, 31 March UTC+2. Far from the sign-ins the tests make today, so the figures are the fixtures'.
const RANGE = 'dateFrom=2025-03-29&dateTo=2025-03-30';

beforeAll(async () => {
  light = await who.staff('admin_light');
  const person = async (email: string, firstName: string, lastName: string) =>
    (await createUser(db(), { role: 'client', email, firstName, lastName, password: TEST_PASSWORD })).id;
  const anna = await person('anna.log@example.hu', 'Anna', 'Kovács');
  const bela = await person('bela.log@example.hu', 'Béla', 'Nagy');
  // A person without a name is shown by their e-mail.
  const nameless = await person('nevtelen.log@example.hu', 'X', 'Y');
  await db().update(profiles).set({ name: '' }).where(eq(profiles.id, nameless));
  const event = (
    key: string,
    at: string,
    userId: string | null,
    actionType: SystemLogEntry['actionType'],
    action: string,
    extra: { details?: string; metadata?: Record<string, unknown> } = {},
  ) => ({ key, row: { userId, actionType, action, timestamp: new Date(at), ...extra } });
  const events = [
    // 23:59 on 28 March in Budapest: outside the range.
    event('e1', '2025-03-28T22:59:00Z', anna, 'registration', 'Új ügyfél regisztrált'),
    // 00:00 on 29 March in Budapest: the range's first minute.
    event('e2', '2025-03-28T23:00:00Z', anna, 'login', 'Bejelentkezés'),
    // Two events at the same instant: the keyset pages keep both.
    event('e3', '2025-03-29T10:00:00Z', bela, 'login', 'Bejelentkezés'),
    event('e4', '2025-03-29T10:00:00Z', bela, 'logout', 'Kijelentkezés'),
    event('e7', '2025-03-29T12:00:00Z', null, 'appointment', 'Időpont egyeztetve'),
    event('e8', '2025-03-29T13:00:00Z', nameless, 'profile_update', 'Profil módosítva'),
    event('e9', '2025-03-29T14:00:00Z', anna, 'certificate_order', 'Tanúsítvány igénylés', {
      details: '6100 Kiskunfélegyháza, Petőfi tér 1',
    }),
    event('e10', '2025-03-29T15:00:00Z', light.id, 'data_export', 'Ügyfél export', {
      metadata: { fileName: 'ugyfelek_export.xlsx', rows: 12 },
    }),
    event('e11', '2025-03-30T08:00:00Z', anna, 'login', 'Bejelentkezés'),
    // 23:59:59 on 30 March (summer time) in Budapest: the end date's last second is in the range.
    event('e5', '2025-03-30T21:59:59Z', light.id, 'admin_action', 'Tanúsító adatai módosítva', {
      metadata: {
        updatedFields: ['workCapacity', 'isActive'],
        oldValues: { workCapacity: 5, isActive: true },
        newValues: { workCapacity: 8, isActive: false },
      },
    }),
    // 00:00 on 31 March in Budapest: outside.
    event('e6', '2025-03-30T22:00:00Z', bela, 'certificate_upload', 'Tanúsítvány feltöltve'),
  ];
  for (const { key, row } of events) {
    const [stored] = await db().insert(userLogs).values(row).returning({ id: userLogs.id });
    ids[key] = stored!.id;
  }
});
beforeEach(async () => {
  t.clock.set(new Date());
  await db().delete(rateLimitHits);
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const list = async (query: string, cookie = light.cookie) => {
  const response = await get(`/api/admin/logs?${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SystemLogPage;
};
const keysOf = (page: SystemLogPage) =>
  page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.action);

describe('the system log list', () => {
  it('lists the range newest first, the end date with its whole day, names with their fallbacks', async () => {
    const page = await list(RANGE);
    expect(keysOf(page)).toEqual([
      'e5',
      'e11',
      'e10',
      'e9',
      'e8',
      'e7',
      expect.any(String),
      expect.any(String),
      'e2',
    ]);
    expect(keysOf(page).slice(6, 8).sort()).toEqual(['e3', 'e4']);
    expect(page).toMatchObject({ total: 9, isTotalCapped: false, nextCursor: null });
    const byKey = Object.fromEntries(page.items.map((item, i) => [keysOf(page)[i], item]));
    expect(byKey.e2?.userName).toBe('Kovács Anna');
    expect(byKey.e7).toMatchObject({ userId: null, userName: 'Ismeretlen felhasználó' });
    expect(byKey.e8?.userName).toBe('nevtelen.log@example.hu');
    expect(byKey.e5?.metadata).toMatchObject({
      oldValues: { workCapacity: 5 },
      newValues: { workCapacity: 8 },
    });
    expect(byKey.e5?.timestamp).toBe('2025-03-30T21:59:59.000Z');
    // One day alone, in winter and in summer time.
    expect(keysOf(await list('dateFrom=2025-03-28&dateTo=2025-03-28'))).toEqual(['e1']);
    expect(keysOf(await list('dateFrom=2025-03-31&dateTo=2025-03-31'))).toEqual(['e6']);
  });

  it('filters by event type and searches the user, the action and the details', async () => {
    expect(keysOf(await list(`${RANGE}&actionType=login`))).toEqual(['e11', 'e3', 'e2']);
    expect(keysOf(await list(`${RANGE}&search=${encodeURIComponent('kiskunfélegyháza')}`))).toEqual(['e9']);
    expect(keysOf(await list(`${RANGE}&search=KIJELENTKEZ`))).toEqual(['e4']);
    expect(keysOf(await list(`${RANGE}&search=${encodeURIComponent('Nagy Béla')}`)).sort()).toEqual([
      'e3',
      'e4',
    ]);
    expect(keysOf(await list(`${RANGE}&search=nevtelen.log`))).toEqual(['e8']);
    // An address: the part before the '@' is looked up, the whole text checked (decision 0023).
    expect(keysOf(await list(`${RANGE}&search=NEVTELEN.LOG@example.hu`))).toEqual(['e8']);
    expect(keysOf(await list(`${RANGE}&search=vtelen.log@example`))).toEqual(['e8']);
    expect(keysOf(await list(`${RANGE}&search=nevtelen.log@example.com`))).toEqual([]);
    expect(keysOf(await list(`${RANGE}&search=g@example.hu&actionType=login`))).toEqual(['e11', 'e3', 'e2']);
    expect(keysOf(await list(`${RANGE}&search=anna&actionType=login`))).toEqual(['e11', 'e2']);
    // % and _ are letters here, not patterns.
    expect((await list(`${RANGE}&search=%25`)).items).toEqual([]);
    expect(keysOf(await list(`${RANGE}&direction=asc&actionType=login`))).toEqual(['e2', 'e3', 'e11']);
  });

  it('pages by cursor in both directions without losing or repeating events at the same instant', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      const whole = keysOf(await list(`${RANGE}&direction=${direction}`));
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SystemLogPage = await list(
          `${RANGE}&direction=${direction}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.items.length).toBeLessThanOrEqual(2);
        walked.push(...keysOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked).toEqual(whole);
      expect(walked).toHaveLength(9);
    }
  });

  it('pages and counts a search that finds events by their text, their person or both, each event once', async () => {
    // 'e' is in most actions and in every fixture person's e-mail: events match either half or both.
    const search = `${RANGE}&search=e`;
    for (const direction of ['desc', 'asc'] as const) {
      const whole = await list(`${search}&direction=${direction}`);
      expect(whole.total).toBe(whole.items.length);
      expect(new Set(keysOf(whole)).size).toBe(whole.items.length);
      expect(keysOf(whole)).toEqual(expect.arrayContaining(['e7', 'e8', 'e2']));
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SystemLogPage = await list(
          `${search}&direction=${direction}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.total).toBe(whole.total);
        walked.push(...keysOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked).toEqual(keysOf(whole));
    }
  });

  it('counts the ten statistics for the range and the event type', async () => {
    const statistics = async (query: string) => {
      const response = await get(`/api/admin/logs/statistics?${query}`, light.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as SystemLogStatistics;
    };
    expect(await statistics(RANGE)).toEqual({
      registrations: 0,
      logins: 3,
      logouts: 1,
      certificateOrders: 1,
      appointments: 1,
      certificateUploads: 0,
      profileUpdates: 1,
      adminActions: 1,
      uniqueUsers: 4,
      totalEvents: 9,
    });
    expect(await statistics(`${RANGE}&actionType=login`)).toMatchObject({
      logins: 3,
      logouts: 0,
      uniqueUsers: 2,
      totalEvents: 3,
    });
    expect(await statistics('dateFrom=2025-03-28&dateTo=2025-03-31')).toMatchObject({
      registrations: 1,
      certificateUploads: 1,
      totalEvents: 11,
    });
  });

  it('refuses visitors (401), every other role (403) and malformed filters (400, in Hungarian)', async () => {
    const client = await who.client();
    const auditor = await who.auditor();
    const portalAdmin = await who.staff('portal_admin');
    const bank = await who.staff('bank_admin');
    for (const path of ['/api/admin/logs', '/api/admin/logs/statistics', '/api/admin/logs/download']) {
      expect((await get(path)).statusCode).toBe(401);
      for (const cookie of [client.cookie, auditor.cookie, portalAdmin.cookie, bank.cookie])
        expect((await get(path, cookie)).statusCode).toBe(403);
    }
    const refused = async (query: string, message: string) => {
      const response = await get(`/api/admin/logs?${query}`, light.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(message);
    };
    await refused('dateFrom=2025-02-30', INVALID_DAY);
    await refused('dateTo=tegnap', INVALID_DAY);
    await refused('dateFrom=2025-03-30&dateTo=2025-03-29', MESSAGES.systemLog.rangeOrder);
    await refused('actionType=hacking', MESSAGES.systemLog.invalidType);
    await refused('limit=500', MESSAGES.systemLog.invalidLimit);
    await refused('limit=abc', MESSAGES.systemLog.invalidLimit);
    await refused('cursor=bm90LWEtY3Vyc29y', MESSAGES.systemLog.invalidCursor);
    await refused('cursor=%3Cscript%3E', MESSAGES.systemLog.invalidCursor);
    await refused(`cursor=${'a'.repeat(201)}`, MESSAGES.systemLog.invalidCursor);
    // An empty cursor is the first page, as in the API's change feed.
    expect((await get(`/api/admin/logs?${RANGE}&cursor=`, light.cookie)).statusCode).toBe(200);
    const statistics = await get(
      '/api/admin/logs/statistics?dateFrom=2025-03-30&dateTo=2025-03-29',
      light.cookie,
    );
    expect(statistics.statusCode).toBe(400);
  });
});

describe('the system log download', () => {
  const download = async (query: string) => {
    const response = await get(`/api/admin/logs/download?${query}`, light.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('writes a UTF-8 text with a byte-order mark, version 1.0, statistics, top 5 and events oldest first', async () => {
    const response = await download(RANGE);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /filename="rendszernaplo_\d{4}-\d{2}-\d{2}\.txt"/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Energetikai Tanúsítvány Portál – Rendszernapló');
    expect(lines[1]).toBe('Riport verzió: 1.0');
    expect(text).toContain('Készítette: Tóth Gábor');
    expect(text).toContain('Időszak: 2025. 03. 29. – 2025. 03. 30.');
    expect(text).toContain('Események a fájlban: 9\n');
    expect(text).toContain('  Bejelentkezések: 3\n');
    expect(text).toContain('  Egyedi felhasználók: 4\n');
    expect(text).toContain('  Összes esemény: 9\n');
    const section = (title: string) => {
      const start = lines.findIndex((line) => line.startsWith(title));
      return lines.slice(start + 1, lines.indexOf('', start));
    };
    const users = section('LEGAKTÍVABB FELHASZNÁLÓK (TOP 5)');
    expect(users[0]).toBe('  1. Kovács Anna: 3 esemény');
    expect(users).toHaveLength(4);
    // Béla and Gábor tie at 2 events: either may be second.
    expect(
      users
        .slice(1, 3)
        .map((line) => line.slice(5))
        .sort(),
    ).toEqual(['Nagy Béla: 2 esemény', 'Tóth Gábor: 2 esemény']);
    expect(users[3]).toBe('  4. nevtelen.log@example.hu: 1 esemény');
    expect(section('LEGFORGALMASABB NAPOK (TOP 5)')).toEqual([
      '  1. 2025. 03. 29.: 7 esemény',
      '  2. 2025. 03. 30.: 2 esemény',
    ]);
    const events = lines.filter((line) => /^\d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}:\d{2} \|/.test(line));
    expect(events).toHaveLength(9);
    expect(events[0]).toBe('2025. 03. 29. 00:00:00 | Bejelentkezés | Kovács Anna | Bejelentkezés');
    expect(events.at(-1)).toBe(
      '2025. 03. 30. 23:59:59 | Admin művelet | Tóth Gábor | Tanúsító adatai módosítva',
    );
    expect(events).toContain(
      '2025. 03. 29. 15:00:00 | Tanúsítvány igénylés | Kovács Anna | Tanúsítvány igénylés | 6100 Kiskunfélegyháza, Petőfi tér 1',
    );
    expect(text).toContain('    Heti kapacitás: 5 -> 8\n');
    expect(text).toContain('    Aktív: Igen -> Nem\n');
    expect(text).toContain('Ismeretlen felhasználó');
    // The download is logged, with the file's name and the rows written.
    const [logged] = await loggedRows(t, light.id, { action: 'Rendszernapló letöltése' });
    expect(logged).toMatchObject({ actionType: 'data_export' });
    expect(logged?.metadata).toMatchObject({ rows: 9 });
  });

  it('writes the newest events up to the configured limit, still oldest first', async () => {
    const limit = t.services.config.logDownloadMaxRows;
    t.services.config.logDownloadMaxRows = 3;
    try {
      const text = (await download(RANGE)).rawPayload.toString('utf8');
      const events = text.split('\n').filter((line) => /^\d{4}\. \d{2}\. \d{2}\. /.test(line));
      expect(events.map((line) => line.slice(0, 22))).toEqual([
        '2025. 03. 29. 16:00:00',
        '2025. 03. 30. 10:00:00',
        '2025. 03. 30. 23:59:59',
      ]);
      expect(text).toContain(
        'Események a fájlban: 3 (a szűrésnek megfelelő 9 közül a legutóbbiak; legfeljebb 3)',
      );
    } finally {
      t.services.config.logDownloadMaxRows = limit;
    }
  });
});

describe('staff actions that change data are in the system log', () => {
  it('shows assignment, auditor creation and edit, the client export and a certificate upload', async () => {
    const since = new Date().toISOString().slice(0, 10);
    const found = async (query: string) => (await list(`dateFrom=${since}&${query}`)).items;

    // Assignment (the portal admin's).
    const admin = await who.staff('portal_admin');
    const auditor = await who.auditor();
    const client = await who.client();
    await db()
      .update(properties)
      .set({ status: 'finding_auditor' })
      .where(eq(properties.id, client.property!.id));
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/properties/${client.property!.id}/assignment`,
      headers: { cookie: admin.cookie },
      payload: { auditorId: auditor.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [assignment] = await found(`actionType=admin_action&search=${encodeURIComponent('hozzárendelve')}`);
    expect(assignment).toMatchObject({ userId: admin.id, userName: 'Tóth Gábor' });
    expect(assignment?.metadata).toMatchObject({ propertyId: client.property!.id, auditorId: auditor.id });

    // Auditor creation and edit (Admin Light's own).
    // The wizard without the optional experience and notes, as Admin Light fills it in.
    const lightsAuditor = {
      email: 'nora.naplo@example.hu',
      acceptedCounties: ['Győr-Moson-Sopron'],
      certifications: ['TÉ'],
      experience: undefined,
      notes: undefined,
      isActive: true,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auditors',
      headers: { cookie: light.cookie },
      payload: auditorInput(lightsAuditor),
    });
    expect(created.statusCode, created.body).toBe(201);
    const auditorId = created.json().auditor.id as string;
    const [creation] = await found(`search=${encodeURIComponent('Új tanúsító létrehozva')}`);
    expect(creation).toMatchObject({ userId: light.id, actionType: 'admin_action' });
    expect(creation?.metadata).toMatchObject({ targetUserId: auditorId, email: 'nora.naplo@example.hu' });

    const detail = (await get(`/api/admin/auditors/${auditorId}`, light.cookie)).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/auditors/${auditorId}`,
      headers: { cookie: light.cookie },
      payload: auditorInput({
        ...lightsAuditor,
        password: undefined,
        certificationId: detail.certificationId,
        workCapacity: 9,
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [edit] = await found(`search=${encodeURIComponent('Tanúsító adatai módosítva')}`);
    expect(edit?.userId).toBe(light.id);
    expect(edit?.metadata).toMatchObject({ oldValues: { workCapacity: 6 }, newValues: { workCapacity: 9 } });

    // The client export.
    expect((await get('/api/admin/clients/export?scope=all', light.cookie)).statusCode).toBe(200);
    const [exported] = await found('actionType=data_export');
    expect(exported).toMatchObject({ userId: light.id, action: 'Ügyfél export' });

    // The auditor's certificate upload.
    const uploader = await who.auditor();
    const { property } = await who.assignedClient(uploader.id, 'appointment_scheduled', {
      appointmentDate: new Date(Date.now() - 3_600_000),
    });
    const body = multipart('naplo.pdf', await samplePdf('Naplo'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/auditor/properties/${property.id}/certificate`,
      headers: { cookie: uploader.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [upload] = await found('actionType=certificate_upload');
    expect(upload).toMatchObject({ userId: uploader.id, userName: 'Szabó Péter' });
    expect(upload?.metadata).toMatchObject({ propertyId: property.id, fileName: 'naplo.pdf' });
  });
});

describe('the system log download, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it('downloadSystemLog refuses anyone but Admin Light', async () => {
    await expectRefused(t, [await who.staff('portal_admin'), await who.staff('bank_admin')], (actor: Actor) =>
      downloadSystemLog(t.services, silentLogger, actor, systemLogDownloadQuerySchema.parse({})),
    );
  });
});
