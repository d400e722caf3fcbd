import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { TYPED_DATE_MESSAGES } from '../../lib/typed-date.ts';
import { buildAuditorClientList, buildAuditorClientRow } from '../../test/auditor-client.ts';
import { renderAtAddress, renderInRouter } from '../../test/render.tsx';
import { searchesOf, stubApi } from '../../test/stub-api.ts';
import { AuditorClientsPage } from './clients-page.tsx';

const ROWS = [
  buildAuditorClientRow('auditor_assigned', { isOverdue: true, daysSinceAssigned: 5 }),
  buildAuditorClientRow('appointment_scheduled', {
    propertyId: '00000000-0000-4000-8000-000000000002',
    clientName: 'Szabó Bence',
    clientEmail: 'bence@example.hu',
  }),
  buildAuditorClientRow('document_uploaded', {
    propertyId: '00000000-0000-4000-8000-000000000003',
    clientName: 'Tóth Réka',
    clientEmail: 'reka@example.hu',
  }),
];

function renderPage(initialEntry = '/clients') {
  const calls = stubApi({ 'GET /api/auditor/clients': () => ({ body: buildAuditorClientList(ROWS) }) });
  const { location } = renderAtAddress(<AuditorClientsPage />, initialEntry);
  const listQueries = () => searchesOf(calls, '/api/auditor/clients');
  return { listQueries, location };
}

afterEach(() => vi.unstubAllGlobals());

