import { MESSAGES } from '../../src/domain/messages.ts';
import { DEMO_LOGINS, expect, test, type Page } from './fixtures.ts';

// Demo clients of the seed (src/server/seed/demo.ts): ugyfel6 has a survey appointment, ugyfel7 a certificate.
const DEMO_PASSWORD = 'Ugyfel-Demo-2026';
const WITH_APPOINTMENT = 'ugyfel6@example.hu';
const WITH_CERTIFICATE = 'ugyfel7@example.hu';

async function signInWithPassword(page: Page, email: string) {
  const response = await page.request.post('/api/account/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An 8×8 light grey PNG: the map tiles of a journey that needs the map drawn (these machines are offline). */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4+eY9VsQwtCQAJ1OxAfjtXbkAAAAASUVORK5CYII=',
  'base64',
);

/** The map, or the address in its place when the tiles cannot load (these machines are offline). */
async function expectMapArea(page: Page) {
  await expect(
    page.getByRole('region', { name: /^Térkép:/ }).or(page.getByText('A térkép most nem tölthető be.')),
  ).toBeVisible();
}

test('a client edits the address, orders the certificate with the bank coupon and follows it', async ({
  page,
  checkA11y,
  signInWithForm,
  saveScreen,
}) => {
  await signInWithForm(DEMO_LOGINS.client);
  await expect(page.getByRole('heading', { name: 'Üdvözöljük, Anna!' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Igényelje ingyenes energetikai tanúsítványát' }),
  ).toBeVisible();
  await expect(page.getByText('1061 Budapest, Liszt Ferenc tér 7')).toBeVisible();
  await expect(page.getByText('Még nincs megadva')).toBeVisible();
  await checkA11y('client dashboard before the order');
  await saveScreen('client-dashboard-new');

  // The address can be corrected while the certificate is not ordered (docs/roles/client.md, 'Address edit').
  await page.getByRole('button', { name: 'Cím szerkesztése' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'Cím szerkesztése' });
  await expect(addressDialog.getByLabel(/^Irányítószám/)).toHaveValue('1061');
  await expect(addressDialog.getByLabel(/^Település/)).toHaveValue('Budapest');
  await addressDialog.getByLabel(/^Házszám/).fill('');
  await addressDialog.getByRole('button', { name: 'Mentés' }).click();
  await expect(addressDialog.getByText(MESSAGES.houseNumber.required)).toBeVisible();
  await checkA11y('address edit dialog');
  await addressDialog.getByLabel(/^Házszám/).fill('9');
  await addressDialog.getByRole('button', { name: 'Mentés' }).click();
  await expect(addressDialog).toBeHidden();
  await expect(page.getByText(MESSAGES.property.addressSaved)).toBeVisible();
  await expect(page.getByText('1061 Budapest, Liszt Ferenc tér 9')).toBeVisible();

  // The request dialog starts from the corrected address; sending waits for the confirmation and area.
  await page.getByRole('button', { name: 'Tanúsítvány igénylése' }).click();
  const order = page.getByRole('dialog', { name: 'Tanúsítvány igénylése' });
  await expect(order.getByLabel(/^Házszám/)).toHaveValue('9');
  const send = order.getByRole('button', { name: 'Igénylés elküldése' });
  await expect(send).toBeDisabled();
  await order.getByLabel(/^Kuponkód/).pressSequentially('kh 10');
  await expect(order.getByLabel(/^Kuponkód/)).toHaveValue('KH10');
  await order.getByLabel(/^Az ingatlan alapterülete/).fill('86');
  await order.getByLabel(/^Megerősítem, hogy a megadott cím helyes/).check();
  await send.click();
  await expect(order.getByText(MESSAGES.coupon.tooShort)).toBeVisible();
  await order.getByLabel(/^Kuponkód/).press('End');
  await order.getByLabel(/^Kuponkód/).pressSequentially('6101');
  await expect(order.getByLabel(/^Kuponkód/)).toHaveValue('KH106101');
  await checkA11y('certificate request dialog');
  await saveScreen('certificate-request-dialog');
  await send.click();
  await expect(order).toBeHidden();
  await expect(page.getByText(MESSAGES.order.success)).toBeVisible();

  // Ordered is the first of the four steps, at 25 % (docs/roles/client.md, 'The tracker').
  await expect(page.getByTestId('tracker-percent')).toHaveText('25%');
  await expect(page.locator('[aria-current="step"]')).toContainText('Megrendelve');
  await expect(page.getByRole('progressbar', { name: 'Az igénylés előrehaladása' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await expect(page.getByText('86 m²')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cím szerkesztése' })).toHaveCount(0);
  await checkA11y('client dashboard after the order');
  await saveScreen('client-dashboard-ordered');

  // The map draws OpenStreetMap tiles around the property, with a marker and Hungarian zoom buttons.
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
  );
  await page.getByRole('link', { name: 'Ingatlan adatai és dokumentumok' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '1061 Budapest, Liszt Ferenc tér 9' }),
  ).toBeVisible();
  const map = page.getByRole('region', { name: /^Térkép: 1061 Budapest, Liszt Ferenc tér 9/ });
  await expect(map).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.locator('svg path')).toHaveCount(1);
  await expect(map.getByRole('button', { name: 'Nagyítás' })).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  // The focused map zooms with the keyboard; the page's wheel scrolling passes over it.
  // Tiles are named /{zoom}/{x}/{y}.png. Leaflet keeps the old level's tiles in the page until the new
  // level's have loaded, so the test asks for a loaded tile of a deeper level, not for the first tile.
  const loadedZooms = () =>
    map
      .locator('img.leaflet-tile-loaded')
      .evaluateAll((images) =>
        images.map((image) => Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(image.getAttribute('src') ?? '')?.[1])),
      );
  const zoomBefore = Math.max(...(await loadedZooms()));
  await map.focus();
  await page.keyboard.press('+');
  await expect.poll(async () => Math.max(...(await loadedZooms()))).toBeGreaterThan(zoomBefore);
  await expect(
    page.getByText('Még nincs kijelölt tanúsító — hamarosan kijelölünk Önnek egyet.'),
  ).toBeVisible();
  // One model of the process: the property page shows the dashboard's four steps (docs/roles/client.md,
  // 'The tracker').
  const process = page.getByRole('region', { name: 'A tanúsítás menete' });
  await expect(process.getByRole('listitem')).toHaveCount(4);
  await expect(process.locator('[aria-current="step"]')).toContainText('Megrendelve');
  await expect(page.getByText('Folyamatban', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Letöltés' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Általános szerződési feltételek/ })).toHaveAttribute(
    'href',
    '/documents/aszf.pdf',
  );
  await checkA11y('property page after the order');
  await saveScreen('property-page-ordered');

  // Someone else's (or no) property is simply not found.
  await page.goto('/property/00000000-0000-4000-8000-000000000099');
  await expect(page.getByRole('heading', { name: 'Az ingatlan nem található' })).toBeVisible();
  await checkA11y('property not found');
  // A cut or mistyped link too, without a raw 'invalid id' or a retry.
  await page.goto('/property/nem-letezo');
  await expect(page.getByRole('heading', { name: 'Az ingatlan nem található' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Újrapróbálás' })).toHaveCount(0);
  await checkA11y('property not found for a nonsense id');
  await page.getByRole('link', { name: 'Vissza a főoldalra' }).click();
  await expect(page.getByTestId('tracker-percent')).toHaveText('25%');
  await checkA11y('dashboard again');
});

test('a client downloads the ready certificate, shares and revokes a link, and rates the auditor', async ({
  page,
  mailbox,
  checkA11y,
  saveScreen,
}) => {
  await signInWithPassword(page, WITH_CERTIFICATE);
  await page.goto('/');
  const certificate = page.getByRole('region', { name: 'Elkészült az energetikai tanúsítványa' });
  await expect(certificate).toBeVisible();
  await expect(page.getByTestId('tracker-percent')).toHaveText('100%');
  await checkA11y('dashboard with a ready certificate');
  await saveScreen('client-dashboard-certificate');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    certificate.getByRole('button', { name: 'Letöltés' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // A signed, expiring link goes out by e-mail; the recipient needs no account (docs/product.md,
  // 'Certificate sharing').
  const recipient = 'hitelugyintezo@example.hu';
  await certificate.getByRole('button', { name: 'Megosztás' }).click();
  const share = page.getByRole('dialog', { name: 'Tanúsítvány megosztása' });
  await expect(share.getByText('Még nem osztotta meg a tanúsítványt.')).toBeVisible();
  await share.getByLabel(/^Címzett email címe/).fill('nem-email');
  await share.getByRole('button', { name: 'Link küldése' }).click();
  await expect(share.getByText(MESSAGES.email.invalid)).toBeVisible();
  await share.getByLabel(/^Címzett email címe/).fill(recipient);
  await share.getByRole('button', { name: 'Link küldése' }).click();
  await expect(share.getByText(MESSAGES.share.sent(recipient))).toBeVisible();
  const row = share.getByRole('listitem', { name: `Megosztás: ${recipient}` });
  await expect(row.getByText('Aktív')).toBeVisible();
  await checkA11y('share dialog');
  await saveScreen('share-dialog');

  const [mail] = await mailbox.messages(recipient);
  expect(mail?.template).toBe('CERTIFICATE_SHARED');
  const link = new URL(/https?:\/\/\S+\/shared\/[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '');
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Megosztott energetikai tanúsítvány' })).toBeVisible();
  await expect(page.getByText(/\.pdf$/)).toBeVisible();
  await checkA11y('shared certificate page');
  await saveScreen('shared-certificate');
  const [shared] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Tanúsítvány letöltése' }).click(),
  ]);
  expect(shared.suggestedFilename()).toMatch(/\.pdf$/);

  await page.goto('/');
  await page.getByRole('button', { name: 'Megosztás' }).click();
  await row.getByRole('button', { name: 'Visszavonás' }).click();
  await row.getByRole('button', { name: 'Igen, visszavonom' }).click();
  await expect(share.getByText(MESSAGES.share.revoked)).toBeVisible();
  await expect(row.getByText('Visszavonva', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Visszavonás' })).toHaveCount(0);
  await checkA11y('share dialog after the revocation');
  await share.getByRole('button', { name: 'Kész' }).click();

  await page.goto(link.pathname);
  await expect(page.getByText(MESSAGES.share.expired)).toBeVisible();
  await checkA11y('revoked share link');
  await page.goto('/');

  // 1-5 stars and a comment, once (docs/product.md, 'Ratings from clients'); the stars work from the
  // keyboard.
  const rating = page.getByRole('region', { name: 'Értékelje a tanúsítót' });
  await expect(rating.getByRole('button', { name: 'Értékelés küldése' })).toBeDisabled();
  await rating.getByRole('radio', { name: '5 csillag' }).focus();
  await page.keyboard.press('Space');
  await rating.getByLabel('Megjegyzés (nem kötelező)').fill('Pontos, alapos és kedves tanúsító.');
  await expect(rating.getByText('34/500 karakter')).toBeVisible();
  await checkA11y('rating card');
  await rating.getByRole('button', { name: 'Értékelés küldése' }).click();
  const given = page.getByRole('region', { name: 'Az Ön értékelése' });
  await expect(given.getByRole('img', { name: '5 csillagból 5' })).toBeVisible();
  await expect(given.getByText('„Pontos, alapos és kedves tanúsító.”')).toBeVisible();
  await expect(given.getByText(MESSAGES.rating.thanks)).toBeVisible();
  await checkA11y('dashboard after the rating');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen('client-dashboard-rated');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Az Ön értékelése' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Értékelés küldése' })).toHaveCount(0);
  await checkA11y('dashboard after reload');
});

test('on a phone the sign-in and registration forms are the first thing shown', async ({
  page,
  checkA11y,
  saveScreen,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, field, screen] of [
    ['/login', 'Email cím', 'phone-sign-in'],
    ['/register', 'Vezetéknév', 'phone-register'],
  ] as const) {
    await page.goto(path);
    const input = page.getByLabel(field);
    await expect(input).toBeVisible();
    // The first field lies on the first screen, above the hero: on a phone the form comes first
    // (docs/roles/accounts.md, 'Sign-in').
    const box = await input.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    const hero = await page
      .getByRole('heading', { level: 1, name: 'Energetikai Tanúsítvány Portál' })
      .boundingBox();
    expect(hero && box && hero.y).toBeGreaterThan(box?.y ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkA11y(`phone ${path}`);
    await saveScreen(screen);
  }
});

test('on a phone the dashboard and the property page fit the screen, and the appointment can be cancelled', async ({
  page,
  mailbox,
  checkA11y,
  saveScreen,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, WITH_APPOINTMENT);
  await page.goto('/');
  await expect(page.getByTestId('tracker-percent')).toHaveText('75%');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y('phone dashboard');
  await saveScreen('phone-client-dashboard');

  await page.getByRole('link', { name: 'Ingatlan adatai és dokumentumok' }).click();
  await expect(page.getByRole('heading', { name: 'Helyszíni felmérés időpontja' })).toBeVisible();
  await expectMapArea(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y('phone property page');
  await saveScreen('phone-property-page');

  // A cancelled appointment is cleared and the auditor is told (docs/product.md, 'Appointment cancellation').
  await page.getByRole('button', { name: 'Időpont lemondása' }).click();
  const cancel = page.getByRole('dialog', { name: 'Időpont lemondása' });
  await cancel.getByLabel('Üzenet a tanúsítónak (nem kötelező)').fill('Jövő héten kedden délután jó lenne.');
  await checkA11y('phone appointment cancellation');
  await saveScreen('phone-cancel-appointment');
  await cancel.getByRole('button', { name: 'Időpont lemondása' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText(MESSAGES.property.appointmentCancelled)).toBeVisible();
  await expect(page.getByText(/Még nincs egyeztetett időpont/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Időpont lemondása' })).toHaveCount(0);
  await checkA11y('phone property page after the cancellation');
  const toAuditor = await mailbox.messages(DEMO_LOGINS.auditor.email);
  expect(toAuditor.map((message) => message.text).join('\n')).toContain(
    'Jövő héten kedden délután jó lenne.',
  );
});
