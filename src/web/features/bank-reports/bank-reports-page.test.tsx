import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankReport } from '../../../domain/bank-reports.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { renderAtAddress } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { BankReportsPage } from './bank-reports-page.tsx';

// recharts measures its container, which jsdom does not lay out; the figures are in the tables anyway.
vi.mock('@mantine/charts', () => ({ BarChart: () => <div data-testid="chart" /> }));
vi.mock('./charts-styles.ts', () => ({ addChartsStyles: () => undefined }));
// The worktree's node_modules is a link outside it, where Vite refuses '?inline' imports; no styles needed here.
vi.mock('../../lib/dates-styles.ts', () => ({ addDatesStyles: () => undefined }));

const REPORT: BankReport = {
  period: { period: 'last_12_months', label: 'Elmúlt 12 hónap', from: '2025-04-01', to: '2026-03-20' },
  county: null,
  feeHuf: 65_000,
  summary: {
    orders: 5,
    completed: 2,
    inProgress: 3,
    notOrdered: 1,
    billedCount: 1,
    billedHuf: 65_000,
    paidCount: 0,
    paidHuf: 0,
    pendingCount: 1,
    pendingHuf: 65_000,
  },
  statuses: [
    { status: 'new', label: 'Új', count: 1 },
    { status: 'finding_auditor', label: 'Még nem rendelt', count: 1 },
    { status: 'auditor_assigned', label: 'Időpontra vár', count: 1 },
    { status: 'appointment_scheduled', label: 'Időpont egyeztetve', count: 1 },
    { status: 'document_uploaded', label: 'Tanúsítvány feltöltve', count: 2 },
  ],
  monthly: [
    { month: '2026-02', label: '2026. febr.', orders: 1, completed: 1 },
    { month: '2026-03', label: '2026. márc.', orders: 3, completed: 0 },
  ],
  performance: {
    daysToAssignment: 1.8,
    daysToAppointment: 4,
    daysToCertificate: null,
    assignedCount: 4,
    appointmentCount: 3,
    certificateCount: 0,
    overdue: 1,
  },
  counties: [
    { county: 'Budapest', orders: 3, completed: 1, inProgress: 2, overdue: 1, daysToCertificate: 11 },
  ],
  slowest: [
    {
      propertyId: 'p1',
      clientName: 'Riport Réka',
      address: '1061 Budapest, Fő utca 2',
      county: 'Budapest',
      status: 'auditor_assigned',
      statusLabel: 'Időpontra vár',
      orderedAt: '2026-03-10T09:00:00.000Z',
      daysOpen: 10,
      overdue: true,
    },
  ],
};

function renderPage(
  answer: () => { status?: number; body?: unknown } = () => ({ body: REPORT }),
  address = '/billing',
) {
  const calls = stubApi({ 'GET /api/bank/reports': answer });
  const { location } = renderAtAddress(<BankReportsPage />, address);
  return { calls, location };
}

afterEach(() => vi.unstubAllGlobals());

