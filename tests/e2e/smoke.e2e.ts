import { expect, submitSignIn, test, chooseFromUserMenu } from './fixtures.ts';

test('the portal starts in Hungarian, answers its health check and sends visitors to sign in', async ({
  page,
  request,
  checkA11y,
  saveScreen,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Energetikai Tanúsítvány Portál');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { level: 1, name: 'Energetikai Tanúsítvány Portál' })).toBeVisible();
  await expect(page.getByText('Szakértői támogatás')).toBeVisible();
  await checkA11y('sign-in page');
  await saveScreen('login');

  // Keyboard users reach the e-mail field, and the focused field looks different.
  const email = page.getByLabel('Email cím');
  const unfocused = await email.evaluate((element) => getComputedStyle(element).borderColor);
  await email.focus();
  // Mantine's inputs fade the border over 100 ms even for reduced motion, so the colour is polled, not read once.
  await expect
    .poll(() => email.evaluate((element) => getComputedStyle(element).borderColor))
    .not.toBe(unfocused);

  await page.goto('/nincs-ilyen-oldal/123');
  await expect(page).toHaveURL(/\/login$/);
  await checkA11y('unknown route, sent to sign in');
});

test('the strict Content-Security-Policy lets the app run without errors', async ({ page, checkA11y }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkA11y('sign-in page');
  expect(problems).toEqual([]);
});

test('signed-in screens and their forms cause no Content-Security-Policy violation', async ({
  page,
  newClient,
  checkA11y,
}) => {
  // zod's probe for `new Function` was once refused and reported on every screen that validates.
  test.slow(); // a registration, a sign-in and two screens checked by axe-core
  const violations: string[] = [];
  await page.exposeBinding('__etpViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __etpViolation: (text: string) => void }).__etpViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  const client = await newClient('csp.ellenorzes@example.hu');
  await page.goto('/login');
  await submitSignIn(page, client.email, client.password);
  // A loaded machine may take its time over the first signed-in screen.
  await expect(page.getByRole('heading', { name: 'Üdvözöljük, Eszter!' })).toBeVisible({ timeout: 30_000 });
  await checkA11y('home');
  await chooseFromUserMenu(page, /Nagy Eszter/, 'Profil szerkesztése');
  const profile = page.getByRole('dialog', { name: 'Profil szerkesztése' });
  await profile.getByLabel(/^Név/).fill('');
  await profile.getByRole('button', { name: 'Mentés' }).click();
  await expect(profile.getByText('A név megadása kötelező')).toBeVisible();
  await checkA11y('profile dialog');
  expect(violations).toEqual([]);
});

test('the dev mailbox shows the e-mails the portal queued', async ({
  page,
  request,
  mailbox,
  checkA11y,
  saveScreen,
}) => {
  const asked = await request.post('/api/account/forgot-password', { data: { email: 'light@example.hu' } });
  expect(asked.status()).toBe(200);
  const [reset] = await mailbox.messages('light@example.hu');
  expect(reset).toMatchObject({ template: 'PASSWORD_RESET', subject: 'Jelszó visszaállítása' });

  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Fejlesztői postafiók' })).toBeVisible();
  await expect(page.getByRole('row', { name: /light@example\.hu/ })).toBeVisible();
  await checkA11y('dev mailbox');
  await saveScreen('dev-mailbox');
});
