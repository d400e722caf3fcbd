import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CouponProgressCard, couponUsePercent } from './coupon-progress-card.tsx';

describe('the coupon progress card', () => {
  it.each([
    { used: 19, percent: 95, band: 'green' },
    { used: 18, percent: 90, band: 'green' },
    { used: 14, percent: 70, band: 'blue' },
    { used: 13, percent: 65, band: 'yellow' },
    { used: 10, percent: 50, band: 'yellow' },
    { used: 5, percent: 25, band: 'orange' },
    { used: 4, percent: 20, band: 'red' },
    { used: 0, percent: 0, band: 'red' },
  ])('colours $percent % of used coupons $band (spec 02 §9 bands)', ({ used, percent, band }) => {
    renderWithProviders(<CouponProgressCard progress={{ issued: 20, used, done: 1 }} />);
    expect(screen.getByTestId('coupon-percent')).toHaveTextContent(`${percent}%`);
    const bar = screen.getByRole('progressbar', { name: 'Felhasznált kuponok aránya' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar.closest('[data-band]')).toHaveAttribute('data-band', band);
  });

  it('shows the issued, used and done counts, and 0 % while no coupon is issued', () => {
    renderWithProviders(<CouponProgressCard progress={{ issued: 12000, used: 7, done: 1 }} />);
    expect(screen.getByText('Kiosztott kupon').nextSibling).toHaveTextContent('12 000');
    expect(screen.getByText('Felhasznált').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Elkészült tanúsítvány').nextSibling).toHaveTextContent('1');
    expect(couponUsePercent({ issued: 0, used: 0, done: 0 })).toBe(0);
  });
});
