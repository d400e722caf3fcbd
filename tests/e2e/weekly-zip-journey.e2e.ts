// Admin Light's weekly ZIP (docs/roles/admin-light.md, 'Weekly ZIP') — generated in the background with a
// password and an e-mail, ready in the history, downloaded from it and from the e-mail's link (it opens with
// 7-Zip and the password only), and one deleted after the confirming question.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshTotpCode } from '../../src/server/test/authenticator.ts';
import { DEMO_TOTP_KEY } from '../../src/server/seed/demo.ts';
import { DEMO_LOGINS, expect, submitSignIn, test, type Page } from './fixtures.ts';

const PASSWORD = 'Heti-Jelentes-2026';
const RECIPIENT = 'riport@example.hu';
/** 7-Zip as Debian's 7zip package installs it (7zz), or p7zip's 7z. */
const SEVEN_ZIP = ['7z', '7zz'].find((name) => spawnSync(name, ['i']).status === 0) ?? '7z';

async function signInAdminLight(page: Page) {
  const login = DEMO_LOGINS.admin_light;
  await page.goto('/login');
  await submitSignIn(page, login.email, login.password);
  await page.getByLabel('Hitelesítő kód').fill(await freshTotpCode(DEMO_TOTP_KEY, login.email));
  await page.getByRole('button', { name: 'Ellenőrzés' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ügyfelek' })).toBeVisible();
}

/** The files 7-Zip extracts from the archive with `password`; null when it refuses. */
async function openWithSevenZip(file: string, password: string): Promise<string[] | null> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'etp-weekly-zip-'));
  try {
    const result = spawnSync(SEVEN_ZIP, ['x', `-p${password}`, `-o${out}`, '-y', file], { encoding: 'utf8' });
    if (result.status !== 0) return null;
    const entries = await readdir(out, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(out, path.join(e.parentPath, e.name)));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

test('Admin Light generates a weekly ZIP, downloads it from the history and the e-mail, and deletes one', async ({
  page,
  checkA11y,
  saveScreen,
  mailbox,
}) => {
  test.setTimeout(300_000);
  await signInAdminLight(page);
  await checkA11y('client list (Admin Light)');

  await page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Heti ZIP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Heti ZIP' })).toBeVisible();
  await expect(page.getByText('Mit tartalmaz a heti ZIP?')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /ZIP fájl|Generálás/ })).toBeVisible();
  await checkA11y('weekly ZIP');

  // The dialog: no generation with a short password; the e-mail is required once it is asked for.
  await page.getByRole('button', { name: 'Új ZIP generálása' }).click();
  const dialog = page.getByRole('dialog', { name: 'Heti ZIP generálása' });
  const submit = dialog.getByRole('button', { name: 'ZIP generálása' });
  await dialog.getByLabel(/ZIP jelszó/).fill('rovid12');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(/ZIP jelszó/).fill(PASSWORD);
  await expect(submit).toBeEnabled();
  await dialog.getByRole('checkbox', { name: /Értesítés emailben/ }).check();
  await submit.click();
  await expect(
    dialog.getByText('Az email cím megadása kötelező, ha emailben kéri az értesítést'),
  ).toBeVisible();
  await checkA11y('weekly ZIP dialog');
  await dialog.getByLabel(/Email cím/).fill(RECIPIENT);
  await submit.click();
  await expect(dialog).toBeHidden();

  // Generating in the background, then ready: the history asks again on its own.
  const history = page.getByRole('table', { name: 'Heti ZIP előzmények' });
  const first = history.getByRole('row').nth(1);
  await expect(first.getByText('Elkészült')).toBeVisible({ timeout: 120_000 });
  await expect(first).toContainText(/\d+(,\d+)?\s(bájt|KB|MB|GB)/);
  await checkA11y('weekly ZIP history');
  await saveScreen('weekly-zip-history');

  // Downloaded from the history: 7-Zip opens it with the password, and not without.
  const [fromHistory] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: /^Letöltés/ }).click(),
  ]);
  expect(fromHistory.suggestedFilename()).toMatch(/^heti-jelentes_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await fromHistory.path();
  const files = await openWithSevenZip(archive, PASSWORD);
  expect(files).toEqual(
    expect.arrayContaining(['osszesito.txt', 'rendszernaplo.txt', 'ugyfelek.csv', 'ingatlanok.csv']),
  );
  expect(files).toContain('tanusitvanyok.csv');
  expect(await openWithSevenZip(archive, 'rossz-jelszo')).toBeNull();

  // The e-mail carries the link, never the password; the link downloads for the signed-in Admin Light.
  const [mail] = await mailbox.messages(RECIPIENT);
  expect(mail?.template).toBe('weekly_zip_notification');
  expect(mail?.text).not.toContain(PASSWORD);
  const link = /https?:\/\/\S+\/weekly-zip\?\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const [fromMail] = await Promise.all([page.waitForEvent('download'), page.goto(link!)]);
  expect(fromMail.suggestedFilename()).toBe(fromHistory.suggestedFilename());
  expect(await openWithSevenZip(await fromMail.path(), PASSWORD)).not.toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Heti ZIP' })).toBeVisible();
  await checkA11y('weekly ZIP after the e-mail link');

  // A second one, without e-mail; then one is deleted after the confirming question
  // (docs/roles/admin-light.md, 'History').
  await page.getByRole('button', { name: 'Új ZIP generálása' }).click();
  await dialog.getByLabel(/ZIP jelszó/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'ZIP generálása' }).click();
  await expect(dialog).toBeHidden();
  // The demo's own archive, the e-mailed one and this one.
  await expect(history.getByText('Elkészült')).toHaveCount(3, { timeout: 120_000 });
  await history
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Törlés/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Heti ZIP törlése' });
  await expect(confirm.getByText('Biztosan törli ezt a ZIP fájlt?')).toBeVisible();
  await checkA11y('weekly ZIP delete dialog');
  await confirm.getByRole('button', { name: 'Végleges törlés' }).click();
  await expect(confirm).toBeHidden();
  await expect(history.getByText('Elkészült')).toHaveCount(2);
  await checkA11y('weekly ZIP after delete');
  await saveScreen('weekly-zip-after-delete');
});
