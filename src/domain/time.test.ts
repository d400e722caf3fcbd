import { describe, expect, it } from 'vitest';
import {
  budapestDayRange,
  budapestWeek,
  budapestDaysBetween,
  daysInMonth,
  fromBudapest,
  startOfBudapestDay,
  startOfBudapestWeek,
  toBudapest,
} from './time.ts';

describe('Budapest time', () => {
  it('converts wall-clock time in winter (+1) and summer (+2)', () => {
    expect(fromBudapest({ year: 2026, month: 1, day: 10, hour: 9, minute: 30 }).toISOString()).toBe(
      '2026-01-10T08:30:00.000Z',
    );
    expect(fromBudapest({ year: 2026, month: 7, day: 10, hour: 9, minute: 30 }).toISOString()).toBe(
      '2026-07-10T07:30:00.000Z',
    );
    expect(toBudapest(new Date('2026-07-10T22:30:00Z'))).toMatchObject({ day: 11, hour: 0, minute: 30 });
  });

  it('finds the start of the day across the summer-time change', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; the day starts at 00:00 +01:00.
    expect(startOfBudapestDay(new Date('2026-03-29T12:00:00Z')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfBudapestDay(new Date('2026-03-29T12:00:00Z'), 1).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
  });

  it('counts "today" in Budapest whatever the server zone: 23:30 UTC is already tomorrow', () => {
    expect(startOfBudapestDay(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
  });

  it('starts the week on Monday', () => {
    // Sunday 22 November 2026 -> Monday 16 November
    expect(startOfBudapestWeek(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe(
      '2026-11-15T23:00:00.000Z',
    );
    expect(startOfBudapestWeek(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe(
      '2026-11-22T23:00:00.000Z',
    );
  });

  it('gives the Budapest week, 167 or 169 hours long in the weeks the clocks change', () => {
    const iso = (week: { start: Date; end: Date }) => [week.start.toISOString(), week.end.toISOString()];
    expect(iso(budapestWeek(new Date('2026-03-25T12:00:00Z')))).toEqual([
      '2026-03-22T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    // The same week again (kept), then the one after and one across a year boundary.
    expect(iso(budapestWeek(new Date('2026-03-29T21:59:59Z')))[0]).toBe('2026-03-22T23:00:00.000Z');
    expect(iso(budapestWeek(new Date('2026-03-29T22:00:00Z')))[0]).toBe('2026-03-29T22:00:00.000Z');
    // 169 hours in the week summer time ends.
    expect(iso(budapestWeek(new Date('2026-10-22T12:00:00Z')))).toEqual([
      '2026-10-18T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    expect(iso(budapestWeek(new Date('2026-01-01T12:00:00Z')))[0]).toBe('2025-12-28T23:00:00.000Z');
  });

  it('turns a date range into whole Budapest days', () => {
    expect(budapestDayRange('2026-11-01', '2026-11-30')).toEqual({
      from: new Date('2026-10-31T23:00:00.000Z'),
      toExclusive: new Date('2026-11-30T23:00:00.000Z'),
    });
    expect(budapestDayRange()).toEqual({});
  });

  it('knows the length of months and counts calendar days', () => {
    expect([daysInMonth(2028, 2), daysInMonth(2026, 2), daysInMonth(2026, 4)]).toEqual([29, 28, 30]);
    expect(budapestDaysBetween(new Date('2026-11-19T22:59:00Z'), new Date('2026-11-22T08:00:00Z'))).toBe(3);
  });
});
