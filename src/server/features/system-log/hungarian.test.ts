// The system log reads Hungarian wherever a person reads it (docs/roles/admin-light.md, 'System log'): the
// list's names, the .txt download and the weekly ZIP's log, for events written by the real routes, for
// rows written before the log named its values, and for a person erased since.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeLogMetadata } from '../../../domain/log-details.ts';
import type { SystemLogEntry, SystemLogPage } from '../../../domain/system-log.ts';
import type { WeeklyZipItem } from '../../../domain/weekly-zip.ts';
import { rawTokens } from '../../../test/raw-tokens.ts';
import { properties, userLogs } from '../../db/schema.ts';
import { multipart } from '../../test/multipart.ts';
import { people } from '../../test/people.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { createWorkers } from '../../workers.ts';

const run = promisify(execFile);

const t = testAppForFile();
let light: { cookie: string };
let leadId: string;
let erasedClientId: string;
const db = () => t.services.database.db;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const send = async (method: Method, url: string, cookie: string, payload?: Record<string, unknown>) => {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};

/** What the screen shows of an entry: its action, details, fields and old/new values. */
const shown = (entry: SystemLogEntry) => {
  const described = describeLogMetadata(entry.metadata, entry.names);
  return [
    entry.action,
    entry.details ?? '',
    ...described.fields.map((field) => `${field.label}: ${field.value}`),
    ...described.changes.map((change) => `${change.label}: ${change.oldValue} → ${change.newValue}`),
  ].join('\n');
};

beforeAll(async () => {
  const who = people(t);
  light = await who.staff('admin_light');
  const bank = await who.staff('bank_admin');
  const admin = await who.staff('portal_admin');
  const auditor = await who.auditor();

  // A lead, its status changed and a task done (the bank's).
  const lead = await send('POST', '/api/leads', bank.cookie, {
    name: 'Üveges Ödön',
    email: 'uveges.odon@example.hu',
    phone: '+36 30 411 2299',
    address: '6720 Szeged, Kárász utca 9',
    source: 'branch',
  });
  leadId = lead.json<{ id: string }>().id;
  await send('PATCH', `/api/leads/${leadId}`, bank.cookie, { status: 'contacted' });
  const task = await send('POST', `/api/leads/${leadId}/tasks`, bank.cookie, { title: 'Visszahívás' });
  const taskId = task.json<{ tasks: { id: string }[] }>().tasks[0]!.id;
  await send('PATCH', `/api/leads/${leadId}/tasks/${taskId}`, bank.cookie, {
    done: true,
  });

  // A support ticket, its status changed by the operator.
  const ticket = await send('POST', '/api/support/tickets', bank.cookie, {
    title: 'Lassú a kuponlista',
    description: 'A kuponellenőrzés listája percekig tölt.',
    type: 'bug',
    priority: 'high',
  });
  await send('PUT', `/api/support/tickets/${ticket.json<{ id: string }>().id}/status`, admin.cookie, {
    status: 'in_progress',
  });

  // A coupon import with a valid and an expired row.
  const csv = Buffer.from('code,address,expiry_date\r\nNAPLO1061A,,2099-12-31\r\nNAPLO1061B,,2020-01-31\r\n');
  const body = multipart('kuponok.csv', csv, 'file');
  await t.app
    .inject({
      method: 'POST',
      url: '/api/coupons/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: bank.cookie },
    })
    .then((response) => expect(response.statusCode, response.body).toBe(200));

  // An assignment, then the client erases their account (their order keeps the record).
  const client = await who.client({ firstName: 'Kata', lastName: 'Erdős' });
  erasedClientId = client.id;
  await db()
    .update(properties)
    .set({ status: 'finding_auditor' })
    .where(eq(properties.id, client.property!.id));
  await send('POST', `/api/admin/properties/${client.property!.id}/assignment`, admin.cookie, {
    auditorId: auditor.id,
  });
  await send('POST', '/api/account/delete', client.cookie, { confirmation: 'TÖRLÉS' });

  // Rows written before the log named its values: a lead's change and a task as they were written then,
  // a reassignment with the statuses' labels, and an id that is not a uuid.
  await db()
    .insert(userLogs)
    .values([
      {
        userId: bank.id,
        actionType: 'admin_action',
        action: 'Lead módosítva',
        metadata: { leadId, changes: [{ field: 'source', old: 'branch', new: 'referral' }] },
      },
      {
        userId: bank.id,
        actionType: 'admin_action',
        action: 'Lead feladata újranyitva',
        metadata: { leadId, taskId: leadId, title: 'Visszahívás', old: true, new: false },
      },
      {
        userId: admin.id,
        actionType: 'admin_action',
        action: 'Tanúsító lecserélve',
        metadata: {
          propertyId: 'nem-azonosito',
          oldValues: { auditorId: auditor.id, auditorName: 'Szabó Péter', status: 'Időpont egyeztetve' },
          newValues: { auditorId: null, auditorName: null, status: 'Tanúsítóra vár' },
        },
      },
    ]);
}, 60_000);

