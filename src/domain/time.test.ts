import { describe, expect, it } from 'vitest';
import {
  budapestByIntl,
  budapestDayRange,
  budapestDaysBetween,
  budapestIsoDay,
  budapestMonth,
  budapestWeek,
  daysCovered,
  daysInMonth,
  fromBudapest,
  parseTypedDay,
  periodProblem,
  shiftMonth,
  startOfBudapestDay,
  startOfBudapestMonth,
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

describe("Budapest's wall clock by the EU rule", () => {
  // The oracle: the time-zone database behind Intl. Should the EU stop changing clocks, the database
  // changes and this test names the rule in time.ts to mend.
  it("shows the time-zone database's wall clock around every clock change and on random instants, 1990-2105", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const instants: Date[] = [];
    for (let year = 1990; year <= 2105; year++) {
      for (const month of [2, 8, 9]) {
        // Every Sunday of March, September and October at the hours around 01:00 UTC, to the second.
        for (let day = 1; day <= 31; day++) {
          const midnight = Date.UTC(year, month, day);
          if (new Date(midnight).getUTCDay() !== 0 || new Date(midnight).getUTCMonth() !== month) continue;
          for (const offset of [-3_600_000, -1000, -1, 0, 1000, 3_600_000, 7_200_000])
            instants.push(new Date(midnight + 3_600_000 + offset));
        }
      }
      for (const edge of [Date.UTC(year, 0, 1) - 1, Date.UTC(year, 0, 1), Date.UTC(year, 11, 31, 22, 59, 59)])
        instants.push(new Date(edge));
      const start = Date.UTC(year, 0, 1);
      for (let i = 0; i < 40; i++) instants.push(new Date(start + Math.floor(random() * 366 * 86_400_000)));
    }
    const wrong = instants.filter(
      (instant) => JSON.stringify(toBudapest(instant)) !== JSON.stringify(budapestByIntl(instant)),
    );
    expect(wrong.map((instant) => instant.toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(10_000);
  });

  it('refuses an invalid date as Intl did', () => {
    expect(() => toBudapest(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('a period of whole days', () => {
  it('covers both of its ends, across a leap day and a change of clocks', () => {
    expect(daysCovered('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysCovered('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysCovered('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('is wrong when it ends before it starts, or covers more days than allowed', () => {
    expect(periodProblem('2026-02-02', '2026-02-01')).toBe('order');
    expect(periodProblem('2026-02-01', '2026-02-01', 1)).toBeNull();
    expect(periodProblem('2026-02-01', '2026-02-02', 1)).toBe('length');
    expect(periodProblem('2021-01-01', '2025-12-31', 1826)).toBeNull();
    expect(periodProblem('2021-01-01', '2026-01-01', 1826)).toBe('length');
  });
});

describe('a Budapest day and month as the API writes them', () => {
  it("is the Budapest calendar day, not UTC's, and counts whole days across months, years and clock changes", () => {
    // 23:30 UTC on 31 December is already 1 January in Budapest (UTC+1).
    expect(budapestIsoDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(budapestIsoDay(new Date('2026-01-01T12:00:00Z'), -1)).toBe('2025-12-31');
    expect(budapestIsoDay(new Date('2024-02-28T12:00:00Z'), 1)).toBe('2024-02-29');
    // The clocks go forward on 29 March 2026: a calendar day later is the 30th whatever the hour.
    expect(budapestIsoDay(new Date('2026-03-28T23:30:00Z'), 1)).toBe('2026-03-30');
  });

  it('names the month of the day and steps whole months', () => {
    expect(budapestMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
    expect(shiftMonth('2026-03', 0)).toBe('2026-03');
  });
});

describe('startOfBudapestMonth', () => {
  it('is midnight in Budapest on the first, in winter and in summer time, and across a year', () => {
    expect(startOfBudapestMonth('2026-01').toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(startOfBudapestMonth('2026-04').toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(startOfBudapestMonth('2026-12', 1).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(startOfBudapestMonth('2026-03', -3).toISOString()).toBe('2025-11-30T23:00:00.000Z');
  });
});

describe('parseTypedDay', () => {
  it('takes a day typed the Hungarian way or the ISO way, with dots, dashes or slashes, and only a day that exists', () => {
    // The date filters and pickers, and a coupon file's expiry column, read days with this.
    expect(parseTypedDay('2026. 05. 03.')).toBe('2026-05-03');
    expect(parseTypedDay(' 2026.5.3 ')).toBe('2026-05-03');
    expect(parseTypedDay('2027.12.31.')).toBe('2027-12-31');
    expect(parseTypedDay('2027/02/28')).toBe('2027-02-28');
    expect(parseTypedDay('2028-02-29')).toBe('2028-02-29');
    expect(parseTypedDay('2027-02-29')).toBeNull();
    expect(parseTypedDay('2026. 13. 01.')).toBeNull();
    expect(parseTypedDay('31.12.2027')).toBeNull();
    expect(parseTypedDay('holnap')).toBeNull();
  });
});
