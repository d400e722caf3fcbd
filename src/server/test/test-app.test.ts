import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientTotals, news } from '../db/schema.ts';
import { openTestDatabase } from './test-app.ts';

const rowsOf = async (database: Awaited<ReturnType<typeof openTestDatabase>>['database']) => ({
  news: await database.db.select().from(news),
  totals: (await database.db.select().from(clientTotals)).length,
});

describe('a test file’s database', () => {
  it('holds only the migrations’ rows, whatever the file before it left', async () => {
    const first = await openTestDatabase();
    const template = await rowsOf(first.database);
    expect(template.news).toEqual([]);
    expect(template.totals).toBeGreaterThan(0);
    await first.database.db
      .insert(news)
      .values({ title: 'Hír', content: 'Szöveg', source: 'ETP', date: '2026-11-27' });
    await first.database.db.delete(clientTotals);
    await first.dispose();

    const second = await openTestDatabase();
    expect(await rowsOf(second.database)).toEqual(template);
    await second.dispose();
  });

  it('has none of the tables, triggers or functions an earlier file made', async () => {
    const first = await openTestDatabase();
    await first.database.db.execute(sql`create table left_behind (id int)`);
    await first.dispose();

    const second = await openTestDatabase();
    const found = await second.database.db.execute(sql`select to_regclass('left_behind') as name`);
    expect((found as unknown as { rows: { name: string | null }[] }).rows[0]?.name).toBeNull();
    await second.dispose();
  });
});
