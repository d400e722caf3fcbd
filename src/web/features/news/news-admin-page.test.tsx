import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminNewsList } from '../../../domain/news.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildAdminNewsItem } from '../../test/news.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { NewsAdminPage } from './news-admin-page.tsx';

const ITEM = buildAdminNewsItem({ content: 'Első sor <b>nem félkövér</b>\nMásodik sor', readCount: 2 });

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  let items = [ITEM];
  const calls = stubApi({
    'GET /api/admin/news': () => ({
      body: { items, total: items.length, page: 1, pageSize: 25 } satisfies AdminNewsList,
    }),
    [`DELETE /api/admin/news/${ITEM.id}`]: () => {
      items = [];
      return { status: 204 };
    },
  });
  renderInRouter(<NewsAdminPage />, '/news');
  return calls;
}

const deletes = (calls: { method: string }[]) => calls.filter((call) => call.method === 'DELETE');

describe('the portal admin’s news list', () => {
  it('shows the item’s date, source, readers and read count, and its markup as plain text', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: ITEM.title })).toBeInTheDocument();
    expect(screen.getByText('2026. 11. 20. · Forrás: Üzemeltető')).toBeInTheDocument();
    expect(screen.getByText('Tanúsítók')).toBeInTheDocument();
    expect(screen.getByText('Bank munkatársai')).toBeInTheDocument();
    expect(screen.getByText('· 2 olvasó')).toBeInTheDocument();
    expect(screen.getByText(/Első sor <b>nem félkövér<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('asks ‘Biztosan törli ezt a hírt?’ and deletes only when confirmed', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Törlés: ${ITEM.title}` }));

    let dialog = await screen.findByRole('dialog', { name: 'Hír törlése' });
    expect(within(dialog).getByText('Biztosan törli ezt a hírt?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mégsem' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: `Törlés: ${ITEM.title}` }));
    dialog = await screen.findByRole('dialog', { name: 'Hír törlése' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Törlés' }));

    await vi.waitFor(() => expect(deletes(calls)).toHaveLength(1));
    expect(await screen.findByText('Még nincs hír.')).toBeInTheDocument();
  });

  it('shows a failed load with ‘Újrapróbálás’', async () => {
    stubApi({
      'GET /api/admin/news': () => ({
        status: 500,
        body: { error: { code: 'internal_error', message: 'Váratlan hiba történt.' } },
      }),
    });
    renderInRouter(<NewsAdminPage />);
    expect(await screen.findByText(MESSAGES.news.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újrapróbálás' })).toBeInTheDocument();
  });
});
