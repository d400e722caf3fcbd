import { expect, test, submitSignIn, chooseFromUserMenu } from './fixtures.ts';

test('a client edits the profile, changes the e-mail through its link, and deletes the account', async ({
  page,
  mailbox,
  checkA11y,
  signInNewClient,
  saveScreen,
}) => {
  const client = await signInNewClient('nagy.eszter@example.hu');

  // The dialog shows the stored address split back into its parts.
  await chooseFromUserMenu(page, /Nagy Eszter/, 'Profil szerkesztése');
  const profile = page.getByRole('dialog', { name: 'Profil szerkesztése' });
  await expect(profile.getByLabel('Irányítószám')).toHaveValue('6720');
  await expect(profile.getByLabel('Település')).toHaveValue('Szeged');
  await expect(profile.getByLabel('Utca')).toHaveValue('Kárász utca');
  await expect(profile.getByLabel('Házszám')).toHaveValue('5');
  await checkA11y('profile dialog');

  await profile.getByLabel(/^Név/).fill('');
  await profile.getByRole('button', { name: 'Mentés' }).click();
  await expect(profile.getByText('A név megadása kötelező')).toBeVisible();
  await profile.getByLabel(/^Név/).fill('Nagy Eszter Réka');
  await profile.getByLabel('Irányítószám').fill('');
  await profile.getByLabel('Irányítószám').pressSequentially('2092');
  await expect(profile.getByLabel('Település')).toHaveValue('Budakeszi');
  await profile.getByLabel('Utca').fill('Fő utca');
  await profile.getByLabel('Házszám').fill('1');
  await saveScreen('profile-dialog');
  await profile.getByRole('button', { name: 'Mentés' }).click();
  await expect(profile.getByText('Profil sikeresen frissítve!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Nagy Eszter Réka/ })).toBeVisible();

  // A new address changes only when its link is confirmed.
  await profile.getByLabel(/^Email cím/).fill('eszter.uj@example.hu');
  await profile.getByRole('button', { name: 'Mentés' }).click();
  await expect(profile.getByText(/megerősítő linket küldtünk/)).toBeVisible();
  await profile.getByRole('button', { name: 'Mégsem' }).click();
  const [change] = await mailbox.messages('eszter.uj@example.hu');
  expect(change?.template).toBe('EMAIL_CHANGE');
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(change?.text ?? '')?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('button', { name: 'Email cím megerősítése' })).toBeVisible();
  await checkA11y('e-mail change confirmation');
  await page.getByRole('button', { name: 'Email cím megerősítése' }).click();
  await expect(page.getByText('Email címe megváltozott.')).toBeVisible();
  await page.goto('/');
  await checkA11y('home after the e-mail change');

  // A further change left unconfirmed: its link to the new address waits in the outbox.
  await chooseFromUserMenu(page, /Nagy Eszter Réka/, 'Profil szerkesztése');
  await profile.getByLabel(/^Email cím/).fill('eszter.masik@example.hu');
  await profile.getByRole('button', { name: 'Mentés' }).click();
  await expect(profile.getByText(/megerősítő linket küldtünk/)).toBeVisible();
  await profile.getByRole('button', { name: 'Mégsem' }).click();
  expect((await mailbox.messages('eszter.masik@example.hu')).map((m) => m.template)).toEqual([
    'EMAIL_CHANGE',
  ]);

  // Deletion: the button waits for TÖRLÉS; the keyboard alone does it.
  await chooseFromUserMenu(page, /Nagy Eszter Réka/, 'Fiók törlése');
  const deletion = page.getByRole('dialog', { name: 'Fiók törlése' });
  const erase = deletion.getByRole('button', { name: 'Fiók végleges törlése' });
  await expect(erase).toBeDisabled();
  await checkA11y('account deletion dialog');
  await page.keyboard.type('törlés');
  await expect(erase).toBeDisabled();
  await deletion.getByLabel(/TÖRLÉS/).fill('');
  await page.keyboard.type('TÖRLÉS');
  await expect(erase).toBeEnabled();
  await saveScreen('delete-account');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?account-deleted=true$/);
  await expect(page.getByRole('status')).toContainText('Fiókját és személyes adatait töröltük.');
  await checkA11y('sign-in after deletion');
  // Erasure took every message to or about her, the pending confirmation to the new address too.
  expect(await mailbox.messages('eszter.masik@example.hu')).toEqual([]);
  expect(await mailbox.messages('eszter.uj@example.hu')).toEqual([]);

  await submitSignIn(page, 'eszter.uj@example.hu', client.password);
  await expect(page.getByText('Érvénytelen bejelentkezési adatok.')).toBeVisible();
});
