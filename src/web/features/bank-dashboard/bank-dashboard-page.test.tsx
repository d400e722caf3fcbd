import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/account.ts';
import type { BankDashboard, BankTodoList } from '../../../domain/bank.ts';
import type { ReaderNewsList } from '../../../domain/news.ts';
import type { PublicConfig } from '../../../domain/public-config.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
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
const CONFIG: PublicConfig = {
  productTitle: 'Energetikai Tanúsítvány Portál',
  bankName: 'Partner Bank',
  bankLandingUrl: 'https://www.example.hu',
  supportPhone: '+36 1 234 5678',
  supportEmail: 'ugyfelszolgalat@portal.example.hu',
  devtoolsGuard: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("the bank's dashboard", () => {
  it('appears whole, title, counters and to-do list together, once the last of its answers is in', async () => {
    let releaseTodos = () => {};
    const todosHeld = new Promise<void>((resolve) => (releaseTodos = resolve));
    stubApi({
      'GET /api/account/session': () => ({ body: { me: ME } }),
      'GET /api/public-config': () => ({ body: CONFIG }),
      'GET /api/bank/dashboard': () => ({ body: DASHBOARD }),
      'GET /api/news': () => ({ body: NEWS }),
      'GET /api/bank/dashboard/todos': () => ({ body: TODOS }),
    });
    // The to-do list answers last: until then the screen shows only its spinner, nothing to push down.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/todos')) await todosHeld;
      return answer(input, init);
    });
    renderWithProviders(
      <MemoryRouter>
        <BankDashboardPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Kezdőlap betöltése...');
    await vi.waitFor(() => expect(vi.mocked(answer)).toHaveBeenCalledTimes(4));
    // A fixed number of turns for the four answers to render, had the screen shown them one by one.
    await act(async () => {
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Összesítés' })).not.toBeInTheDocument();

    releaseTodos();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Partner Bank energetikai tanúsítvány programja',
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Összesítés' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('list', { name: 'Teendők listája' })).toHaveTextContent('Papp Bence');
    expect(screen.getByRole('region', { name: 'Hírek' })).toBeInTheDocument();
  });
});
