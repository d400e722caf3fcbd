import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/account.ts';
import type { PropertyView } from '../../../domain/property.ts';
import { buildPropertyView } from '../../test/property-view.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { ClientDashboard } from './client-dashboard.tsx';
import { buildMe } from '../../test/me.ts';
import { buildPublicConfig } from '../../test/public-config.ts';

const me: Me = buildMe('client', {
  name: 'Kovács Anna',
  email: 'ugyfel@example.hu',
  address: '6720 Szeged, Kárász utca 5',
});

function showDashboard(property: PropertyView | null, config = buildPublicConfig()) {
  stubApi({
    'GET /api/client/property': () => ({ body: { property } }),
    'GET /api/public-config': () => ({ body: config }),
    'GET /api/postcodes/6720': () => ({
      body: { postcode: '6720', county: 'Csongrád-Csanád', settlements: ['Szeged'] },
    }),
    'GET /api/postcodes/1061': () => ({
      body: { postcode: '1061', county: 'Budapest', settlements: ['Budapest'] },
    }),
  });
  renderInRouter(<ClientDashboard me={me} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the client dashboard', () => {
  it('greets the client and invites an order while the property is new', async () => {
    showDashboard(buildPropertyView('new'));
    expect(screen.getByRole('heading', { name: 'Üdvözöljük, Anna!' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tanúsítvány igénylése' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cím szerkesztése' })).toBeInTheDocument();
    expect(screen.getByText('1061 Budapest, Liszt Ferenc tér 7')).toBeInTheDocument();
  });

  it('names the bank with the article it is said with, an abbreviation as it is read aloud', async () => {
    showDashboard(buildPropertyView('new'), buildPublicConfig({ bankName: 'MBH Bank' }));
    expect(await screen.findByText(/^Az MBH Bank ügyfeleként/)).toBeInTheDocument();
    expect(screen.getByText(/Az MBH Bank tájékoztató oldala/)).toBeInTheDocument();
  });

  it('fills the request from the profile address when there is no property yet', async () => {
    showDashboard(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Tanúsítvány igénylése' }));
    expect(await screen.findByLabelText(/^Irányítószám/)).toHaveValue('6720');
    expect(screen.getByLabelText(/^Utca/)).toHaveValue('Kárász utca');
    expect(screen.getByLabelText(/^Házszám/)).toHaveValue('5');
  });

  it('follows an ordered certificate with the tracker and without the address edit', async () => {
    showDashboard(buildPropertyView('finding_auditor'));
    expect(await screen.findByTestId('tracker-percent')).toHaveTextContent('25%');
    expect(screen.queryByRole('button', { name: 'Tanúsítvány igénylése' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cím szerkesztése' })).not.toBeInTheDocument();
    expect(screen.getByText('86 m²')).toBeInTheDocument();
  });

  it('puts the ready certificate first, with download, share and the rating', async () => {
    showDashboard(buildPropertyView('document_uploaded'));
    expect(
      await screen.findByRole('heading', { name: 'Elkészült az energetikai tanúsítványa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Letöltés' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Megosztás' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Értékelés küldése' })).toBeDisabled();
    // docs/product.md, 'Certificate validity': 10 years from the upload; the suffix takes the place of the
    // day's full stop ('20.-ig' before).
    expect(screen.getByText('2036. 11. 20-ig')).toBeInTheDocument();
  });

  it('offers a retry when the dashboard cannot load', async () => {
    let fail = true;
    stubApi({
      'GET /api/client/property': () =>
        fail
          ? {
              status: 503,
              body: {
                error: { code: 'database_unavailable', message: 'Az adatbázis átmenetileg nem érhető el.' },
              },
            }
          : { body: { property: buildPropertyView('new') } },
      'GET /api/public-config': () => ({ body: buildPublicConfig() }),
    });
    renderInRouter(<ClientDashboard me={me} />);
    expect(await screen.findByText('Az adatbázis átmenetileg nem érhető el.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(await screen.findByRole('button', { name: 'Tanúsítvány igénylése' })).toBeInTheDocument();
  });
});