describe("the bank's reports", () => {
  it('shows the summary, the status table and performance, then the counties and the monthly table', async () => {
    renderPage();
    expect(await screen.findByText('Megrendelések')).toBeInTheDocument();
    const statuses = screen.getByRole('region', { name: 'Állapotok megoszlása' });
    const done = within(statuses).getByRole('row', { name: /Tanúsítvány feltöltve/ });
    expect(
      within(done)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tanúsítvány feltöltve', '2', '33%']);
    const performance = screen.getByRole('region', { name: 'Teljesítmény' });
    expect(within(performance).getByText('1,8 nap')).toBeInTheDocument();
    expect(within(performance).getByText('Nincs adat')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Ügyfelek és megyék' }));
    const counties = screen.getByRole('region', { name: 'Megyénként' });
    expect(within(counties).getByRole('row', { name: /Budapest/ })).toHaveTextContent('11 nap');
    const slowest = screen.getByRole('region', { name: 'A legrégebben nyitott megrendelések' });
    const row = within(slowest).getByRole('row', { name: /Riport Réka/ });
    expect(row).toHaveTextContent('Késésben');
    expect(row).toHaveTextContent('10 nap');

    await userEvent.click(screen.getByRole('tab', { name: 'Trendek' }));
    const trend = screen.getByRole('region', { name: 'Havi trend' });
    // The chart comes with its tab, from a chunk of its own, in the place kept for it.
    expect(await within(trend).findByTestId('chart')).toBeInTheDocument();
    expect(within(trend).getByRole('row', { name: /2026\. márc\./ })).toHaveTextContent('2026. márc.30');
  });

  it('puts the filters in the address bar and asks again; a custom period waits for both dates', async () => {
    const { calls, location } = renderPage();
    await screen.findByText('Megrendelések');
    await userEvent.selectOptions(screen.getByLabelText('Megye'), 'Pest');
    expect(location()).toBe('?county=Pest');
    await vi.waitFor(() => expect(calls.at(-1)?.search).toBe('?period=last_12_months&county=Pest'));
    const before = calls.length;
    await userEvent.selectOptions(screen.getByLabelText('Időszak'), 'custom');
    expect(screen.getByText(MESSAGES.bankReports.customNeedsDates)).toBeInTheDocument();
    // The two dates come from a chunk of their own, loaded when the custom period is chosen.
    expect(await screen.findByRole('textbox', { name: 'Kezdő dátum' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Záró dátum' })).toBeInTheDocument();
    expect(calls).toHaveLength(before);
  });

  it('reads the address by the API rules: an unknown period or county is the plain report, dates only count for a custom period', async () => {
    const { calls } = renderPage(
      undefined,
      '/billing?period=yesterday&county=Atlantisz&dateFrom=2026-01-01&dateTo=2026-01-31&tab=secret',
    );
    await screen.findByText('Megrendelések');
    expect(calls[0]?.search).toBe('?period=last_12_months');
    expect(screen.getByRole('tab', { name: 'Áttekintés' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a custom period is reversed or over five years without asking the server', async () => {
    for (const [address, message] of [
      ['/billing?period=custom&dateFrom=2026-03-05&dateTo=2026-03-01', MESSAGES.bankReports.rangeOrder],
      ['/billing?period=custom&dateFrom=2020-01-01&dateTo=2026-03-01', MESSAGES.bankReports.rangeTooLong],
    ]) {
      const { calls } = renderPage(undefined, address);
      expect(await screen.findByRole('alert')).toHaveTextContent(message!);
      expect(calls).toEqual([]);
      cleanup();
    }
  });

  it('takes no day from the address that is not in the calendar, and waits for it as for a missing one', async () => {
    const { calls } = renderPage(undefined, '/billing?period=custom&dateFrom=2026-02-31&dateTo=2026-03-05');
    expect(await screen.findByText(MESSAGES.bankReports.customNeedsDates)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Kezdő dátum' })).toHaveValue('');
    expect(calls).toEqual([]);
  });

  it.each([
    ['a period with both ends', REPORT, 'Elmúlt 12 hónap (2025. 04. 01. – 2026. 03. 20.), minden megye'],
    [
      // The suffix takes the place of the day's full stop: '20-ig', not '20.-ig'.
      'the whole period, in one county',
      {
        ...REPORT,
        period: { period: 'all', label: 'Teljes időszak', from: null, to: '2026-03-20' },
        county: 'Pest',
      },
      'Teljes időszak (a kezdetektől 2026. 03. 20-ig), Pest',
    ],
  ] satisfies [string, BankReport, string][])(
    'states %s and the county in one line without doubled punctuation',
    async (_case, report, expected) => {
      renderPage(() => ({ body: report }));
      const line = await screen.findByText(expected);
      expect(line.textContent).not.toMatch(/[.,;:]\s*[.,;:]/);
    },
  );

  it('says why the report could not load and offers a retry', async () => {
    renderPage(() => ({ status: 500, body: { error: { code: 'internal', message: 'Belső hiba' } } }));
    expect(await screen.findByText(MESSAGES.bankReports.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
  });
});
