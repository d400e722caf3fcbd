import { describe, expect, it } from 'vitest';
import { formatRating, formatRatingSummary } from './rating.ts';

describe('a rating', () => {
  it('has one decimal whatever the average, as Intl writes it with one fraction digit', () => {
    const oneDecimal = new Intl.NumberFormat('hu-HU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const average of [1, 3.25, 3.75, 4, 4.04, 4.05, 4.5, 4.6666666, 4.96, 5])
      expect(formatRating(average), String(average)).toBe(oneDecimal.format(average));
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.6666666)).toBe('4,7');
  });

  it('sums a rating up with its count, and says so when there is none yet', () => {
    expect(formatRatingSummary(4.6, 12)).toBe('4,6 (12 értékelés)');
    expect(formatRatingSummary(4, 12345)).toBe('4,0 (12\u00a0345 értékelés)');
    expect(formatRatingSummary(null, 0)).toBe('Még nincs értékelés');
    expect(formatRatingSummary(4.2, 0)).toBe('Még nincs értékelés');
  });
});
