import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/account.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { TigStatementSummary } from '../../../domain/tig.ts';
import { renderInRouter } from '../../test/render.tsx';
import { buildPage } from '../../test/page.ts';
import { stubApi } from '../../test/stub-api.ts';
import { buildTigStatementSummary } from '../../test/tig.ts';
import { TigStatementsPage } from './tig-statements-page.tsx';
import { buildMe } from '../../test/me.ts';

const me = (role: Me['role']): Me =>
  buildMe(role, { id: 'staff-1', name: 'Nagy Eszter', email: 'bank@example.hu', twoFactorEnabled: true });

const SENT = buildTigStatementSummary({ createdByName: 'Nagy Eszter' });

function renderPage(role: Me['role'], items: TigStatementSummary[], entry = '/tig-statements') {
  stubApi({
    'GET /api/account/session': () => ({ body: { me: me(role) } }),
    'GET /api/tig-statements': () => ({ body: buildPage(items) }),
  });
  renderInRouter(<TigStatementsPage />, entry);
}

afterEach(() => vi.unstubAllGlobals());

describe('the TIG statements list', () => {
  it('sends the bank’s staff, with none yet, to their client list, where they make one', async () => {
    renderPage('bank_admin', []);
    expect(await screen.findByText(MESSAGES.tig.empty)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ügyfelek' });
    expect(link).toHaveAttribute('href', '/clients');
    expect(link.parentElement).toHaveTextContent(
      'Elszámolást az Ügyfelek listájában, a kijelölt ügyfelekből készíthet a „TIG generálás” gombbal.',
    );
    // The certificates screen is Admin Light's.
    expect(screen.queryByText(/Tanúsítványok/)).not.toBeInTheDocument();
  });

  it('sends Admin Light to the certificates', async () => {
    renderPage('admin_light', []);
    expect(await screen.findByRole('link', { name: 'Tanúsítványok' })).toHaveAttribute(
      'href',
      '/certificates',
    );
  });

  it('says so when no statement has the chosen status, without where to make one', async () => {
    renderPage('bank_admin', [], '/tig-statements?status=paid');
    expect(await screen.findByText(MESSAGES.tig.emptyFiltered)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the bank a sent statement with its downloads, and leaves marking it paid to Admin Light', async () => {
    renderPage('bank_admin', [SENT]);
    const table = await screen.findByRole('table', { name: 'TIG elszámolások listája' });
    const row = within(table).getByRole('row', { name: /TIG-2026-0007/ });
    expect(row).toHaveTextContent('Elküldve');
    expect(within(row).getByRole('button', { name: 'Letöltés: TIG-2026-0007' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Kifizetettnek jelölés/ })).not.toBeInTheDocument();
  });
});
