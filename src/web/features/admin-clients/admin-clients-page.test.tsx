import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/account.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildAdminClientList, buildAdminClientRow } from '../../test/admin.ts';
import { renderAtAddress, renderInRouter } from '../../test/render.tsx';
import { searchesOf, stubApi } from '../../test/stub-api.ts';
import { AdminClientsPage } from './admin-clients-page.tsx';
import { clientsExport } from './api/export-clients.ts';
import { downloadFile } from '../../lib/download-file.ts';
import {
  adminClientList,
  DEFAULT_CLIENT_LIST_STATE,
  periodRange,
  toClientFilterQuery,
} from './clients-query.ts';
import { CLIENT_COLUMNS } from './clients-table.tsx';
import { buildOperatorMe } from '../../test/me.ts';

const ROWS = [
  buildAdminClientRow('finding_auditor'),
  buildAdminClientRow('auditor_assigned', {
    clientId: 'client-2',
    displayId: 'KH-00002',
    name: 'Tóth Réka',
    email: 'reka@example.hu',
    propertyId: '00000000-0000-4000-8000-000000000002',
    isOverdue: true,
  }),
  buildAdminClientRow('new', { clientId: 'client-3', displayId: 'KH-00003', name: 'Papp Bence' }),
];

function renderPage(
  role: Me['role'] = 'portal_admin',
  list = buildAdminClientList(ROWS),
  news: { status?: number; body: unknown } = {
    body: { items: [], total: 0, page: 1, pageSize: 3, unread: 0 },
  },
) {
  const calls = stubApi({
    'GET /api/account/session': () => ({ body: { me: buildOperatorMe(role) } }),
    'GET /api/admin/clients': () => ({ body: list }),
    'GET /api/admin/clients/coupon-progress': () => ({ body: { issued: 20, used: 10, done: 2 } }),
    // Admin Light reads the news above the list.
    'GET /api/news': () => news,
  });
  const { location } = renderAtAddress(<AdminClientsPage />, '/clients');
  const listQueries = () => searchesOf(calls, '/api/admin/clients');
  return { listQueries, location };
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin client list', () => {
  it('shows the display id, coupon or Nincs kupon, progress, overdue marker and the portal admin’s assign button', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const waiting = within(table).getByRole('row', { name: /Kovács Anna/ });
    expect(within(waiting).getByText('KH-00001')).toBeInTheDocument();
    expect(within(waiting).getByText('KH209201')).toBeInTheDocument();
    expect(within(waiting).getByRole('progressbar', { name: 'Előrehaladás' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(waiting).getByRole('button', { name: 'Tanúsító hozzárendelése' })).toBeInTheDocument();
    const overdue = within(table).getByRole('row', { name: /Tóth Réka/ });
    expect(within(overdue).getByTestId('overdue-marker')).toHaveTextContent(/Késésben/);
    expect(
      within(overdue).queryByRole('button', { name: 'Tanúsító hozzárendelése' }),
    ).not.toBeInTheDocument();
    const fresh = within(table).getByRole('row', { name: /Papp Bence/ });
    expect(within(fresh).getByText(MESSAGES.clients.noCoupon)).toBeInTheDocument();
    expect(within(fresh).getByRole('progressbar', { name: 'Előrehaladás' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('puts the coupon progress in the title row, above the filters and the table', async () => {
    renderPage('admin_light');
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const card = await screen.findByRole('region', { name: 'Kuponok felhasználása' });
    expect(await within(card).findByTestId('coupon-percent')).toHaveTextContent('50%');
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('heading', { level: 1, name: 'Ügyfelek' }), card)).toBe(true);
    expect(follows(card, screen.getByLabelText('Keresés'))).toBe(true);
    expect(follows(card, table)).toBe(true);
  });

  it('says "Több mint 10 000 találat" when the server counted only up to that, and pages up to there', async () => {
    renderPage('portal_admin', buildAdminClientList(ROWS, { total: 10_000, isTotalCapped: true }));
    expect(await screen.findByText('Több mint 10 000 találat')).toHaveAttribute('role', 'status');
    expect(await screen.findByText(/^1–\d+ \/ több mint 10 000$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '400. oldal' })).toBeInTheDocument();
  });

  it('says the total is the estimate of a broad search when the server did not count it', async () => {
    renderPage(
      'portal_admin',
      buildAdminClientList(ROWS, { total: 10_000, isTotalCapped: true, isTotalEstimated: true }),
    );
    expect(await screen.findByText('Több mint 10 000 találat (becslés)')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: '400. oldal' })).toBeInTheDocument();
  });

  it('lets an e-mail break before its @ and keeps an area with its unit, so they wrap whole', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const row = within(table).getByRole('row', { name: /Kovács Anna/ });
    const cells = within(row).getAllByRole('cell');
    const cellOf = (label: string) => cells[CLIENT_COLUMNS.findIndex((column) => column.label === label)]!;
    const email = within(cellOf('Email')).getByText(/anna\.kovacs/);
    expect(email.innerHTML).toBe('anna.kovacs<wbr>@example.hu');
    expect(within(cellOf('Ingatlan')).getByText('86 m²')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('offers Admin Light no assignment', async () => {
    renderPage('admin_light');
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    expect(within(table).queryByRole('button', { name: 'Tanúsító hozzárendelése' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Ügyféllap' })).toHaveLength(3);
  });

  it('shows Admin Light the list once the news above it came, and also when they failed', async () => {
    renderPage('admin_light', buildAdminClientList(ROWS), {
      status: 500,
      body: { error: 'internal', message: 'Váratlan hiba történt.' },
    });
    await screen.findByRole('table', { name: 'Ügyfelek listája' });
    expect(screen.getByText('A hírek betöltése nem sikerült')).toBeInTheDocument();
  });

  it('puts the status, coupon and search filters in the address bar and in the API query', async () => {
    const { listQueries, location } = renderPage();
    await screen.findByRole('table', { name: 'Ügyfelek listája' });
    await userEvent.selectOptions(screen.getByLabelText('Állapot'), 'new');
    expect(location()).toBe('?status=new');
    await userEvent.type(screen.getByLabelText('Kuponkód'), 'kh 2092');
    await vi.waitFor(() => expect(location()).toBe('?status=new&couponCode=KH2092'));
    await userEvent.type(screen.getByLabelText('Keresés'), 'Nagy');
    await vi.waitFor(() => expect(location()).toBe('?search=Nagy&status=new&couponCode=KH2092'));
    await vi.waitFor(() =>
      expect(listQueries()).toContain(
        '?search=Nagy&status=new&couponCode=KH2092&sort=registrationDate&direction=desc&page=1&pageSize=25',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    expect(location()).toBe('');
  });

  it('gives every value its own labelled column and every sort key its own header', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(CLIENT_COLUMNS.map((column) => column.label));
    for (const column of CLIENT_COLUMNS) {
      const header = within(table).getByRole('columnheader', { name: column.label });
      const buttons = within(header).queryAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual('sort' in column ? [column.label] : []);
    }
    // One line a value: the registration and the order date each under their own header.
    const row = within(table).getByRole('row', { name: /Kovács Anna/ });
    const cells = within(row).getAllByRole('cell');
    const cellOf = (label: string) => cells[CLIENT_COLUMNS.findIndex((column) => column.label === label)]!;
    expect(cellOf('Azonosító')).toHaveTextContent('KH-00001');
    expect(cellOf('Email')).toHaveTextContent('anna.kovacs@example.hu');
    expect(cellOf('Telefon')).toHaveTextContent('+36 30 123 4567');
    expect(cellOf('Ingatlan')).toHaveTextContent('2092 Budakeszi, Fő utca 1 · 86 m²');
    expect(cellOf('Regisztrált')).toHaveTextContent('2027. 06. 01.');
    expect(cellOf('Megrendelve')).toHaveTextContent('2027. 06. 02.');
    const fresh = within(table).getByRole('row', { name: /Papp Bence/ });
    expect(
      within(fresh).getAllByRole('cell')[CLIENT_COLUMNS.findIndex((c) => c.label === 'Megrendelve')],
    ).toHaveTextContent('–');
  });

  it('sets the registration period from a preset, and lets go of it on a second press', async () => {
    const { location } = renderPage();
    await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const period = screen.getByRole('group', { name: 'Regisztráció időszaka' });
    const last7 = within(period).getByRole('button', { name: 'Utolsó 7 nap' });
    expect(last7).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(last7);
    const expected = periodRange('last7', new Date());
    expect(location()).toBe(`?dateFrom=${expected.dateFrom}&dateTo=${expected.dateTo}`);
    expect(within(period).getByRole('button', { name: 'Utolsó 7 nap' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(period).getByRole('button', { name: 'Ma' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(period).getByRole('button', { name: 'Ma' }));
    const today = periodRange('today', new Date());
    expect(location()).toBe(`?dateFrom=${today.dateFrom}&dateTo=${today.dateTo}`);
    await userEvent.click(within(period).getByRole('button', { name: 'Ma' }));
    expect(location()).toBe('');
  });

  it('offers the PDF export beside the Excel one, and downloads the list as filtered', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Ügyfelek listája' });
    for (const name of ['Excel export', 'PDF export'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'menu');
    const created = vi.fn(() => 'blob:ugyfelek');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    (globalThis.fetch as ReturnType<typeof vi.fn>).mockImplementation(async (input: RequestInfo | URL) => {
      downloads.push(String(input));
      return new Response('%PDF-1.4', {
        headers: { 'content-disposition': 'attachment; filename="ugyfelek_riport.pdf"' },
      });
    });
    const state = adminClientList.withFilters(DEFAULT_CLIENT_LIST_STATE, { status: 'new', search: 'Kovács' });
    expect(
      await downloadFile(
        clientsExport({ format: 'pdf', scope: 'filtered', filters: toClientFilterQuery(state) }),
      ),
    ).toBe('ugyfelek_riport.pdf');
    await downloadFile(clientsExport({ format: 'pdf', scope: 'all' }));
    expect(downloads).toEqual([
      '/api/admin/clients/export/pdf?scope=filtered&search=Kov%C3%A1cs&status=new&sort=registrationDate&direction=desc',
      '/api/admin/clients/export/pdf?scope=all',
    ]);
    expect(created).toHaveBeenCalledTimes(2);
  });

  it('sorts by a header and says so with aria-sort', async () => {
    const { location } = renderPage();
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const statusHeader = within(table).getByRole('columnheader', { name: /Állapot/ });
    expect(statusHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(statusHeader).getByRole('button', { name: 'Állapot' }));
    expect(location()).toBe('?sort=status&direction=asc');
    expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows the load error with Újrapróbálás, which asks again', async () => {
    const calls = stubApi({
      'GET /api/account/session': () => ({ body: { me: buildOperatorMe('portal_admin') } }),
      'GET /api/admin/clients': () => ({
        status: 500,
        body: { error: { code: 'internal_error', message: 'Hiba' } },
      }),
      'GET /api/admin/clients/coupon-progress': () => ({ body: { issued: 20, used: 10, done: 2 } }),
    });
    renderInRouter(<AdminClientsPage />, '/clients');
    expect(await screen.findByText(MESSAGES.loadError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/clients')).toHaveLength(2),
    );
  });
});
