import { MESSAGES } from '../../src/domain/messages.ts';
import { formatDateTime } from '../../src/domain/format.ts';
import { fromBudapest, toBudapest } from '../../src/domain/time.ts';
import { expectClientListFitsPhone } from './client-list.ts';
import {
  checkOtherPageA11y,
  DEMO_LOGINS,
  expect,
  PASSWORD,
  portalAdminApi,
  setServerClock,
  test,
  type Page,
} from './fixtures.ts';

// The demo auditor (src/server/seed/demo.ts) and the one who has not finished onboarding.
const DEMO_AUDITOR_ID = 'demo-auditor';
const NEW_AUDITOR = { email: 'tanusito7@example.hu', password: 'Tanusito-Demo-2026' };
const DAY_MS = 86_400_000;

/** Chooses the option `steps` places down in a focused native select, the way a keyboard user does. */
async function pressDown(page: Page, steps: number) {
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
}

test('a new auditor finishes onboarding before the workspace opens', async ({
  page,
  checkA11y,
  signInWithForm,
  saveScreen,
}) => {
  await signInWithForm(NEW_AUDITOR);
  await expect(page).toHaveURL(/\/finish-onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regisztráció befejezése' })).toBeVisible();
  await checkA11y('onboarding form');
  // While onboarding, the form is the only screen: no menu, and the client list leads back here.
  await expect(page.getByRole('navigation', { name: 'Főmenü' })).toHaveCount(0);
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/finish-onboarding$/);

  const terms = page.getByRole('link', { name: /Általános Szerződési Feltételeket/ });
  await expect(terms).toHaveAttribute('href', '/documents/aszf.pdf');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(page.getByLabel(/^Kapcsolattartási email/)).toHaveValue(NEW_AUDITOR.email);
  const submit = page.getByRole('button', { name: 'Regisztráció befejezése' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Elolvastam és elfogadom/).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(MESSAGES.onboarding.missingField('Cégnév'))).toBeVisible();
  await checkA11y('onboarding with a missing field');

  await page.getByLabel(/^Cégnév/).fill('Lakatos Energetika Kft.');
  await page.getByLabel(/^Adószám/).fill('12345678-1-41');
  await page.getByLabel(/^Cég címe/).fill('1063 Budapest, Szinyei Merse utca 10');
  await page.getByLabel(/^Kapcsolattartási email/).fill('nem-email');
  await submit.click();
  await expect(page.getByText(MESSAGES.email.invalid)).toBeVisible();
  // The tax number's check digit is checked in the form, and again on the server (docs/rules/validation.md,
  // 'Auditor fields').
  await expect(page.getByText(MESSAGES.onboarding.taxNumberCheckDigit)).toBeVisible();
  await page.getByLabel(/^Adószám/).fill('12345676-1-41');
  await page.getByLabel(/^Kapcsolattartási email/).fill('  Iroda@Lakatos-Energetika.hu ');
  await saveScreen('auditor-onboarding');
  await submit.click();

  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText(MESSAGES.auditorWorkspace.onboardingDone)).toBeVisible();
  // Stored trimmed and lower-cased (docs/rules/validation.md, 'E-mail'), with the time of the acceptance
  // (docs/roles/auditor.md, 'Onboarding').
  const state = await (await page.request.get('/api/auditor/onboarding')).json();
  expect(state).toMatchObject({ status: 'accepted', contactEmail: 'iroda@lakatos-energetika.hu' });
  expect(state.termsAcceptedAt).not.toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: 'Ügyfelek' })).toBeVisible();
  await expect(page.getByText('Még nincs Önhöz rendelt ügyfél.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Főmenü' }).getByRole('link', { name: 'Ügyfelek' }),
  ).toBeVisible();
  await checkA11y('empty client list after onboarding');
  await saveScreen('auditor-clients-empty');

  // Finished: the onboarding address now leads to the workspace.
  await page.goto('/finish-onboarding');
  await expect(page).toHaveURL(/\/clients$/);
  await checkA11y('client list again');
});

