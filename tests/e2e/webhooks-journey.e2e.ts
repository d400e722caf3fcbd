import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

test('the bank registers a webhook endpoint, copies its secret, pings it and reads the delivery log; the receiver verifies the message', async ({
  page,
  signInAs,
  checkA11y,
  saveScreen,
}) => {
  test.setTimeout(90_000);
  const received: Received[] = [];
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
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/portal`;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs('bank_admin');
    await page.goto('/webhooks');
    await expect(
      page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Webhookok' }),
    ).toBeVisible();
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
    const secret = await secretField.inputValue();
    await checkA11y('webhook secret');
    await page
      .getByRole('dialog', { name: 'Titkos kulcs' })
      .getByRole('button', { name: 'Bezárás' })
      .last()
      .click();
    const table = page.getByRole('table', { name: 'Webhook végpontok listája' });
    await expect(table.getByRole('link', { name: url })).toBeVisible();
    await saveScreen('webhooks');

    await table.getByRole('link', { name: url }).click();
    await expect(page.getByRole('heading', { level: 1, name: url })).toBeVisible();
    await page.getByRole('button', { name: 'Teszt ping' }).click();
    const log = page.getByRole('table', { name: 'Kézbesítések' });
    await expect(log.getByRole('row').nth(1)).toContainText('Kézbesítve', { timeout: 30_000 });
    await expect(log.getByRole('row').nth(1)).toContainText('Teszt ping');
    await expect(log.getByRole('row').nth(1)).toContainText('204');
    await checkA11y('webhook endpoint');
    await saveScreen('webhook-endpoint');

    // The receiver's side: one message, verified with the specification's own library.
    expect(received).toHaveLength(1);
    const message = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as {
      type: string;
      data: { message: string };
    };
    expect(message.type).toBe('ping');
    expect(message.data.message).toContain('Teszt ping');
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
