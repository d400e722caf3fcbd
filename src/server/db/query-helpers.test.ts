import { describe, expect, it } from 'vitest';
import { countedPage, pageWindow, type PageWindow } from './query-helpers.ts';

/** The rows a window picks out of `total` rows numbered in the list's order. */
function rowsOf(window: ReturnType<typeof pageWindow>, total: number): number[] {
  const order = Array.from({ length: total }, (_, i) => i);
  if (window.reverse) order.reverse();
  return order.slice(window.offset, window.offset + window.limit).sort((a, b) => a - b);
}

describe('pageWindow', () => {
  it('reads every page of every size the same rows as OFFSET from the start would', () => {
    for (const total of [0, 1, 7, 24, 25, 26, 90, 100, 101])
      for (const pageSize of [1, 3, 10, 25, 100])
        for (let page = 1; page <= Math.ceil(total / pageSize) + 1; page += 1) {
          const start = (page - 1) * pageSize;
          const expected = Array.from({ length: total }, (_, i) => i).slice(start, start + pageSize);
          expect(rowsOf(pageWindow(page, pageSize, total), total)).toEqual(expected);
        }
  });

  it('reads a page past the middle from the far end', () => {
    expect(pageWindow(1, 25, 100_000)).toEqual({ reverse: false, offset: 0, limit: 25 });
    expect(pageWindow(3000, 25, 100_000)).toEqual({ reverse: true, offset: 25_000, limit: 25 });
    expect(pageWindow(4000, 25, 100_000)).toEqual({ reverse: true, offset: 0, limit: 25 });
    // The last, short page.
    expect(pageWindow(4, 25, 90)).toEqual({ reverse: true, offset: 0, limit: 15 });
  });
});

describe('countedPage', () => {
  /** A list of `total` rows numbered in its order; records what was asked of it. */
  function list(total: number) {
    const asked = { counts: 0, reads: [] as PageWindow[] };
    return {
      asked,
      count: () => {
        asked.counts++;
        return Promise.resolve({ total, capped: false });
      },
      read: (window: PageWindow) => {
        asked.reads.push(window);
        return Promise.resolve(rowsOf(window, total));
      },
    };
  }

  it('takes the total from a short first page without counting', async () => {
    for (const total of [0, 1, 24]) {
      const rows = list(total);
      expect(await countedPage(1, 25, rows.count, rows.read)).toEqual({
        total,
        capped: false,
        rows: Array.from({ length: total }, (_, i) => i),
      });
      expect(rows.asked.counts).toBe(0);
      expect(rows.asked.reads).toHaveLength(1);
    }
  });

  it('counts after a full first page, and before any other page', async () => {
    const full = list(25);
    expect(await countedPage(1, 25, full.count, full.read)).toMatchObject({ total: 25 });
    expect(full.asked.counts).toBe(1);
    const deep = list(100_000);
    const answer = await countedPage(3000, 25, deep.count, deep.read);
    expect(answer.total).toBe(100_000);
    expect(answer.rows).toEqual(Array.from({ length: 25 }, (_, i) => 74_975 + i));
    expect(deep.asked.reads).toEqual([{ reverse: true, offset: 25_000, limit: 25 }]);
  });

  it('reads nothing for a page past the last one', async () => {
    const rows = list(30);
    expect(await countedPage(3, 25, rows.count, rows.read)).toEqual({ total: 30, capped: false, rows: [] });
    expect(rows.asked.reads).toEqual([]);
  });

  it('reads the pages of a capped total from the start, and none past the cap', async () => {
    const read = (window: PageWindow) => Promise.resolve(rowsOf(window, 50_000));
    const capped = () => Promise.resolve({ total: 10_000, capped: true });
    const answer = await countedPage(400, 25, capped, read);
    expect(answer).toMatchObject({ total: 10_000, capped: true });
    expect(answer.rows).toEqual(Array.from({ length: 25 }, (_, i) => 9_975 + i));
    expect(await countedPage(401, 25, capped, read)).toEqual({ total: 10_000, capped: true, rows: [] });
  });
});
