import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLEMENT_MESSAGES, type SettlementMonthView } from '../../../domain/settlement.ts';
import { renderAtAddress } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { SettlementPage } from './settlement-page.tsx';

const VIEW: SettlementMonthView = {
  month: '2026-02',
  feeHuf: 45_000,
  industryAverageDays: 15,
  summary: {
    dueHuf: 180_000,
    paidHuf: 45_000,
    pendingHuf: 135_000,
    certificates: 4,
    auditors: 2,
    averageDays: 11.3,
  },
  auditors: [
    { id: 'a1', name: 'Szabó Péter' },
    { id: 'a2', name: 'Kiss Anna' },
  ],
  rows: [
    {
      auditorId: 'a1',
      auditorName: 'Szabó Péter',
      displayId: 'TAN-000001',
      certificates: 3,
      settledCertificates: 0,
      feeHuf: 45_000,
      dueHuf: 135_000,
      paidHuf: 0,
      status: 'pending',
      averageDays: 13,
      payments: [],
    },
    {
      auditorId: 'a2',
      auditorName: 'Kiss Anna',
      displayId: 'TAN-000002',
      certificates: 1,
      settledCertificates: 1,
      feeHuf: 45_000,
      dueHuf: 45_000,
      paidHuf: 45_000,
      status: 'paid',
      averageDays: 6,
      payments: [
        {
          id: 'p1',
          auditorId: 'a2',
          month: '2026-02',
          certificateCount: 1,
          amountHuf: 45_000,
          paymentReference: 'UTALAS-7',
          paidAt: '2026-03-02T09:00:00.000Z',
          paidByName: 'Tóth Gábor',
          reversedAt: null,
        },
      ],
    },
  ],
};

function renderPage(
  answer: (search: string) => { status?: number; body?: unknown } = () => ({ body: VIEW }),
  posted: () => { status?: number; body?: unknown } = () => ({
    status: 201,
    body: VIEW.rows[1]!.payments[0],
  }),
  address = '/billing?month=2026-02',
) {
  const calls = stubApi({
    'GET /api/admin/settlements': ({ search }) => answer(search),
    'POST /api/admin/settlements/payments': posted,
  });
  const { location } = renderAtAddress(<SettlementPage />, address);
  return { calls, location };
}

/** Opens Szabó Péter's Kifizetettnek jelölés dialog. */
async function openMarkPaid() {
  await userEvent.click(await screen.findByRole('button', { name: 'Kifizetettnek jelölés: Szabó Péter' }));
  return screen.findByRole('dialog', { name: 'Kifizetettnek jelölés' });
}

/** Marks the row paid in the open dialog with the payment reference. */
async function markPaid(dialog: HTMLElement, reference: string) {
  await userEvent.type(within(dialog).getByLabelText(/Kifizetés hivatkozása/), reference);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kifizetettnek jelölés' }));
}

