import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import type { SystemLogEntry, SystemLogPage, SystemLogStatistics } from '../../../domain/system-log.ts';
import { renderAtAddress } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { LOG_SEARCH_DEBOUNCE_MS, SystemLogPage as SystemLogScreen } from './system-log-page.tsx';
import { budapestIsoDay } from '../../../domain/time.ts';

const entry = (overrides: Partial<SystemLogEntry>): SystemLogEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'user-1',
  userName: 'Kovács Anna',
  action: 'Bejelentkezés',
  actionType: 'login',
  timestamp: '2026-11-20T09:15:00.000Z',
  details: null,
  metadata: null,
  names: {},
  ...overrides,
});

const LEAD_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const ENTRIES = [
  entry({
    id: '00000000-0000-4000-8000-000000000002',
    userName: 'Tóth Gábor',
    action: 'Tanúsító adatai módosítva',
    actionType: 'admin_action',
    metadata: {
      targetUserId: 'auditor-7',
      updatedFields: ['workCapacity', 'acceptedCounties'],
      oldValues: { workCapacity: 5, acceptedCounties: ['Budapest'] },
      newValues: { workCapacity: 8, acceptedCounties: ['Budapest', 'Pest'] },
    },
    names: { 'auditor-7': 'Szabó Péter' },
  }),
  entry({
    id: '00000000-0000-4000-8000-000000000004',
    userName: 'Bank Béla',
    action: 'Lead módosítva',
    actionType: 'admin_action',
    // A row written before the log named its values: the lead's change as [{ field, old, new }].
    metadata: { leadId: LEAD_ID, changes: [{ field: 'status', old: 'new', new: 'contacted' }] },
    names: { [LEAD_ID]: 'Üveges Ödön' },
  }),
  entry({ metadata: { email: 'anna@example.hu', userAgent: 'Firefox' } }),
  entry({ id: '00000000-0000-4000-8000-000000000003', userId: null, userName: 'Ismeretlen felhasználó' }),
];

const STATISTICS: SystemLogStatistics = {
  registrations: 4,
  logins: 120,
  logouts: 80,
  certificateOrders: 3,
  appointments: 7,
  certificateUploads: 2,
  profileUpdates: 5,
  adminActions: 9,
  uniqueUsers: 31,
  totalEvents: 12345,
};

const page = (items: SystemLogEntry[], nextCursor: string | null = null): SystemLogPage => ({
  items,
  nextCursor,
  total: items.length,
  isTotalCapped: false,
  isTotalEstimated: false,
});

