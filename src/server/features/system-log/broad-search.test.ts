// A log search that finds the events of thousands of people is not counted (decision 0023, 'The fifth
// round'): when the planner expects more than LOG_COUNT_CAP events, the list says "Több mint 1 000 esemény
// (becslés)" from its estimate; a search it expects fewer of is counted exactly, as before.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_COUNT_CAP } from '../../../domain/system-log-list.ts';
import type { SystemLogPage } from '../../../domain/system-log.ts';
import { people } from '../../test/people.ts';
import { testAppForFile } from '../../test/test-app.ts';

const t = testAppForFile();
const who = people(t);
const db = () => t.services.database.db;
let cookie: string;

/** 40 people named Sokadik and one named Egyedi, each with 60 sign-ins. */
const MANY = 40;
const EVENTS_EACH = 60;

beforeAll(async () => {
  cookie = (await who.staff('admin_light')).cookie;
  await db().execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'log-person-' || i, 'x', 'naplozott' || i || '@example.hu', true, now(), now()
    from generate_series(0, ${MANY}::int) as i`);
  await db().execute(sql`
    insert into profiles (id, role, name, first_name, last_name, email, registration_date, updated_at)
    select 'log-person-' || i, 'client', case when i = 0 then 'Egyedi Ernő' else 'Sokadik Sándor' end,
      'x', 'x', 'naplozott' || i || '@example.hu', now(), now()
    from generate_series(0, ${MANY}::int) as i`);
  await db().execute(sql`
    insert into user_logs (user_id, action, action_type, timestamp)
    select 'log-person-' || (n / ${EVENTS_EACH}), 'Bejelentkezés', 'login', now() - make_interval(mins => n)
    from generate_series(0, ${(MANY + 1) * EVENTS_EACH - 1}::int) as n`);
  await db().execute(sql`analyze profiles`);
  await db().execute(sql`analyze user_logs`);
});

const list = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/logs?${query}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SystemLogPage;
};

describe('a system log search', () => {
  it('that the planner expects more than the cap of is capped and estimated, with its first page', async () => {
    const page = await list('search=Sokadik');
    expect(page).toMatchObject({ total: LOG_COUNT_CAP, isTotalCapped: true, isTotalEstimated: true });
    expect(page.items).toHaveLength(50);
    expect(page.items.every((item) => item.userName === 'Sokadik Sándor')).toBe(true);
    expect(page.nextCursor).not.toBeNull();
  });

  it('that the planner expects fewer of is counted exactly', async () => {
    const page = await list('search=Egyedi&limit=25');
    expect(page).toMatchObject({ total: EVENTS_EACH, isTotalCapped: false, isTotalEstimated: false });
    expect(page.items).toHaveLength(25);
  });
});
