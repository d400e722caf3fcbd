import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { NEWS_MESSAGES, newsInputSchema, newsQuerySchema } from '../../../domain/news.ts';
import { news, newsReads, userLogs } from '../../db/schema.ts';
import { people, type SignedIn } from '../../test/people.ts';
import type { Actor } from '../../auth/guard.ts';
import { expectRefused } from '../../test/actors.ts';
import { silentLogger, testAppForFile } from '../../test/test-app.ts';
import { createNews, deleteNews, listNewsForReader, markNewsRead, updateNews } from './service.ts';

const t = testAppForFile({ clearRateLimits: true });
const who = people(t);
let admin: SignedIn;
let bank: SignedIn;
let bankColleague: SignedIn;
let light: SignedIn;
let auditor: SignedIn;
let newAuditor: SignedIn;
let client: SignedIn;
const db = () => t.services.database.db;
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

beforeAll(async () => {
  admin = await who.staff('portal_admin');
  bank = await who.staff('bank_admin');
  bankColleague = await who.staff('bank_admin');
  light = await who.staff('admin_light');
  auditor = await who.auditor();
  newAuditor = await who.auditor({ onboarded: false });
  client = await who.client();
});
beforeEach(async () => {
  await db().delete(news);
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });

const item = {
  title: 'Változik a tanúsítványok feltöltési határideje',
  content:
    'Januártól a tanúsítványt a helyszíni felmérés után 8 napon belül kell feltölteni.\nKérdés esetén írjon nekünk.',
  source: 'Energetikai Tanúsítvány Portál',
  date: '2026-11-20',
};

async function publish(input: Record<string, unknown> = item) {
  const response = await send('POST', '/api/admin/news', admin.cookie, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; audience: string[]; readCount: number };
}

const row = async (id: string) => (await db().select().from(news).where(eq(news.id, id)))[0];
const readsOf = async (id: string) =>
  (await db().select().from(newsReads).where(eq(newsReads.newsId, id))).map((r) => r.userId).sort();

describe('the portal admin writes news', () => {
  it('publishes to auditors and the bank by default, stores it and logs it', async () => {
    const created = await publish();
    expect(created).toMatchObject({
      ...item,
      audience: ['auditor', 'bank_admin'],
      readCount: 0,
      createdByName: 'Tóth Gábor',
    });
    expect(await row(created.id)).toMatchObject({ ...item, audience: ['auditor', 'bank_admin'] });
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(sql`${userLogs.metadata}->>'newsId' = ${created.id}`);
    expect(log).toMatchObject({ userId: admin.id, actionType: 'admin_action', action: 'Hír közzétéve' });

    const list = await send('GET', '/api/admin/news', admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: created.id, title: item.title }] });
  });

  it('refuses missing title, content, source or date and an unknown audience, in Hungarian, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...item, title: '   ' }, MESSAGES.news.titleRequired],
      [{ ...item, content: '' }, MESSAGES.news.contentRequired],
      [{ ...item, source: undefined }, MESSAGES.news.sourceRequired],
      [{ ...item, date: '' }, NEWS_MESSAGES.dateRequired],
      [{ ...item, date: '2026-02-31' }, NEWS_MESSAGES.invalidDate],
      [{ ...item, date: 'tegnap' }, NEWS_MESSAGES.invalidDate],
      [{ ...item, audience: [] }, NEWS_MESSAGES.audienceRequired],
      [{ ...item, audience: ['client'] }, NEWS_MESSAGES.invalidAudience],
      [{ ...item, title: 'x'.repeat(201) }, MESSAGES.tooLong(200)],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', '/api/admin/news', admin.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await db().select().from(news)).toEqual([]);
  });

  it('edits every field, the audience too, and logs old and new values', async () => {
    const created = await publish();
    const change = { ...item, title: 'Új határidő', audience: ['admin_light', 'auditor'] };
    const response = await send('PUT', `/api/admin/news/${created.id}`, admin.cookie, change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Új határidő', audience: ['auditor', 'admin_light'] });
    expect(await row(created.id)).toMatchObject({
      title: 'Új határidő',
      audience: ['auditor', 'admin_light'],
    });
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(sql`${userLogs.metadata}->>'newsId' = ${created.id} and ${userLogs.action} = 'Hír módosítva'`);
    expect(log?.metadata).toMatchObject({
      updatedFields: ['title', 'audience'],
      oldValues: { title: item.title, audience: ['auditor', 'bank_admin'] },
      newValues: { title: 'Új határidő', audience: ['auditor', 'admin_light'] },
    });
  });

  it('refuses an invalid edit with 400 and an unknown news with 404, the row unchanged', async () => {
    const created = await publish();
    const before = await row(created.id);
    const bad = await send('PUT', `/api/admin/news/${created.id}`, admin.cookie, { ...item, source: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(MESSAGES.news.sourceRequired);
    const missing = await send('PUT', `/api/admin/news/${UNKNOWN}`, admin.cookie, item);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(NEWS_MESSAGES.notFound);
    const badId = await send('DELETE', '/api/admin/news/nem-azonosito', admin.cookie);
    expect(badId.statusCode).toBe(400);
    expect(await row(created.id)).toEqual(before);
  });

  it('deletes the news with its read flags', async () => {
    const created = await publish();
    expect((await send('POST', `/api/news/${created.id}/read`, bank.cookie)).statusCode).toBe(204);
    expect(await readsOf(created.id)).toEqual([bank.id]);

    const response = await send('DELETE', `/api/admin/news/${created.id}`, admin.cookie);
    expect(response.statusCode).toBe(204);
    expect(await row(created.id)).toBeUndefined();
    expect(await readsOf(created.id)).toEqual([]);
    expect((await send('DELETE', `/api/admin/news/${created.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to every other role, changing nothing', async () => {
    const created = await publish();
    const before = await row(created.id);
    expect((await send('GET', '/api/admin/news')).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/news', undefined, item)).statusCode).toBe(401);
    for (const person of [bank, light, auditor, client]) {
      expect((await send('POST', '/api/admin/news', person.cookie, item)).statusCode).toBe(403);
      expect((await send('PUT', `/api/admin/news/${created.id}`, person.cookie, item)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/admin/news/${created.id}`, person.cookie)).statusCode).toBe(403);
    }
    expect(await db().select().from(news)).toHaveLength(1);
    expect(await row(created.id)).toEqual(before);
  });
});

