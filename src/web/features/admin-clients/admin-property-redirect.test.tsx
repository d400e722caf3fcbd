import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/account.ts';
import type { AdminClientSheet } from '../../../domain/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildAdminClientList, buildAdminClientRow } from '../../test/admin.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AdminClientsPage } from './admin-clients-page.tsx';
import { AdminPropertyRedirect } from './admin-property-redirect.tsx';
import { buildOperatorMe } from '../../test/me.ts';

const PROPERTY_ID = '00000000-0000-4000-8000-000000000007';
const ROW = buildAdminClientRow('finding_auditor', {
  clientId: 'client-7',
  displayId: 'KH-00007',
  name: 'Dénes Dalma',
  propertyId: PROPERTY_ID,
});
const SHEET: AdminClientSheet = {
  ...ROW,
  profileAddress: null,
  county: 'Pest',
  auditorFirstcallDate: null,
  auditor: null,
  certificate: null,
  certificateValidUntil: null,
  documents: [],
  rating: null,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderLink(path: string, propertyClient: { status?: number; body: unknown }, role: Me['role']) {
  const calls = stubApi({
    'GET /api/account/session': () => ({ body: { me: buildOperatorMe(role) } }),
    [`GET /api/admin/properties/${PROPERTY_ID}`]: () => propertyClient,
    'GET /api/admin/clients': () => ({ body: buildAdminClientList([ROW]) }),
    'GET /api/admin/clients/coupon-progress': () => ({ body: { issued: 20, used: 10, done: 2 } }),
    'GET /api/admin/clients/client-7': () => ({ body: SHEET }),
    [`GET /api/properties/${PROPERTY_ID}/notes`]: () => ({ body: [] }),
    'GET /api/news': () => ({ body: { items: [], total: 0, page: 1, pageSize: 3, unread: 0 } }),
  });
  renderInRouter(
    <>
      <Routes>
        <Route path="/property/:id" element={<AdminPropertyRedirect />} />
        <Route path="/clients" element={<AdminClientsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("an administrator's /property/{id} link", () => {
  it.each(['portal_admin', 'admin_light'] as const)(
    "opens the client's sheet on the client list, not the owner's page (%s)",
    async (role) => {
      renderLink(`/property/${PROPERTY_ID}`, { body: { clientId: 'client-7', name: 'Dénes Dalma' } }, role);
      const sheet = await screen.findByRole('dialog', { name: 'Ügyféllap: Dénes Dalma' });
      expect(await within(sheet).findByText('KH-00007')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/clients$/);
      expect(await screen.findByRole('table', { name: 'Ügyfelek listája' })).toBeInTheDocument();
      // Closed, it stays closed: the link is followed once.
      await userEvent.click(within(sheet).getByRole('button', { name: 'Bezárás' }));
      await vi.waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Ügyféllap: Dénes Dalma' })).not.toBeInTheDocument(),
      );
    },
  );

  it('leads to the client list when the property or its client is gone', async () => {
    renderLink(
      `/property/${PROPERTY_ID}`,
      { status: 404, body: { error: { code: 'not_found', message: MESSAGES.clients.notFound } } },
      'portal_admin',
    );
    expect(await screen.findByRole('table', { name: 'Ügyfelek listája' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/clients$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads to the client list without asking when the id is malformed', async () => {
    const calls = renderLink('/property/nem-letezo', { body: {} }, 'admin_light');
    expect(await screen.findByRole('table', { name: 'Ügyfelek listája' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/admin/properties/'))).toBe(false);
  });
});
