import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  defaultWeeklyZipPeriod,
  WEEKLY_ZIP_POLL_MS,
  type WeeklyZipItem,
  type WeeklyZipList,
} from '../../../domain/weekly-zip.ts';
import { formatFileSize } from '../../lib/format-size.ts';
import { stubApi } from '../../test/stub-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { WeeklyZipPage } from './weekly-zip-page.tsx';

// The page's notifications are read on the screen, as a person sees them: a module mock of the notifier would
// leak into the files that share this worker, or miss a page module an earlier file had loaded. The
// notifications' module loads with the first one; loaded before, a busy machine's cold import cannot outlast
// a query's wait.
beforeAll(async () => {
  await Promise.all([import('@mantine/notifications'), import('@mantine/notifications/styles.css')]);
});

afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Partial<WeeklyZipItem> = {}): WeeklyZipItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  fileName: 'heti-jelentes_2026-11-18_2026-11-24.zip',
  status: 'ready',
  createdAt: '2026-11-24T09:00:00.000Z',
  createdBy: 'u1',
  createdByName: 'Tóth Gábor',
  isScheduled: false,
  dateFrom: '2026-11-18',
  dateTo: '2026-11-24',
  fileSize: 3_456_789,
  finishedAt: '2026-11-24T09:01:00.000Z',
  failureReason: null,
  email: null,
  mailStatus: null,
  contents: { certificates: 12, missingFiles: 0, logEvents: 340, clients: 50, properties: 50 },
  ...overrides,
});

const list = (items: WeeklyZipItem[]): WeeklyZipList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  isGenerating: items.some((i) => i.status === 'generating'),
});

const renderPage = (path = '/weekly-zip') =>
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <WeeklyZipPage />
    </MemoryRouter>,
  );

describe('the weekly ZIP page', () => {
  it('shows the info panel and the history with creator, date, real size and status', async () => {
    stubApi({
      'GET /api/admin/weekly-zips': () => ({
        body: list([
          item(),
          item({
            id: '00000000-0000-4000-8000-000000000002',
            status: 'failed',
            fileSize: null,
            contents: null,
            failureReason: MESSAGES.weeklyZipReports.interrupted,
          }),
        ]),
      }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Heti ZIP' })).toBeInTheDocument();
    expect(screen.getByText('Mit tartalmaz a heti ZIP?')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Heti ZIP előzmények' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tóth Gábor');
    expect(rows[1]).toHaveTextContent('2026. 11. 24. 10:00');
    expect(rows[1]).toHaveTextContent(formatFileSize(3_456_789));
    expect(rows[1]).toHaveTextContent('Elkészült');
    expect(rows[2]).toHaveTextContent('Sikertelen');
    expect(rows[2]).toHaveTextContent(MESSAGES.weeklyZipReports.interrupted);
    expect(within(rows[2]!).queryByRole('button', { name: /Letöltés/ })).toBeNull();
  });

  it('says when there is nothing yet, and offers a retry when the history cannot be loaded', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/weekly-zips': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal_error', message: 'Váratlan hiba történt.' } } }
          : { body: list([]) },
    });
    renderPage();
    expect(await screen.findByText(MESSAGES.weeklyZipReports.loadError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByText(MESSAGES.weeklyZipReports.empty)).toBeInTheDocument();
  });

  it('asks again while an archive is being written, until it is ready', async () => {
    let calls = 0;
    stubApi({
      'GET /api/admin/weekly-zips': () => {
        calls += 1;
        return {
          body: list([item(calls === 1 ? { status: 'generating', fileSize: null, contents: null } : {})]),
        };
      },
    });
    // The polling runs on a fake clock: the test moves it on instead of waiting.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderPage();
      expect(await screen.findByText('Generálás alatt')).toBeInTheDocument();
      expect(calls).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(WEEKLY_ZIP_POLL_MS));
      expect(await screen.findByText('Elkészült')).toBeInTheDocument();
      expect(await screen.findByText(MESSAGES.weeklyZipReports.ready(item().fileName))).toBeInTheDocument();
      const settled = calls;
      await act(() => vi.advanceTimersByTimeAsync(WEEKLY_ZIP_POLL_MS * 3));
      expect(calls).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });

  it('generates only with a password of 8 or more, and with an e-mail when one is asked for', async () => {
    const api = stubApi({
      'GET /api/admin/weekly-zips': () => ({ body: list([]) }),
      'POST /api/admin/weekly-zips': () => ({ status: 202, body: item({ status: 'generating' }) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Új ZIP generálása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Heti ZIP generálása' });
    const submit = within(dialog).getByRole('button', { name: 'ZIP generálása' });
    const password = within(dialog).getByLabelText(/ZIP jelszó/);
    await userEvent.type(password, '1234567');
    expect(submit).toBeDisabled();
    await userEvent.type(password, '8');
    expect(submit).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Értesítés emailben/ }));
    await userEvent.click(submit);
    expect(await within(dialog).findByText(MESSAGES.weeklyZip.emailRequired)).toBeInTheDocument();
    expect(api.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Email cím/), 'riport@example.hu');
    await userEvent.click(submit);
    await waitFor(() => expect(api.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.find((c) => c.method === 'POST')!.body).toEqual({
      password: '12345678',
      sendEmail: true,
      email: 'riport@example.hu',
      ...defaultWeeklyZipPeriod(new Date()),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting, with the documented question', async () => {
    const api = stubApi({
      'GET /api/admin/weekly-zips': () => ({ body: list([item()]) }),
      [`DELETE /api/admin/weekly-zips/${item().id}`]: () => ({ body: { fileName: item().fileName } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Törlés: ${item().fileName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Heti ZIP törlése' });
    expect(within(dialog).getByText(MESSAGES.weeklyZipReports.confirmDelete)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Végleges törlés' }));
    await waitFor(() => expect(api.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
