import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificateList, CertificateRow } from '../../../domain/certificates.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { SETTLEMENT_MESSAGES } from '../../../domain/settlement.ts';
import { renderAtAddress, renderInRouter } from '../../test/render.tsx';
import { buildCappedPage } from '../../test/page.ts';
import { searchesOf, stubApi } from '../../test/stub-api.ts';
import { CertificatesPage } from './certificates-page.tsx';

// jsdom lays nothing out, so floating-ui finds every tooltip's anchor zero-sized and hides the tooltip
// (display: none) a moment after it opens: whether a role query still sees it depends on the machine's speed.
// These tests check that the tooltip opens with the right text; the journeys check that it shows, in Chromium.
const VISIBILITY_UNKNOWN = { hidden: true } as const;

const row = (overrides: Partial<CertificateRow> = {}): CertificateRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  fileName: 'kovacs-tanusitvany.pdf',
  contentType: 'application/pdf',
  sizeBytes: 182_000,
  uploadedAt: '2026-03-02T09:30:00.000Z',
  billingStatus: 'pending',
  propertyId: '00000000-0000-4000-8000-0000000000a1',
  propertyStatus: 'document_uploaded',
  address: '1061 Budapest, Andrássy út 12',
  clientId: 'client-1',
  clientDisplayId: 'KH-00001',
  clientName: 'Kovács Anna',
  auditorId: 'auditor-1',
  auditorName: 'Szabó Péter',
  settled: false,
  ...overrides,
});

const ROWS = [
  row(),
  row({
    id: '00000000-0000-4000-8000-000000000002',
    fileName: 'toth.pdf',
    clientName: 'Tóth Réka',
    clientDisplayId: 'KH-00002',
    billingStatus: 'sent',
    auditorName: 'Ismeretlen tanúsító',
  }),
];

function renderPage(
  handlers: Parameters<typeof stubApi>[0] = {},
  answer: CertificateList = buildCappedPage(ROWS, { total: 40 }),
  entry = '/certificates',
) {
  const calls = stubApi({
    'GET /api/admin/certificates': () => ({ body: answer }),
    ...handlers,
  });
  const { location } = renderAtAddress(<CertificatesPage />, entry);
  const queries = (path = '/api/admin/certificates') => searchesOf(calls, path);
  return { calls, queries, location };
}

afterEach(() => vi.unstubAllGlobals());