// The month picker offers the months up to today's: the tests' months stay on it whenever they run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the settlement screen', () => {
  it('shows the summary cards against the industry average and a row per auditor', async () => {
    renderPage();
    const summary = await screen.findByRole('list', { name: 'Összesítő' });
    expect(within(summary).getByText('Fizetendő összesen').parentElement).toHaveTextContent('180 000 Ft');
    expect(within(summary).getByText('Iparági átlag: 15 nap')).toBeInTheDocument();
    expect(within(summary).getByText('11,3 nap')).toBeInTheDocument();
    expect(within(summary).getByText('Gyorsabb')).toBeInTheDocument();
    const szabo = screen.getByRole('row', { name: /Szabó Péter/ });
    expect(szabo).toHaveTextContent('Függőben');
    expect(
      within(szabo).getByRole('button', { name: 'Kifizetettnek jelölés: Szabó Péter' }),
    ).toBeInTheDocument();
    const kiss = screen.getByRole('row', { name: /Kiss Anna/ });
    expect(kiss).toHaveTextContent('Kifizetve');
    expect(kiss).toHaveTextContent('UTALAS-7');
    expect(within(kiss).getByRole('button', { name: 'Visszavonás: Kiss Anna' })).toBeInTheDocument();
  });

  it('asks for the plain month when the address holds a month or an auditor the server would refuse', async () => {
    for (const address of [
      '/billing?month=1999-12&auditorId=a%20b&status=late',
      '/billing?month=2026-13&auditorId=%3Cx%3E',
    ]) {
      const { calls } = renderPage(undefined, undefined, address);
      await screen.findByRole('row', { name: /Szabó Péter/ });
      expect(calls[0]?.search).toBe('?status=all');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('puts the month, auditor and status filters in the address bar and asks the server with them', async () => {
    const { calls, location } = renderPage();
    await screen.findByRole('row', { name: /Szabó Péter/ });
    expect(calls[0]?.search).toBe('?month=2026-02&status=all');

    await userEvent.selectOptions(screen.getByLabelText('Állapot'), 'pending');
    expect(location()).toBe('?month=2026-02&status=pending');
    await vi.waitFor(() => expect(calls.at(-1)?.search).toBe('?month=2026-02&status=pending'));

    await userEvent.selectOptions(screen.getByLabelText('Tanúsító'), 'a2');
    expect(location()).toBe('?month=2026-02&auditorId=a2&status=pending');
    await vi.waitFor(() => expect(calls.at(-1)?.search).toBe('?month=2026-02&auditorId=a2&status=pending'));

    // A new month clears the auditor (their list is the month's), the status stays.
    await userEvent.selectOptions(screen.getByLabelText('Hónap'), '2026-01');
    expect(location()).toBe('?month=2026-01&status=pending');
    await vi.waitFor(() => expect(calls.at(-1)?.search).toBe('?month=2026-01&status=pending'));
  });

  it('says when no row matches the filters', async () => {
    renderPage(() => ({ body: { ...VIEW, rows: [] } }));
    expect(
      await screen.findByText('Ebben a hónapban nincs a szűrőknek megfelelő elszámolás.'),
    ).toBeInTheDocument();
  });

  it('asks for the payment reference before marking a row paid, then sends it', async () => {
    const { calls } = renderPage();
    const dialog = await openMarkPaid();
    expect(dialog).toHaveTextContent('3 kifizetetlen tanúsítvány, 135 000 Ft');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kifizetettnek jelölés' }));
    expect(within(dialog).getByText(SETTLEMENT_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await markPaid(dialog, 'UTALAS-8');
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        month: '2026-02',
        auditorId: 'a1',
        paymentReference: 'UTALAS-8',
        certificateCount: 3,
      }),
    );
  });

  it('shows the server’s refusal of a second marking in the dialog', async () => {
    renderPage(undefined, () => ({
      status: 409,
      body: { error: { code: 'nothing_to_settle', message: SETTLEMENT_MESSAGES.nothingToSettle } },
    }));
    const dialog = await openMarkPaid();
    await markPaid(dialog, 'UTALAS-9');
    expect(await within(dialog).findByText(SETTLEMENT_MESSAGES.nothingToSettle)).toBeInTheDocument();
  });

  it('shows the new count after the server refuses a count that changed meanwhile', async () => {
    let loads = 0;
    const fourth = { ...VIEW.rows[0]!, certificates: 4, dueHuf: 180_000 };
    const { calls } = renderPage(
      () => ({ body: loads++ === 0 ? VIEW : { ...VIEW, rows: [fourth, VIEW.rows[1]!] } }),
      () => ({
        status: 409,
        body: { error: { code: 'settlement_changed', message: SETTLEMENT_MESSAGES.countChanged } },
      }),
    );
    const dialog = await openMarkPaid();
    await markPaid(dialog, 'UTALAS-10');
    expect(await within(dialog).findByText(SETTLEMENT_MESSAGES.countChanged)).toBeInTheDocument();
    await vi.waitFor(() => expect(dialog).toHaveTextContent('4 kifizetetlen tanúsítvány, 180 000 Ft'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kifizetettnek jelölés' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toMatchObject([
        { certificateCount: 3 },
        { certificateCount: 4 },
      ]),
    );
  });

  it('says why the settlement could not load and offers a retry', async () => {
    renderPage(() => ({ status: 500, body: { error: { code: 'internal', message: 'Belső hiba' } } }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
  });
});
