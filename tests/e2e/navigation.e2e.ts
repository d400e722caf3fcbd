// A link opened while signed out survives the sign-in, also its second step (docs/roles/accounts.md,
// 'Signed-out pages'), and the signed-in header fits a phone whatever the name, with no side menu for a
// client (docs/roles/accounts.md, 'Header and side menu').
import { request as playwrightRequest } from '@playwright/test';
import { DEMO_TOTP_KEY } from '../../src/server/seed/demo.ts';
import { freshTotpCode } from '../../src/server/test/authenticator.ts';
import { DEMO_LOGINS, expect, submitSignIn, test, type Page } from './fixtures.ts';

/** The demo client's property id, read through a separate API session. */
async function demoPropertyId(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await api.post('/api/account/login', { data: DEMO_LOGINS.client })).status()).toBe(200);
    const dashboard = (await (await api.get('/api/client/property')).json()) as {
      property: { id: string } | null;
    };
    if (!dashboard.property) throw new Error('the demo client has no property');
    return dashboard.property.id;
  } finally {
    await api.dispose();
  }
}

/** The header's content fits its width: nothing sticks out or is pushed off the screen. */
async function expectHeaderFits(page: Page) {
  const header = page.locator('header');
  const fit = await header.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    overflowing: [...element.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > element.getBoundingClientRect().right + 0.5)
      .map((child) => child.outerHTML.slice(0, 80)),
  }));
  expect(fit.overflowing).toEqual([]);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  // The title keeps to one line in the 64 px header.
  const title = await page
    .getByRole('heading', { level: 2, name: 'Energetikai Tanúsítvány Portál' })
    .boundingBox();
  expect(title?.height).toBeLessThan(32);
}

test('the link of an appointment e-mail opened while signed out leads there after sign-in', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  const id = await demoPropertyId(baseURL!);
  await page.goto(`/property/${id}`);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/property/${id}`)}`);
  await expect(page.getByRole('heading', { name: 'Bejelentkezés', level: 2 })).toBeVisible();
  await checkA11y('sign-in with a return address');
  await submitSignIn(page, DEMO_LOGINS.client.email, DEMO_LOGINS.client.password);
  await expect(page).toHaveURL(`/property/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('the property page after sign-in');
});

test('a staff member returns to the address asked for after the authenticator code', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/auditors');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/auditors')}`);
  await checkA11y('sign-in with a return address');
  await submitSignIn(page, DEMO_LOGINS.portal_admin.email, DEMO_LOGINS.portal_admin.password);
  const code = page.getByLabel('Hitelesítő kód');
  await expect(code).toBeFocused();
  await checkA11y('two-factor code with a return address');
  await code.fill(await freshTotpCode(DEMO_TOTP_KEY, DEMO_LOGINS.portal_admin.email));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/auditors');
  await expect(page.getByRole('heading', { level: 1, name: 'Tanúsítók kezelése' })).toBeVisible();
  await checkA11y('the auditors after sign-in');
});

test('a return address of another site is not followed', async ({ page, checkA11y }) => {
  test.slow(); // two screens checked by axe-core after a sign-in: a minute on a loaded machine
  // The other forms of it (https:, backslashes, control characters) are in src/web/lib/return-path.test.ts.
  await page.goto(`/login?next=${encodeURIComponent('//example.org/')}`);
  await checkA11y('sign-in with a foreign return address');
  await submitSignIn(page, DEMO_LOGINS.client.email, DEMO_LOGINS.client.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Üdvözöljük/ })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await checkA11y('the dashboard');

  // Signed in, a return address whose dot segments resolve to another host ('//evil.example') also leads
  // to the start page: the router was handed '//evil.example' and the screen crashed ('Alkalmazás hiba').
  for (const next of [encodeURIComponent('/.//evil.example'), '/..//evil.example']) {
    await page.goto(`/login?next=${next}`);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Üdvözöljük/ })).toBeVisible();
    await expect(page.getByText('Alkalmazás hiba')).toHaveCount(0);
    await checkA11y('the dashboard after a crafted return address');
  }
});

test('on a phone the header fits a 60-character name, and a client has no side menu', async ({
  page,
  newClient,
  checkA11y,
  saveScreen,
}) => {
  const name = { firstName: 'Kisasszony Erzsébet Mária', lastName: 'Szentgyörgyvölgyi-Hódmezővásárhelyi' };
  const fullName = `${name.lastName} ${name.firstName}`;
  expect(fullName.length).toBeGreaterThanOrEqual(60);
  const client = await newClient('hosszu.nev@example.hu', name);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await submitSignIn(page, client.email, client.password);
  const account = page.getByRole('button', { name: new RegExp(name.lastName) });
  await expect(account).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Főmenü' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menü megnyitása vagy bezárása' })).toHaveCount(0);
  await expectHeaderFits(page);
  await checkA11y('phone dashboard with a long name');
  await saveScreen('phone-header-long-name');
  // The whole name is in the account menu.
  await account.click();
  await expect(page.getByRole('menu').getByText(fullName)).toBeVisible();
  await saveScreen('phone-account-menu-long-name');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Főmenü' })).toHaveCount(0);
  await expectHeaderFits(page);
  // The main content starts at the left edge: no empty 240 px column.
  const main = await page.locator('main').boundingBox();
  expect(main?.x).toBeLessThan(1);
  await saveScreen('desktop-header-long-name');
});

test('staff keep their side menu and burger on a phone', async ({ page, signInAs, checkA11y }) => {
  await signInAs('portal_admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectHeaderFits(page);
  await page.getByRole('button', { name: 'Menü megnyitása vagy bezárása' }).click();
  const menu = page.getByRole('navigation', { name: 'Főmenü' });
  await expect(menu.getByRole('link', { name: 'Tanúsítók' })).toBeVisible();
  await checkA11y('phone side menu of the operator');
});
