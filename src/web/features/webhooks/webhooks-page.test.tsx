import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_MESSAGES,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookSecretAnswer,
} from '../../../domain/webhooks.ts';
import { renderInRouter } from '../../test/render.tsx';
import { searchesOf, stubApi } from '../../test/stub-api.ts';
import { WebhookEndpointPage } from './webhook-endpoint-page.tsx';
import { WebhooksPage } from './webhooks-page.tsx';

const ENDPOINT: WebhookEndpoint = {
  id: 'b0000000-0000-4000-8000-000000000001',
  url: 'https://crm.partnerbank.hu/webhooks/portal',
  description: 'CRM szinkron',
  events: ['order.created', 'coupon.redeemed'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  consecutiveFailures: 0,
  previousSecretExpiresAt: null,
  secretRotatedAt: null,
  createdByName: 'Nagy Eszter',
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
};

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const DELIVERIES: WebhookDeliveryList = {
  items: [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      eventId: 'msg_0123456789abcdef0123456789abcdef',
      eventType: 'order.created',
      status: 'pending',
      attempts: 2,
      responseStatus: 503,
      durationMs: 1234,
      lastError: null,
      responseExcerpt: 'Karbantartás',
      lastAttemptAt: '2026-11-24T09:02:30.000Z',
      nextAttemptAt: '2026-11-24T09:10:30.000Z',
      deliveredAt: null,
      createdAt: '2026-11-24T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  renderInRouter(
    <Routes>
      <Route path="/webhooks" element={<WebhooksPage />} />
      <Route path="/webhooks/:id" element={<WebhookEndpointPage />} />
    </Routes>,
    path,
  );

describe('the Webhookok screen', () => {
  it('lists the endpoints with their events and state', async () => {
    stubApi({ 'GET /api/webhooks/endpoints': () => ({ body: { items: [ENDPOINT] } }) });
    renderAt('/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhook végpontok listája' });
    expect(within(table).getByRole('link', { name: ENDPOINT.url })).toHaveAttribute(
      'href',
      `/webhooks/${ENDPOINT.id}`,
    );
    expect(within(table).getByText('order.created')).toBeInTheDocument();
    expect(within(table).getByText('Bekapcsolva')).toBeInTheDocument();
    expect(screen.getByText('1 végpont')).toBeInTheDocument();
  });

  it('refuses a plain http address in Hungarian before sending, then creates and shows the secret once', async () => {
    const calls = stubApi({
      'GET /api/webhooks/endpoints': () => ({ body: { items: [] } }),
      'POST /api/webhooks/endpoints': () => ({
        status: 201,
        body: { endpoint: ENDPOINT, secret: SECRET } satisfies WebhookSecretAnswer,
      }),
    });
    renderAt('/webhooks');
    expect(await screen.findByText('Még nincs webhook végpont.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Új végpont' }));

    const url = await screen.findByRole('textbox', { name: 'URL' });
    await userEvent.type(url, 'http://crm.partnerbank.hu/webhooks/portal');
    await userEvent.click(screen.getByRole('button', { name: 'Végpont létrehozása' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlHttpLoopbackOnly)).toBeInTheDocument();
    expect(screen.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(url);
    await userEvent.type(url, ENDPOINT.url);
    await userEvent.type(screen.getByRole('textbox', { name: 'Leírás' }), 'CRM szinkron');
    await userEvent.click(screen.getByRole('checkbox', { name: /Új megrendelés/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Kupon beváltva/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Végpont létrehozása' }));

    expect(await screen.findByRole('textbox', { name: 'Aláíró kulcs (whsec_…)' })).toHaveValue(SECRET);
    expect(screen.getByText(/később nem jeleníthető meg újra/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: ENDPOINT.url,
      description: 'CRM szinkron',
      events: ['order.created', 'coupon.redeemed'],
    });
  });

  it("shows an endpoint's delivery log with the answer code, duration and next try, and sends one again", async () => {
    const calls = stubApi({
      [`GET /api/webhooks/endpoints/${ENDPOINT.id}`]: () => ({ body: ENDPOINT }),
      [`GET /api/webhooks/endpoints/${ENDPOINT.id}/deliveries`]: () => ({ body: DELIVERIES }),
      [`POST /api/webhooks/endpoints/${ENDPOINT.id}/deliveries/${DELIVERIES.items[0]!.id}/redeliver`]:
        () => ({
          status: 202,
        }),
      [`POST /api/webhooks/endpoints/${ENDPOINT.id}/ping`]: () => ({
        status: 202,
        body: { eventId: 'msg_ffffffffffffffffffffffffffffffff' },
      }),
    });
    renderAt(`/webhooks/${ENDPOINT.id}`);
    const log = await screen.findByRole('table', { name: 'Kézbesítések' });
    const [, row] = within(log).getAllByRole('row');
    expect(row).toHaveTextContent('Új megrendelés');
    expect(row).toHaveTextContent('Küldés alatt');
    expect(row).toHaveTextContent('503');
    expect(row).toHaveTextContent('1234 ms');
    expect(row).toHaveTextContent('2026. 11. 24. 10:10');
    expect(row).toHaveTextContent('Karbantartás');

    await userEvent.click(within(row!).getByRole('button', { name: /Újraküldés/ }));
    await vi.waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `POST /api/webhooks/endpoints/${ENDPOINT.id}/deliveries/${DELIVERIES.items[0]!.id}/redeliver`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Teszt ping' }));
    await vi.waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `POST /api/webhooks/endpoints/${ENDPOINT.id}/ping`,
      ),
    );
  });

  it("keeps the delivery log's page and page size in the address bar, and asks for the page chosen", async () => {
    const path = `/api/webhooks/endpoints/${ENDPOINT.id}/deliveries`;
    const calls = stubApi({
      [`GET /api/webhooks/endpoints/${ENDPOINT.id}`]: () => ({ body: ENDPOINT }),
      [`GET ${path}`]: ({ search }) => {
        const query = new URLSearchParams(search);
        return { body: { ...DELIVERIES, total: 45, page: Number(query.get('page')), pageSize: 10 } };
      },
    });
    renderAt(`/webhooks/${ENDPOINT.id}?page=2&pageSize=10`);
    await screen.findByRole('table', { name: 'Kézbesítések' });
    expect(searchesOf(calls, path)).toEqual(['?page=2&pageSize=10']);
    expect(screen.getByLabelText('Sorok oldalanként')).toHaveValue('10');
    expect(screen.getByText('11–20 / 45')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '3. oldal' }));
    await vi.waitFor(() => expect(searchesOf(calls, path).at(-1)).toBe('?page=3&pageSize=10'));
  });
});
