import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COUPON_ROW_REASONS,
  COUPON_ROW_STATUSES,
  type CouponImportReport,
  type CouponReportRow,
  type CouponRowStatus,
} from '../../../domain/coupons.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { fakeUploadServer } from '../../test/upload-server.ts';
import { CouponManager } from './coupon-manager.tsx';

const ROWS: CouponReportRow[] = [
  {
    line: 2,
    code: 'KH106501',
    address: '1065 Budapest, Nagymező utca 5.',
    expiryDate: null,
    status: 'valid',
  },
  {
    line: 3,
    code: 'BOCSV001',
    address: '1065 Budapest, Nagymező utca 5.',
    expiryDate: '2030-12-31',
    status: 'not_redeemable',
  },
];

function report(imported: number): CouponImportReport {
  const counts = Object.fromEntries(COUPON_ROW_STATUSES.map((status) => [status, 0])) as Record<
    CouponRowStatus,
    number
  >;
  return {
    format: 'csv',
    total: 2,
    counts: { ...counts, valid: 1, not_redeemable: 1 },
    rows: ROWS,
    truncated: false,
    imported,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the coupon manager', () => {
  it("shows a code no client could redeem with its own verdict and reason, and imports the valid row; the result's heading takes the focus", async () => {
    stubApi({
      'GET /api/coupons/statistics': () => ({ body: { issued: 0, claimed: 0, expired: 0, unused: 0 } }),
    });
    // The preview imports nothing; the import itself takes the valid row.
    const sent = fakeUploadServer((url) => ({ body: report(url.endsWith('/preview') ? 0 : 1) }));
    renderWithProviders(<CouponManager />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Kuponfájl'),
      new File(['code;address\n'], 'kuponok.csv', { type: 'text/csv' }),
    );

    const preview = await screen.findByRole('region', { name: 'Előnézet' });
    expect(within(preview).getByText('Nem váltható be: 1')).toBeInTheDocument();
    const row = within(preview).getByText('BOCSV001').closest('tr')!;
    expect(within(row).getByText('Nem váltható be')).toBeInTheDocument();
    expect(within(row).getByText(COUPON_ROW_REASONS.not_redeemable)).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Érvényes sorok importálása (1)' }));
    const result = await screen.findByRole('region', { name: 'Az importálás eredménye' });
    expect(within(result).getByText('1 kupon importálva, 1 sor kimaradt.')).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: 'Az importálás eredménye' })).toHaveFocus();
    expect(sent.map((upload) => upload.url)).toEqual(['/api/coupons/import/preview', '/api/coupons/import']);
  });

  it('tells the columns, the postcode in the code and the template’s example row', () => {
    stubApi({
      'GET /api/coupons/statistics': () => ({ body: { issued: 0, claimed: 0, expired: 0, unused: 0 } }),
    });
    renderWithProviders(<CouponManager />);
    expect(screen.getByText(/benne a cím négyjegyű irányítószámával/)).toBeInTheDocument();
    expect(screen.getByText(/A sablon mintasora ezt mutatja/)).toBeInTheDocument();
  });
});