describe('Admin Light’s certificates page', () => {
  it('lists each certificate with its client and id, address, auditor, date and billing status', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    const anna = within(table).getByRole('row', { name: /Kovács Anna/ });
    expect(within(anna).getByText('KH-00001')).toBeInTheDocument();
    expect(within(anna).getByText('1061 Budapest, Andrássy út 12')).toBeInTheDocument();
    expect(within(anna).getByText('Szabó Péter')).toBeInTheDocument();
    expect(within(anna).getByText('Függőben')).toBeInTheDocument();
    const reka = within(table).getByRole('row', { name: /Tóth Réka/ });
    expect(within(reka).getByText('Elküldve')).toBeInTheDocument();
    expect(within(reka).getByText('Ismeretlen tanúsító')).toBeInTheDocument();
    expect(screen.getByText('40 találat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Összes letöltése (0)' })).toBeDisabled();
  });

  it('says so when nothing matches', async () => {
    renderPage({}, buildCappedPage([]), '/certificates?billingStatus=paid');
    expect(await screen.findByText(MESSAGES.certificates.empty)).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Szűrők törlése' });
    expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    expect(screen.getByTestId('location').textContent).toBe('');
  });

  it('keeps the billing status, search and sort in the address bar and in the API query', async () => {
    const { queries, location } = renderPage();
    const table = await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    await userEvent.selectOptions(screen.getByLabelText('Számlázási állapot'), 'sent');
    expect(location()).toBe('?billingStatus=sent');
    await userEvent.type(screen.getByLabelText('Keresés'), 'Andrássy');
    await vi.waitFor(() => expect(location()).toBe('?search=Andr%C3%A1ssy&billingStatus=sent'));
    const header = within(table).getByRole('columnheader', { name: /Ügyfél/ });
    await userEvent.click(within(header).getByRole('button', { name: 'Ügyfél' }));
    expect(location()).toBe('?search=Andr%C3%A1ssy&billingStatus=sent&sort=clientName&direction=asc');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await vi.waitFor(() =>
      expect(queries()).toContain(
        '?billingStatus=sent&sort=clientName&direction=asc&search=Andr%C3%A1ssy&page=1&pageSize=25',
      ),
    );
  });

  it('applies the advanced filters only on Alkalmaz, and Alaphelyzet empties them', async () => {
    const { location } = renderPage({}, buildCappedPage(ROWS), '/certificates?auditorName=Kiss');
    await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    await userEvent.click(screen.getByRole('button', { name: 'Részletes szűrés (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Részletes szűrés' });
    expect(within(dialog).getByLabelText('Tanúsító neve')).toHaveValue('Kiss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alaphelyzet' }));
    expect(within(dialog).getByLabelText('Tanúsító neve')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Ügyfél neve'), 'Tóth');
    await userEvent.selectOptions(within(dialog).getByLabelText('Számlázási állapot'), 'paid');
    expect(location()).toBe('?auditorName=Kiss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alkalmaz' }));
    expect(location()).toBe('?billingStatus=paid&clientName=T%C3%B3th');
  });

  it('selects the page, then every matching row through the server, and counts them on the button', async () => {
    const many = Array.from(
      { length: 40 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    const { queries } = renderPage({
      'GET /api/admin/certificates/ids': () => ({ body: { ids: many, total: 40 } }),
    });
    const table = await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Az oldal összes tanúsítványának kijelölése' }),
    );
    expect(screen.getByRole('button', { name: 'Összes letöltése (2)' })).toBeEnabled();
    expect(screen.getByText('2 tanúsítvány kijelölve')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mind a 40 találat kijelölése' }));
    expect(await screen.findByRole('button', { name: 'Összes letöltése (40)' })).toBeEnabled();
    expect(queries('/api/admin/certificates/ids')).toEqual([
      '?billingStatus=all&sort=uploadedAt&direction=desc',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Kijelölés megszüntetése' }));
    expect(screen.getByRole('button', { name: 'Összes letöltése (0)' })).toBeDisabled();
  });

  it('opens the TIG statement of the selection with the server’s preview', async () => {
    const { calls } = renderPage({
      'POST /api/tig-statements/preview': () => ({
        body: { feeHuf: 65_000, count: 0, totalHuf: 0, items: [], excluded: [], missing: [] },
      }),
    });
    expect(screen.getByRole('button', { name: 'TIG Generálás (0)' })).toBeDisabled();
    const table = await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    await userEvent.click(within(table).getByRole('checkbox', { name: /Kovács Anna/ }));
    await userEvent.click(screen.getByRole('button', { name: 'TIG Generálás (1)' }));
    expect(await screen.findByRole('dialog', { name: 'TIG elszámolás generálása' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/tig-statements/preview')).toEqual([
        expect.objectContaining({ body: { documentIds: [ROWS[0]!.id] } }),
      ]),
    );
  });

  it('shows a refused bulk download in the dismissible Letöltési hiba banner', async () => {
    renderPage({
      'POST /api/admin/certificates/download': () => ({
        status: 400,
        body: { error: { code: 'validation_error', message: MESSAGES.certificates.selectionTooLarge } },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    await userEvent.click(within(table).getByRole('checkbox', { name: /Kovács Anna/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Összes letöltése (1)' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(MESSAGES.download.banner);
    expect(banner).toHaveTextContent(MESSAGES.certificates.selectionTooLarge);
    await userEvent.click(within(banner).getByRole('button', { name: 'Bezárás' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before deleting, and shows a refusal that came meanwhile in the Törlési hiba banner', async () => {
    const { calls } = renderPage({
      // Billed by someone else after the list was loaded.
      'DELETE /api/admin/certificates/00000000-0000-4000-8000-000000000001': () => ({
        status: 409,
        body: {
          error: { code: 'certificate_on_statement', message: MESSAGES.certificates.onStatement('Elküldve') },
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    const anna = within(table).getByRole('row', { name: /Kovács Anna/ });
    await userEvent.click(within(anna).getByRole('button', { name: 'Törlés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tanúsítvány törlése' });
    expect(dialog).toHaveTextContent('kovacs-tanusitvany.pdf');
    expect(dialog).toHaveTextContent('Kovács Anna (KH-00001)');
    expect(dialog).toHaveTextContent('A törlés nem vonható vissza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Végleges törlés' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(MESSAGES.certificates.deleteBanner);
    expect(banner).toHaveTextContent(
      MESSAGES.certificates.deleteFailed(MESSAGES.certificates.onStatement('Elküldve')),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('does not offer to delete a billed or settled certificate, and says why to the screen reader and on hover', async () => {
    const { calls } = renderPage(
      {},
      buildCappedPage([
        ...ROWS,
        row({
          id: '00000000-0000-4000-8000-000000000003',
          fileName: 'papp.pdf',
          clientName: 'Papp Bence',
          clientDisplayId: 'KH-00003',
          settled: true,
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    const billed = within(within(table).getByRole('row', { name: /Tóth Réka/ })).getByRole('button', {
      name: 'Törlés',
    });
    expect(billed).toHaveAttribute('aria-disabled', 'true');
    expect(billed).toHaveAccessibleDescription(MESSAGES.certificates.onStatement('Elküldve'));
    await userEvent.click(billed);
    expect(screen.queryByRole('dialog', { name: 'Tanúsítvány törlése' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', VISIBILITY_UNKNOWN)).toHaveTextContent(
      `Törlés: ${MESSAGES.certificates.onStatement('Elküldve')}`,
    );
    // It stays in the tab order (the journey shows its tooltip on keyboard focus in the browser).
    billed.blur();
    billed.focus();
    expect(billed).toHaveFocus();
    const settled = within(within(table).getByRole('row', { name: /Papp Bence/ })).getByRole('button', {
      name: 'Törlés',
    });
    expect(settled).toHaveAttribute('aria-disabled', 'true');
    expect(settled).toHaveAccessibleDescription(SETTLEMENT_MESSAGES.certificateSettled);
    // An unbilled one may be deleted.
    const open = within(within(table).getByRole('row', { name: /Kovács Anna/ })).getByRole('button', {
      name: 'Törlés',
    });
    expect(open).not.toHaveAttribute('aria-disabled');
    expect(open).not.toHaveAccessibleDescription();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('shows the load error with Újrapróbálás, which asks again', async () => {
    const calls = stubApi({
      'GET /api/admin/certificates': () => ({
        status: 500,
        body: { error: { code: 'internal_error', message: 'Hiba' } },
      }),
    });
    renderInRouter(<CertificatesPage />, '/certificates');
    expect(await screen.findByText(MESSAGES.certificates.loadError)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/certificates')).toHaveLength(2),
    );
  });

  it('opens the upload dialog: upload stays disabled until a client and a file are chosen', async () => {
    renderPage({
      'GET /api/admin/certificates/clients': ({ search }) => ({
        body: {
          items: [
            {
              clientId: 'client-9',
              displayId: 'KH-00009',
              name: search.includes('var') ? 'Várady Ödön' : 'Papp Bence',
              email: 'odon@example.hu',
              address: '2092 Budakeszi, Fő utca 1',
              propertyStatus: 'appointment_scheduled',
              hasCertificate: false,
              blockedReason: null,
            },
            {
              clientId: 'client-10',
              displayId: 'KH-00010',
              name: 'Új Ügyfél',
              email: 'uj@example.hu',
              address: null,
              propertyStatus: 'new',
              hasCertificate: false,
              blockedReason: MESSAGES.certificates.noAuditorYet,
            },
          ],
        },
      }),
    });
    await screen.findByRole('table', { name: 'Tanúsítványok listája' });
    await userEvent.click(screen.getByRole('button', { name: 'Tanúsítvány feltöltése' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tanúsítvány feltöltése ügyfélnek' });
    const upload = within(dialog).getByRole('button', { name: 'Feltöltés' });
    expect(upload).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Ügyfél keresése/), 'var');
    const odon = await within(dialog).findByRole('radio', { name: 'Várady Ödön (KH-00009)' });
    expect(within(dialog).getByRole('radio', { name: 'Új Ügyfél (KH-00010)' })).toBeDisabled();
    expect(within(dialog).getByText(MESSAGES.certificates.noAuditorYet)).toBeInTheDocument();
    await userEvent.click(odon);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Kiválasztott ügyfél: Várady Ödön (KH-00009)',
    );
    expect(upload).toBeDisabled();
    const input = within(dialog).getByLabelText('Tanúsítvány fájl');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'odon.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('odon.pdf')).toBeInTheDocument();
    expect(upload).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fájl eltávolítása' }));
    expect(upload).toBeDisabled();
  });
});
