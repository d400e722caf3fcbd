// Admin Light's working day (docs/roles/admin-light.md) — the certificates filtered, one downloaded and a
// selection as one ZIP, a TIG statement made (the billing status becomes Elküldve) and marked paid, the
// system log read and downloaded, and a weekly ZIP generated and downloaded from the history.
import { readFile } from 'node:fs/promises';
import { rawTokens } from '../../src/test/raw-tokens.ts';
import { expectClientListReadable } from './client-list.ts';
import { DEMO_LOGINS, expect, submitStaffSignIn, test, type Page } from './fixtures.ts';

async function signInAdminLight(page: Page) {
  const login = DEMO_LOGINS.admin_light;
  await page.goto('/login');
  await submitStaffSignIn(page, login);
  await expect(page.getByRole('heading', { level: 1, name: 'Ügyfelek' })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Főmenü' });

test('Admin Light filters and downloads certificates, bills them to the bank and reads the log', async ({
  page,
  checkA11y,
  saveScreen,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdminLight(page);
  await checkA11y('client list (Admin Light)');
  // At 1440 x 900 every name, e-mail and address is whole, the coupon progress above the table; on a
  // phone the table scrolls sideways inside its frame, and the page does not.
  await expectClientListReadable(page);
  await page.screenshot({ path: 'test-results/screens/admin-light-clients-1440x900.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Kuponok felhasználása' })).toBeVisible();
  // Polled: the cells measure themselves again after the resize, and the page settles after them.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/admin-light-clients-390.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The certificates: every billing status of the demo data, then the pending ones only.
  await menu(page).getByRole('link', { name: 'Tanúsítványok' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tanúsítványok' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tanúsítványok listája' });
  await expect(table.getByText('Kifizetve', { exact: true }).first()).toBeVisible();
  await checkA11y('certificates');
  await saveScreen('admin-light-certificates');
  await page.getByLabel('Számlázási állapot').first().selectOption({ label: 'Függőben' });
  await expect(page).toHaveURL(/billingStatus=pending/);
  await expect(table.getByText('Elküldve')).toHaveCount(0);
  await page.getByLabel('Keresés').fill('Nádasdi');
  await expect(page).toHaveURL(/search=N%C3%A1dasdi|search=Nádasdi/);
  const row = table.getByRole('row', { name: /Nádasdi Eszter/ });
  await expect(row).toHaveCount(1);
  await checkA11y('certificates filtered');

  // One file, as stored.
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Letöltés' }).click(),
  ]);
  expect(single.suggestedFilename()).toBe('tanusitvany-nádasdi-eszter.pdf');
  expect((await readFile(await single.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The selection as one ZIP with its manifest.
  await row.getByRole('checkbox').check();
  const [bulk] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Összes letöltése (1)' }).click(),
  ]);
  expect(bulk.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await readFile(await bulk.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('tanusitvany-nádasdi-eszter.pdf'))).toBe(true);

  // The TIG statement of the selection: the server's count and total, then Elküldve.
  await page.getByRole('button', { name: 'TIG Generálás (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'TIG elszámolás generálása' });
  await expect(dialog.getByText('65 000 Ft').first()).toBeVisible();
  await checkA11y('TIG dialog');
  await dialog.getByRole('button', { name: 'Generálás' }).click();
  const [statementText] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Szövegfájl letöltése' }).click(),
  ]);
  expect(statementText.suggestedFilename()).toMatch(/^TIG-\d{4}-\d{4}_\d{4}-\d{2}-\d{2}_1db\.txt$/);
  const statementNumber = statementText.suggestedFilename().split('_')[0]!;
  expect(await readFile(await statementText.path(), 'utf8')).toContain('Nádasdi Eszter');
  await checkA11y('TIG dialog after generation');
  await page.keyboard.press('Escape');
  await page.getByLabel('Számlázási állapot').first().selectOption({ label: 'Elküldve' });
  await expect(
    table.getByRole('row', { name: /Nádasdi Eszter/ }).getByText('Elküldve', { exact: true }),
  ).toBeVisible();
  await checkA11y('certificates billed');
  // Billed, it can no longer be deleted: the button says why instead of opening a dialog that would fail.
  const billedDelete = table
    .getByRole('row', { name: /Nádasdi Eszter/ })
    .getByRole('button', { name: 'Törlés' });
  await expect(billedDelete).toHaveAttribute('aria-disabled', 'true');
  await expect(billedDelete).toHaveAccessibleDescription(/szerepel egy TIG elszámolásban.*Elküldve/);
  await billedDelete.focus();
  await expect(page.getByRole('tooltip')).toContainText('ezért nem törölhető');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Tanúsítvány törlése' })).toHaveCount(0);

  // The statements: the new one is marked paid.
  await menu(page).getByRole('link', { name: 'TIG elszámolások' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TIG elszámolások' })).toBeVisible();
  const statements = page.getByRole('table', { name: 'TIG elszámolások listája' });
  const statementRow = statements.getByRole('row', { name: new RegExp(statementNumber) });
  await expect(statementRow.getByText('Elküldve')).toBeVisible();
  await checkA11y('TIG statements');
  await saveScreen('admin-light-tig-statements');
  await statementRow.getByRole('button', { name: `Kifizetettnek jelölés: ${statementNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Kifizetettnek jelölés' });
  await checkA11y('mark paid confirmation');
  await confirm.getByRole('button', { name: 'Kifizetettnek jelölés' }).click();
  await expect(statementRow.getByText('Kifizetve')).toBeVisible();
  // The confirmation read, it is closed (it would sit over the log's first column for its four seconds).
  await page.getByRole('button', { name: 'Értesítés bezárása' }).click();

  // The system log at 1440 x 900: one line per event, at least 12 in view, in Hungarian, people and objects by
  // name; the statement and its payment first.
  await page.setViewportSize({ width: 1440, height: 900 });
  await menu(page).getByRole('link', { name: 'Rendszernapló' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rendszernapló' })).toBeVisible();
  const events = page.getByRole('table', { name: 'Rendszernapló eseményei' });
  const paid = events.getByRole('row', { name: /TIG elszámolás kifizetve/ }).first();
  await expect(paid).toContainText(`Elszámolás sorszáma: ${statementNumber}`);
  await expect(paid).toContainText('Összeg: 65 000 Ft');
  // The demo's rows the log once showed raw: a lead's status, a ticket's priority, a coupon import's counts.
  await expect(events.getByRole('row', { name: /Lead módosítva/ }).first()).toContainText(
    /Lead: [^·]+ · Státusz: Új → (Megkeresve|Minősített|Elveszett)/,
  );
  await expect(events.getByRole('row', { name: /Támogatási bejelentés létrehozva/ })).toContainText(
    'Prioritás: – → Magas',
  );
  await expect(events.getByRole('row', { name: /Kuponok importálva/ })).toContainText(
    'Ellenőrzés eredménye: Érvényes: 2; Lejárt: 1',
  );
  expect(rawTokens(await events.innerText())).toEqual([]);
  const lines = events.locator('tbody tr');
  await expect(lines.nth(11)).toBeVisible();
  const bottoms = await lines.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().bottom));
  expect(
    bottoms.filter((bottom) => bottom <= 900).length,
    'events in the first 900 px',
  ).toBeGreaterThanOrEqual(12);
  await checkA11y('system log');
  await page.screenshot({ path: 'test-results/screens/admin-light-logs-1440x900.png' });
  // The details open beneath the line by keyboard, and the button says whether they are open.
  const more = paid.getByRole('button', { name: /^Részletek: TIG elszámolás kifizetve/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`#${await more.getAttribute('aria-controls')}`);
  await expect(details.getByText('Tanúsítványok száma:')).toBeVisible();
  await checkA11y('system log, an event opened');
  await saveScreen('admin-light-logs');
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  const [logFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Letöltés (.txt)' }).click(),
  ]);
  const log = await readFile(await logFile.path(), 'utf8');
  expect(log.charCodeAt(0)).toBe(0xfeff);
  expect(log).toContain('1.0');
  expect(log).toContain(statementNumber);
});