function renderPage(
  handlers: Partial<
    Record<'list' | 'statistics', (search: string) => { status?: number; body?: unknown }>
  > = {},
) {
  const calls = stubApi({
    'GET /api/admin/logs': ({ search }) => handlers.list?.(search) ?? { body: page(ENTRIES) },
    'GET /api/admin/logs/statistics': ({ search }) => handlers.statistics?.(search) ?? { body: STATISTICS },
  });
  const { location } = renderAtAddress(<SystemLogScreen />, '/logs');
  const queries = (path: string) => calls.filter((call) => call.path === path);
  return { calls, queries, location };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the system log', () => {
  it('shows the ten statistics and one line per event, in Hungarian, the people named', async () => {
    const { queries } = renderPage();
    const table = await screen.findByRole('table', { name: 'Rendszernapló eseményei' });
    expect(screen.getByTestId('statistic-totalEvents')).toHaveTextContent(/^12\s345$/);
    expect(screen.getByTestId('statistic-uniqueUsers')).toHaveTextContent('31');
    expect(screen.getByText('Egyedi felhasználók')).toBeInTheDocument();

    // One line each: the summary reads in Hungarian, with names for ids and names for enum values.
    const edit = within(table).getByRole('row', { name: /Tanúsító adatai módosítva/ });
    expect(within(edit).getByText('Admin művelet')).toBeInTheDocument();
    expect(within(edit).getByText('Tóth Gábor')).toBeInTheDocument();
    expect(edit).toHaveTextContent('Érintett felhasználó: Szabó Péter');
    expect(edit).toHaveTextContent('Heti kapacitás: 5 → 8');
    const lead = within(table).getByRole('row', { name: /Lead módosítva/ });
    expect(lead).toHaveTextContent('Lead: Üveges Ödön · Státusz: Új → Megkeresve');
    expect(table).not.toHaveTextContent(new RegExp(`${LEAD_ID}|auditor-7|contacted|workCapacity|leadId`));
    const login = within(table).getByRole('row', { name: /Kovács Anna/ });
    expect(login).toHaveTextContent('E-mail: anna@example.hu · Böngésző: Firefox');
    expect(within(table).getByText('Ismeretlen felhasználó')).toBeInTheDocument();
    // A row with nothing more to say has no details button.
    expect(within(table).getAllByRole('button', { name: /^Részletek:/ })).toHaveLength(3);
    // Nothing is open until asked.
    expect(within(table).queryByRole('table')).not.toBeInTheDocument();

    // The screen opens on the last 30 Budapest days.
    const today = budapestIsoDay(new Date());
    expect(queries('/api/admin/logs')[0]?.search).toContain(`dateTo=${today}`);
    expect(queries('/api/admin/logs/statistics')[0]?.search).toContain(`dateTo=${today}`);
    expect(screen.getByText('Nincs több esemény')).toBeInTheDocument();
  });

  it("opens an event's details beneath it by keyboard, old and new side by side, and says so to a screen reader", async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Rendszernapló eseményei' });
    const button = within(table).getByRole('button', {
      name: 'Részletek: Tanúsító adatai módosítva, 2026. 11. 20. 10:15',
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(details).toBeInTheDocument();
    const changes = within(details).getByRole('table', { name: 'Módosított mezők: régi és új értékek' });
    const capacity = within(changes).getByRole('row', { name: /Heti kapacitás/ });
    expect(
      within(capacity)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '8']);
    const counties = within(changes).getByRole('row', { name: /Vállalt megyék/ });
    expect(within(counties).getAllByRole('cell')[1]).toHaveTextContent('Budapest, Pest');
    expect(within(details).getByText('Érintett felhasználó:')).toBeInTheDocument();
    expect(within(details).getByText('Szabó Péter')).toBeInTheDocument();

    // Space closes it again; a click on the row opens it too.
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(
      within(table)
        .getByRole('row', { name: /Lead módosítva/ })
        .querySelector('td')!,
    );
    const lead = within(table).getByRole('table', { name: 'Módosított mezők: régi és új értékek' });
    expect(within(lead).getByRole('row', { name: /Státusz/ })).toHaveTextContent('ÚjMegkeresve');
  });

  it('puts the event type and dates in the address bar and asks the list and statistics again', async () => {
    const { queries, location } = renderPage();
    await screen.findByRole('table', { name: 'Rendszernapló eseményei' });
    await userEvent.selectOptions(screen.getByLabelText('Eseménytípus'), 'login');
    expect(location()).toBe('?actionType=login');
    await vi.waitFor(() => expect(queries('/api/admin/logs').at(-1)?.search).toContain('actionType=login'));
    expect(queries('/api/admin/logs/statistics').at(-1)?.search).toContain('actionType=login');
    // Clearing a date means every day: an empty value in the address, no bound for the API.
    await userEvent.click(screen.getByRole('button', { name: 'Kezdő dátum törlése' }));
    expect(location()).toBe('?actionType=login&dateFrom=');
    await vi.waitFor(() => expect(queries('/api/admin/logs').at(-1)?.search).not.toContain('dateFrom'));
    await userEvent.click(screen.getByRole('button', { name: 'Alaphelyzet' }));
    expect(location()).toBe('');
  });

  it('searches 500 ms after the last keystroke, not before', async () => {
    const { queries, location } = renderPage();
    await screen.findByRole('table', { name: 'Rendszernapló eseményei' });
    // The pause is counted on a fake clock: the test waits for nothing.
    // (fireEvent, not userEvent: its asynchronous steps wait on the timers this test holds still).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const box = screen.getByLabelText('Keresés');
      fireEvent.change(box, { target: { value: 'Kov' } });
      act(() => vi.advanceTimersByTime(LOG_SEARCH_DEBOUNCE_MS - 100));
      fireEvent.change(box, { target: { value: 'Kovács' } });
      act(() => vi.advanceTimersByTime(LOG_SEARCH_DEBOUNCE_MS - 1));
      expect(location()).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(location()).toBe(`?search=${encodeURIComponent('Kovács')}`);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() =>
      expect(queries('/api/admin/logs').at(-1)?.search).toContain(`search=${encodeURIComponent('Kovács')}`),
    );
    // The search does not narrow the statistics (docs/roles/admin-light.md, 'System log').
    expect(queries('/api/admin/logs/statistics').every((call) => !call.search.includes('search='))).toBe(
      true,
    );
  });

  it('loads the next page with the cursor when asked', async () => {
    const { queries } = renderPage({
      list: (search) =>
        search.includes('cursor=KOVETKEZO')
          ? { body: page([entry({ id: '00000000-0000-4000-8000-000000000009', userName: 'Papp Bence' })]) }
          : { body: page(ENTRIES, 'KOVETKEZO') },
    });
    await screen.findByRole('table', { name: 'Rendszernapló eseményei' });
    await userEvent.click(screen.getByRole('button', { name: 'Továbbiak betöltése' }));
    expect(await screen.findByText('Papp Bence')).toBeInTheDocument();
    expect(screen.getByText('Tóth Gábor')).toBeInTheDocument();
    expect(queries('/api/admin/logs').at(-1)?.search).toContain('cursor=KOVETKEZO');
    expect(screen.getByText('Nincs több esemény')).toBeInTheDocument();
  });

  it('shows the events only with the statistics, so they never move down when the figures come', async () => {
    const calls = stubApi({
      'GET /api/admin/logs': () => ({ body: page(ENTRIES) }),
      'GET /api/admin/logs/statistics': () => ({ body: STATISTICS }),
    });
    const answer = vi.mocked(fetch);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/statistics')) await held;
      return answer(input, init);
    });
    renderAtAddress(<SystemLogScreen />, '/logs');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/logs')).toBe(true));
    // The events are in; the figures are not: one spinner for both.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Rendszernapló betöltése...')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rendszernapló eseményei' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('table', { name: 'Rendszernapló eseményei' })).toBeInTheDocument();
    expect(screen.getByTestId('statistic-totalEvents')).toHaveTextContent(/^12\s345$/);
  });

  it('says when nothing matches', async () => {
    renderPage({ list: () => ({ body: page([]) }) });
    expect(await screen.findByText(MESSAGES.systemLog.empty)).toBeInTheDocument();
  });

  it('shows the load error with Újrapróbálás, which asks again', async () => {
    let fail = true;
    renderPage({
      list: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal_error', message: 'Váratlan hiba történt.' } } }
          : { body: page(ENTRIES) },
    });
    expect(await screen.findByText(MESSAGES.systemLog.loadError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('table', { name: 'Rendszernapló eseményei' })).toBeInTheDocument();
  });

  it('downloads the .txt of the filtered log', async () => {
    const { calls } = renderPage();
    await screen.findByRole('table', { name: 'Rendszernapló eseményei' });
    const created = vi.fn(() => 'blob:naplo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    // The download answers text; the stub's table answers it like any other path.
    const fetchStub = globalThis.fetch as ReturnType<typeof vi.fn>;
    const original = fetchStub.getMockImplementation() as (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    fetchStub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/admin/logs/download')) {
        calls.push({
          method: 'GET',
          path: '/api/admin/logs/download',
          search: String(input).split('?')[1] ?? '',
          body: undefined,
        });
        return new Response('\uFEFFRendszernapló', {
          headers: { 'content-disposition': 'attachment; filename="rendszernaplo_2026-11-24.txt"' },
        });
      }
      return original(input, init);
    });
    await userEvent.selectOptions(screen.getByLabelText('Eseménytípus'), 'data_export');
    await userEvent.click(screen.getByRole('button', { name: 'Letöltés (.txt)' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    const download = calls.find((call) => call.path === '/api/admin/logs/download');
    expect(download?.search).toContain('actionType=data_export');
    expect(download?.search).not.toContain('direction');
  });
});
