import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CouponCheckPage as Page, CouponCheckRow } from '../../../domain/coupons.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { CouponCheckPage } from './coupon-check-page.tsx';

const row = (n: number, overrides: Partial<CouponCheckRow> = {}): CouponCheckRow => ({
  propertyId: `00000000-0000-4000-8000-00000000000${n}`,
  clientId: `client-${n}`,
  clientName: `Ügyfél ${n}`,
  clientEmail: `ugyfel${n}@example.hu`,
  couponCode: `KH10610${n}`,
  couponAddress: null,
  address: '1061 Budapest, Andrássy út 12',
  orderedAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
  approvedByName: null,
  addressMismatch: false,
  ...overrides,
});

function renderPage(items: CouponCheckRow[], total = items.length) {
  const page: Page = { items, total, page: 1, pageSize: 25 };
  const calls = stubApi({
    'GET /api/coupons/checks': () => ({ body: page }),
    'POST /api/coupons/approvals': () => ({
      body: { approved: 1, alreadyApproved: 0, message: '1 megrendelés kuponja jóváhagyva.' },
    }),
  });
  renderInRouter(<CouponCheckPage />, '/clients/coupon-validation');
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the coupon check', () => {
  it('lists the orders with the address warning and the client link, pending by default', async () => {
    const calls = renderPage([
      row(1, { addressMismatch: true, couponAddress: '6720 Szeged' }),
      row(2, { approvedAt: '2026-11-21T10:00:00.000Z', approvedByName: 'Nagy Eszter' }),
    ]);
    const first = (await screen.findByText('Ügyfél 1')).closest('tr')!;
    expect(within(first).getByText('Eltérő cím')).toBeInTheDocument();
    expect(within(first).getByText('A kupon címe: 6720 Szeged')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Részletek/ })).toHaveAttribute(
      'href',
      '/clients/client-1',
    );
    const second = screen.getByText('Ügyfél 2').closest('tr')!;
    expect(within(second).getByText('Jóváhagyva')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/coupons/checks')?.search).toContain('state=pending');
  });

  it('approves the selected rows', async () => {
    const calls = renderPage([row(1), row(2)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Kiválasztás: Ügyfél 1' }));
    await user.click(screen.getByRole('button', { name: 'Jóváhagyás (1)' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        propertyIds: ['00000000-0000-4000-8000-000000000001'],
      }),
    );
  });

  it('offers every match once the whole page is selected', async () => {
    const calls = renderPage([row(1), row(2)], 60);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Az oldal összes jóváhagyásra váró sorának kiválasztása' }),
    );
    await user.click(screen.getByRole('button', { name: 'Mind a 60 találat kiválasztása' }));
    await user.click(screen.getByRole('button', { name: 'Jóváhagyás (60)' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ allMatching: true, state: 'pending' }),
    );
  });
});
