import { SERVER_MESSAGES } from '../../src/domain/server-messages.ts';
import {
  expect,
  NEW_PASSWORD,
  PASSWORD,
  solveCaptcha,
  test,
  submitSignIn,
  chooseFromUserMenu,
  linkIn,
} from './fixtures.ts';

test('a client registers, confirms the address, signs in, changes the password, signs out, resets it and signs in again', async ({
  page,
  mailbox,
  checkA11y,
  saveScreen,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('tab', { name: 'Regisztráció', selected: true })).toBeVisible();
  await checkA11y('registration, step 1');

  // Step 1: the rules speak before the server is asked.
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page.getByText('A keresztnévnek legalább 2 karakter hosszúnak kell lennie')).toBeVisible();
  await page.getByLabel('Vezetéknév').fill('Kovács');
  await page.getByLabel('Keresztnév').fill('Zsófia');
  await page.getByLabel('Email cím').fill('Zsofia.Kovacs@Example.hu');
  await page.getByLabel('Telefonszám').fill('06 30 123 4567');
  await saveScreen('register-step-1');
  await page.getByRole('button', { name: 'Tovább' }).click();

  // Step 2: the postcode fills the city from the full list.
  await page.getByLabel('Irányítószám').pressSequentially('40a25');
  await expect(page.getByLabel('Irányítószám')).toHaveValue('4025');
  await expect(page.getByLabel('Település')).toHaveValue('Debrecen');
  await page.getByLabel('Utca').fill('Piac utca');
  await page.getByLabel('Házszám').fill('20');
  await checkA11y('registration, step 2');
  await page.getByRole('button', { name: 'Tovább' }).click();

  // Step 3: password rules shown as typed, four consents, the real CAPTCHA. The policy and the terms
  // open from their consents, in a new tab, as the PDFs the server writes.
  for (const [name, path] of [
    [/adatkezelési tájékoztatót \(PDF, új lapon nyílik meg\)/, '/documents/adatkezelesi-tajekoztato.pdf'],
    [/általános szerződési feltételeket \(PDF, új lapon nyílik meg\)/, '/documents/aszf.pdf'],
  ] as const) {
    const link = page.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', path);
    await expect(link).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get(path);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  }
  await page.getByLabel(PASSWORD).fill('Zold-Kapu-2026!');
  await page.getByLabel('Jelszó megerősítése').fill('Zold-Kapu-2026!');
  for (const consent of [
    /adatkezelési tájékoztatót/,
    /általános szerződési feltételeket/,
    /bank és a portál megossza/,
    /tájékoztatókat küldjön/,
  ]) {
    await page.getByRole('checkbox', { name: consent }).check();
  }
  await solveCaptcha(page);
  await checkA11y('registration, step 3');
  await saveScreen('register-step-3');
  await page.getByRole('button', { name: 'Regisztráció', exact: true }).click();

  await expect(page).toHaveURL(/\/login\?registered=true$/);
  await expect(page.getByText('Sikeres regisztráció')).toBeVisible();
  await checkA11y('sign-in after registration');

  // Signing in before confirming gives its own message (docs/rules/errors.md, 'Accounts and sign-in').
  await submitSignIn(page, 'zsofia.kovacs@example.hu', 'Zold-Kapu-2026!');
  await expect(page.getByText('Email cím nincs megerősítve.', { exact: false })).toBeVisible();

  // The link only opens a page; the button spends the token.
  const [confirmation] = await mailbox.messages('zsofia.kovacs@example.hu');
  await page.goto(linkIn(confirmation, '/verify-email'));
  await expect(page.getByRole('button', { name: 'Email cím megerősítése' })).toBeVisible();
  await checkA11y('e-mail confirmation');
  await page.getByRole('button', { name: 'Email cím megerősítése' }).click();
  await expect(page.getByText('Email címe megerősítve.')).toBeVisible();
  await page.getByRole('link', { name: 'Tovább a bejelentkezéshez' }).click();
  await checkA11y('sign-in');

  await submitSignIn(page, 'zsofia.kovacs@example.hu', 'Zold-Kapu-2026!');
  await expect(page.getByRole('heading', { name: 'Üdvözöljük, Zsófia!' })).toBeVisible();
  await expect(page.getByText('Ügyfél', { exact: true })).toBeVisible();
  await checkA11y('home after sign-in');
  await saveScreen('home');

  // Change the password from the user menu.
  await chooseFromUserMenu(page, /Kovács Zsófia/, 'Jelszó megváltoztatása');
  const dialog = page.getByRole('dialog', { name: 'Jelszó megváltoztatása' });
  await dialog.getByLabel('Jelenlegi jelszó').fill('Zold-Kapu-2026!');
  // A common password meets the rules, but the server refuses it and says why (docs/rules/accounts.md,
  // 'Strength policy').
  await dialog.getByLabel(NEW_PASSWORD).fill('Password1!');
  await dialog.getByLabel('Új jelszó megerősítése').fill('Password1!');
  await dialog.getByRole('button', { name: 'Jelszó módosítása' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SERVER_MESSAGES.weakPassword.common);
  await expect(dialog.getByLabel(NEW_PASSWORD)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(NEW_PASSWORD).fill('Masik-Jelszo-77');
  await dialog.getByLabel('Új jelszó megerősítése').fill('Masik-Jelszo-77');
  await checkA11y('password change dialog');
  await saveScreen('change-password');
  await dialog.getByRole('button', { name: 'Jelszó módosítása' }).click();
  await expect(dialog.getByText('Jelszó sikeresen megváltoztatva!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  await chooseFromUserMenu(page, /Kovács Zsófia/, 'Kijelentkezés');
  await expect(page).toHaveURL(/\/login$/);
  await checkA11y('sign-in after signing out');

  // Forgot the password: the link arrives, the new password works, the old does not.
  await page.getByRole('link', { name: 'Elfelejtett jelszó?' }).click();
  // The address changes at once, but the sign-in form stays until the new screen's chunk has loaded: its own
  // 'Email cím' field would take the address typed below.
  await expect(page.getByRole('heading', { level: 1, name: 'Elfelejtett jelszó' })).toBeVisible();
  await checkA11y('forgot password');
  await page.getByLabel('Email cím').fill('zsofia.kovacs@example.hu');
  await page.getByRole('button', { name: 'Link küldése' }).click();
  await expect(page.getByText('Ha ez az email cím regisztrálva van')).toBeVisible();
  const reset = (await mailbox.messages('zsofia.kovacs@example.hu')).find(
    (m) => m.template === 'PASSWORD_RESET',
  );
  await page.goto(linkIn(reset, '/reset-password'));
  // The page checks the link first, then asks for the new password.
  await expect(page.getByLabel(NEW_PASSWORD)).toBeVisible();
  await checkA11y('reset password');
  await page.getByLabel(NEW_PASSWORD).fill('Harmadik-Jelszo-3');
  await page.getByLabel('Új jelszó megerősítése').fill('Harmadik-Jelszo-3');
  await page.getByRole('button', { name: 'Jelszó mentése' }).click();
  await expect(page.getByText('Jelszava megváltozott.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?password-reset=success$/, { timeout: 6_000 });
  await checkA11y('sign-in after reset');

  await submitSignIn(page, 'zsofia.kovacs@example.hu', 'Harmadik-Jelszo-3');
  await expect(page.getByRole('heading', { name: 'Üdvözöljük, Zsófia!' })).toBeVisible();
  await checkA11y('home after the reset');
});