describe('the auditor client list', () => {
  it('shows the counters, the rows, the overdue marker and the missing appointment', async () => {
    renderPage();
    expect(screen.getByText('Ügyfelek betöltése...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const counters = screen.getByRole('list', { name: 'Összesítés' });
    expect(within(counters).getByText('Összes ügyfél').nextSibling).toHaveTextContent('3');
    const overdue = within(table).getByRole('row', { name: /Kovács Anna/ });
    expect(within(overdue).getByText('!')).toBeInTheDocument();
    expect(within(overdue).getByText(/késésben/)).toBeInTheDocument();
    expect(within(overdue).getByText('5 napja hozzárendelve')).toBeInTheDocument();
    expect(within(overdue).getByText('Nincs időpont')).toBeInTheDocument();
    expect(within(overdue).getByRole('button', { name: 'Időpont egyeztetése' })).toBeInTheDocument();
    const done = within(table).getByRole('row', { name: /Tóth Réka/ });
    expect(within(done).queryByRole('button', { name: 'Időpont egyeztetése' })).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Tanúsítvány feltöltése' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('sorts by a column on the first click, reverses it on the second, and says so with aria-sort', async () => {
    const { listQueries, location } = renderPage();
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    expect(listQueries()[0]).toBe('?status=all&sort=createdAt&direction=desc&page=1&pageSize=25');
    const nameHeader = within(table).getByRole('columnheader', { name: /Ügyfél/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(location()).toBe('?sort=name&direction=asc');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await vi.waitFor(() =>
      expect(listQueries()).toContain('?status=all&sort=name&direction=asc&page=1&pageSize=25'),
    );

    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(location()).toBe('?sort=name');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await vi.waitFor(() =>
      expect(listQueries()).toContain('?status=all&sort=name&direction=desc&page=1&pageSize=25'),
    );

    const statusHeader = within(table).getByRole('columnheader', { name: /Állapot/ });
    await userEvent.click(within(statusHeader).getByRole('button'));
    expect(location()).toBe('?sort=status&direction=asc');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('puts the filters in the address bar and the query, the search after a pause', async () => {
    const { listQueries, location } = renderPage('/clients?page=2');
    await screen.findByRole('table', { name: 'Ügyfelek listája' });
    await userEvent.selectOptions(screen.getByLabelText('Állapot'), 'auditor_assigned');
    expect(location()).toBe('?status=auditor_assigned');
    await userEvent.type(screen.getByLabelText('Keresés'), 'Kovács');
    // Not on every keystroke: one change once the typing stops.
    expect(location()).toBe('?status=auditor_assigned');
    await vi.waitFor(() => expect(location()).toBe('?search=Kov%C3%A1cs&status=auditor_assigned'));
    await vi.waitFor(() =>
      expect(listQueries()).toContain(
        '?search=Kov%C3%A1cs&status=auditor_assigned&sort=createdAt&direction=desc&page=1&pageSize=25',
      ),
    );
    expect(listQueries().filter((query) => query.includes('search=K'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    expect(location()).toBe('');
    expect(screen.getByLabelText('Keresés')).toHaveValue('');
    expect(screen.getByLabelText('Állapot')).toHaveValue('all');
  });

  it('reads the filters back from the address bar after a reload', async () => {
    const { listQueries } = renderPage(
      '/clients?search=Szab%C3%B3&status=appointment_scheduled&dateFrom=2027-06-01',
    );
    await screen.findByRole('table', { name: 'Ügyfelek listája' });
    expect(screen.getByLabelText('Keresés')).toHaveValue('Szabó');
    expect(screen.getByLabelText('Állapot')).toHaveValue('appointment_scheduled');
    expect(screen.getByLabelText('Hozzárendelve ettől')).toHaveValue('2027. 06. 01.');
    expect(listQueries()[0]).toBe(
      '?search=Szab%C3%B3&status=appointment_scheduled&dateFrom=2027-06-01&sort=createdAt&direction=desc&page=1&pageSize=25',
    );
  });

  it('goes back to the last page when the address asks for one past the end', async () => {
    const { location } = renderPage('/clients?page=9&status=all');
    // The list answers first; on a busy machine that takes longer than waitFor's default second.
    await vi.waitFor(() => expect(location()).toBe(''), { timeout: 5000 });
    expect(await screen.findByRole('table', { name: 'Ügyfelek listája' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    stubApi({
      'GET /api/auditor/clients': () =>
        failing
          ? {
              status: 503,
              body: { error: { code: 'database_unavailable', message: 'Az adatbázis nem érhető el.' } },
            }
          : { body: buildAuditorClientList(ROWS) },
    });
    renderInRouter(<AuditorClientsPage />, '/clients');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hiba az ügyfelek betöltése során');
    expect(screen.getByRole('alert')).toHaveTextContent('Az adatbázis nem érhető el.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('table', { name: 'Ügyfelek listája' })).toBeInTheDocument();
  });
});

describe('the auditor client list: load errors, typed dates, upload reasons and calls', () => {
  it('shows the load error after the first failure, with the real query client (no silent retries)', async () => {
    const calls = stubApi({
      'GET /api/auditor/clients': () => ({
        status: 503,
        body: { error: { code: 'database_unavailable', message: 'Az adatbázis nem érhető el.' } },
      }),
    });
    renderInRouter(<AuditorClientsPage />, '/clients', createQueryClient());
    // Within testing-library's 1 s: the retries took 1 s + 2 s before the alert showed.
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auditorWorkspace.loadClients);
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auditor/clients')).toHaveLength(1);
  });

  it('says so when a typed filter date cannot be taken, and keeps the text to correct', async () => {
    const { location, listQueries } = renderPage('/clients?dateTo=2027-06-10');
    await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const from = screen.getByLabelText('Hozzárendelve ettől');
    await userEvent.type(from, '2027. 02. 30.');
    await userEvent.tab();
    expect(from).toHaveValue('2027. 02. 30.');
    expect(from).toHaveAccessibleDescription(TYPED_DATE_MESSAGES.invalid);
    expect(location()).toBe('?dateTo=2027-06-10');

    await userEvent.clear(from);
    await userEvent.type(from, '2027. 07. 01.');
    await userEvent.tab();
    expect(from).toHaveAccessibleDescription(TYPED_DATE_MESSAGES.afterEnd);
    expect(location()).toBe('?dateTo=2027-06-10');

    await userEvent.clear(from);
    await userEvent.type(from, '2027. 06. 01.');
    await userEvent.tab();
    expect(location()).toBe('?dateFrom=2027-06-01&dateTo=2027-06-10');
    expect(from).not.toHaveAccessibleDescription(TYPED_DATE_MESSAGES.invalid);
    await vi.waitFor(() => expect(listQueries().some((q) => q.includes('dateFrom=2027-06-01'))).toBe(true));
    // Three typed dates, key by key: more than the default 5 s on a busy machine.
  }, 20_000);

  it('says why a certificate cannot be uploaded before the survey has started', async () => {
    const reason = MESSAGES.auditorWorkspace.uploadBeforeAppointment('2027. 06. 20. 09:00');
    stubApi({
      'GET /api/auditor/clients': () => ({
        body: buildAuditorClientList([
          buildAuditorClientRow('appointment_scheduled', { uploadBlockedReason: reason }),
        ]),
      }),
    });
    renderInRouter(<AuditorClientsPage />, '/clients');
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    const button = within(table).getByRole('button', { name: 'Tanúsítvány feltöltése' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Read with the button, and shown in its tooltip (jsdom lays nothing out, so its visibility is unknown).
    expect(button).toHaveAccessibleDescription(reason);
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(reason);
    await userEvent.click(button);
    expect(screen.queryByRole('dialog', { name: 'Tanúsítvány feltöltése' })).not.toBeInTheDocument();
  });

  it("records a call from the contact dialog with 'Hívás rögzítése' beside the phone link", async () => {
    const row = buildAuditorClientRow('auditor_assigned');
    const calls = stubApi({
      'GET /api/auditor/clients': () => ({ body: buildAuditorClientList([row]) }),
      [`POST /api/properties/${row.propertyId}/calls`]: () => ({
        status: 201,
        body: {
          note: {
            id: '00000000-0000-4000-8000-0000000000aa',
            content: 'Telefonhívás – Elértem: Szerdán jó',
            createdByName: 'Szabó Péter',
            createdAt: '2027-06-05T09:00:00.000Z',
          },
          message: MESSAGES.auditorWorkspace.callSaved,
        },
      }),
    });
    renderInRouter(<AuditorClientsPage />, '/clients');
    const table = await screen.findByRole('table', { name: 'Ügyfelek listája' });
    await userEvent.click(within(table).getByRole('button', { name: 'Kapcsolatfelvétel' }));
    const contact = await screen.findByRole('dialog', { name: 'Kapcsolatfelvétel' });
    expect(within(contact).getByRole('link', { name: row.clientPhone! })).toHaveAttribute(
      'href',
      'tel:+36301234567',
    );
    await userEvent.click(within(contact).getByRole('button', { name: 'Hívás rögzítése' }));
    const callLog = await screen.findByRole('dialog', { name: 'Hívás rögzítése' });
    await userEvent.click(within(callLog).getByRole('radio', { name: 'Elértem' }));
    await userEvent.type(within(callLog).getByLabelText('Összefoglaló (nem kötelező)'), 'Szerdán jó');
    await userEvent.click(within(callLog).getByRole('button', { name: 'Hívás mentése' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        outcome: 'reached',
        summary: 'Szerdán jó',
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);
});
