import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/account.ts';
import type { BankDashboard, BankTodoList } from '../../../domain/bank.ts';
import type { ReaderNewsList } from '../../../domain/news.ts';
import { publicConfigQuery } from '../../lib/public-config.ts';
import { sessionQuery } from '../../lib/session.ts';
import { buildPublicConfig } from '../../test/public-config.ts';
import { renderInRouter, testQueryClient } from '../../test/render.tsx';
import { searchesOf, stubApi } from '../../test/stub-api.ts';
import { BankDashboardPage } from './bank-dashboard-page.tsx';
import { buildMe } from '../../test/me.ts';

const ME: Me = buildMe('bank_admin', {
  id: 'bank-1',
  name: 'Kiss Eszter',
  email: 'bank@example.hu',
  twoFactorEnabled: true,
});
const counter = (value: number) => ({ value, previous: value - 1, changePercent: 10 });
const DASHBOARD: BankDashboard = {
  pending: counter(6),
  completed: counter(7),
  newClients: counter(2),
  totalClients: counter(15),
  todoCount: 1,
  urgentCount: 1,
};
const TODOS: BankTodoList = {
  items: [
    {
      kind: 'coupon_check',
      isUrgent: true,
      propertyId: 'p1',
      clientId: 'c1',
      clientName: 'Papp Bence',
      address: '1061 Budapest, Andrássy út 12',
      couponCode: 'KH106101',
      at: '2026-11-26T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};
const NEWS: ReaderNewsList = { items: [], total: 0, unread: 0, page: 1, pageSize: 3 };

afterEach(() => vi.unstubAllGlobals());

describe("the bank's dashboard", () => {
  it('opens with its heading at once, and the rest appears whole once the last of its answers is in', async () => {
    let releaseTodos = () => {};
    const todosHeld = new Promise<void>((resolve) => (releaseTodos = resolve));
    stubApi({
      'GET /api/bank/dashboard': () => ({ body: DASHBOARD }),
      'GET /api/news': () => ({ body: NEWS }),
      'GET /api/bank/dashboard/todos': () => ({ body: TODOS }),
    });
    // The to-do list answers last: until then the heading stands over a spinner, nothing to push down.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/todos')) await todosHeld;
      return answer(input, init);
    });
    // The signed-in layout has waited for the session and the public configuration (RequireSession).
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQuery().queryKey, ME);
    queryClient.setQueryData(publicConfigQuery().queryKey, buildPublicConfig());
    renderInRouter(<BankDashboardPage />, '/', queryClient);
    // The words the server painted before the scripts ran (domain/screen-headings.ts), in the first render.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Partner Bank energetikai tanúsítvány programja' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Üdvözöljük, Eszter! A program mai állása.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kezdőlap betöltése...');
    // The counters and the news are answered; the to-do list is held.
    await vi.waitFor(() => expect(vi.mocked(answer)).toHaveBeenCalledTimes(2));
    // A fixed number of turns for the two answers to render, had the screen shown them one by one.
    await act(async () => {
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('list', { name: 'Összesítés' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hírek' })).not.toBeInTheDocument();

    releaseTodos();
    expect(await screen.findByRole('list', { name: 'Összesítés' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Összesítés' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'Teendők listája' })).toHaveTextContent('Papp Bence');
    expect(screen.getByRole('region', { name: 'Hírek' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teendők: 1' })).toBeInTheDocument();
  });

  it('goes back to the last page when the to-dos of the page shown were done meanwhile', async () => {
    const todo = TODOS.items[0]!;
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        ...todo,
        propertyId: `p${from + index}`,
        clientName: `Ügyfél ${from + index}`,
      }));
    // Twelve to-dos until page 2 is asked for; by then a colleague has done two of them.
    let done = false;
    const calls = stubApi({
      'GET /api/bank/dashboard': () => ({ body: DASHBOARD }),
      'GET /api/news': () => ({ body: NEWS }),
      'GET /api/bank/dashboard/todos': ({ search }) => {
        if (search.includes('page=2')) done = true;
        if (done && search.includes('page=2')) return { body: { ...TODOS, items: [], total: 10, page: 2 } };
        return { body: { ...TODOS, items: page(1, 10), total: done ? 10 : 12 } };
      },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(sessionQuery().queryKey, ME);
    queryClient.setQueryData(publicConfigQuery().queryKey, buildPublicConfig());
    renderInRouter(<BankDashboardPage />, '/', queryClient);
    const pages = await screen.findByRole('navigation', { name: 'Teendők lapozása' });
    await userEvent.click(within(pages).getByRole('button', { name: '2. oldal' }));

    await vi.waitFor(() =>
      expect(searchesOf(calls, '/api/bank/dashboard/todos').slice(-2)).toEqual([
        '?page=2&pageSize=10',
        '?page=1&pageSize=10',
      ]),
    );
    expect(await screen.findByRole('list', { name: 'Teendők listája' })).toHaveTextContent('Ügyfél 1');
    expect(screen.queryByText(/Nincs teendő/)).not.toBeInTheDocument();
  });
});