describe('the system log in Hungarian', () => {
  it('lists every event with Hungarian labels and values, people and objects by name, never an id', async () => {
    const page = (await send('GET', '/api/admin/logs?limit=200', light.cookie)).json<SystemLogPage>();
    const byAction = (action: string) => page.items.filter((entry) => entry.action === action).map(shown);
    expect(page.items.length).toBeGreaterThan(10);
    for (const entry of page.items) expect(rawTokens(shown(entry)), shown(entry)).toEqual([]);

    expect(byAction('Lead létrehozva')[0]).toContain('Lead: Üveges Ödön\nNév: Üveges Ödön');
    expect(byAction('Lead létrehozva')[0]).toContain('Forrás: Fiók');
    expect(byAction('Lead módosítva')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Lead: Üveges Ödön\nStátusz: Új → Megkeresve'),
        // The row written in the old shape reads the same way.
        expect.stringContaining('Lead: Üveges Ödön\nForrás: Fiók → Ajánlás'),
      ]),
    );
    expect(byAction('Lead feladata elvégezve')[0]).toContain('Feladat: Visszahívás\nElvégezve: Nem → Igen');
    expect(byAction('Lead feladata újranyitva')[0]).toContain('Elvégezve: Igen → Nem');
    expect(byAction('Támogatási bejelentés létrehozva')[0]).toContain(
      'Cím: – → Lassú a kuponlista\nTípus: – → Hiba\nPrioritás: – → Magas\nÁllapot: – → Nyitott',
    );
    expect(byAction('Támogatási bejelentés állapota módosítva')[0]).toContain(
      'Állapot: Nyitott → Folyamatban',
    );
    expect(byAction('Kuponok importálva')[0]).toContain(
      'Fájlformátum: CSV\nSorok a fájlban: 2\nImportálva: 1\nEllenőrzés eredménye: Érvényes: 1; Lejárt: 1',
    );
    // The erased client is named as the erasure left them, in a row someone else wrote.
    const assignment = page.items.find((entry) => entry.action === 'Tanúsító hozzárendelve ügyfélhez')!;
    expect(assignment.names[erasedClientId]).toBe('Törölt felhasználó');
    expect(shown(assignment)).toContain(
      'Ügyfél: Törölt felhasználó\nTanúsító: Szabó Péter\nIngatlan címe: 1061 Budapest',
    );
    expect(shown(assignment)).toContain('Hozzárendelés módja: Kézi hozzárendelés');
    expect(byAction('Tanúsító lecserélve')[0]).toContain(
      'Tanúsító: Szabó Péter → –\nÁllapot: Időpont egyeztetve → Tanúsítóra vár',
    );
  });

  it('writes the same Hungarian into the .txt download', async () => {
    const text = (await send('GET', '/api/admin/logs/download', light.cookie)).rawPayload.toString('utf8');
    expect(rawTokens(text)).toEqual([]);
    expect(text).toContain('    Lead: Üveges Ödön\n    Státusz: Új -> Megkeresve\n');
    expect(text).toContain('    Prioritás: – -> Magas\n');
    expect(text).toContain('Ellenőrzés eredménye: Érvényes: 1; Lejárt: 1');
    expect(text).toMatch(/ {4}Ügyfél: Törölt felhasználó; Tanúsító: Szabó Péter; Ingatlan címe: 1061 /);
  });

  it("writes the same Hungarian into the weekly ZIP's log", async () => {
    const password = 'Heti-Naplo-2026';
    const item = (
      await send('POST', '/api/admin/weekly-zips', light.cookie, { password })
    ).json<WeeklyZipItem>();
    await createWorkers(t.services, silentLogger).jobs.runDue();
    const zip = (await send('GET', `/api/admin/weekly-zips/${item.id}/download`, light.cookie)).rawPayload;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'etp-weekly-log-'));
    try {
      await writeFile(path.join(dir, 'heti.zip'), zip);
      const sevenZip = await run('7zz', ['i']).then(
        () => '7zz',
        () => '7z',
      );
      await run(sevenZip, [
        'e',
        `-p${password}`,
        `-o${dir}`,
        '-y',
        path.join(dir, 'heti.zip'),
        'rendszernaplo.txt',
      ]);
      const log = await readFile(path.join(dir, 'rendszernaplo.txt'), 'utf8');
      expect(rawTokens(log)).toEqual([]);
      expect(log).toContain('    Lead: Üveges Ödön\n    Státusz: Új -> Megkeresve\n');
      expect(log).toContain('    Állapot: Nyitott -> Folyamatban\n');
      expect(log).toMatch(/ {4}Ügyfél: Törölt felhasználó; Tanúsító: Szabó Péter; Ingatlan címe: 1061 /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
