import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ACTIVITY_MESSAGES, type ClientActivityEntry } from '../../../domain/client-activity.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { renderAtAddress } from '../../test/render.tsx';
import { fixedMediaQuery } from '../../test/media-query.ts';
import { buildCappedPage } from '../../test/page.ts';
import { searchesOf, stubApi } from '../../test/stub-api.ts';
import { ClientActivityPage as ClientActivityScreen, firstData } from './client-activity-page.tsx';

const entry = (overrides: Partial<ClientActivityEntry>): ClientActivityEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'client-1',
  userName: 'Kovács Anna',
  userEmail: 'anna@example.hu',
  action: 'Bejelentkezés',
  actionType: 'login',
  group: 'account',
  timestamp: '2026-11-20T09:15:00.000Z',
  details: null,
  metadata: null,
  names: {},
  ...overrides,
});

const ENTRIES = [
  entry({
    id: '00000000-0000-4000-8000-000000000002',
    action: 'Profil módosítva',
    actionType: 'profile_update',
    group: 'contact',
    metadata: {
      updatedFields: ['phone'],
      oldValues: { phone: '+36 30 111 2222' },
      newValues: { phone: '+36 30 333 4444' },
    },
  }),
  entry({
    id: '00000000-0000-4000-8000-000000000003',
    action: 'Időpont lemondva az ügyfél által',
    actionType: 'appointment',
    group: 'appointment',
    metadata: {
      clientId: 'client-1',
      propertyId: '5f0c3a52-8d7e-4a1b-9c2d-3e4f5a6b7c8d',
      appointmentDate: '2026-11-24T09:00:00.000Z',
      cancelledBy: 'client',
    },
    names: {
      'client-1': 'Kovács Anna',
      '5f0c3a52-8d7e-4a1b-9c2d-3e4f5a6b7c8d': '1065 Budapest, Nagymező utca 5.',
    },
  }),
  entry({}),
];

function renderPage(
  list: (search: string) => { status?: number; body?: unknown } = () => ({ body: buildCappedPage(ENTRIES) }),
  { address = '/clients/logs', queryClient }: { address?: string; queryClient?: QueryClient } = {},
) {
  const calls = stubApi({ 'GET /api/bank/client-activity': ({ search }) => list(search) });
  const { location } = renderAtAddress(<ClientActivityScreen />, address, queryClient);
  return { queries: () => searchesOf(calls, '/api/bank/client-activity'), location };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the client activity', () => {
  it("shows the clients' events with their group and the changed values side by side", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ügyféltevékenység' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ügyfelek eseményei' });
    const change = within(table).getByRole('row', { name: /Profil módosítva/ });
    expect(within(change).getByText('Elérhetőség')).toBeInTheDocument();
    expect(within(change).getByText('+36 30 333 4444')).toBeInTheDocument();
    expect(within(table).getAllByText('anna@example.hu')).toHaveLength(3);
    // The metadata reads as the system log reads it: Hungarian labels and values, people and places named.
    const cancelled = within(table).getByRole('row', { name: /Időpont lemondva/ });
    expect(cancelled).toHaveTextContent('Lemondta:Ügyfél');
    expect(cancelled).toHaveTextContent('Ingatlan:1065 Budapest, Nagymező utca 5.');
    expect(cancelled).toHaveTextContent('Időpont:2026. 11. 24. 10:00');
    expect(cancelled).not.toHaveTextContent(/client|cancelledBy|5f0c3a52/);
    expect(screen.getByRole('button', { name: 'Export (.xlsx)' })).toBeEnabled();
    // The cards are a phone's: only one of the two is rendered.
    expect(screen.queryByRole('list', { name: 'Ügyfelek eseményei' })).not.toBeInTheDocument();
  });

  it('gives a phone one card per event, and no table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => fixedMediaQuery(query, query.startsWith('(max-width')));
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Ügyfelek eseményei' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('Profil módosítva');
    expect(screen.queryByRole('table', { name: 'Ügyfelek eseményei' })).not.toBeInTheDocument();
  });

  it('shows the page asked for before the first render, without asking again', async () => {
    // The app's own client: an answer stays fresh for a while, so a screen that finds one does not ask again.
    const queryClient = createQueryClient();
    const list = () => ({ body: buildCappedPage(ENTRIES, { total: 60, page: 2 }) });
    const prefetched = stubApi({ 'GET /api/bank/client-activity': list });
    const params = new URLSearchParams('group=contact&page=2');
    await Promise.all(firstData({ role: 'bank_admin', data: { queryClient, params } }));
    expect(prefetched.map((call) => call.search)).toEqual(['?group=contact&period=all&page=2&pageSize=25']);
    const { queries } = renderPage(list, { address: `/clients/logs?${params}`, queryClient });
    const table = await screen.findByRole('table', { name: 'Ügyfelek eseményei' });
    expect(within(table).getByRole('row', { name: /Profil módosítva/ })).toBeInTheDocument();
    expect(queries()).toHaveLength(0);
  });

  it('puts the type group and the period in the address bar and asks the server again', async () => {
    const { queries, location } = renderPage();
    await screen.findByRole('table', { name: 'Ügyfelek eseményei' });
    await userEvent.selectOptions(screen.getByLabelText('Eseménytípus'), 'contact');
    await userEvent.selectOptions(screen.getByLabelText('Időszak'), '7days');
    expect(location()).toBe('?group=contact&period=7days');
    await vi.waitFor(() => expect(queries().at(-1)).toContain('group=contact&period=7days'));
    await userEvent.click(screen.getByRole('button', { name: 'Alaphelyzet' }));
    expect(location()).toBe('');
  });

  it('searches after the pause, not at every keystroke', async () => {
    const { queries } = renderPage();
    await screen.findByRole('table', { name: 'Ügyfelek eseményei' });
    const before = queries().length;
    await userEvent.type(screen.getByLabelText('Keresés'), 'anna');
    expect(queries()).toHaveLength(before);
    await vi.waitFor(() => expect(queries().at(-1)).toContain('search=anna'), { timeout: 2000 });
    expect(queries().filter((search) => search.includes('search='))).toHaveLength(1);
  });

  it('says when nothing matches, and offers a retry after an error', async () => {
    let fail = true;
    renderPage(() =>
      fail ? { status: 500, body: { error: { message: 'Belső hiba' } } } : { body: buildCappedPage([]) },
    );
    expect(await screen.findByText(CLIENT_ACTIVITY_MESSAGES.loadError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByText(CLIENT_ACTIVITY_MESSAGES.empty)).toBeInTheDocument();
  });
});
