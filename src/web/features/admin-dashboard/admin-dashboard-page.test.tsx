import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '../../../domain/admin.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';

const DASHBOARD: AdminDashboard = {
  activeCertifications: 12345,
  completed: 560,
  activeAuditors: 12,
  totalClients: 2500,
  overdue: 3,
  waitingForAuditor: 7,
  oldestWaitingSince: '2026-02-20T09:00:00.000Z',
  appointmentsPassed: 0,
  certificatesThisWeek: 14,
  certificatesLastWeek: 21,
  inactiveAuditorClients: 2,
  recentActivity: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      timestamp: '2026-03-04T08:09:00.000Z',
      userName: 'Tóth Gábor',
      actionType: 'admin_action',
      action: 'Tanúsító lecserélve',
    },
  ],
};

function renderPage(answer: () => { status?: number; body?: unknown }) {
  const calls = stubApi({
    'GET /api/account/session': () => ({ body: { me: null } }),
    'GET /api/admin/dashboard': answer,
  });
  renderInRouter(<AdminDashboardPage />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin dashboard', () => {
  it('starts the day with the work waiting, each card a link to its list', async () => {
    renderPage(() => ({ body: DASHBOARD }));
    const today = await screen.findByRole('region', { name: 'Mai teendők' });
    const links = within(today).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/auditor-pairing',
      '/clients?status=overdue',
      '/clients?status=appointment_passed',
      '/clients?status=inactive_auditor',
    ]);
    expect(links[0]).toHaveTextContent('Tanúsítóra vár7A legrégebbi 2026. 02. 20. óta vár');
    expect(links[3]).toHaveTextContent('Inaktív tanúsítónál2');
    const programme = screen.getByRole('region', { name: 'A program állása' });
    expect(within(programme).getAllByRole('link')).toHaveLength(4);
    expect(within(programme).getByText(/^12\s345$/)).toBeInTheDocument();
    expect(within(programme).getByText('Előző héten: 21 · Összesen: 560')).toBeInTheDocument();
    const activity = screen.getByRole('table', { name: 'Legutóbbi események' });
    expect(
      within(activity).getByRole('row', { name: /Admin művelet Tanúsító lecserélve Tóth Gábor/ }),
    ).toBeInTheDocument();
  });

  it('offers Újrapróbálás when the figures cannot be read', async () => {
    let fail = true;
    const calls = renderPage(() =>
      fail ? { status: 500, body: { error: { code: 'x', message: 'Hiba' } } } : { body: DASHBOARD },
    );
    const retry = await screen.findByRole('button', { name: 'Újrapróbálás' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Mai teendők' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/dashboard')).toHaveLength(2);
  });
});
