import { describe, expect, it } from 'vitest';
import {
  averageToTenth,
  formatArea,
  formatDate,
  formatDateTime,
  formatDay,
  formatUntil,
  formatDistance,
  formatExperience,
  formatHuf,
  formatList,
  formatLongDateTime,
  formatMonth,
  formatNumber,
  formatPieces,
  formatTime,
  formatTotal,
  NOT_GIVEN,
  percentOf,
  toTenth,
  totalLabel,
} from './format.ts';

describe('a list total', () => {
  it('is the number in Hungarian grouping, or "több mint" the cap when the list counted only up to it', () => {
    expect(formatTotal(12_345)).toBe('12\u00a0345');
    expect(formatTotal(10_000, true)).toBe('több mint 10\u00a0000');
  });

  it('starts a sentence with its noun', () => {
    expect(totalLabel(12, false, 'találat')).toBe('12 találat');
    expect(totalLabel(10_000, true, 'találat')).toBe('Több mint 10\u00a0000 találat');
    expect(totalLabel(25_000, undefined, 'esemény')).toBe('25\u00a0000 esemény');
    expect(totalLabel(10_000, true, 'találat', true)).toBe('Több mint 10\u00a0000 találat (becslés)');
  });
});

describe('a figure to one decimal', () => {
  it('rounds half away from zero, and an average of nothing is null rather than 0', () => {
    expect(toTenth(4.25)).toBe(4.3);
    expect(toTenth(4.249)).toBe(4.2);
    expect(toTenth(12)).toBe(12);
    expect(averageToTenth(13, 3)).toBe(4.3);
    expect(averageToTenth(0, 0)).toBeNull();
  });

  it('gives a share in whole percent, and 0 of nothing rather than a division by zero', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('reads as every screen writes a distance: one decimal, comma, km', () => {
    expect(formatDistance(12.449)).toBe('12,4 km');
    expect(formatDistance(3)).toBe('3 km');
  });
});

describe('a detail nobody gave', () => {
  it('reads "Nincs megadva" on a data sheet, for an area and for an empty list alike', () => {
    expect(formatArea(null)).toBe(NOT_GIVEN);
    expect(formatArea(1234.5)).toBe('1234,5 m²');
    expect(formatList([])).toBe(NOT_GIVEN);
    expect(formatList(['Pest', 'Fejér'])).toBe('Pest, Fejér');
  });

  it('writes counts and experience with their units', () => {
    expect(formatPieces(12_345)).toBe('12\u00a0345 db');
    expect(formatExperience('3-5')).toBe('3-5 év');
  });
});

// The oracle for the written-out formats (decision 0028): Intl with the options the portal used before.
const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', ...options });
const DATE = intl({ year: 'numeric', month: '2-digit', day: '2-digit' });
const DATE_TIME = intl({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const TIME = intl({ hour: '2-digit', minute: '2-digit' });
const LONG = intl({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const MONTH = intl({ year: 'numeric', month: 'long' });
const NUMBER = new Intl.NumberFormat('hu-HU');
const HUF = new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'HUF', maximumFractionDigits: 0 });

describe('a calendar day', () => {
  it('is the same day in Budapest in winter and in summer, at the ends of the year too', () => {
    expect(formatDay('2026-01-01')).toBe('2026. 01. 01.');
    expect(formatDay('2026-07-15')).toBe('2026. 07. 15.');
    expect(formatDay('2026-03-29')).toBe('2026. 03. 29.');
    expect(formatDay('2026-12-31')).toBe('2026. 12. 31.');
  });

  it("takes 'until' in place of its full stop, and after a time as it is", () => {
    expect(formatUntil(formatDay('2026-03-20'))).toBe('2026. 03. 20-ig');
    expect(formatUntil(formatDateTime('2026-03-20T13:30:00Z'))).toBe('2026. 03. 20. 14:30-ig');
  });
});

describe('dates and numbers written out as Intl writes them', () => {
  let seed = 11;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;

  it('writes every date, time and month as Intl does, in Budapest time, 1900-2200', () => {
    const instants = [
      ...Array.from(
        { length: 3000 },
        () => new Date(Date.UTC(1900, 0, 1) + random() * 300 * 365.25 * 86_400_000),
      ),
      new Date('2026-03-29T00:59:59Z'),
      new Date('2026-03-29T01:00:00Z'),
      new Date('2026-10-25T00:59:59Z'),
      new Date('2026-10-25T01:00:00Z'),
      new Date('2026-12-31T23:30:00Z'),
      new Date('0099-05-01T00:00:00Z'),
    ];
    for (const instant of instants) {
      expect(formatDate(instant)).toBe(DATE.format(instant));
      expect(formatDateTime(instant)).toBe(DATE_TIME.format(instant));
      expect(formatTime(instant)).toBe(TIME.format(instant));
      expect(formatLongDateTime(instant)).toBe(LONG.format(instant));
    }
    expect(formatDate('2026-11-22T13:30:00Z')).toBe('2026. 11. 22.');
    expect(formatDate(Date.UTC(2026, 10, 22))).toBe('2026. 11. 22.');
    expect(() => formatDate('nem dátum')).toThrow(RangeError);
    for (let month = 1; month <= 12; month++)
      expect(formatMonth(2026, month)).toBe(MONTH.format(new Date(Date.UTC(2026, month - 1, 15))));
  });

  it('writes every number and amount as Intl does: grouping from five digits, decimal comma, rounding, signs', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      999,
      1234,
      -1234,
      9999,
      10_000,
      12_345,
      999_999,
      1_000_000,
      1234.5,
      0.5,
      1.0005,
      2.0005,
      1.2345,
      999.9995,
      9999.9995,
      -0.0001,
      0.0004,
      0.1 + 0.2,
      2.5e-7,
      1e21,
      123_456_789_012_345_680_000,
      Number.MAX_SAFE_INTEGER,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      12_345.5,
      -12_345.5,
      ...Array.from({ length: 3000 }, (_, i) => {
        const magnitude = 10 ** Math.floor(random() * 12);
        const value = random() * magnitude;
        return (i % 3 === 0 ? Math.round(value) : value) * (i % 2 ? -1 : 1);
      }),
      ...Array.from({ length: 500 }, () => Math.round(random() * 1e6) / 1000 + 0.0005),
    ];
    for (const value of values) {
      expect(formatNumber(value), String(value)).toBe(NUMBER.format(value));
      expect(formatHuf(value), String(value)).toBe(HUF.format(value));
    }
  });
});
