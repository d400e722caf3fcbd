// Runs in its own Playwright project, so in a worker with a server of its own: its failures also count for
// the client IP (every browser test comes from 127.0.0.1), which then asks everyone for the CAPTCHA.
import { DEMO_LOGINS, expect, PASSWORD, solveCaptcha, test } from './fixtures.ts';

test('five wrong passwords block that address with the real minutes left; another address still signs in', async ({
  page,
  checkA11y,
  saveScreen,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email cím').fill('tanusito@example.hu');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel(PASSWORD).fill(`Rossz-Jelszo-${attempt}`);
    if (attempt >= 3) await solveCaptcha(page);
    await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
    if (attempt === 3)
      await expect(
        page.getByText('2 sikertelen kísérlet után ideiglenesen letiltjuk a bejelentkezést.'),
      ).toBeVisible();
    if (attempt < 5) await expect(page.getByText('Érvénytelen bejelentkezési adatok.')).toBeVisible();
  }
  const banner = page.getByRole('alert').filter({ hasText: 'Bejelentkezés letiltva' });
  await expect(banner).toContainText('Túl sok sikertelen kísérlet. Próbálja újra 15 perc múlva.');
  await expect(banner).toContainText(
    'Ezt az email címet 5 sikertelen bejelentkezési kísérlet után ideiglenesen letiltottuk.',
  );
  await expect(page.getByLabel(PASSWORD)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Bejelentkezés', exact: true })).toBeDisabled();
  await checkA11y('sign-in blocked');
  await saveScreen('login-blocked');

  // A colleague at the same computer: the network's failures ask for the CAPTCHA before the first try.
  const client = DEMO_LOGINS.client;
  await page.getByLabel('Email cím').fill(client.email);
  await page.getByLabel(PASSWORD).fill(client.password);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Bejelentkezés', exact: true })).toBeDisabled();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Üdvözöljük, Anna!' })).toBeVisible();
  await checkA11y('dashboard of a colleague signed in beside a blocked address');
});
