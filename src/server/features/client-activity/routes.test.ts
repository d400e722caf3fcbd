import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_EXPORT_SHEET,
  CLIENT_ACTIVITY_MESSAGES,
  clientActivityExportQuerySchema,
  type ClientActivityPage,
} from '../../../domain/client-activity.ts';
import { INVALID_PAGE } from '../../../domain/list-query.ts';
import type { LogActionType } from '../../../domain/log-types.ts';
import { profiles, user, userLogs } from '../../db/schema.ts';
import { createAuditor, createUser } from '../../seed/factories.ts';
import { rawTokens } from '../../../test/raw-tokens.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { people, type StaffMember } from '../../test/people.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { ACTIVITY_EXPORT_COLUMNS, exportClientActivity } from './export.ts';

const t = testAppForFile({ clock: () => NOW, clearRateLimits: true });
const who = people(t);
let bank: StaffMember;
const db = () => t.services.database.db;
const ids: Record<string, string> = {};

// Noon on Monday 31 March 2025 in Budapest, the day after the summer-time change: today began at
// 2025-03-30T22:00Z (UTC+2); the 7 days began on 25 March at 2025-03-24T23:00Z and the 30 days on
// 2 March at 2025-03-01T23:00Z (UTC+1).
const NOW = new Date('2025-03-31T10:00:00Z');