test('an assigned client becomes overdue, gets an appointment and a certificate, and the client downloads it', async ({
  page,
  browser,
  request,
  server,
  newClient,
  mailbox,
  checkA11y,
  signInWithForm,
  saveScreen,
}) => {
  // The longest journey (overdue, appointment, the survey's start, upload, the client's download): a busy
  // 2-core machine needs more than the default minute for it.
  test.setTimeout(180_000);
  // The client orders with the bank coupon of the 6720 address (through the API, as the client journey
  // already covers the screens), and a portal admin assigns the demo auditor.
  const email = `auditor-journey-${Date.now()}@example.hu`;
  const client = await newClient(email);
  const signedIn = await request.post('/api/account/login', { data: client });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const ordered = await request.post('/api/client/order', {
    data: {
      couponCode: 'KH672001',
      postcode: '6720',
      city: 'Szeged',
      street: 'Kárász utca',
      houseNumber: '5',
      area: '92',
      addressConfirmed: true,
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const propertyId = ((await ordered.json()) as { property: { id: string } }).property.id;
  const admin = await portalAdminApi(server.url);
  try {
    const assigned = await admin.post(`/api/admin/properties/${propertyId}/assignment`, {
      data: { auditorId: DEMO_AUDITOR_ID },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  } finally {
    await admin.dispose();
  }

  // Four days pass with no appointment: more than three, so the work is overdue.
  const shift = 4 * DAY_MS;
  await setServerClock(request, shift);
  try {
    await page.clock.install({ time: Date.now() + shift });
    // Remembered: the clock moves on to the survey below, past a browser session's day.
    await signInWithForm(DEMO_LOGINS.auditor, { remember: true });
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ügyfelek' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Ügyfelek listája' });
    await expect(table).toBeVisible();
    await checkA11y('client list');
    await saveScreen('auditor-clients-1280');
    // At 1280 px e-mails and phone numbers stay whole, rows stay short, nothing scrolls sideways.
    const tokenHeights = await table
      .locator('tbody td')
      .getByText(/^(\S+@\S+|\+36[\d ]+)$/)
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(tokenHeights.length).toBeGreaterThanOrEqual(8);
    for (const height of tokenHeights) expect(height).toBeLessThan(24);
    const rowHeights = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    for (const height of rowHeights) expect(height).toBeLessThanOrEqual(100);
    expect(
      await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);

    // The free-text search finds the client by e-mail; the filter stays in the address bar.
    await page.getByLabel('Keresés').fill('auditor-journey');
    await expect(page).toHaveURL(/search=auditor-journey/);
    const row = table.getByRole('row', { name: /Nagy Eszter/ });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('!', { exact: true })).toBeVisible();
    await expect(row.getByText(/késésben/)).toBeAttached();
    await expect(row.getByText('4 napja hozzárendelve')).toBeVisible();
    await expect(row.getByText('Nincs időpont')).toBeVisible();
    await expect(row.getByText('92 m²')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Tanúsítvány feltöltése' })).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('Keresés')).toHaveValue('auditor-journey');
    await expect(row).toBeVisible();
    await checkA11y('filtered client list');

    // The appointment, by keyboard: a week from the (moved) today at 10:30.
    await row.getByRole('button', { name: 'Időpont egyeztetése' }).focus();
    await page.keyboard.press('Enter');
    const appointment = page.getByRole('dialog', { name: 'Időpont egyeztetése' });
    await expect(appointment.getByText('6720 Szeged, Kárász utca 5')).toBeVisible();
    const year = appointment.getByLabel(/^Év/);
    await expect(year).toBeFocused();
    await expect(appointment.getByLabel(/^Nap/)).toBeDisabled();
    const save = appointment.getByRole('button', { name: 'Időpont mentése' });
    await expect(save).toBeDisabled();
    const today = toBudapest(new Date(Date.now() + shift));
    const target = toBudapest(new Date(Date.now() + shift + 7 * DAY_MS));
    await pressDown(page, target.year - today.year + 1);
    await page.keyboard.press('Tab');
    await pressDown(page, target.month);
    await page.keyboard.press('Tab');
    await pressDown(page, target.day);
    await page.keyboard.press('Tab');
    await pressDown(page, 1); // 09 -> 10
    await page.keyboard.press('Tab');
    await pressDown(page, 2); // 00 -> 30
    await expect(appointment.getByLabel(/^Óra/)).toHaveValue('10');
    await expect(appointment.getByLabel(/^Perc/)).toHaveValue('30');
    await expect(appointment.getByTestId('chosen-date')).toContainText('10:30');
    await expect(save).toBeEnabled();
    await checkA11y('appointment dialog');
    await saveScreen('auditor-appointment-dialog');
    await page.keyboard.press('Tab'); // Mégsem
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(appointment).toBeHidden();
    await expect(page.getByText(MESSAGES.auditorWorkspace.appointmentSaved)).toBeVisible();
    await expect(row.getByText('Időpont egyeztetve')).toBeVisible();
    await expect(row.getByText('!', { exact: true })).toHaveCount(0);
    const invitation = (await mailbox.messages(email)).find((m) => m.template === 'APPOINTMENT_CONFIRMATION');
    expect(invitation?.text).toContain('Kárász utca 5');

    // No certificate before the survey (docs/product.md, 'Upload after the survey'). The upload waits for the
    // appointment's start, by the server's clock, and the detail says why.
    const appointmentStart = fromBudapest({ ...target, hour: 10, minute: 30 });
    await expect(row.getByRole('button', { name: 'Tanúsítvány feltöltése' })).toBeDisabled();
    await row.getByRole('button', { name: 'Részletek' }).click();
    const early = page.getByRole('dialog', { name: 'Ügyfél részletei: Nagy Eszter' });
    await expect(
      early.getByText(MESSAGES.auditorWorkspace.uploadBeforeAppointment(formatDateTime(appointmentStart))),
    ).toBeVisible();
    await expect(early.getByRole('button', { name: 'Tanúsítvány feltöltése' })).toHaveCount(0);
    await checkA11y('client detail before the survey');
    await page.keyboard.press('Escape');
    await expect(early).toBeHidden();
    const afterSurvey = appointmentStart.getTime() + 3_600_000 - Date.now();
    await setServerClock(request, afterSurvey);
    await page.clock.setSystemTime(new Date(Date.now() + afterSurvey));
    await page.reload();
    await expect(row.getByText('Időpont egyeztetve')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Tanúsítvány feltöltése' })).toBeEnabled();

    // The certificate: a small real PDF (the portal's own terms), chosen through the drop zone's input.
    const pdf = Buffer.from(await (await request.get('/documents/aszf.pdf')).body());
    await row.getByRole('button', { name: 'Tanúsítvány feltöltése' }).click();
    const upload = page.getByRole('dialog', { name: 'Tanúsítvány feltöltése' });
    const send = upload.getByRole('button', { name: 'Feltöltés' });
    await expect(send).toBeDisabled();
    await upload.getByLabel('Tanúsítvány fájl', { exact: true }).setInputFiles({
      name: 'telepito.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(upload.getByRole('alert')).toHaveText(MESSAGES.file.auditorType);
    await upload.getByLabel('Tanúsítvány fájl', { exact: true }).setInputFiles({
      name: 'energetikai-tanusitvany-nagy-eszter.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const chosen = upload.getByRole('group', { name: 'Kiválasztott fájl' });
    await expect(chosen.getByText('energetikai-tanusitvany-nagy-eszter.pdf')).toBeVisible();
    await expect(chosen.getByText(/^\d+ KB$/)).toBeVisible();
    await checkA11y('upload dialog');
    await saveScreen('auditor-upload-dialog');
    await send.click();
    await expect(upload).toBeHidden();
    await expect(page.getByText(MESSAGES.auditorWorkspace.uploadSuccess('Nagy Eszter'))).toBeVisible();
    await expect(row.getByText('Tanúsítvány feltöltve')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Tanúsítvány feltöltése' })).toBeDisabled();
    await checkA11y('client list after the upload');

    // The detail dialog: the whole timeline is done, and the certificate can be downloaded.
    await row.getByRole('button', { name: 'Részletek' }).click();
    const detail = page.getByRole('dialog', { name: 'Ügyfél részletei: Nagy Eszter' });
    await expect(detail.getByText('energetikai-tanusitvany-nagy-eszter.pdf')).toBeVisible();
    await expect(detail.getByRole('listitem').filter({ hasText: '(kész)' })).toHaveCount(5);
    await checkA11y('client detail dialog');
    await saveScreen('auditor-detail-dialog');
    const [auditorDownload] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Letöltés' }).click(),
    ]);
    expect(auditorDownload.suggestedFilename()).toBe('energetikai-tanusitvany-nagy-eszter.pdf');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(row.getByRole('button', { name: 'Részletek' })).toBeFocused();

    // The client, in a browser of their own, sees the finished certificate and downloads it.
    const clientContext = await browser.newContext({
      baseURL: server.url,
      locale: 'hu-HU',
      timezoneId: 'Europe/Budapest',
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    try {
      const clientPage = await clientContext.newPage();
      await clientPage.goto('/login');
      await clientPage.getByLabel('Email cím').fill(client.email);
      await clientPage.getByLabel(PASSWORD).fill(client.password);
      await clientPage.getByRole('button', { name: 'Bejelentkezés', exact: true }).click();
      await expect(clientPage.getByTestId('tracker-percent')).toHaveText('100%');
      const certificate = clientPage.getByRole('region', { name: 'Elkészült az energetikai tanúsítványa' });
      await expect(certificate).toBeVisible();
      await checkOtherPageA11y(clientPage, 'client dashboard with the uploaded certificate');
      const [download] = await Promise.all([
        clientPage.waitForEvent('download'),
        certificate.getByRole('button', { name: 'Letöltés' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    } finally {
      await clientContext.close();
    }
  } finally {
    await setServerClock(request, 0);
  }
});

test('notes and phone calls are kept on the client, newest first', async ({
  page,
  signInAs,
  checkA11y,
  saveScreen,
}) => {
  await signInAs('auditor');
  await page.goto('/clients?search=Juh%C3%A1sz');
  const row = page.getByRole('row', { name: /Juhász Ferenc/ });
  await expect(row).toBeVisible();
  await checkA11y('client list filtered to one client');

  await row.getByRole('button', { name: 'Kapcsolatfelvétel' }).click();
  const contact = page.getByRole('dialog', { name: 'Kapcsolatfelvétel' });
  await expect(contact.getByRole('link', { name: '+36 70 444 0202' })).toHaveAttribute(
    'href',
    'tel:+36704440202',
  );
  await expect(contact.getByRole('link', { name: 'ugyfel4@example.hu' })).toHaveAttribute(
    'href',
    'mailto:ugyfel4@example.hu',
  );
  await checkA11y('contact dialog');
  await saveScreen('auditor-contact-dialog');
  // The call just made is recorded from beside the phone link (docs/roles/auditor.md, 'Contact dialog').
  await contact.getByRole('button', { name: 'Hívás rögzítése' }).click();
  const firstCall = page.getByRole('dialog', { name: 'Hívás rögzítése' });
  await firstCall.getByRole('radio', { name: 'Nem vette fel' }).check();
  await firstCall.getByRole('button', { name: 'Hívás mentése' }).click();
  await expect(firstCall).toBeHidden();
  await expect(page.getByText(MESSAGES.auditorWorkspace.callSaved)).toBeVisible();
  await expect(contact).toBeHidden();

  await row.getByRole('button', { name: 'Részletek' }).click();
  const detail = page.getByRole('dialog', { name: 'Ügyfél részletei: Juhász Ferenc' });
  await expect(detail.getByText('Nincs időpont')).toBeVisible();
  await detail.getByRole('tab', { name: 'Megjegyzések' }).click();
  await detail.getByRole('button', { name: 'Megjegyzés mentése' }).click();
  await expect(detail.getByText(MESSAGES.note.empty)).toBeVisible();
  await detail.getByLabel('Új megjegyzés').fill('A kapukód 1234, a csengő nem működik.');
  await expect(detail.getByText('37/500 karakter')).toBeVisible();
  await detail.getByRole('button', { name: 'Megjegyzés mentése' }).click();
  await expect(page.getByText(MESSAGES.auditorWorkspace.noteSaved)).toBeVisible();
  await expect(detail.getByLabel('Új megjegyzés')).toHaveValue('');

  await detail.getByRole('button', { name: 'Hívás rögzítése' }).click();
  const call = page.getByRole('dialog', { name: 'Hívás rögzítése' });
  await call.getByRole('button', { name: 'Hívás mentése' }).click();
  await expect(call.getByText('Válassza ki a hívás eredményét')).toBeVisible();
  await call.getByRole('radio', { name: 'Visszahívást kért' }).check();
  await call.getByLabel('Összefoglaló (nem kötelező)').fill('Holnap délután hívjam vissza.');
  await checkA11y('call log dialog');
  await saveScreen('auditor-call-log-dialog');
  await call.getByRole('button', { name: 'Hívás mentése' }).click();
  await expect(call).toBeHidden();
  // The first call's notification may still be showing on a slow machine: this one is the newest.
  await expect(page.getByText(MESSAGES.auditorWorkspace.callSaved).last()).toBeVisible();

  // Back in the detail, on the notes tab: the call above the note.
  await expect(detail.getByRole('tab', { name: 'Megjegyzések' })).toHaveAttribute('aria-selected', 'true');
  const notes = detail.getByRole('list', { name: 'Megjegyzések' }).getByRole('listitem');
  await expect(notes).toHaveCount(3);
  await expect(notes.nth(0)).toContainText('Telefonhívás – Visszahívást kért: Holnap délután hívjam vissza.');
  await expect(notes.nth(1)).toContainText('A kapukód 1234, a csengő nem működik.');
  await expect(notes.nth(2)).toContainText('Telefonhívás – Nem vette fel');
  await expect(notes.nth(0)).toContainText('Szabó Péter');
  await checkA11y('notes tab');
  await saveScreen('auditor-notes');
  await page.keyboard.press('Escape');

  // The profile dialog: company details, capacity, counties, active flag and the calendar link.
  await page.getByRole('button', { name: 'Profil szerkesztése' }).click();
  const profile = page.getByRole('dialog', { name: 'Tanúsítói profil szerkesztése' });
  await expect(profile.getByRole('textbox', { name: 'Naptár-link' })).toHaveValue(/^webcal:\/\//);
  const oldLink = await profile.getByRole('textbox', { name: 'Naptár-link' }).inputValue();
  await profile.getByRole('button', { name: 'Új link készítése' }).click();
  await profile.getByRole('button', { name: 'Igen, új linket kérek' }).click();
  await expect(profile.getByText(MESSAGES.auditorWorkspace.calendarReset)).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Naptár-link' })).not.toHaveValue(oldLink);
  const capacity = profile.getByLabel(/^Heti kapacitás/);
  const originalCapacity = await capacity.inputValue();
  await capacity.fill(originalCapacity === '7' ? '8' : '7');
  const newCapacity = await capacity.inputValue();
  await profile.getByRole('switch', { name: 'Vállal munkát' }).click();
  await expect(profile.getByRole('switch', { name: 'Nem vállal munkát' })).not.toBeChecked();
  await checkA11y('auditor profile dialog');
  await saveScreen('auditor-profile-dialog');
  await profile.getByRole('switch', { name: 'Nem vállal munkát' }).click();
  await profile.getByRole('button', { name: 'Mentés' }).click();
  await expect(profile).toBeHidden();
  await expect(page.getByText(MESSAGES.auditorWorkspace.profileSaved)).toBeVisible();
  // Saved for good; then back as it was, for the journeys after this one.
  await page.getByRole('button', { name: 'Profil szerkesztése' }).click();
  await expect(capacity).toHaveValue(newCapacity);
  await capacity.fill(originalCapacity);
  await profile.getByRole('button', { name: 'Mentés' }).click();
  await expect(profile).toBeHidden();

  // The account menu keeps profile editing and account deletion away from auditors (docs/roles/accounts.md,
  // 'The account menu').
  await page.getByRole('button', { name: /Szabó Péter/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Jelszó megváltoztatása' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profil szerkesztése' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Fiók törlése' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // On a phone the page fits the screen; only the table scrolls sideways inside its frame.
  await expectClientListFitsPhone(page);
  await checkA11y('phone client list');
  await saveScreen('auditor-clients-phone');
});
