import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { CouponProgressCard, CouponProgressSection, couponUsePercent } from './coupon-progress-card.tsx';

afterEach(() => vi.unstubAllGlobals());

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
  ])('colours $percent % of used coupons $band', ({ used, percent, band }) => {
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

  it('asks for its own figures, and offers Újrapróbálás when they cannot be read', async () => {
    let fail = true;
    const calls = stubApi({
      'GET /api/admin/clients/coupon-progress': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal_error', message: 'Hiba' } } }
          : { body: { issued: 40, used: 30, done: 5 } },
    });
    renderWithProviders(<CouponProgressSection />);
    const card = screen.getByRole('region', { name: 'Kuponok felhasználása' });
    expect(within(card).getByRole('status')).toHaveTextContent('Kuponok adatainak betöltése...');
    expect(await within(card).findByText(MESSAGES.clients.progressLoadError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByTestId('coupon-percent')).toHaveTextContent('75%');
    expect(calls).toHaveLength(2);
  });
});
