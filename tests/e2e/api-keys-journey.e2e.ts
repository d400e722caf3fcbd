// The bank's systems on the machine API (docs/rules/api.md): the bank makes an API key on the "API-kulcsok"
// screen, copies it from the one place it is shown, and a script (a plain fetch, no cookie) pushes coupons
// and reads the change feed with it; once revoked, the key is refused at once.
import { API_SCOPE_LABELS } from '../../src/domain/api-keys.ts';
import { expect, test } from './fixtures.ts';

test('the bank makes an API key on the screen and a script pushes coupons with it', async ({
  page,
  server,
  signInAs,
  checkA11y,
  saveScreen,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs('bank_admin');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('bank dashboard');
  await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'API-kulcsok' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API-kulcsok' })).toBeVisible();
  await checkA11y('API keys');

  // --- A new key: named, scoped, shown once -------------------------------------------------------------
  await page.getByRole('button', { name: 'Új API-kulcs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Új API-kulcs' });
  await dialog.getByRole('textbox', { name: /^Név/ }).fill('CRM kuponküldés');
  await dialog.getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['coupons:write']) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(API_SCOPE_LABELS['orders:read']) }).check();
  await dialog.getByRole('button', { name: 'Kulcs létrehozása' }).click();
  const shown = dialog.getByRole('textbox', { name: 'A(z) „CRM kuponküldés” kulcs' });
  await expect(shown).toHaveValue(/^etp_test_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('button', { name: 'Másolás' })).toBeVisible();
  await checkA11y('API key shown once');
  await saveScreen('api-key-created');
  const secret = await shown.inputValue();
  await dialog.getByRole('button', { name: 'Kész, elmentettem' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  // --- A script pushes coupons and reads the changes with it -------------------------------------------
  const stamp = Date.now().toString(36).toUpperCase().slice(-4);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', ...init.headers },
    });
  const pushed = await api('/coupons', {
    method: 'POST',
    headers: { 'idempotency-key': `journey-${stamp}` },
    body: JSON.stringify({
      coupons: [
        { code: `AK1061${stamp}`, address: '1061 Budapest, Andrássy út 12.', bankReference: `CRM-${stamp}` },
        { code: 'BOCSV001', address: '1065 Budapest, Nagymező utca 5.' },
      ],
    }),
  });
  expect(pushed.status, await pushed.clone().text()).toBe(200);
  const report = (await pushed.json()) as { imported: number; rows: { status: string }[] };
  expect(report.imported).toBe(1);
  expect(report.rows.map((row) => row.status)).toEqual(['valid', 'not_redeemable']);
  const changes = await api('/changes?limit=10');
  expect(changes.status).toBe(200);

  // The screen shows when the key was last used.
  await page.reload();
  const row = page.getByRole('row', { name: /CRM kuponküldés/ });
  await expect(row.getByText('Még nem használták')).toHaveCount(0);
  await expect(row.getByText('Aktív')).toBeVisible();
  await checkA11y('API keys after use');
  await saveScreen('api-keys');

  // --- Revoked: refused at once ------------------------------------------------------------------------
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
});
