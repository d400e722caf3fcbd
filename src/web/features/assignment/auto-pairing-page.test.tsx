import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssignmentBatch, AssignmentPlan } from '../../../domain/assignment-plan.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AutoPairingPage } from './auto-pairing-page.tsx';

const BATCH_ID = '00000000-0000-4000-8000-000000000077';
const auditorRow = (id: string, name: string, assigned: number, excluded = false) => ({
  auditorId: id,
  name,
  email: `${id}@example.hu`,
  workCapacity: 5,
  assigned,
  freeBefore: 5,
  freeAfter: 5 - assigned,
  averageKm: assigned > 0 ? 12.3 : null,
  longestKm: assigned > 0 ? 20.5 : null,
  excluded,
});
const orderRow = (
  id: string,
  clientName: string,
  auditorId: string | null,
  reason: 'no_county_auditor' | null,
) => ({
  propertyId: id,
  clientName,
  address: `1061 Budapest, Fő utca ${id.slice(-1)}`,
  county: reason ? 'Zala' : 'Budapest',
  orderDate: '2026-11-02T09:00:00.000Z',
  auditorId,
  distanceKm: auditorId ? 12.3 : null,
  reason,
  excluded: false,
});

function plan(excludedKovacs: boolean): AssignmentPlan {
  return {
    batchId: BATCH_ID,
    waiting: 2,
    orders: [
      orderRow('00000000-0000-4000-8000-000000000001', 'Nagy Eszter', excludedKovacs ? 'a2' : 'a1', null),
      orderRow('00000000-0000-4000-8000-000000000002', 'Tóth Béla', null, 'no_county_auditor'),
    ],
    byAuditor: [
      auditorRow('a1', 'Kovács Péter', excludedKovacs ? 0 : 1, excludedKovacs),
      auditorRow('a2', 'Szabó Anna', excludedKovacs ? 1 : 0),
    ],
    byCounty: [
      { county: 'Budapest', placed: 1, unplaced: 0 },
      { county: 'Zala', placed: 0, unplaced: 1 },
    ],
  };
}

const batch = (status: AssignmentBatch['status'], processed: number): AssignmentBatch => ({
  batchId: BATCH_ID,
  status,
  total: 1,
  processed,
  assigned: processed,
  skipped: [],
});

describe('AutoPairingPage', () => {
  it('plans, shows the preview per auditor and county, re-plans without an excluded auditor and runs it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/admin/assignment-plans': ({ body }) => ({
        body: plan(((body as { excludedAuditorIds: string[] }).excludedAuditorIds ?? []).includes('a1')),
      }),
      [`POST /api/admin/assignment-batches/${BATCH_ID}/start`]: () => ({ body: batch('queued', 0) }),
      [`GET /api/admin/assignment-batches/${BATCH_ID}`]: () => ({ body: batch('done', 1) }),
    });
    renderWithProviders(<AutoPairingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Automatikus párosítás' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terv készítése' }));

    expect(
      await screen.findByText(/2 megrendelés vár tanúsítóra a szűrés szerint: 1 kap tanúsítót, 1 nem/),
    ).toBeInTheDocument();
    const auditors = screen.getByRole('region', { name: 'Tanúsítónként' });
    expect(
      within(auditors).getByRole('row', { name: /Kovács Péter.*1.*4 \/ 5.*12,3 km.*20,5 km/ }),
    ).toBeInTheDocument();
    const counties = screen.getByRole('region', { name: 'Megyénként' });
    expect(within(counties).getByRole('row', { name: 'Zala 0 1' })).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Megrendelések, a legrégebbi elöl' });
    expect(within(orders).getByText('Egyetlen tanúsító sem vállalja a megyét')).toBeInTheDocument();
    expect(within(orders).getAllByText('2026. 11. 02.')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Kovács Péter kihagyása' }));
    expect(screen.getByText('A kihagyások változtak: a jóváhagyás előtt tervezze újra.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jóváhagyás és indítás' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Újratervezés' }));
    expect(calls.at(-1)?.body).toMatchObject({ excludedAuditorIds: ['a1'], bankApproval: 'all' });
    expect(
      await within(screen.getByRole('region', { name: 'Tanúsítónként' })).findByRole('row', {
        name: /Szabó Anna/,
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Jóváhagyás és indítás' }));
    expect(
      await screen.findByText(
        'Kész: 1 megrendelés kapott tanúsítót, a tanúsítóknak elküldtük az e-maileket.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'A párosítás előrehaladása' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('pages the orders 20 at a time, and a shorter new plan opens on its last page, not an empty one', async () => {
    const user = userEvent.setup();
    const orders = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        orderRow(
          `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
          `Ügyfél ${index + 1}`,
          'a1',
          null,
        ),
      );
    let planned = 0;
    stubApi({
      'POST /api/admin/assignment-plans': () => {
        planned++;
        const rows = orders(planned === 1 ? 45 : 25);
        return { body: { ...plan(false), waiting: rows.length, orders: rows } };
      },
    });
    renderWithProviders(<AutoPairingPage />);
    await user.click(screen.getByRole('button', { name: 'Terv készítése' }));
    const pages = await screen.findByRole('navigation', { name: 'Megrendelések lapozása' });
    await user.click(within(pages).getByRole('button', { name: '3. oldal' }));
    const table = () => screen.getByRole('region', { name: 'Megrendelések, a legrégebbi elöl' });
    expect(within(table()).getByText('Ügyfél 45')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Újratervezés' }));
    expect(await within(table()).findByText('Ügyfél 25')).toBeInTheDocument();
    expect(within(table()).getByText('Ügyfél 21')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Megrendelések lapozása' })).getByRole('button', {
        name: '2. oldal',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('shows the server’s Hungarian message when the plan is refused', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/admin/assignment-plans': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'A kezdő dátum nem lehet későbbi a záró dátumnál.',
            requestId: 'x',
          },
        },
      }),
    });
    renderWithProviders(<AutoPairingPage />);
    await user.click(screen.getByRole('button', { name: 'Terv készítése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A kezdő dátum nem lehet későbbi a záró dátumnál.',
    );
  });
});
