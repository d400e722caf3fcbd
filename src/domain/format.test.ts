import { describe, expect, it } from 'vitest';
import { formatTotal, totalLabel } from './format.ts';

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
