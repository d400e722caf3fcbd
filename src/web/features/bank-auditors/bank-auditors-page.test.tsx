import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankAuditorCard, BankAuditorDetail, BankAuditorList } from '../../../domain/bank-auditors.ts';
import { renderAtAddress } from '../../test/render.tsx';
import { searchesOf, stubApi } from '../../test/stub-api.ts';
import { BankAuditorsPage } from './bank-auditors-page.tsx';

const card = (overrides: Partial<BankAuditorCard>): BankAuditorCard => ({
  id: 'auditor-1',
  name: 'Szabó Péter',
  email: 'szabo@example.hu',
  phone: '+36 (20) 555-0101',
  address: '1061 Budapest, Király utca 1',
  averageRating: 4.6,
  ratingCount: 12,
  completedAudits: 14,
  certifications: ['TÉ', 'SZÉS6'],
  ...overrides,
});

const CARDS = [
  card({}),
  card({
    id: 'auditor-2',
    name: 'Kiss László',
    email: 'kiss@example.hu',
    address: null,
    averageRating: null,
    ratingCount: 0,
  }),
];

const DETAIL: BankAuditorDetail = {
  ...card({}),
  companyName: 'Szabó Energetika Kft.',
  acceptedCounties: ['Budapest', 'Pest'],
  workCapacity: 7,
  experience: '6-10',
  comments: [{ rating: 5, comment: 'Pontos és udvarias.', createdAt: '2026-11-01T10:00:00.000Z' }],
};

function renderPage() {
  const list: BankAuditorList = { items: CARDS, total: 2, page: 1, pageSize: 12 };
  const calls = stubApi({
    'GET /api/bank/auditors': () => ({ body: list }),
    'GET /api/bank/auditors/auditor-1': () => ({ body: DETAIL }),
  });
  const { location } = renderAtAddress(<BankAuditorsPage />, '/auditors');
  return { queries: () => searchesOf(calls, '/api/bank/auditors'), location };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the auditor directory', () => {
  it('shows each card with the rating, address, contacts, audits and certifications', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Energetikai tanúsítók' })).toBeInTheDocument();
    const szabo = await screen.findByRole('listitem', { name: 'Szabó Péter' });
    expect(within(szabo).getByText('4,6 (12 értékelés)')).toBeInTheDocument();
    expect(within(szabo).getByText('1061 Budapest, Király utca 1')).toBeInTheDocument();
    expect(within(szabo).getByRole('link', { name: '+36 (20) 555-0101' })).toHaveAttribute(
      'href',
      'tel:+36205550101',
    );
    expect(within(szabo).getByText('SZÉS6')).toBeInTheDocument();
    expect(within(szabo).getByText('14')).toBeInTheDocument();
    const kiss = screen.getByRole('listitem', { name: 'Kiss László' });
    expect(within(kiss).getByText('Még nincs értékelés')).toBeInTheDocument();
    expect(within(kiss).getByText('Cím nem elérhető')).toBeInTheDocument();
  });

  it('asks the server with the rating filter and the search', async () => {
    const { queries, location } = renderPage();
    await screen.findByRole('listitem', { name: 'Szabó Péter' });
    await userEvent.selectOptions(screen.getByLabelText('Értékelés'), '4.5');
    expect(location()).toBe('?minRating=4.5');
    await vi.waitFor(() => expect(queries().at(-1)).toContain('minRating=4.5'));
    await userEvent.type(screen.getByLabelText('Keresés'), 'kiss');
    await vi.waitFor(() => expect(queries().at(-1)).toContain('search=kiss'), { timeout: 2000 });
  });

  it('opens the details with the company, counties, capacity and the latest comments', async () => {
    renderPage();
    const szabo = await screen.findByRole('listitem', { name: 'Szabó Péter' });
    await userEvent.click(within(szabo).getByRole('button', { name: 'Részletek' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Szabó Energetika Kft.')).toBeInTheDocument();
    expect(within(dialog).getByText('Budapest, Pest')).toBeInTheDocument();
    expect(within(dialog).getByText('7 ügyfél')).toBeInTheDocument();
    expect(within(dialog).getByText('6-10 év')).toBeInTheDocument();
    expect(within(dialog).getByText('Pontos és udvarias.')).toBeInTheDocument();
  });
});
