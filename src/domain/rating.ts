// An auditor's rating as every screen shows it: the operator's list and detail, the bank's directory. Apart
// from format.ts, which every signed-in screen downloads first and is kept small (decision 0022).
import { formatNumber } from './format.ts';

/** A rating's average of five stars with one decimal, as every screen shows it: '4,6', '4,0'. */
export function formatRating(average: number): string {
  const written = formatNumber(average, 1);
  return written.includes(',') ? written : `${written},0`;
}
/** What every screen says of an auditor nobody has rated yet. */
export const NO_RATING = 'Még nincs értékelés';
/** Whether there is an average to show: none before the first rating. */
export const isRated = (average: number | null, count: number): average is number =>
  average !== null && count > 0;
/** '4,6 (12 értékelés)', or NO_RATING. */
export const formatRatingSummary = (average: number | null, count: number) =>
  isRated(average, count) ? `${formatRating(average)} (${formatNumber(count)} értékelés)` : NO_RATING;
