// Runs in its own Playwright project, on its own server: the lockout also counts per client IP, and
// every browser test comes from 127.0.0.1.
import { expect, PASSWORD, solveCaptcha, test } from './fixtures.ts';

test('five wrong passwords block the sign-in with the real minutes left', async ({
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
  await expect(page.getByText('Túl sok sikertelen kísérlet. Próbálja újra 15 perc múlva.')).toBeVisible();
  await expect(page.getByLabel('Email cím')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Bejelentkezés', exact: true })).toBeDisabled();
  await checkA11y('sign-in blocked');
  await saveScreen('login-blocked');
});
