import { describe, expect, it } from 'vitest';
import { settlementMonthLabel } from './settlement-list.ts';

describe('a settlement month’s label', () => {
  it('names the month in Hungarian and leaves what is not a month as it came', () => {
    expect(settlementMonthLabel('2026-03')).toBe('2026. március');
    expect(settlementMonthLabel('2026-12')).toBe('2026. december');
    expect(settlementMonthLabel('2026-13')).toBe('2026-13');
    expect(settlementMonthLabel('2026-00')).toBe('2026-00');
    expect(settlementMonthLabel('valami')).toBe('valami');
  });
});
