import { base32 } from '@better-auth/utils/base32';
import { freshTotpCode } from '../../src/server/test/authenticator.ts';
import { DEMO_TOTP_KEY } from '../../src/server/seed/demo.ts';
import {
  DEMO_LOGINS,
  expect,
  NEW_STAFF,
  PASSWORD,
  setServerClock,
  submitSignIn,
  submitStaffSignIn,
  test,
  chooseFromUserMenu,
} from './fixtures.ts';

test('a client turns on two-factor sign-in, then signs in with the authenticator code', async ({
  page,
  checkA11y,
  signInNewClient,
  saveScreen,
}) => {
  const client = await signInNewClient('ketlepcso.eszter@example.hu');

  await chooseFromUserMenu(page, /Nagy Eszter/, 'Kétlépcsős azonosítás');
  const dialog = page.getByRole('dialog', { name: 'Kétlépcsős azonosítás' });
  await dialog.getByLabel(PASSWORD).fill(client.password);
  await dialog.getByRole('button', { name: 'Tovább' }).click();
  await expect(dialog.getByRole('img', { name: 'QR kód a hitelesítő alkalmazáshoz' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Helyreállító kódok' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await checkA11y('two-factor set-up');
  await saveScreen('two-factor-setup');
  const key = await dialog.getByLabel('Ha nem tudja beolvasni, írja be ezt a kulcsot').inputValue();
  await dialog.getByLabel('Hitelesítő kód').fill('000000');
  await dialog.getByRole('button', { name: 'Bekapcsolás' }).click();
  await expect(dialog.getByText('Érvénytelen kód.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Hitelesítő kód').fill(await freshTotpCode(base32.decode(key)));
  await dialog.getByRole('button', { name: 'Bekapcsolás' }).click();
  await expect(dialog.getByText('A kétlépcsős azonosítás bekapcsolva.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Tovább' }).click();

  await chooseFromUserMenu(page, /Nagy Eszter/, 'Kijelentkezés');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, client.email, client.password);
  await expect(page.getByLabel('Hitelesítő kód')).toBeFocused();
  await checkA11y('two-factor code at sign-in');
  await saveScreen('two-factor-code');
  await page.keyboard.type(await freshTotpCode(base32.decode(key)));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Üdvözöljük, Eszter!' })).toBeVisible();
  await checkA11y('home after two-factor sign-in');
});

test('a staff member gives the authenticator code after the password', async ({
  page,
  checkA11y,
  signInWithForm,
}) => {
  await signInWithForm(DEMO_LOGINS.bank_admin);
  await page.getByRole('button', { name: 'Helyreállító kód használata' }).click();
  await expect(page.getByLabel('Helyreállító kód')).toBeVisible();
  await page.getByRole('button', { name: 'Hitelesítő kód használata' }).click();
  await page
    .getByLabel('Hitelesítő kód')
    .fill(await freshTotpCode(DEMO_TOTP_KEY, DEMO_LOGINS.bank_admin.email));
  await page.getByRole('button', { name: 'Ellenőrzés' }).click();
  await expect(page.getByRole('heading', { name: /Üdvözöljük/ })).toBeVisible();
  await checkA11y('staff home');
});

test("after the server's clock moved three days ahead, a staff member signs in and stays signed in", async ({
  page,
  request,
  checkA11y,
}) => {
  // One clock (decision 0008): the code is checked, the session stamped and its 30 idle minutes counted on
  // the moved clock, so the session lives on to its next requests.
  const threeDays = 3 * 86_400_000;
  await setServerClock(request, threeDays);
  try {
    await page.goto('/login');
    await checkA11y('sign-in on the moved clock');
    await submitStaffSignIn(page, DEMO_LOGINS.portal_admin, threeDays);
    await expect(page.getByRole('heading', { level: 1, name: /^Üdvözöljük/ })).toBeVisible();
    await checkA11y('portal admin home on the moved clock');
    await page.goto('/auditors');
    await expect(page.getByRole('heading', { level: 1, name: 'Tanúsítók kezelése' })).toBeVisible();
    await checkA11y('the auditors on the moved clock');
  } finally {
    await setServerClock(request, 0);
  }
});

test('a new staff member must set up an authenticator app at the first sign-in', async ({
  page,
  checkA11y,
  signInWithForm,
  saveScreen,
}) => {
  await signInWithForm(NEW_STAFF);
  await expect(page.getByRole('heading', { name: 'Kétlépcsős azonosítás beállítása' })).toBeVisible();
  await checkA11y('staff two-factor set-up');
  // Nothing else opens until it is done.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kétlépcsős azonosítás beállítása' })).toBeVisible();
  await checkA11y('staff two-factor set-up after navigating');

  await page.getByLabel(PASSWORD).fill(NEW_STAFF.password);
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page.getByRole('img', { name: 'QR kód a hitelesítő alkalmazáshoz' })).toBeVisible();
  await saveScreen('staff-two-factor-setup');
  const key = await page.getByLabel('Ha nem tudja beolvasni, írja be ezt a kulcsot').inputValue();
  await page.getByLabel('Hitelesítő kód').fill(await freshTotpCode(base32.decode(key)));
  await page.getByRole('button', { name: 'Bekapcsolás' }).click();
  await expect(page.getByText('A kétlépcsős azonosítás bekapcsolva.', { exact: false })).toBeVisible();
  await checkA11y('staff two-factor set-up done');
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page.getByRole('heading', { name: 'Üdvözöljük, Réka!' })).toBeVisible();
  await expect(page.getByText('Bank admin', { exact: true })).toBeVisible();
  await checkA11y('staff home');
});
