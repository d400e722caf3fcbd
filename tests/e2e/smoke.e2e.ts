import { expect, test } from './fixtures.ts';

test('the portal starts in Hungarian, answers its health check and keeps unknown routes on the portal', async ({
  page,
  request,
  checkA11y,
  saveScreen,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

  await page.goto('/');
  await expect(page).toHaveTitle('Energetikai Tanúsítvány Portál');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { level: 1, name: 'Energetikai Tanúsítvány Portál' })).toBeVisible();
  await expect(page.getByText('Szakértői támogatás')).toBeVisible();
  await expect(page.getByRole('link', { name: '+36 1 234 5678' })).toBeVisible();
  await checkA11y('start page');
  await saveScreen('start-page');

  // Keyboard users reach the support links, with a visible focus ring.
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('href', 'tel:+3612345678');
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');

  await page.goto('/nincs-ilyen-oldal/123');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Energetikai Tanúsítvány Portál' })).toBeVisible();
  await checkA11y('unknown route, redirected to the start page');
});

test('the strict Content-Security-Policy lets the app run without errors', async ({ page, checkA11y }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('start page');
  expect(problems).toEqual([]);
});

test('the dev mailbox lists the e-mails the portal queued', async ({
  page,
  mailbox,
  checkA11y,
  saveScreen,
}) => {
  expect(await mailbox.messages()).toEqual([]);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Fejlesztői postafiók' })).toBeVisible();
  await expect(page.getByText('Még nincs elküldött levél.')).toBeVisible();
  await checkA11y('dev mailbox');
  await saveScreen('dev-mailbox');
});
