import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, ApiKeyList, CreatedApiKey } from '../../../domain/api-keys.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { ApiKeysPage } from './api-keys-page.tsx';

const SECRET = 'etp_test_Zq0Vn3m8Xr5kWb2Lp7Ty4Hs9Dc1Fg6Jh8Kl3Mn5Pq7R';

const KEY: ApiKey = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'CRM kuponküldés',
  shown: 'etp_test_AbCd…',
  scopes: ['coupons:write', 'orders:read'],
  createdAt: '2026-11-24T09:00:00.000Z',
  createdByName: 'Tóth Gábor',
  expiresAt: null,
  lastUsedAt: '2026-11-26T13:05:00.000Z',
  revokedAt: null,
  state: 'active',
};

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  let items: ApiKey[] = [KEY];
  const calls = stubApi({
    'GET /api/api-keys': () => ({
      body: {
        items,
        allowedScopes: [
          'coupons:write',
          'orders:read',
          'certificates:read',
          'statements:read',
          'webhooks:manage',
        ],
      } satisfies ApiKeyList,
    }),
    'POST /api/api-keys': ({ body }) => {
      const input = body as { name: string; scopes: ApiKey['scopes'] };
      const key: ApiKey = {
        ...KEY,
        id: 'a0000000-0000-4000-8000-000000000002',
        name: input.name,
        scopes: input.scopes,
        shown: `${SECRET.slice(0, 13)}…`,
        lastUsedAt: null,
      };
      items = [key, ...items];
      return { status: 201, body: { key, secret: SECRET } satisfies CreatedApiKey };
    },
    [`POST /api/api-keys/${KEY.id}/revoke`]: () => {
      const revoked: ApiKey = { ...KEY, state: 'revoked', revokedAt: '2026-11-27T10:00:00.000Z' };
      items = items.map((item) => (item.id === KEY.id ? revoked : item));
      return { body: revoked };
    },
  });
  renderInRouter(<ApiKeysPage />, '/api-keys');
  return calls;
}

describe('the API keys screen', () => {
  it('lists the keys by their first characters, scopes, maker, expiry and last use, in hu-HU', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Kulcsok' });
    const row = within(table).getByRole('row', { name: /CRM kuponküldés/ });
    expect(within(row).getByText('etp_test_AbCd…')).toBeInTheDocument();
    expect(within(row).getByText('coupons:write')).toBeInTheDocument();
    expect(within(row).getByText('Nem jár le')).toBeInTheDocument();
    expect(within(row).getByText('2026. 11. 26. 14:05')).toBeInTheDocument();
    expect(within(row).getByText('Aktív')).toBeInTheDocument();
  });

  it('makes a key with the chosen scopes and shows it whole once, with a copy button', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Új API-kulcs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Új API-kulcs' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kulcs létrehozása' }));
    expect(await within(dialog).findByText('Kérjük, adjon nevet a kulcsnak.')).toBeInTheDocument();
    expect(within(dialog).getByText('Kérjük, válasszon ki legalább egy jogosultságot.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Név/ }), 'Napi szinkron');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /orders:read/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kulcs létrehozása' }));

    const shown = await within(dialog).findByRole('textbox', { name: 'A(z) „Napi szinkron” kulcs' });
    expect(shown).toHaveValue(SECRET);
    expect(within(dialog).getByText(/később nem jelenítjük meg újra/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Másolás' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Napi szinkron',
      scopes: ['orders:read'],
      expiresOn: null,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Kész, elmentettem' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list has the new key by its first characters only; the whole key is gone from the page.
    expect(await screen.findByRole('row', { name: /Napi szinkron/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks ‘Biztosan visszavonja az API-kulcsot?’ and revokes only when confirmed', async () => {
    const calls = renderPage();
    const revokes = () => calls.filter((call) => call.path.endsWith('/revoke'));
    await userEvent.click(await screen.findByRole('button', { name: `Visszavonás: ${KEY.name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'API-kulcs visszavonása' });
    expect(within(dialog).getByText('Biztosan visszavonja az API-kulcsot?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mégsem' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revokes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: `Visszavonás: ${KEY.name}` }));
    dialog = await screen.findByRole('dialog', { name: 'API-kulcs visszavonása' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Visszavonás' }));
    await vi.waitFor(() => expect(revokes()).toHaveLength(1));
    expect(await screen.findByText('Visszavonva')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Visszavonás: ${KEY.name}` })).toBeNull();
  });
});
