// A list's total with a free-text search (decision 0023, 'The fifth round'): counted when the planner expects
// at most the cap of matches, answered as capped and estimated, without counting, when it expects more. Run
// with a cap of 100 over a few hundred clients, on both databases: the planner's estimate of a LIKE comes from
// the same histogram at any size.
import { and, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTED_CLIENTS } from '../features/property-scope/index.ts';
import { testAppForFile } from '../test/test-app.ts';
import { containsText, countWhere, plannedRows } from './query-helpers.ts';
import { profiles } from './schema.ts';

const t = testAppForFile();
const db = () => t.services.database.db;

const CAP = 100;
/** 240 clients named Kovács, 60 named otherwise; one of them has a name nobody else has. */
const KOVACS = 240;
const OTHERS = 60;

const searching = (text: string): SQL => and(LISTED_CLIENTS, containsText(profiles.searchText, text))!;

beforeAll(async () => {
  await db().execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'count-' || i, 'x', 'szamolt' || i || '@example.hu', true, now(), now()
    from generate_series(1, ${KOVACS + OTHERS}::int) as i`);
  await db().execute(sql`
    insert into profiles (id, role, name, first_name, last_name, email, registration_date, updated_at)
    select 'count-' || i, 'client', n.last || ' ' || n.first, n.first, n.last, 'szamolt' || i || '@example.hu',
      now() - make_interval(mins => i), now()
    from generate_series(1, ${KOVACS + OTHERS}::int) as i,
      lateral (select case when i <= ${KOVACS} then 'Kovács' when i = ${KOVACS + 1} then 'Égerházi'
        else 'Tóth' end as last, (array['Anna','Béla','Csilla','Dániel'])[1 + i % 4] as first) as n`);
  await db().execute(sql`analyze profiles`);
});

describe('a list total with a free-text search', () => {
  it('asks the planner, which expects about as many matches as there are', async () => {
    const expected = await plannedRows(db(), db().select().from(profiles).where(searching('kovács')));
    expect(expected).toBeGreaterThan(KOVACS / 2);
    expect(expected).toBeLessThan(KOVACS * 2);
  });

  it('is capped and estimated, without a count, when the planner expects more than the cap', async () => {
    expect(await countWhere(db(), profiles, searching('kovács'), { search: 'kovács', cap: CAP })).toEqual({
      total: CAP,
      capped: true,
      estimated: true,
    });
    // Without a search the same condition is counted, up to the cap.
    expect(await countWhere(db(), profiles, searching('kovács'), { cap: CAP })).toEqual({
      total: CAP,
      capped: true,
    });
  });

  it('is counted exactly when the planner expects no more than the cap', async () => {
    expect(await countWhere(db(), profiles, searching('tóth'), { search: 'tóth', cap: CAP })).toEqual({
      total: OTHERS - 1,
      capped: false,
    });
    expect(await countWhere(db(), profiles, searching('égerházi'), { search: 'égerházi', cap: CAP })).toEqual(
      { total: 1, capped: false },
    );
    expect(await countWhere(db(), profiles, searching('senki'), { search: 'senki', cap: CAP })).toEqual({
      total: 0,
      capped: false,
    });
  });
});