beforeAll(async () => {
  bank = await who.staff('bank_admin');
  const light = await who.staff('admin_light');
  const client = async (email: string, firstName: string, lastName: string) =>
    (await createUser(db(), { role: 'client', email, firstName, lastName, password: TEST_PASSWORD })).id;
  const anna = await client('anna.activity@example.hu', 'Anna', 'Kovács');
  const bela = await client('bela.activity@example.hu', 'Béla', 'Nagy');
  // An erased client whose records had to stay: the profile keeps the role, without personal data.
  const eva = await client('eva.activity@example.hu', 'Éva', 'Tóth');
  await db()
    .update(profiles)
    .set({ name: 'Törölt felhasználó', email: `torolt-${eva}@torolt.invalid`, erasedAt: NOW })
    .where(eq(profiles.id, eva));
  const auditor = (
    await createAuditor(db(), {
      email: 'szabo.activity@example.hu',
      firstName: 'Péter',
      lastName: 'Szabó',
      password: TEST_PASSWORD,
      companyPostcode: '1061',
    })
  ).id;
  const event = (
    key: string,
    at: string,
    userId: string | null,
    actionType: LogActionType,
    action: string,
    extra: { details?: string; metadata?: Record<string, unknown> } = {},
  ) => ({ key, row: { userId, actionType, action, timestamp: new Date(at), ...extra } });
  const events = [
    event('a1', '2025-02-01T10:00:00Z', anna, 'registration', 'Új ügyfél regisztrált', {
      metadata: { name: 'Kovács Anna', role: 'client' },
    }),
    // 23:59:59 on 1 March in Budapest: just outside the 30 days.
    event('a2', '2025-03-01T22:59:59Z', anna, 'certificate_order', 'Tanúsítvány igénylés', {
      details: '1061 Budapest, Andrássy út 12',
      metadata: { couponCode: 'KUPON-1234', area: 85 },
    }),
    // 00:00 on 2 March: the 30 days' first second.
    event('a3', '2025-03-01T23:00:00Z', anna, 'login', 'Bejelentkezés'),
    // 23:59:59 on 24 March: just outside the 7 days.
    event('a4', '2025-03-24T22:59:59Z', bela, 'profile_update', 'Profil módosítva', {
      metadata: {
        updatedFields: ['phone'],
        oldValues: { phone: '+36 30 111 2222' },
        newValues: { phone: '+36 30 333 4444' },
      },
    }),
    event('a5', '2025-03-24T23:00:00Z', bela, 'profile_update', 'Profil módosítva', {
      metadata: { updatedFields: ['name'], oldValues: { name: 'Nagy Béla' }, newValues: { name: 'Nagy B.' } },
    }),
    event('a6', '2025-03-28T10:00:00Z', bela, 'data_export', 'Tanúsítvány megosztva emailben', {
      metadata: { fileName: 'tanusitvany.pdf', email: 'szomszed@example.hu' },
    }),
    event('a11', '2025-03-29T10:00:00Z', bela, 'profile_update', 'Email cím módosítva', {
      metadata: { updatedFields: ['email'], oldValues: { email: 'a@x.hu' }, newValues: { email: 'b@x.hu' } },
    }),
    // 23:59:59 on 30 March (summer time): yesterday.
    event('a7', '2025-03-30T21:59:59Z', eva, 'appointment', 'Időpont lemondva az ügyfél által', {
      metadata: { clientId: eva, appointmentDate: '2025-04-02T08:00:00.000Z', cancelledBy: 'client' },
    }),
    event('a8', '2025-03-30T22:00:00Z', anna, 'password_change', 'Jelszó megváltoztatva'),
    // A client erased entirely: the erasure's row has no person, its metadata says whose it was.
    event('a9', '2025-03-31T08:00:00Z', null, 'account_deletion', 'Felhasználói fiók törölve', {
      metadata: { role: 'client', recordsKept: false },
    }),
    event('a10', '2025-03-31T09:00:00Z', anna, 'logout', 'Kijelentkezés'),
    // Never the clients' activity: staff, auditors, people unknown.
    event('s1', '2025-03-31T09:30:00Z', auditor, 'appointment', 'Időpont egyeztetve', {
      metadata: { clientId: anna },
    }),
    event('s2', '2025-03-31T09:31:00Z', auditor, 'certificate_upload', 'Tanúsítvány feltöltve'),
    event('s3', '2025-03-31T09:32:00Z', light.id, 'admin_action', 'Tanúsító adatai módosítva'),
    event('s4', '2025-03-31T09:33:00Z', bank.id, 'data_export', 'Ügyfél export'),
    event('s5', '2025-03-31T09:34:00Z', null, 'login', 'Bejelentkezés'),
    event('s6', '2025-03-31T09:35:00Z', null, 'account_deletion', 'Felhasználói fiók törölve', {
      metadata: { role: 'auditor', recordsKept: false },
    }),
  ];
  for (const { key, row } of events) {
    const [stored] = await db().insert(userLogs).values(row).returning({ id: userLogs.id });
    ids[key] = stored!.id;
  }
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const list = async (query = '') => {
  const response = await get(`/api/bank/client-activity?${query}`, bank.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClientActivityPage;
};
const keyOf = (id: string) => Object.entries(ids).find(([, stored]) => stored === id)?.[0] ?? id;
const keys = async (query: string) => (await list(query)).items.map((item) => keyOf(item.id));

const ALL_CLIENT_EVENTS = ['a10', 'a9', 'a8', 'a7', 'a11', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1'];

describe('the client activity list', () => {
  it("lists only the clients' events, newest first, with the erased clients as the system log shows them", async () => {
    const page = await list('pageSize=100');
    // The bank admin's own sign-in rows are staff's, so none of them appear either.
    expect(page.items.map((item) => keyOf(item.id))).toEqual(ALL_CLIENT_EVENTS);
    expect(page).toMatchObject({ total: 11, page: 1, pageSize: 100 });
    const byKey = Object.fromEntries(page.items.map((item) => [keyOf(item.id), item]));
    expect(byKey.a10).toMatchObject({
      userName: 'Kovács Anna',
      userEmail: 'anna.activity@example.hu',
      group: 'account',
    });
    expect(byKey.a7).toMatchObject({ userName: 'Törölt felhasználó', userEmail: null, group: 'appointment' });
    expect(byKey.a9).toMatchObject({ userId: null, userName: 'Ismeretlen felhasználó', group: 'account' });
    expect(byKey.a4?.group).toBe('contact');
    expect(byKey.a5?.group).toBe('data');
    // The metadata's ids come with the names the screen shows: the erased client by the erasure's name.
    expect(byKey.a7?.names).toEqual({ [byKey.a7!.userId!]: 'Törölt felhasználó' });
  });

  it.each([
    ['registration', ['a1']],
    ['certificate', ['a2']],
    ['account', ['a10', 'a9', 'a8', 'a3']],
    ['data', ['a6', 'a5']],
    ['contact', ['a11', 'a4']],
    ['appointment', ['a7']],
  ])('filters the %s group', async (group, expected) => {
    expect(await keys(`group=${group}&pageSize=100`)).toEqual(expected);
  });

  it.each([
    ['today', ['a10', 'a9', 'a8']],
    ['7days', ['a10', 'a9', 'a8', 'a7', 'a11', 'a6', 'a5']],
    ['30days', ['a10', 'a9', 'a8', 'a7', 'a11', 'a6', 'a5', 'a4', 'a3']],
    ['all', ALL_CLIENT_EVENTS],
  ])('filters the period %s over whole Budapest days', async (period, expected) => {
    expect(await keys(`period=${period}&pageSize=100`)).toEqual(expected);
  });

  it('combines the group and the period', async () => {
    expect(await keys('group=account&period=7days')).toEqual(['a10', 'a9', 'a8']);
  });

  it("searches the client's name and e-mail and the action's text, never other people's", async () => {
    expect(await keys('search=bela.activity')).toEqual(['a11', 'a6', 'a5', 'a4']);
    expect(await keys('search=Kovács')).toEqual(['a10', 'a8', 'a3', 'a2', 'a1']);
    expect(await keys('search=megosztva')).toEqual(['a6']);
    expect(await keys('search=Andrássy')).toEqual(['a2']);
    expect(await keys('search=Szabó')).toEqual([]);
    expect(await keys('search=100%25')).toEqual([]);
  });

  it('pages newest first on the server', async () => {
    const first = await list('pageSize=4');
    expect(first.items.map((item) => keyOf(item.id))).toEqual(['a10', 'a9', 'a8', 'a7']);
    expect(first.total).toBe(11);
    expect(await keys('pageSize=4&page=2')).toEqual(['a11', 'a6', 'a5', 'a4']);
    expect(await keys('pageSize=4&page=3')).toEqual(['a3', 'a2', 'a1']);
    expect(await keys('pageSize=4&page=4')).toEqual([]);
  });

  it.each([
    ['group=admin', CLIENT_ACTIVITY_MESSAGES.invalidGroup],
    ['period=yesterday', CLIENT_ACTIVITY_MESSAGES.invalidPeriod],
    ['page=0', INVALID_PAGE],
    ['page=abc', INVALID_PAGE],
    ['pageSize=101', CLIENT_ACTIVITY_MESSAGES.invalidPageSize],
    [`search=${'x'.repeat(101)}`, 'legfeljebb 100'],
  ])('refuses %s with a Hungarian message', async (query, message) => {
    const response = await get(`/api/bank/client-activity?${query}`, bank.cookie);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });
});

describe('the client activity export', () => {
  const open = async (query: string) => {
    const response = await get(`/api/bank/client-activity/export?${query}`, bank.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(ACTIVITY_EXPORT_SHEET)!;
    return { response, sheet, rows: sheet.getSheetValues().slice(2) as unknown as unknown[][] };
  };

  it('writes the filtered events, newest first, with Hungarian columns, and logs the export', async () => {
    const { response, sheet, rows } = await open('group=account&period=today');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('ugyfeltevekenyseg_2025-03-31.xlsx');
    expect(sheet.getRow(1).values).toEqual([undefined, ...ACTIVITY_EXPORT_COLUMNS.map((c) => c.header)]);
    expect(rows.map((row) => row.slice(2))).toEqual([
      ['Kovács Anna', 'anna.activity@example.hu', 'Fiók', 'Kijelentkezés', 'Kijelentkezés'],
      [
        'Ismeretlen felhasználó',
        undefined,
        'Fiók',
        'Fiók törlése',
        'Felhasználói fiók törölve',
        'Szerepkör: Ügyfél; Nyilvántartás megőrizve: Nem',
      ],
      ['Kovács Anna', 'anna.activity@example.hu', 'Fiók', 'Jelszó változtatás', 'Jelszó megváltoztatva'],
    ]);
    // Budapest wall-clock time: 11:00 for 09:00Z in summer time.
    expect((rows[0]![1] as Date).toISOString()).toBe('2025-03-31T11:00:00.000Z');
    const [logged] = await db()
      .select()
      .from(userLogs)
      .where(eq(userLogs.action, 'Ügyféltevékenység export'));
    expect(logged).toMatchObject({ userId: bank.id, actionType: 'data_export' });
    expect(logged?.metadata).toMatchObject({ fileName: 'ugyfeltevekenyseg_2025-03-31.xlsx', rows: 3 });
  });

  it('writes the old and new values of a change and the search of the list', async () => {
    const { rows } = await open('search=bela.activity&group=contact');
    expect(rows.map((row) => row[7])).toEqual([
      'E-mail: a@x.hu → b@x.hu',
      'Telefon: +36 30 111 2222 → +36 30 333 4444',
    ]);
  });

  it('reads the metadata as the system log does: people by name, values by their Hungarian names', async () => {
    const { rows } = await open('group=appointment');
    expect(rows.map((row) => row[7])).toEqual([
      'Ügyfél: Törölt felhasználó; Időpont: 2025. 04. 02. 10:00; Lemondta: Ügyfél',
    ]);
    const { rows: all } = await open('');
    expect(rawTokens(all.map((row) => String(row[7] ?? '')).join('\n'))).toEqual([]);
  });

  it('refuses an unknown group with a Hungarian message', async () => {
    const response = await get('/api/bank/client-activity/export?group=x', bank.cookie);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(CLIENT_ACTIVITY_MESSAGES.invalidGroup);
  });
});

describe('the activity export, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  it('exportClientActivity refuses anyone but the bank staff', async () => {
    await expectRefused(
      t,
      [await who.staff('portal_admin'), await who.staff('admin_light')],
      (actor: Actor) =>
        exportClientActivity(t.services, silentLogger, actor, clientActivityExportQuerySchema.parse({})),
    );
  });
});

describe("each event's client mark and the search's two halves (migration 0055)", () => {
  const marks: Record<string, string> = {};
  beforeAll(async () => {
    const client = async (email: string, firstName: string, lastName: string) =>
      (await createUser(db(), { role: 'client', email, firstName, lastName, password: TEST_PASSWORD })).id;
    const farkas = await client('farkas.activity@example.hu', 'Ödön', 'Farkas');
    const zoltan = await client('zoltan.activity@example.hu', 'Zoltán', 'Kiss');
    const auditor = await createAuditor(db(), {
      email: 'varga.activity@example.hu',
      firstName: 'Ilona',
      lastName: 'Varga',
      password: TEST_PASSWORD,
      companyPostcode: '1061',
    });
    const rows = {
      // The person's name alone, the text alone, both, and a staff member's text that a client's would match.
      f1: { userId: farkas, actionType: 'login', action: 'Bejelentkezés', at: '09:40' },
      f2: { userId: zoltan, actionType: 'certificate_order', action: 'Tanúsítvány igénylés', at: '09:41' },
      f3: { userId: farkas, actionType: 'certificate_order', action: 'Tanúsítvány igénylés', at: '09:42' },
      f4: { userId: auditor.id, actionType: 'appointment', action: 'Időpont egyeztetve', at: '09:43' },
    } as const;
    for (const [key, { at, ...row }] of Object.entries(rows)) {
      const [stored] = await db()
        .insert(userLogs)
        .values({
          ...row,
          details: key === 'f1' ? null : `Farkas utca ${key.slice(1)}`,
          timestamp: new Date(`2025-03-31T${at}:00Z`),
        })
        .returning({ id: userLogs.id });
      marks[key] = stored!.id;
      ids[key] = stored!.id;
    }
  });

  const marked = async (key: string) =>
    (await db().select({ mark: userLogs.clientEvent }).from(userLogs).where(eq(userLogs.id, marks[key]!)))[0]
      ?.mark;

  it('pages and counts a search found by the person, the text or both, each event once', async () => {
    const first = await list('search=Farkas&pageSize=2');
    expect(first.items.map((item) => keyOf(item.id))).toEqual(['f3', 'f2']);
    expect(first).toMatchObject({ total: 3, isTotalCapped: false, isTotalEstimated: false });
    expect(await keys('search=Farkas&pageSize=2&page=2')).toEqual(['f1']);
    expect(await keys('search=Farkas&group=certificate')).toEqual(['f3', 'f2']);
    const response = await get('/api/bank/client-activity/export?search=Farkas', bank.cookie);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(ACTIVITY_EXPORT_SHEET)!;
    expect(sheet.getColumn(2).values.slice(2)).toEqual(['Farkas Ödön', 'Kiss Zoltán', 'Farkas Ödön']);
  });

  it("marks a client's events, unmarks them when the person is deleted, and reads an erasure's role", async () => {
    expect([await marked('f1'), await marked('f2'), await marked('f3'), await marked('f4')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Deleted entirely, the person's events are nobody's (the foreign key clears the person).
    const [zoltan] = await db()
      .select({ id: userLogs.userId })
      .from(userLogs)
      .where(eq(userLogs.id, marks.f2!));
    await db().delete(user).where(eq(user.id, zoltan!.id!));
    expect(await marked('f2')).toBe(false);
    expect(await keys('search=Farkas')).toEqual(['f3', 'f1']);
    // A row without a person is a client's when its metadata names the role.
    await db()
      .update(userLogs)
      .set({ metadata: { role: 'client', recordsKept: false } })
      .where(eq(userLogs.id, marks.f2!));
    expect(await marked('f2')).toBe(true);
  });
});
