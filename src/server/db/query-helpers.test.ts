import { describe, expect, it } from 'vitest';
import { pageWindow } from './query-helpers.ts';

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
