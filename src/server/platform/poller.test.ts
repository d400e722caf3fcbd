import { describe, expect, it } from 'vitest';
import { backoffMs } from './jobs.ts';
import { mailBackoffMs } from './mail/outbox.ts';
import { doublingDelayMs } from './poller.ts';

describe('the wait before a failed item is tried again', () => {
  it('doubles from the first wait and stops at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => doublingDelayMs(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(doublingDelayMs(0, 30_000)).toBe(30_000);
    expect(doublingDelayMs(40, 30_000)).toBe(3_600_000);
  });

  it('is 30 s, 1 min, 2 min… for a job and 1, 2, 4 min… for an e-mail', () => {
    expect([backoffMs(1), backoffMs(2), backoffMs(3)]).toEqual([30_000, 60_000, 120_000]);
    expect([mailBackoffMs(1), mailBackoffMs(2), mailBackoffMs(3)]).toEqual([60_000, 120_000, 240_000]);
    expect(mailBackoffMs(7)).toBe(3_600_000);
  });
});
