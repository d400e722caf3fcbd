import { IconStarFilled } from '@tabler/icons-react';

const SIZES = { sm: 18, md: 20 } as const;
const STARS = [1, 2, 3, 4, 5];

/**
 * A rating shown, not asked for: five stars filled up to `value`, tenths too. Mantine's Rating draws a radio
 * input, a label and two icons for every step of every star even when read-only (51 steps with tenths), so
 * the bank's auditor directory drew over 600 of them for twelve cards; this is ten icons. With `label` it is
 * an image of that name; without, the text beside it tells the rating and the stars are hidden from
 * assistive technology.
 */
export function Stars({
  value,
  size = 'md',
  label,
}: {
  value: number;
  size?: keyof typeof SIZES;
  label?: string;
}) {
  const filled = `${(Math.min(5, Math.max(0, value)) / 5) * 100}%`;
  const row = (color: string) =>
    STARS.map((star) => (
      <IconStarFilled key={star} size={SIZES[size]} color={color} style={{ flexShrink: 0 }} />
    ));
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ position: 'relative', display: 'inline-flex', lineHeight: 0, verticalAlign: 'middle' }}
    >
      {row('var(--mantine-color-gray-3)')}
      <span style={{ position: 'absolute', inset: 0, width: filled, display: 'flex', overflow: 'hidden' }}>
        {row('var(--mantine-color-yellow-filled)')}
      </span>
    </span>
  );
}