describe('the addressed roles read the news', () => {
  it('shows each role only the news addressed to it, newest first', async () => {
    const forAll = await publish({ ...item, audience: ['auditor', 'bank_admin', 'admin_light'] });
    const forBank = await publish({
      ...item,
      title: 'Csak a banknak',
      date: '2026-11-22',
      audience: ['bank_admin'],
    });
    const forLight = await publish({ ...item, title: 'Admin Light', audience: ['admin_light'] });

    const ids = async (person: SignedIn) => {
      const response = await send('GET', '/api/news', person.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: { id: string }[] }).items.map((i) => i.id);
    };
    expect(await ids(bank)).toEqual([forBank.id, forAll.id]);
    expect(await ids(auditor)).toEqual([forAll.id]);
    expect((await ids(light)).sort()).toEqual([forAll.id, forLight.id].sort());

    // Not addressed: the same 404 as for news that does not exist, and no read flag is stored.
    for (const [person, id] of [
      [auditor, forBank.id],
      [auditor, forLight.id],
      [bank, forLight.id],
      [bank, UNKNOWN],
    ] as const) {
      const response = await send('POST', `/api/news/${id}/read`, person.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(NEWS_MESSAGES.notFound);
    }
    expect(await db().select().from(newsReads)).toEqual([]);
  });

  it('keeps a read flag per reader, with the unread count', async () => {
    const older = await publish({ ...item, title: 'Régebbi', date: '2026-11-01' });
    const newer = await publish({ ...item, title: 'Újabb', date: '2026-11-23' });

    expect((await send('POST', `/api/news/${newer.id}/read`, bank.cookie)).statusCode).toBe(204);
    expect((await send('POST', `/api/news/${newer.id}/read`, bank.cookie)).statusCode).toBe(204);

    const mine = (await send('GET', '/api/news', bank.cookie)).json();
    expect(mine).toMatchObject({
      total: 2,
      unread: 1,
      items: [
        { id: newer.id, isRead: true },
        { id: older.id, isRead: false },
      ],
    });
    const colleague = (await send('GET', '/api/news', bankColleague.cookie)).json();
    expect(colleague).toMatchObject({ total: 2, unread: 2 });
    expect(await readsOf(newer.id)).toEqual([bank.id]);

    const adminView = (await send('GET', '/api/admin/news', admin.cookie)).json();
    expect(adminView.items.map((i: { readCount: number }) => i.readCount)).toEqual([1, 0]);

    const page = (await send('GET', '/api/news?pageSize=1', bank.cookie)).json();
    expect(page).toMatchObject({ total: 2, unread: 1, pageSize: 1, items: [{ id: newer.id }] });
  });

  it('shows the content as stored text: markup is not removed or interpreted by the server', async () => {
    const created = await publish({ ...item, content: '<b>Fontos</b> <script>alert(1)</script>' });
    const mine = (await send('GET', '/api/news', auditor.cookie)).json();
    expect(mine.items[0]).toMatchObject({
      id: created.id,
      content: '<b>Fontos</b> <script>alert(1)</script>',
    });
  });

  it('refuses the portal admin and clients (403), an auditor before onboarding, and no session (401)', async () => {
    await publish();
    expect((await send('GET', '/api/news')).statusCode).toBe(401);
    expect((await send('GET', '/api/news', admin.cookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/news', client.cookie)).statusCode).toBe(403);
    const early = await send('GET', '/api/news', newAuditor.cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('onboarding_required');
    const badPage = await send('GET', '/api/news?page=0', bank.cookie);
    expect(badPage.statusCode).toBe(400);
  });
});

describe('the news services, called without a route', () => {
  // A new route or a command calling a service directly meets the same refusal as the routes.
  let id: string;
  beforeAll(async () => {
    id = (await publish()).id;
  });
  it.each([
    [
      'createNews',
      (actor: Actor) => createNews(t.services, silentLogger, actor, newsInputSchema.parse(item)),
    ],
    [
      'updateNews',
      (actor: Actor) => updateNews(t.services, silentLogger, actor, id, newsInputSchema.parse(item)),
    ],
    ['deleteNews', (actor: Actor) => deleteNews(t.services, silentLogger, actor, id)],
  ])('%s refuses anyone but the portal admin, changing nothing', async (_name, call) => {
    const before = await db().select().from(news);
    await expectRefused(t, [bank, light, client], call);
    expect(await db().select().from(news)).toEqual(before);
  });

  it.each([
    ['listNewsForReader', (actor: Actor) => listNewsForReader(t.services, actor, newsQuerySchema.parse({}))],
    ['markNewsRead', (actor: Actor) => markNewsRead(t.services, actor, id)],
  ])('%s refuses anyone the news are not for, and an auditor before onboarding', async (_name, call) => {
    const reads = await readsOf(id);
    await expectRefused(t, [admin, client], call);
    await expectRefused(t, [newAuditor], call, 'onboarding_required');
    expect(await readsOf(id)).toEqual(reads);
  });
});
