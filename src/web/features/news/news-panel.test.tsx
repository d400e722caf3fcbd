import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/account.ts';
import type { ReaderNewsItem, ReaderNewsList } from '../../../domain/news.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { NewsPanel } from './news-panel.tsx';
import { buildMe } from '../../test/me.ts';

const me = (role: Me['role']): Me =>
  buildMe(role, { id: 'user-1', roleLabel: 'Tanúsító', name: 'Szabó Péter', email: 'tanusito@example.hu' });

const item = (n: number, isRead: boolean): ReaderNewsItem => ({
  id: `a0000000-0000-4000-8000-00000000000${n}`,
  title: `Hír ${n}`,
  content: `A ${n}. hír szövege.\n<i>nem dőlt</i>`,
  source: 'Üzemeltető',
  date: '2026-11-20',
  isRead,
});

afterEach(() => vi.unstubAllGlobals());

function renderPanel(role: Me['role'], total = 5) {
  const read = new Set<string>();
  const items = [item(1, false), item(2, true), item(3, false)];
  const calls = stubApi({
    'GET /api/account/session': () => ({ body: { me: me(role) } }),
    'GET /api/news': () => ({
      body: {
        items: items.map((i) => ({ ...i, isRead: i.isRead || read.has(i.id) })),
        total,
        unread: items.filter((i) => !i.isRead && !read.has(i.id)).length,
        page: 1,
        pageSize: 3,
      } satisfies ReaderNewsList,
    }),
    [`POST /api/news/${item(1, false).id}/read`]: () => {
      read.add(item(1, false).id);
      return { status: 204 };
    },
  });
  renderInRouter(<NewsPanel />);
  return calls;
}

describe('the news panel on the start screens', () => {
  it('shows the latest items, the unread count and ‘Összes hír’ when there are more', async () => {
    renderPanel('auditor');
    expect(await screen.findByText('2 olvasatlan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hír 1/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Összes hír (5)' })).toHaveAttribute('href', '/news');
  });

  it('marks an unread item read when the reader opens it, and shows its text as plain text', async () => {
    const calls = renderPanel('bank_admin', 3);
    await userEvent.click(await screen.findByRole('button', { name: /Hír 1/ }));

    expect(await screen.findByRole('region', { name: /Hír 1/ })).toHaveTextContent(
      'A 1. hír szövege. <i>nem dőlt</i>',
    );
    expect(document.querySelector('i')).toBeNull();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        `/api/news/${item(1, false).id}/read`,
      ]),
    );
    expect(await screen.findByText('1 olvasatlan')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Összes hír/ })).toBeNull();

    // An item already read is not marked again.
    await userEvent.click(screen.getByRole('button', { name: /Hír 2/ }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows nothing to the portal admin, whose /clients it shares with Admin Light', async () => {
    const calls = renderPanel('portal_admin');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/account/session'));
    expect(screen.queryByRole('heading', { name: 'Hírek' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/api/news');
  });
});
