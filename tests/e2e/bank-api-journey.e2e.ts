// The bank's systems talk to the portal (docs/rules/api.md, docs/rules/webhooks.md, docs/api-guide.md): the
// bank makes an API key and a webhook endpoint on its screens, a script (plain fetch, no cookie) pushes
// coupons through /api/v1, a client redeems one, the bank's receiver gets coupon.redeemed and order.created
// and verifies them with the Standard Webhooks library, the script finds the order in the change feed, the
// delivery log shows both delivered, the developers' guide is there to read, and the revoked key is refused.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { API_SCOPE_LABELS, type ApiChangePage } from '../../src/domain/api-keys.ts';
import type { CouponImportReport } from '../../src/domain/coupons.ts';
import { expect, test } from './fixtures.ts';
import { orderInOwnBrowser } from './journey-steps.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

interface PortalEvent {
  type: string;
  timestamp: string;
  data: { couponCode: string; propertyId: string; status?: string };
}

test("the bank's systems: a key and an endpoint made on the screens, coupons pushed by a script, one redeemed, the receiver verifying coupon.redeemed and order.created", async ({
  page,
  browser,
  server,
  newClient,
  signInAs,
  checkA11y,
  saveScreen,
}) => {
  // Two people's screens, a registration and a webhook delivery: the bank's journey's bound, not the default.
  test.setTimeout(240_000);
  // The bank's receiver: it records every message, and says when both of the order's events are in.
  const received: Received[] = [];
  let bothArrived: () => void = () => undefined;
  const orderEventsIn = new Promise<void>((resolve) => (bothArrived = resolve));
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204);
      response.end();
      const types = received.map((message) => (JSON.parse(message.body) as PortalEvent).type);
      if (types.includes('order.created') && types.includes('coupon.redeemed')) bothArrived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/portal`;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs('bank_admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkA11y('bank dashboard');
    const menu = page.getByRole('navigation', { name: 'Főmenü' });

    // --- A key: named, scoped, shown once ----------------------------------------------------------------
    await menu.getByRole('link', { name: 'API-kulcsok' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API-kulcsok' })).toBeVisible();
    await checkA11y('API keys');
    await page.getByRole('button', { name: 'Új API-kulcs' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Új API-kulcs' });
    await keyDialog.getByRole('textbox', { name: /^Név/ }).fill('CRM kuponküldés');
    await keyDialog.getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['coupons:write']) }).check();
    await keyDialog.getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['orders:read']) }).check();
    await keyDialog.getByRole('button', { name: 'Kulcs létrehozása' }).click();
    const shownKey = keyDialog.getByRole('textbox', { name: 'A(z) „CRM kuponküldés” kulcs' });
    await expect(shownKey).toHaveValue(/^etp_test_[A-Za-z0-9_-]{43}$/);
    await expect(keyDialog.getByRole('button', { name: 'Másolás' })).toBeVisible();
    await checkA11y('API key shown once');
    await saveScreen('api-key-created');
    const apiKey = await shownKey.inputValue();
    await keyDialog.getByRole('button', { name: 'Kész, elmentettem' }).click();
    await expect(keyDialog).toBeHidden();
    await expect(page.getByText(apiKey)).toHaveCount(0);

    // --- An endpoint for the order's two events, its secret shown once -----------------------------------
    await menu.getByRole('link', { name: 'Webhookok' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhookok' })).toBeVisible();
    await checkA11y('webhooks');
    await page.getByRole('button', { name: 'Új végpont' }).click();
    await page.getByRole('textbox', { name: 'URL' }).fill(url);
    await page.getByRole('textbox', { name: 'Leírás' }).fill('CRM szinkron');
    await page.getByRole('checkbox', { name: /Új megrendelés/ }).check();
    await page.getByRole('checkbox', { name: /Kupon beváltva/ }).check();
    await checkA11y('new webhook endpoint');
    await page.getByRole('button', { name: 'Végpont létrehozása' }).click();
    const secretField = page.getByRole('textbox', { name: 'Aláíró kulcs (whsec_…)' });
    await expect(secretField).toHaveValue(/^whsec_/);
    const webhookSecret = await secretField.inputValue();
    await checkA11y('webhook secret');
    await page
      .getByRole('dialog', { name: 'Titkos kulcs' })
      .getByRole('button', { name: 'Bezárás' })
      .last()
      .click();
    const endpoints = page.getByRole('table', { name: 'Webhook végpontok listája' });
    await expect(endpoints.getByRole('link', { name: url })).toBeVisible();
    await saveScreen('webhooks');

    // --- The bank's script pushes coupons, and retries with the same Idempotency-Key ---------------------
    // Holds the postcode of the address the client will order at (docs/rules/coupons.md); the stamp keeps it
    // apart from other journeys' codes on the same server.
    const stamp = Date.now().toString(36).toUpperCase().slice(-4);
    const code = `AP2092${stamp}`;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/v1${path}`, {
        ...init,
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', ...init.headers },
      });
    const push = () =>
      api('/coupons', {
        method: 'POST',
        headers: { 'idempotency-key': `journey-${stamp}` },
        body: JSON.stringify({
          coupons: [
            { code, address: '2092 Budakeszi, Fenyő utca 8.', bankReference: `CRM-${stamp}` },
            { code: 'BOCSV001', address: '1065 Budapest, Nagymező utca 5.' },
          ],
        }),
      });
    const pushed = await push();
    expect(pushed.status, await pushed.clone().text()).toBe(200);
    const report = (await pushed.json()) as CouponImportReport;
    expect(report.imported).toBe(1);
    expect(report.rows.map((row) => [row.line, row.status])).toEqual([
      [1, 'valid'],
      [2, 'not_redeemable'],
    ]);
    const retried = await push();
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toEqual(report);

    // --- A client redeems the pushed coupon -------------------------------------------------------------
    const client = await newClient(`api-journey-${stamp.toLowerCase()}@example.hu`);
    await orderInOwnBrowser(browser, server.url, {
      client,
      street: 'Fenyő utca',
      houseNumber: '8',
      address: '2092 Budakeszi, Fenyő utca 8',
      coupon: code,
      area: '75',
    });

    // --- The receiver gets both events and verifies them with the specification's library ----------------
    await orderEventsIn;
    const webhook = new Webhook(webhookSecret);
    const events = received.map((message) => webhook.verify(message.body, message.headers) as PortalEvent);
    const redeemed = events.find((event) => event.type === 'coupon.redeemed');
    const ordered = events.find((event) => event.type === 'order.created');
    expect(redeemed?.data.couponCode).toBe(code);
    expect(ordered?.data).toMatchObject({ couponCode: code, status: 'finding_auditor' });
    expect(ordered?.data.propertyId).toBe(redeemed?.data.propertyId);
    expect(new Set(received.map((message) => message.headers['webhook-id'])).size).toBe(received.length);

    // --- The script syncs the change feed as the guide shows: page after page until hasMore is false -----
    const changes: ApiChangePage['items'] = [];
    let cursor = '';
    for (let more = true; more;) {
      const answer = await api(`/changes?limit=1000${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.status, await answer.clone().text()).toBe(200);
      const changePage = (await answer.json()) as ApiChangePage;
      changes.push(...changePage.items);
      cursor = changePage.nextCursor;
      more = changePage.hasMore;
    }
    expect(changes.find((change) => !change.deleted && change.couponCode === code)).toMatchObject({
      propertyId: ordered?.data.propertyId,
      status: 'finding_auditor',
      bankReference: `CRM-${stamp}`,
    });

    // --- The delivery log shows both delivered ------------------------------------------------------------
    await endpoints.getByRole('link', { name: url }).click();
    await expect(page.getByRole('heading', { level: 1, name: url })).toBeVisible();
    const log = page.getByRole('table', { name: 'Kézbesítések' });
    for (const label of ['Új megrendelés', 'Kupon beváltva'])
      await expect(log.getByRole('row').filter({ hasText: label })).toContainText('Kézbesítve');
    await checkA11y('webhook endpoint');
    await saveScreen('webhook-endpoint');

    // --- The developers' guide, beside the reference ----------------------------------------------------
    await page.goto('/api/docs/guide');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fejlesztői útmutató: gépi API és webhookok' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '7. Az üzenet ellenőrzése' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'API-referencia (OpenAPI)' }).first()).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await checkA11y('API guide');
    await saveScreen('api-guide');

    // --- The key was used; once revoked, it is refused at once -------------------------------------------
    await page.goto('/api-keys');
    const row = page.getByRole('row', { name: /CRM kuponküldés/ });
    await expect(row.getByText('Aktív')).toBeVisible();
    await expect(row.getByText('Még nem használták')).toHaveCount(0);
    await checkA11y('API keys after use');
    await row.getByRole('button', { name: 'Visszavonás: CRM kuponküldés' }).click();
    const confirm = page.getByRole('dialog', { name: 'API-kulcs visszavonása' });
    await expect(confirm.getByText('Biztosan visszavonja az API-kulcsot?')).toBeVisible();
    await checkA11y('API key revocation');
    await confirm.getByRole('button', { name: 'Visszavonás' }).click();
    await expect(row.getByText('Visszavonva')).toBeVisible();
    const refused = await api('/changes');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Az API-kulcs érvénytelen, visszavonták vagy lejárt.',
    );
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
